import type { ABI, Asset, Name, UInt64 } from '@wharfkit/antelope'
import type { ContractModule, Host } from '../core/contract'
import { nameValue } from '../core/names'
import {
  type AttributeMap,
  deserialize,
  type Format,
  fromAbi,
  serialize,
  toAbi,
} from './atomicdata'

/**
 * The part of the AtomicAssets NFT standard the game uses: collections, schemas, templates and
 * assets (scoped by owner), minting, transfers with notifications, burning and mutable data.
 * Tables, actions, checks and messages follow the real `atomicassets` contract, so its rows read
 * the same through `get_table_rows` and the `atomicassets` npm package can deserialize them.
 */

type AbiAttributeMap = { key: string; value: [string, unknown] }[]

export interface CollectionRow {
  collection_name: Name
  author: Name
  allow_notify: boolean
  authorized_accounts: Name[]
  notify_accounts: Name[]
  market_fee: { value: number } | number
  serialized_data: unknown[]
}

export interface SchemaRow {
  schema_name: Name
  format: Format[]
}

export interface TemplateRow {
  template_id: { value: number } | number
  schema_name: Name
  transferable: boolean
  burnable: boolean
  max_supply: { value: number } | number
  issued_supply: { value: number } | number
  immutable_serialized_data: unknown[]
}

export interface AssetRow {
  asset_id: UInt64
  collection_name: Name
  schema_name: Name
  template_id: { value: number } | number
  ram_payer: Name
  backed_tokens: Asset[]
  immutable_serialized_data: unknown[]
  mutable_serialized_data: unknown[]
}

interface ConfigRow {
  asset_counter: UInt64 | string
  template_counter: { value: number } | number
  offer_counter: UInt64 | string
  collection_format: Format[]
  supported_tokens: unknown[]
}

const f = (name: string, type: string) => ({ name, type })
const struct = (name: string, fields: { name: string; type: string }[]) => ({
  name,
  base: '',
  fields,
})
const VEC_TYPES: [string, string][] = [
  ['INT8_VEC', 'bytes'],
  ['INT16_VEC', 'int16[]'],
  ['INT32_VEC', 'int32[]'],
  ['INT64_VEC', 'int64[]'],
  ['UINT8_VEC', 'uint8[]'],
  ['UINT16_VEC', 'uint16[]'],
  ['UINT32_VEC', 'uint32[]'],
  ['UINT64_VEC', 'uint64[]'],
  ['FLOAT_VEC', 'float32[]'],
  ['DOUBLE_VEC', 'float64[]'],
  ['STRING_VEC', 'string[]'],
]
/** The integer types, named alike in the ABI's variant and in AtomicAssets' schema formats. */
const INT_TYPES = ['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64']
const SCALARS = [...INT_TYPES, 'float32', 'float64', 'string']
const VARIANT_TYPES = [...SCALARS, ...VEC_TYPES.map(([n]) => n)]
const VARIANT_NAME = `variant_${VARIANT_TYPES.join('_')}`

