import {
  type AssetRow,
  bytesOf,
  type CollectionRow,
  num,
  type SchemaRow,
  type TemplateRow,
} from '../contracts/atomicassets'
import { deserialize, type Format, toApiJson } from '../contracts/atomicdata'
import type { Chain, TransactionTraceJson } from '../core/chain'
import { nameString, nameValue } from '../core/names'
import type { StoredRow } from '../core/store'
import { type ApiRequest, type ApiResponse, type HttpApi, parseBody } from './http'

/** When something happened: block number and time (ms since epoch), as the API reports them. */
type Stamp = [block: number, time: number]

interface AssetMeta {
  minted: Stamp
  transferred: Stamp
  updated: Stamp
  mint: number
}

interface IndexState {
  assets: Record<string, AssetMeta>
  created: Record<string, Stamp>
  mints: Record<string, number>
}

/**
 * What the AtomicAssets API knows beyond the contract tables (mint numbers, when each asset was
 * minted, transferred or updated, when collections, schemas and templates were created), built
 * from action traces as the real API's filler builds it.
 */
/** The `atomicassets` actions (and log actions) the index follows. */
const INDEXED_ACTIONS = new Set([
  'createcol',
  'createschema',
  'lognewtempl',
  'logmint',
  'logtransfer',
  'logsetdata',
  'logburnasset',
])

export class AtomicIndex {
  private state: IndexState = { assets: {}, created: {}, mints: {} }
  constructor(private readonly contract: string) {}

  reset(): void {
    this.state = { assets: {}, created: {}, mints: {} }
  }

  save(): IndexState {
    return this.state
  }

  load(s: unknown): void {
    const v = s as IndexState | undefined
    this.state = v?.assets ? v : { assets: {}, created: {}, mints: {} }
  }

  asset(id: string): AssetMeta | undefined {
    return this.state.assets[id]
  }

  created(key: string): Stamp | undefined {
    return this.state.created[key]
  }

  observe(trace: TransactionTraceJson): void {
    const time = Date.parse(`${trace.block_time}Z`)
    const stamp: Stamp = [trace.block_num, time]
    for (const at of trace.action_traces) {
      if (at.receiver !== this.contract || at.act.account !== this.contract) continue
      // Only these actions matter: reading `data` decodes it (see the chain's traces).
      if (!INDEXED_ACTIONS.has(at.act.name)) continue
      const d = at.act.data as Record<string, unknown>
      if (typeof d !== 'object' || d === null) continue
      switch (at.act.name) {
        case 'createcol':
          this.state.created[`col:${d.collection_name}`] = stamp
          break
        case 'createschema':
          this.state.created[`schema:${d.collection_name}:${d.schema_name}`] = stamp
          break
        case 'lognewtempl':
          this.state.created[`tmpl:${d.collection_name}:${d.template_id}`] = stamp
          break
        case 'logmint': {
          const key = `${d.collection_name}:${d.template_id}`
          const mint = Number(d.template_id) >= 0 ? (this.state.mints[key] ?? 0) + 1 : 0
          if (Number(d.template_id) >= 0) this.state.mints[key] = mint
          this.state.assets[String(d.asset_id)] = {
            minted: stamp,
            transferred: stamp,
            updated: stamp,
            mint,
          }
          break
        }
        case 'logtransfer':
          for (const id of (d.asset_ids as unknown[]) ?? []) {
            const m = this.state.assets[String(id)]
            if (m) m.transferred = stamp
          }
          break
        case 'logsetdata': {
          const m = this.state.assets[String(d.asset_id)]
          if (m) m.updated = stamp
          break
        }
        case 'logburnasset':
          delete this.state.assets[String(d.asset_id)]
          break
      }
    }
  }
}

interface AssetBase {
  asset_id: string
  owner: string
  collection: string
  schema: string
  template_id: number
  immutable: Record<string, unknown>
  mutable: Record<string, unknown>
}

const MAX_LIMIT = 1000

function fail(status: number, message: string): ApiResponse {
  return { status, json: { success: false, message } }
}

function success(data: unknown): ApiResponse {
  return { status: 200, json: { success: true, data, query_time: Date.now() } }
}

function stampBlock(s: Stamp | undefined): string {
  return String(s?.[0] ?? 1)
}

