import { bytesOf, num } from '../contracts/atomicassets-helpers'
import type {
  AssetRow,
  CollectionRow,
  SchemaRow,
  TemplateRow,
} from '../contracts/atomicassets-types'
import { deserialize, type Format, toApiJson } from '../contracts/atomicdata'
import type { Chain } from '../core/chain'
import { nameString, nameValue } from '../core/names'
import type { StoredRow } from '../core/store'
import type { AtomicIndex, Stamp } from './atomic-index'

/** An asset row as the API starts from: ids, names and its data deserialized. */
export interface AssetBase {
  asset_id: string
  owner: string
  collection: string
  schema: string
  template_id: number
  immutable: Record<string, unknown>
  mutable: Record<string, unknown>
}

export function stampBlock(s: Stamp | undefined): string {
  return String(s?.[0] ?? 1)
}

export function stampTime(s: Stamp | undefined): string {
  return String(s?.[1] ?? 0)
}

/** Reads the atomicassets tables and shapes them as the AtomicAssets API does. */
export class AtomicReader {
  private readonly baseCache = new WeakMap<StoredRow, AssetBase>()
  constructor(
    private readonly chain: Chain,
    readonly contract: string,
    readonly index: AtomicIndex,
  ) {}

  private decode<T>(table: string, row: StoredRow): T {
    const abi = this.chain.account(this.contract)?.abi
    if (!abi) throw new Error('atomicassets is not deployed')
    return abi.decode<T>(abi.tableType(table), row.value)
  }

  private row(table: string, scope: bigint, pk: bigint): StoredRow | undefined {
    return this.chain.db.getTable(this.contract, scope, table)?.get(pk)
  }

  config(): { collection_format: Format[] } {
    const r = this.row('config', nameValue(this.contract), nameValue('config'))
    if (!r) return { collection_format: [] }
    const c = this.decode<{ collection_format: Format[] }>('config', r)
    return {
      collection_format: c.collection_format.map((l) => ({
        name: String(l.name),
        type: String(l.type),
      })),
    }
  }

  collection(name: string): Record<string, unknown> | undefined {
    const r = this.row('collections', nameValue(this.contract), nameValue(name))
    if (!r) return undefined
    const c = this.decode<CollectionRow>('collections', r)
    const data = toApiJson(deserialize(bytesOf(c.serialized_data), this.config().collection_format))
    const created = this.index.created(`col:${name}`)
    return {
      contract: this.contract,
      collection_name: name,
      name: typeof data.name === 'string' ? data.name : name,
      img: typeof data.img === 'string' ? data.img : null,
      author: String(c.author),
      allow_notify: c.allow_notify,
      authorized_accounts: c.authorized_accounts.map(String),
      notify_accounts: c.notify_accounts.map(String),
      market_fee: num(c.market_fee),
      data,
      created_at_block: stampBlock(created),
      created_at_time: stampTime(created),
    }
  }

  schemaFormat(collection: string, schema: string): Format[] {
    const r = this.row('schemas', nameValue(collection), nameValue(schema))
    if (!r) return []
    return this.decode<SchemaRow>('schemas', r).format.map((l) => ({
      name: String(l.name),
      type: String(l.type),
    }))
  }

  schema(collection: string, schema: string): Record<string, unknown> {
    const created = this.index.created(`schema:${collection}:${schema}`)
    return {
      schema_name: schema,
      format: this.schemaFormat(collection, schema),
      created_at_block: stampBlock(created),
      created_at_time: stampTime(created),
    }
  }

  template(collection: string, id: number): Record<string, unknown> | undefined {
    if (!Number.isInteger(id) || id < 0) return undefined
    const r = this.row('templates', nameValue(collection), BigInt(id))
    if (!r) return undefined
    const t = this.decode<TemplateRow>('templates', r)
    const schema = String(t.schema_name)
    const immutable = toApiJson(
      deserialize(bytesOf(t.immutable_serialized_data), this.schemaFormat(collection, schema)),
    )
    const created = this.index.created(`tmpl:${collection}:${id}`)
    return {
      template_id: String(id),
      max_supply: String(num(t.max_supply)),
      is_transferable: t.transferable,
      is_burnable: t.burnable,
      issued_supply: String(num(t.issued_supply)),
      immutable_data: immutable,
      created_at_time: stampTime(created),
      created_at_block: stampBlock(created),
      schema_name: schema,
    }
  }