const ACTION_STRUCTS = [
  struct('init', []),
  struct('admincoledit', [f('collection_format_extension', 'FORMAT[]')]),
  struct('setversion', [f('new_version', 'string')]),
  struct('createcol', [
    f('author', 'name'),
    f('collection_name', 'name'),
    f('allow_notify', 'bool'),
    f('authorized_accounts', 'name[]'),
    f('notify_accounts', 'name[]'),
    f('market_fee', 'float64'),
    f('data', 'ATTRIBUTE_MAP'),
  ]),
  struct('addcolauth', [f('collection_name', 'name'), f('account_to_add', 'name')]),
  struct('addnotifyacc', [f('collection_name', 'name'), f('account_to_add', 'name')]),
  struct('createschema', [
    f('authorized_creator', 'name'),
    f('collection_name', 'name'),
    f('schema_name', 'name'),
    f('schema_format', 'FORMAT[]'),
  ]),
  struct('createtempl', [
    f('authorized_creator', 'name'),
    f('collection_name', 'name'),
    f('schema_name', 'name'),
    f('transferable', 'bool'),
    f('burnable', 'bool'),
    f('max_supply', 'uint32'),
    f('immutable_data', 'ATTRIBUTE_MAP'),
  ]),
  struct('mintasset', [
    f('authorized_minter', 'name'),
    f('collection_name', 'name'),
    f('schema_name', 'name'),
    f('template_id', 'int32'),
    f('new_asset_owner', 'name'),
    f('immutable_data', 'ATTRIBUTE_MAP'),
    f('mutable_data', 'ATTRIBUTE_MAP'),
    f('tokens_to_back', 'asset[]'),
  ]),
  struct('setassetdata', [
    f('authorized_editor', 'name'),
    f('asset_owner', 'name'),
    f('asset_id', 'uint64'),
    f('new_mutable_data', 'ATTRIBUTE_MAP'),
  ]),
  struct('transfer', [
    f('from', 'name'),
    f('to', 'name'),
    f('asset_ids', 'uint64[]'),
    f('memo', 'string'),
  ]),
  struct('burnasset', [f('asset_owner', 'name'), f('asset_id', 'uint64')]),
  struct('logtransfer', [
    f('collection_name', 'name'),
    f('from', 'name'),
    f('to', 'name'),
    f('asset_ids', 'uint64[]'),
    f('memo', 'string'),
  ]),
  struct('lognewtempl', [
    f('template_id', 'int32'),
    f('authorized_creator', 'name'),
    f('collection_name', 'name'),
    f('schema_name', 'name'),
    f('transferable', 'bool'),
    f('burnable', 'bool'),
    f('max_supply', 'uint32'),
    f('immutable_data', 'ATTRIBUTE_MAP'),
  ]),
  struct('logmint', [
    f('asset_id', 'uint64'),
    f('authorized_minter', 'name'),
    f('collection_name', 'name'),
    f('schema_name', 'name'),
    f('template_id', 'int32'),
    f('new_asset_owner', 'name'),
    f('immutable_data', 'ATTRIBUTE_MAP'),
    f('mutable_data', 'ATTRIBUTE_MAP'),
    f('backed_tokens', 'asset[]'),
    f('immutable_template_data', 'ATTRIBUTE_MAP'),
  ]),
  struct('logsetdata', [
    f('asset_owner', 'name'),
    f('asset_id', 'uint64'),
    f('old_data', 'ATTRIBUTE_MAP'),
    f('new_data', 'ATTRIBUTE_MAP'),
  ]),
  struct('logburnasset', [
    f('asset_owner', 'name'),
    f('asset_id', 'uint64'),
    f('collection_name', 'name'),
    f('schema_name', 'name'),
    f('template_id', 'int32'),
    f('backed_tokens', 'asset[]'),
    f('old_immutable_data', 'ATTRIBUTE_MAP'),
    f('old_mutable_data', 'ATTRIBUTE_MAP'),
    f('asset_ram_payer', 'name'),
  ]),
]