function stampTime(s: Stamp | undefined): string {
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

/** Query parameters from the query string, or from a JSON body on POST (as the real API accepts). */
function params(req: ApiRequest): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of req.query) out[k] = v
  if (req.method === 'POST' && req.body.trim()) {
    try {
      for (const [k, v] of Object.entries(parseBody(req))) out[k] = String(v)
    } catch {
      /* a POST without a JSON body keeps the query parameters */
    }
  }
  return out
}

function intParam(
  p: Record<string, string>,
  key: string,
  fallback: number,
  min: number,
  max: number,
): number | string {
  const v = p[key]
  if (v === undefined || v === '') return fallback
  const n = Number(v)
  if (!Number.isInteger(n) || n < min || n > max) return `Invalid value for parameter ${key}`
  return n
}

type SortValue = bigint | string

/** Sort keys read from an asset's full API JSON. */
const SORTS: Record<string, (a: Record<string, unknown>) => SortValue> = {
  asset_id: (a) => BigInt(String(a.asset_id)),
  minted: (a) => BigInt(String(a.asset_id)),
  updated: (a) => BigInt(String(a.updated_at_time)),
  transferred: (a) => BigInt(String(a.transferred_at_time)),
  template_mint: (a) => BigInt(String(a.template_mint)),
  name: (a) => String(a.name ?? ''),
}

/**
 * The same keys (except `name`) read from the asset's base row and index entry, the values the
 * full JSON would hold, so a page can be sorted and cut before any JSON is built.
 */
const BASE_SORTS: Record<string, (b: AssetBase, meta: AssetMeta | undefined) => SortValue> = {
  asset_id: (b) => BigInt(b.asset_id),
  minted: (b) => BigInt(b.asset_id),
  updated: (_b, m) => BigInt(stampTime(m?.updated)),
  transferred: (_b, m) => BigInt(stampTime(m?.transferred)),
  template_mint: (_b, m) => BigInt(m?.mint ?? 0),
}

/** A stable sort by `key`, ascending or descending (ties keep their order either way). */
function sortBy<T>(items: T[], key: (t: T) => SortValue, order: 'asc' | 'desc'): T[] {
  const keyed = items.map((item) => ({ item, k: key(item) }))
  keyed.sort((a, b) => {
    const c = a.k < b.k ? -1 : a.k > b.k ? 1 : 0
    return order === 'asc' ? c : -c
  })
  return keyed.map((x) => x.item)
}

/** The assets a list or count query selects, before sorting and paging. */
interface AssetSelection {
  bases: AssetBase[]
  /** `data.*` / `immutable_data.*` filters: key within `data` and the wanted value. */
  dataFilters: [key: string, value: string][]
}

function matchesData(a: Record<string, unknown>, filters: AssetSelection['dataFilters']): boolean {
  return filters.every(([key, v]) => String((a.data as Record<string, unknown>)[key]) === v)
}