  /** A template as `/v1/templates/{collection}/{id}` returns it. */
  fullTemplate(collection: string, id: number): Record<string, unknown> | undefined {
    const t = this.template(collection, id)
    const c = this.collection(collection)
    if (!t || !c) return undefined
    const { schema_name, ...rest } = t
    return {
      contract: this.contract,
      ...rest,
      name: (t.immutable_data as Record<string, unknown>).name ?? null,
      collection: c,
      schema: this.schema(collection, String(schema_name)),
    }
  }

  /** Every template of every collection, for the IPFS route. */
  *allTemplates(): Generator<{
    collection: string
    id: number
    schema: string
    data: Record<string, unknown>
  }> {
    for (const tbl of this.chain.db.tablesOf(this.contract, 'templates')) {
      const collection = nameString(tbl.scope)
      for (const r of tbl.all()) {
        const t = this.decode<TemplateRow>('templates', r)
        const schema = String(t.schema_name)
        const data = toApiJson(
          deserialize(bytesOf(t.immutable_serialized_data), this.schemaFormat(collection, schema)),
        )
        yield { collection, id: num(t.template_id), schema, data }
      }
    }
  }

  private base(owner: string, r: StoredRow): AssetBase {
    let b = this.baseCache.get(r)
    if (!b) {
      const a = this.decode<AssetRow>('assets', r)
      const collection = String(a.collection_name)
      const schema = String(a.schema_name)
      const format = this.schemaFormat(collection, schema)
      b = {
        asset_id: String(a.asset_id),
        owner,
        collection,
        schema,
        template_id: num(a.template_id),
        immutable: toApiJson(deserialize(bytesOf(a.immutable_serialized_data), format)),
        mutable: toApiJson(deserialize(bytesOf(a.mutable_serialized_data), format)),
      }
      this.baseCache.set(r, b)
    }
    return b
  }

  /** Every asset's base view (owner scope by owner scope), optionally for one owner only. */
  *bases(owner?: string): Generator<AssetBase> {
    const tables = owner
      ? [this.chain.db.getTable(this.contract, nameValue(owner), 'assets')].filter(
          (t) => t !== undefined,
        )
      : this.chain.db.tablesOf(this.contract, 'assets')
    for (const tbl of tables) {
      const o = nameString(tbl.scope)
      for (const r of tbl.all()) yield this.base(o, r)
    }
  }

  asset(b: AssetBase): Record<string, unknown> {
    const meta = this.index.asset(b.asset_id)
    const template = b.template_id >= 0 ? this.template(b.collection, b.template_id) : undefined
    const templateJson = template
      ? (({ schema_name: _s, ...rest }) => rest)(
          template as Record<string, unknown> & { schema_name: unknown },
        )
      : null
    const data = {
      ...b.mutable,
      ...b.immutable,
      ...((template?.immutable_data as Record<string, unknown>) ?? {}),
    }
    return {
      contract: this.contract,
      asset_id: b.asset_id,
      owner: b.owner,
      is_transferable: template ? template.is_transferable : true,
      is_burnable: template ? template.is_burnable : true,
      collection: this.collection(b.collection) ?? null,
      schema: this.schema(b.collection, b.schema),
      template: templateJson,
      mutable_data: b.mutable,
      immutable_data: b.immutable,
      template_mint: String(meta?.mint ?? 0),
      backed_tokens: [],
      burned_by_account: null,
      burned_at_block: null,
      burned_at_time: null,
      updated_at_block: stampBlock(meta?.updated),
      updated_at_time: stampTime(meta?.updated),
      transferred_at_block: stampBlock(meta?.transferred),
      transferred_at_time: stampTime(meta?.transferred),
      minted_at_block: stampBlock(meta?.minted),
      minted_at_time: stampTime(meta?.minted),
      data,
      name: typeof data.name === 'string' ? data.name : null,
    }
  }
}