const ATOMICASSETS_ABI: ABI.Def = {
  version: 'eosio::abi/1.1',
  types: [
    { new_type_name: 'ATOMIC_ATTRIBUTE', type: VARIANT_NAME },
    { new_type_name: 'ATTRIBUTE_MAP', type: 'pair_string_ATOMIC_ATTRIBUTE[]' },
    ...VEC_TYPES.map(([new_type_name, type]) => ({ new_type_name, type })),
  ],
  structs: [
    struct('FORMAT', [f('name', 'string'), f('type', 'string')]),
    struct('pair_string_ATOMIC_ATTRIBUTE', [f('key', 'string'), f('value', 'ATOMIC_ATTRIBUTE')]),
    struct('extended_symbol', [f('sym', 'symbol'), f('contract', 'name')]),
    ...ACTION_STRUCTS,
    struct('collections_s', [
      f('collection_name', 'name'),
      f('author', 'name'),
      f('allow_notify', 'bool'),
      f('authorized_accounts', 'name[]'),
      f('notify_accounts', 'name[]'),
      f('market_fee', 'float64'),
      f('serialized_data', 'uint8[]'),
    ]),
    struct('schemas_s', [f('schema_name', 'name'), f('format', 'FORMAT[]')]),
    struct('templates_s', [
      f('template_id', 'int32'),
      f('schema_name', 'name'),
      f('transferable', 'bool'),
      f('burnable', 'bool'),
      f('max_supply', 'uint32'),
      f('issued_supply', 'uint32'),
      f('immutable_serialized_data', 'uint8[]'),
    ]),
    struct('assets_s', [
      f('asset_id', 'uint64'),
      f('collection_name', 'name'),
      f('schema_name', 'name'),
      f('template_id', 'int32'),
      f('ram_payer', 'name'),
      f('backed_tokens', 'asset[]'),
      f('immutable_serialized_data', 'uint8[]'),
      f('mutable_serialized_data', 'uint8[]'),
    ]),
    struct('offers_s', [
      f('offer_id', 'uint64'),
      f('sender', 'name'),
      f('recipient', 'name'),
      f('sender_asset_ids', 'uint64[]'),
      f('recipient_asset_ids', 'uint64[]'),
      f('memo', 'string'),
      f('ram_payer', 'name'),
    ]),
    struct('balances_s', [f('owner', 'name'), f('quantities', 'asset[]')]),
    struct('config_s', [
      f('asset_counter', 'uint64'),
      f('template_counter', 'int32'),
      f('offer_counter', 'uint64'),
      f('collection_format', 'FORMAT[]'),
      f('supported_tokens', 'extended_symbol[]'),
    ]),
    struct('tokenconfigs_s', [f('standard', 'name'), f('version', 'string')]),
  ],
  actions: ACTION_STRUCTS.map((s) => ({ name: s.name, type: s.name, ricardian_contract: '' })),
  tables: (
    [
      ['assets', 'assets_s'],
      ['balances', 'balances_s'],
      ['collections', 'collections_s'],
      ['config', 'config_s'],
      ['offers', 'offers_s'],
      ['schemas', 'schemas_s'],
      ['templates', 'templates_s'],
      ['tokenconfigs', 'tokenconfigs_s'],
    ] as const
  ).map(([name, type]) => ({ name, type, index_type: 'i64', key_names: [], key_types: [] })),
  ricardian_clauses: [],
  variants: [{ name: VARIANT_NAME, types: VARIANT_TYPES }],
  action_results: [],
}

/** The first asset id the contract hands out (2^40). */
export const FIRST_ASSET_ID = 1099511627776n
const COLLECTION_NOT_FOUND = 'No collection with this name exists'

export function num(v: { value: number } | number | { toString(): string }): number {
  if (typeof v === 'number') return v
  if ('value' in v && typeof v.value === 'number') return v.value
  return Number(String(v))
}

export function bytesOf(arr: unknown[]): Uint8Array {
  return Uint8Array.from(arr, (b) => num(b as number))
}

function big(v: UInt64 | string | number): bigint {
  return BigInt(String(v))
}

function formatOf(fmt: Format[]): Format[] {
  return fmt.map((l) => ({ name: String(l.name), type: String(l.type) }))
}

const VALID_TYPES = new Set([
  ...INT_TYPES,
  'fixed8',
  'fixed16',
  'fixed32',
  'fixed64',
  'float',
  'double',
  'string',
  'image',
  'ipfs',
  'bool',
  'byte',
])

function checkFormat(host: Host, lines: Format[]): void {
  const names = new Set<string>()
  for (const l of lines) {
    host.check(!names.has(l.name), 'there already is an attribute with the same name')
    names.add(l.name)
    const base = l.type.endsWith('[]') ? l.type.slice(0, -2) : l.type
    host.check(VALID_TYPES.has(base), `'type' property for attribute ${l.name} is not valid`)
  }
}

/** Contract-side helpers shared by the actions. */
class Atomic {
  constructor(readonly host: Host) {}

  get self(): string {
    return this.host.self
  }

  config(): ConfigRow {
    const c = this.host.getRow<ConfigRow>('config', this.self, nameValue('config'))
    this.host.check(c, 'singleton does not exist')
    return c
  }