/** `/atomicassets/v1/*`: assets, templates, collections, schemas and config from the same state as the tables. */
export function registerAtomicApi(api: HttpApi, reader: AtomicReader): void {
  api.route('/atomicassets/v1/config', () =>
    success({
      contract: reader.contract,
      version: '1.3.1',
      collection_format: reader.config().collection_format,
      supported_tokens: [],
    }),
  )

  const selectAssets = (p: Record<string, string>): AssetSelection => {
    const csv = (k: string) => (p[k] ? p[k].split(',').filter(Boolean) : undefined)
    const owners = csv('owner')
    const collections = csv('collection_name')
    const schemas = csv('schema_name')
    const templates = csv('template_id')
    const ids = csv('ids')
    const all = owners ? owners.flatMap((o) => [...reader.bases(o)]) : [...reader.bases()]
    const bases = all.filter(
      (b) =>
        (!collections || collections.includes(b.collection)) &&
        (!schemas || schemas.includes(b.schema)) &&
        (!templates || templates.includes(String(b.template_id))) &&
        (!ids || ids.includes(b.asset_id)),
    )
    const dataFilters = Object.entries(p)
      .filter(([k]) => k.startsWith('data.') || k.startsWith('immutable_data.'))
      .map(([k, v]): [string, string] => [k.slice(k.indexOf('.') + 1), v])
    return { bases, dataFilters }
  }

  const listAssets = (req: ApiRequest): ApiResponse => {
    const p = params(req)
    const page = intParam(p, 'page', 1, 1, 1_000_000)
    const limit = intParam(p, 'limit', 100, 1, MAX_LIMIT)
    if (typeof page === 'string') return fail(400, page)
    if (typeof limit === 'string') return fail(400, limit)
    const order = (p.order ?? 'desc').toLowerCase()
    if (order !== 'asc' && order !== 'desc') return fail(400, 'Invalid value for parameter order')
    const sortKey = p.sort ?? 'asset_id'
    const sortFn = SORTS[sortKey]
    if (!sortFn) return fail(400, 'Invalid value for parameter sort')
    const { bases, dataFilters } = selectAssets(p)
    const from = (page - 1) * limit
    const baseSort = BASE_SORTS[sortKey]
    if (baseSort && dataFilters.length === 0) {
      // Sort and page the base rows; build the JSON of this page only.
      const sorted = sortBy(bases, (b) => baseSort(b, reader.index.asset(b.asset_id)), order)
      return success(sorted.slice(from, from + limit).map((b) => reader.asset(b)))
    }
    const assets = bases.map((b) => reader.asset(b)).filter((a) => matchesData(a, dataFilters))
    return success(sortBy(assets, sortFn, order).slice(from, from + limit))
  }

  /** `/assets/_count`: every asset the list's filters select (no paging); 0 for invalid parameters as before. */
  const countAssets = (req: ApiRequest): number => {
    const p = params(req)
    const order = (p.order ?? 'desc').toLowerCase()
    if (order !== 'asc' && order !== 'desc') return 0
    if (!SORTS[p.sort ?? 'asset_id']) return 0
    if (typeof intParam(p, 'page', 1, 1, 1_000_000) === 'string') return 0
    const { bases, dataFilters } = selectAssets(p)
    if (dataFilters.length === 0) return bases.length
    return bases.filter((b) => matchesData(reader.asset(b), dataFilters)).length
  }

  api.route('/atomicassets/v1/assets', listAssets)
  api.prefix('/atomicassets/v1/assets/', (req) => {
    const [id] = req.rest
    if (id === '_count') return success(String(countAssets(req)))
    const b = [...reader.bases()].find((x) => x.asset_id === id)
    return b ? success(reader.asset(b)) : fail(416, 'Asset not found')
  })

  api.route('/atomicassets/v1/templates', (req) => {
    const p = params(req)
    const page = intParam(p, 'page', 1, 1, 1_000_000)
    const limit = intParam(p, 'limit', 100, 1, MAX_LIMIT)
    if (typeof page === 'string') return fail(400, page)
    if (typeof limit === 'string') return fail(400, limit)
    const csv = (k: string) => (p[k] ? p[k].split(',').filter(Boolean) : undefined)
    const collections = csv('collection_name')
    const schemas = csv('schema_name')
    const ids = csv('ids')
    const out: unknown[] = []
    for (const t of reader.allTemplates()) {
      if (collections && !collections.includes(t.collection)) continue
      if (schemas && !schemas.includes(t.schema)) continue
      if (ids && !ids.includes(String(t.id))) continue
      out.push(reader.fullTemplate(t.collection, t.id))
    }
    if ((p.order ?? 'desc') === 'desc') out.reverse()
    return success(out.slice((page - 1) * limit, page * limit))
  })

  api.prefix('/atomicassets/v1/templates/', (req) => {
    const [collection, id] = req.rest
    if (!collection || !id) return fail(400, 'Invalid template path')
    const t = reader.fullTemplate(collection, Number(id))
    return t ? success(t) : fail(416, 'Template not found')
  })

  api.prefix('/atomicassets/v1/collections/', (req) => {
    const [name] = req.rest
    const c = name ? reader.collection(name) : undefined
    return c ? success(c) : fail(416, 'Collection not found')
  })

  api.prefix('/atomicassets/v1/schemas/', (req) => {
    const [collection, schema] = req.rest
    const c = collection ? reader.collection(collection) : undefined
    if (!c || !schema || reader.schemaFormat(collection as string, schema).length === 0) {
      return fail(416, 'Schema not found')
    }
    return success({
      contract: reader.contract,
      ...reader.schema(collection as string, schema),
      collection: c,
    })
  })
}
