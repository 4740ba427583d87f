import type { ContractModule, Host } from '../core/contract'
import { nameText, nameValue } from '../core/names'
import { ATOMICASSETS_ABI } from './atomicassets-abi'
import {
  Atomic,
  big,
  bytesOf,
  checkFormat,
  formatOf,
  logToCollection,
  num,
} from './atomicassets-helpers'
import type {
  AccountToAddData,
  AssetRow,
  BurnAssetData,
  CollectionRow,
  CreateColData,
  CreateSchemaData,
  CreateTemplData,
  LogMintData,
  LogSetDataData,
  MintAssetData,
  SchemaRow,
  SetAssetDataData,
  TemplateRow,
  TransferData,
} from './atomicassets-types'
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

/** The first asset id the contract hands out (2^40). */
export const FIRST_ASSET_ID = 1099511627776n

/** The `atomicassets` contract module. */
export function atomicAssetsContract(): ContractModule {
  return {
    id: 'atomicassets',
    abi: ATOMICASSETS_ABI,
    tables: {
      collections: { primaryKey: (r: CollectionRow) => nameValue(r.collection_name) },
      schemas: { primaryKey: (r: SchemaRow) => nameValue(r.schema_name) },
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
      createcol(host: Host, d: CreateColData) {
        host.requireAuth(d.author)
        const name = nameText(d.collection_name)
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
      addcolauth(host: Host, d: AccountToAddData) {
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
      addnotifyacc(host: Host, d: AccountToAddData) {
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
      createschema(host: Host, d: CreateSchemaData) {
        const a = new Atomic(host)
        a.checkCollectionAuth(
          d.authorized_creator,
          d.collection_name,
          'The creator is not authorized within the collection',
        )
        const sn = nameText(d.schema_name)
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
          nameText(d.collection_name),
          { schema_name: sn, format },
          d.authorized_creator,
        )
      },
      createtempl(host: Host, d: CreateTemplData) {
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
          nameText(d.collection_name),
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
      mintasset(host: Host, d: MintAssetData) {
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
          host.setRow('templates', nameText(d.collection_name), { ...t, issued_supply: issued + 1 })
          templateData = a.templateData(t, format)
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
      setassetdata(host: Host, d: SetAssetDataData) {
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
      transfer(host: Host, d: TransferData) {
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
          const list = byCollection.get(nameText(row.collection_name)) ?? []
          list.push(id.toString())
          byCollection.set(nameText(row.collection_name), list)
        }
        for (const [collection_name, asset_ids] of byCollection) {
          a.log('logtransfer', { collection_name, from: d.from, to: d.to, asset_ids, memo: d.memo })
        }
      },
      burnasset(host: Host, d: BurnAssetData) {
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
      logmint(host: Host, d: LogMintData) {
        host.requireAuth(host.self)
        host.requireRecipient(d.new_asset_owner)
        new Atomic(host).notifyCollection(d.collection_name)
      },
      logsetdata(host: Host, d: LogSetDataData) {
        host.requireAuth(host.self)
        const row = host.getRow<AssetRow>('assets', d.asset_owner, big(d.asset_id))
        if (row) new Atomic(host).notifyCollection(row.collection_name)
      },
      logburnasset: logToCollection,
    },
  }
}