  collection(name: Name | string): CollectionRow {
    const c = this.host.getRow<CollectionRow>('collections', this.self, nameValue(String(name)))
    this.host.check(c, COLLECTION_NOT_FOUND)
    return c
  }

  checkCollectionAuth(account: Name, collection: Name, message: string): CollectionRow {
    this.host.requireAuth(account)
    const c = this.collection(collection)
    this.host.check(
      c.authorized_accounts.some((a) => a.equals(account)),
      message,
    )
    return c
  }

  /** Adds an existing account to one of a collection's account lists (`already` if it is in). */
  addToCollection(
    c: CollectionRow,
    list: 'authorized_accounts' | 'notify_accounts',
    account: Name,
    already: string,
  ): void {
    this.host.check(this.host.isAccount(account), 'The account does not exist')
    this.host.check(!c[list].some((x) => x.equals(account)), already)
    this.host.setRow('collections', this.self, { ...c, [list]: [...c[list], account] })
  }

  notifyCollection(collection: Name | string): void {
    const c = this.collection(collection)
    for (const a of c.notify_accounts) this.host.requireRecipient(a)
  }

  schema(collection: Name | string, schema: Name | string): SchemaRow | undefined {
    return this.host.getRow<SchemaRow>('schemas', String(collection), nameValue(String(schema)))
  }

  /** The format of a schema that must exist (`No schema with this name exists` otherwise). */
  schemaFormat(collection: Name | string, schema: Name | string): Format[] {
    const row = this.schema(collection, schema)
    this.host.check(row, 'No schema with this name exists')
    return formatOf(row.format)
  }

  template(collection: Name | string, templateId: number): TemplateRow | undefined {
    return this.host.getRow<TemplateRow>('templates', String(collection), BigInt(templateId))
  }

  log(name: string, data: unknown): void {
    this.host.sendInline({
      account: this.self,
      name,
      authorization: [{ actor: this.self, permission: 'active' }],
      data,
    })
  }
}

/** A log action the contract sends itself: the collection's notify accounts hear of it. */
function logToCollection(host: Host, d: { collection_name: Name }): void {
  host.requireAuth(host.self)
  new Atomic(host).notifyCollection(d.collection_name)
}

/** The `atomicassets` contract module. */
export function atomicAssetsContract(): ContractModule {
  return {
    id: 'atomicassets',
    abi: ATOMICASSETS_ABI,
    tables: {
      collections: { primaryKey: (r: CollectionRow) => nameValue(String(r.collection_name)) },
      schemas: { primaryKey: (r: SchemaRow) => nameValue(String(r.schema_name)) },
      templates: { primaryKey: (r: TemplateRow) => BigInt(num(r.template_id)) },
      assets: { primaryKey: (r: AssetRow) => big(r.asset_id) },
      config: { primaryKey: () => nameValue('config') },
      tokenconfigs: { primaryKey: () => nameValue('tokenconfigs') },
    },
    actions: {
      init(host: Host) {
        host.requireAuth(host.self)
        if (!host.getRow('config', host.self, nameValue('config'))) {
          host.setRow('config', host.self, {
            asset_counter: FIRST_ASSET_ID.toString(),
            template_counter: 1,
            offer_counter: 1,
            collection_format: [],
            supported_tokens: [],
          })
        }
        if (!host.getRow('tokenconfigs', host.self, nameValue('tokenconfigs'))) {
          host.setRow('tokenconfigs', host.self, { standard: 'atomicassets', version: '1.3.1' })
        }
      },
      admincoledit(host: Host, d: { collection_format_extension: Format[] }) {
        host.requireAuth(host.self)
        host.check(d.collection_format_extension.length !== 0, 'Need to add at least one new line')
        const a = new Atomic(host)
        const c = a.config()
        const collection_format = [
          ...formatOf(c.collection_format),
          ...formatOf(d.collection_format_extension),
        ]
        checkFormat(host, collection_format)
        host.setRow('config', host.self, { ...c, collection_format })
      },
      setversion(host: Host, d: { new_version: string }) {
        host.requireAuth(host.self)
        host.setRow('tokenconfigs', host.self, { standard: 'atomicassets', version: d.new_version })
      },
      createcol(
        host: Host,
        d: {
          author: Name
          collection_name: Name
          allow_notify: boolean
          authorized_accounts: Name[]
          notify_accounts: Name[]
          market_fee: { value: number }
          data: AbiAttributeMap
        },
      ) {
        host.requireAuth(d.author)
        const name = String(d.collection_name)
        const dot = name.lastIndexOf('.')
        const suffix = dot >= 0 ? name.slice(dot + 1) : name
        if (host.isAccount(name)) {
          host.check(
            host.hasAuth(name),
            'When the collection has the name of an existing account, its authorization is required',
          )
        } else if (suffix !== name) {
          host.check(
            host.hasAuth(suffix),
            'When the collection name has a suffix, the suffix authorization is required',
          )
        } else {
          host.check(
            name.length === 12,
            'Without special authorization, collection names must be 12 characters long',
          )
        }
        host.check(
          !host.getRow('collections', host.self, nameValue(name)),
          'A collection with this name already exists',
        )
        host.check(
          d.allow_notify || d.notify_accounts.length === 0,
          "Can't add notify_accounts if allow_notify is false",
        )
        for (const acc of [...d.authorized_accounts, ...d.notify_accounts]) {
          host.check(host.isAccount(acc), `At least one account does not exist - ${acc}`)
        }
        const fee = num(d.market_fee)
        host.check(fee >= 0 && fee <= 0.15, 'The market_fee must be between 0 and 0.150000')
        const a = new Atomic(host)
        const c = a.config()
        host.setRow(
          'collections',
          host.self,
          {
            collection_name: name,
            author: d.author,
            allow_notify: d.allow_notify,
            authorized_accounts: d.authorized_accounts,
            notify_accounts: d.notify_accounts,
            market_fee: fee,
            serialized_data: [...serialize(fromAbi(d.data), formatOf(c.collection_format))],
          },
          d.author,
        )
      },
      addcolauth(host: Host, d: { collection_name: Name; account_to_add: Name }) {
        const a = new Atomic(host)
        const c = a.collection(d.collection_name)
        host.requireAuth(c.author)
        a.addToCollection(
          c,
          'authorized_accounts',
          d.account_to_add,
          'The account is already an authorized account',
        )
      },
      addnotifyacc(host: Host, d: { collection_name: Name; account_to_add: Name }) {
        const a = new Atomic(host)
        const c = a.collection(d.collection_name)
        host.requireAuth(c.author)
        host.check(c.allow_notify, 'Adding notify accounts to this collection is not allowed')
        a.addToCollection(
          c,
          'notify_accounts',
          d.account_to_add,
          'The account is already a notify account',
        )
      },
      createschema(
        host: Host,
        d: {
          authorized_creator: Name
          collection_name: Name
          schema_name: Name
          schema_format: Format[]
        },
      ) {
        const a = new Atomic(host)
        a.checkCollectionAuth(
          d.authorized_creator,
          d.collection_name,
          'The creator is not authorized within the collection',
        )
        const sn = String(d.schema_name)
        host.check(
          sn.length >= 1 && sn.length <= 12,
          'Schema names must be between 1 and 12 characters long',
        )
        host.check(
          !a.schema(d.collection_name, sn),
          'A schema with this name already exists for this collection',
        )
        const format = formatOf(d.schema_format)
        checkFormat(host, format)
        host.check(
          format.some((l) => l.name === 'name' && l.type === 'string'),
          'A format line with {"name": "name" and "type": "string"} needs to be defined for every schema',
        )
        host.setRow(
          'schemas',
          String(d.collection_name),
          { schema_name: sn, format },
          d.authorized_creator,
        )
      },
      createtempl(
        host: Host,
        d: {
          authorized_creator: Name
          collection_name: Name
          schema_name: Name
          transferable: boolean
          burnable: boolean
          max_supply: { value: number }
          immutable_data: AbiAttributeMap
        },
      ) {
        const a = new Atomic(host)
        a.checkCollectionAuth(
          d.authorized_creator,
          d.collection_name,
          'The creator is not authorized within the collection',
        )
        const format = a.schemaFormat(d.collection_name, d.schema_name)
        const c = a.config()
        const templateId = num(c.template_counter)
        host.setRow('config', host.self, { ...c, template_counter: templateId + 1 })
        host.setRow(
          'templates',
          String(d.collection_name),
          {
            template_id: templateId,
            schema_name: d.schema_name,
            transferable: d.transferable,
            burnable: d.burnable,
            max_supply: num(d.max_supply),
            issued_supply: 0,
            immutable_serialized_data: [...serialize(fromAbi(d.immutable_data), format)],
          },
          d.authorized_creator,
        )
        a.log('lognewtempl', {
          template_id: templateId,
          authorized_creator: d.authorized_creator,
          collection_name: d.collection_name,
          schema_name: d.schema_name,
          transferable: d.transferable,
          burnable: d.burnable,
          max_supply: num(d.max_supply),
          immutable_data: d.immutable_data,
        })
      },
      mintasset(
        host: Host,
        d: {
          authorized_minter: Name
          collection_name: Name
          schema_name: Name
          template_id: { value: number }
          new_asset_owner: Name
          immutable_data: AbiAttributeMap
          mutable_data: AbiAttributeMap
          tokens_to_back: Asset[]
        },
      ) {
        const a = new Atomic(host)
        a.checkCollectionAuth(
          d.authorized_minter,
          d.collection_name,
          'The minter is not authorized within the collection',
        )
        const format = a.schemaFormat(d.collection_name, d.schema_name)
        const templateId = num(d.template_id)
        let templateData: AttributeMap = new Map()
        if (templateId >= 0) {
          const t = a.template(d.collection_name, templateId)
          host.check(t, 'No template with this id exists')
          host.check(t.schema_name.equals(d.schema_name), 'The template belongs to another schema')
          const max = num(t.max_supply)
          const issued = num(t.issued_supply)
          host.check(max === 0 || issued < max, "The template's maxsupply has already been reached")
          host.setRow('templates', String(d.collection_name), { ...t, issued_supply: issued + 1 })
          templateData = deserialize(bytesOf(t.immutable_serialized_data), format)
        } else {
          host.check(templateId === -1, 'The template id must either be an existing template or -1')
        }
        host.check(host.isAccount(d.new_asset_owner), 'The new_asset_owner account does not exist')
        const c = a.config()
        const assetId = big(c.asset_counter)
        host.setRow('config', host.self, { ...c, asset_counter: (assetId + 1n).toString() })
        host.setRow(
          'assets',
          d.new_asset_owner,
          {
            asset_id: assetId.toString(),
            collection_name: d.collection_name,
            schema_name: d.schema_name,
            template_id: templateId,
            ram_payer: d.authorized_minter,
            backed_tokens: [],
            immutable_serialized_data: [...serialize(fromAbi(d.immutable_data), format)],
            mutable_serialized_data: [...serialize(fromAbi(d.mutable_data), format)],
          },
          d.authorized_minter,
        )
        a.log('logmint', {
          asset_id: assetId.toString(),
          authorized_minter: d.authorized_minter,
          collection_name: d.collection_name,
          schema_name: d.schema_name,
          template_id: templateId,
          new_asset_owner: d.new_asset_owner,
          immutable_data: d.immutable_data,
          mutable_data: d.mutable_data,
          backed_tokens: d.tokens_to_back,
          immutable_template_data: toAbi(templateData),
        })
        host.check(
          d.tokens_to_back.length === 0,
          'Native backing has been deprecated on the AtomicAssets Contract',
        )
      },
      setassetdata(
        host: Host,
        d: {
          authorized_editor: Name
          asset_owner: Name
          asset_id: UInt64
          new_mutable_data: AbiAttributeMap
        },
      ) {
        const a = new Atomic(host)
        const row = host.getRow<AssetRow>('assets', d.asset_owner, big(d.asset_id))
        host.check(row, 'No asset with this id exists')
        a.checkCollectionAuth(
          d.authorized_editor,
          row.collection_name,
          'The editor is not authorized within the collection',
        )
        const format = a.schemaFormat(row.collection_name, row.schema_name)
        a.log('logsetdata', {
          asset_owner: d.asset_owner,
          asset_id: d.asset_id,
          old_data: toAbi(deserialize(bytesOf(row.mutable_serialized_data), format)),
          new_data: d.new_mutable_data,
        })
        host.setRow(
          'assets',
          d.asset_owner,
          {
            ...row,
            ram_payer: d.authorized_editor,
            mutable_serialized_data: [...serialize(fromAbi(d.new_mutable_data), format)],
          },
          d.authorized_editor,
        )
      },
      transfer(host: Host, d: { from: Name; to: Name; asset_ids: UInt64[]; memo: string }) {
        host.requireAuth(d.from)
        host.requireRecipient(d.from)
        host.requireRecipient(d.to)
        const a = new Atomic(host)
        host.check(host.isAccount(d.to), 'to account does not exist')
        host.check(!d.from.equals(d.to), "Can't transfer assets to yourself")
        host.check(d.asset_ids.length !== 0, 'asset_ids needs to contain at least one id')
        host.check(d.memo.length <= 256, 'A transfer memo can only be 256 characters max')
        const ids = d.asset_ids.map(big)
        host.check(new Set(ids).size === ids.length, "Can't transfer the same asset multiple times")
        const byCollection = new Map<string, string[]>()
        for (const id of ids) {
          const row = host.getRow<AssetRow>('assets', d.from, id)
          host.check(row, `Sender doesn't own at least one of the provided assets (ID: ${id})`)
          const templateId = num(row.template_id)
          if (templateId >= 0) {
            const t = a.template(row.collection_name, templateId)
            host.check(t?.transferable, `At least one asset isn't transferable (ID: ${id})`)
          }
          host.setRow('assets', d.to, { ...row, ram_payer: d.from }, d.from)
          host.eraseRow('assets', d.from, id)
          const list = byCollection.get(String(row.collection_name)) ?? []
          list.push(id.toString())
          byCollection.set(String(row.collection_name), list)
        }
        for (const [collection_name, asset_ids] of byCollection) {
          a.log('logtransfer', { collection_name, from: d.from, to: d.to, asset_ids, memo: d.memo })
        }
      },
      burnasset(host: Host, d: { asset_owner: Name; asset_id: UInt64 }) {
        host.requireAuth(d.asset_owner)
        const a = new Atomic(host)
        const id = big(d.asset_id)
        const row = host.getRow<AssetRow>('assets', d.asset_owner, id)
        host.check(row, 'No asset with this id exists for this owner')
        const templateId = num(row.template_id)
        if (templateId >= 0) {
          const t = a.template(row.collection_name, templateId)
          host.check(t?.burnable, 'The asset is not burnable')
        }
        const schema = a.schema(row.collection_name, row.schema_name)
        const format = formatOf(schema?.format ?? [])
        a.log('logburnasset', {
          asset_owner: d.asset_owner,
          asset_id: id.toString(),
          collection_name: row.collection_name,
          schema_name: row.schema_name,
          template_id: templateId,
          backed_tokens: row.backed_tokens,
          old_immutable_data: toAbi(deserialize(bytesOf(row.immutable_serialized_data), format)),
          old_mutable_data: toAbi(deserialize(bytesOf(row.mutable_serialized_data), format)),
          asset_ram_payer: row.ram_payer,
        })
        host.eraseRow('assets', d.asset_owner, id)
      },
      logtransfer: logToCollection,
      lognewtempl: logToCollection,
      logmint(host: Host, d: { collection_name: Name; new_asset_owner: Name }) {
        host.requireAuth(host.self)
        host.requireRecipient(d.new_asset_owner)
        new Atomic(host).notifyCollection(d.collection_name)
      },
      logsetdata(host: Host, d: { asset_owner: Name; asset_id: UInt64 }) {
        host.requireAuth(host.self)
        const row = host.getRow<AssetRow>('assets', d.asset_owner, big(d.asset_id))
        if (row) new Atomic(host).notifyCollection(row.collection_name)
      },
      logburnasset: logToCollection,
    },
  }
}
