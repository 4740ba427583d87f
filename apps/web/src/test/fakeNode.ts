/**
 * Test double of a node and an AtomicAssets API behind `fetch`, for the chain layer's unit tests
 * (never imported by app code). It pages `get_table_rows` the way nodeos 2.x/3.x does: rows in key
 * order from `lower_bound` to `upper_bound` inclusive, `limit` at a time, `more` and `next_key`;
 * and `get_table_by_scope` as nodeos (and the devchain) does: the tables of a contract in scope
 * order (then table name), bounds on the scope inclusive, `more` the next page's scope or ''.
 */
import type { FetchLike } from '../chain/transport/failover'

type Row = Record<string, unknown>
type Key = string | number

export type FakeTable = {
  rows: Row[]
  /** Primary key of a row (default: `id`, else `asset_id`, else the row's index). */
  primary?: (row: Row, index: number) => Key
  /** Secondary keys by `index_position` (2, 3, …). */
  secondary?: Record<number, (row: Row, index: number) => Key>
  /** Who paid for the table, as `get_table_by_scope` lists it (default: the contract). */
  payer?: string
}

export type FakeNodeOptions = {
  /** Tables by `code/scope/table`. */
  tables?: Record<string, FakeTable>
  chainId?: string
  /** nodeos text, e.g. `2025-01-01T00:00:00.000` (UTC, no `Z`). */
  headBlockTime?: string
  /** AtomicAssets API assets (the API's JSON shape, with `owner` and `collection.collection_name`). */
  assets?: Row[]
  /** AtomicAssets API templates by `collection/template_id`. */
  templates?: Record<string, Row>
}

export type FakeRequest = { method: string; path: string; body: Row | undefined }

export const FAKE_CHAIN_ID = 'ef207288e6712afa0c9a0bc113b6ec9d9939cbe4b74cd3e5d26aeaf75ba88397'

function compareKeys(a: Key, b: Key): number {
  const numeric = (k: Key) => typeof k === 'number' || /^\d+$/.test(k)
  if (numeric(a) && numeric(b)) {
    const x = BigInt(a)
    const y = BigInt(b)
    return x < y ? -1 : x > y ? 1 : 0
  }
  const x = String(a)
  const y = String(b)
  return x < y ? -1 : x > y ? 1 : 0
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** The body nodeos answers an error with (HTTP 500): `{ code, message, error: { name, … } }`. */
export function nodeosErrorBody(error: {
  code: number
  name: string
  what: string
  message: string
}) {
  return {
    code: 500,
    message: 'Internal Service Error',
    error: {
      code: error.code,
      name: error.name,
      what: error.what,
      details: [{ message: error.message }],
    },
  }
}

/** The body of a failed assertion in a contract; `message` is nodeos's detail message. */
export function nodeosAssertBody(message: string) {
  return nodeosErrorBody({
    code: 3050003,
    name: 'eosio_assert_message_exception',
    what: 'eosio_assert_message assertion failure',
    message,
  })
}

function nodeosError(what: string, message: string): Response {
  const name = 'contract_table_query_exception'
  return jsonResponse(nodeosErrorBody({ code: 3060003, name, what, message }), 500)
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function tableRows(tables: Record<string, FakeTable>, params: Row): Response {
  const id = `${str(params.code)}/${str(params.scope)}/${str(params.table)}`
  const table = tables[id]
  if (table === undefined) return nodeosError('Contract Table Query Exception', `No table ${id}`)
  const position = Number(params.index_position ?? 1) || 1
  const byDefault = (row: Row, index: number) => (row.id ?? row.asset_id ?? index) as Key
  const keyOf = position === 1 ? (table.primary ?? byDefault) : table.secondary?.[position]
  if (keyOf === undefined) return nodeosError('Contract Table Query Exception', 'no such index')
  const lower = str(params.lower_bound)
  const upper = str(params.upper_bound)
  const keyed = table.rows
    .map((row, index) => ({ row, key: keyOf(row, index) }))
    .filter(
      ({ key }) =>
        (lower === '' || compareKeys(key, lower) >= 0) &&
        (upper === '' || compareKeys(key, upper) <= 0),
    )
    .sort((a, b) => compareKeys(a.key, b.key))
  if (params.reverse === true) keyed.reverse()
  const limit = typeof params.limit === 'number' ? params.limit : 10
  const page = keyed.slice(0, limit)
  const next = keyed[limit]
  return jsonResponse({
    rows: page.map(({ row }) => row),
    more: next !== undefined,
    next_key: next === undefined ? '' : String(next.key),
  })
}

/**
 * `get_table_by_scope`: scope names compare as strings (for valid names, the order of their
 * uint64 values, which is nodeos's order).
 */
function tableScopes(tables: Record<string, FakeTable>, params: Row): Response {
  const code = str(params.code)
  const only = str(params.table)
  const lower = str(params.lower_bound)
  const upper = str(params.upper_bound)
  const listed = Object.entries(tables)
    .map(([id, table]) => {
      const [tableCode = '', scope = '', name = ''] = id.split('/')
      return {
        code: tableCode,
        scope,
        table: name,
        payer: table.payer ?? tableCode,
        count: table.rows.length,
      }
    })
    .filter(
      (entry) =>
        entry.code === code &&
        (only === '' || entry.table === only) &&
        (lower === '' || entry.scope >= lower) &&
        (upper === '' || entry.scope <= upper),
    )
    .sort((a, b) =>
      a.scope !== b.scope
        ? a.scope < b.scope
          ? -1
          : 1
        : a.table < b.table
          ? -1
          : a.table > b.table
            ? 1
            : 0,
    )
  if (params.reverse === true) listed.reverse()
  const limit = typeof params.limit === 'number' ? params.limit : 10
  return jsonResponse({ rows: listed.slice(0, limit), more: listed[limit]?.scope ?? '' })
}

function assetsPage(assets: Row[], url: URL): Response {
  const q = url.searchParams
  const collectionOf = (asset: Row) => (asset.collection as Row | undefined)?.collection_name
  const schemaOf = (asset: Row) => (asset.schema as Row | undefined)?.schema_name
  const filtered = assets
    .filter((asset) => asset.owner === q.get('owner'))
    .filter((asset) => collectionOf(asset) === q.get('collection_name'))
    .filter((asset) => !q.has('schema_name') || schemaOf(asset) === q.get('schema_name'))
    .sort((a, b) => compareKeys(str(b.asset_id), str(a.asset_id)))
  const page = Number(q.get('page') ?? 1)
  const limit = Number(q.get('limit') ?? 100)
  const data = filtered.slice((page - 1) * limit, page * limit)
  return jsonResponse({ success: true, data, query_time: 1 })
}

/** A fake `fetch` answering any origin; `requests` records what was asked. */
export function createFakeNode(options: FakeNodeOptions = {}) {
  const requests: FakeRequest[] = []
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input)
    const method = init?.method ?? 'GET'
    const body =
      typeof init?.body === 'string' && init.body !== ''
        ? (JSON.parse(init.body) as Row)
        : undefined
    requests.push({ method, path: url.pathname + url.search, body })
    if (url.pathname === '/v1/chain/get_table_rows')
      return tableRows(options.tables ?? {}, body ?? {})
    if (url.pathname === '/v1/chain/get_table_by_scope')
      return tableScopes(options.tables ?? {}, body ?? {})
    if (url.pathname === '/v1/chain/get_info') {
      return jsonResponse({
        server_version: 'fake',
        chain_id: options.chainId ?? FAKE_CHAIN_ID,
        head_block_num: 1234,
        head_block_time: options.headBlockTime ?? '2025-01-01T00:00:00.000',
      })
    }
    if (url.pathname === '/atomicassets/v1/assets') return assetsPage(options.assets ?? [], url)
    const template = /^\/atomicassets\/v1\/templates\/([^/]+)\/([^/]+)$/.exec(url.pathname)
    if (template !== null) {
      const found = options.templates?.[`${template[1]}/${template[2]}`]
      return found === undefined
        ? jsonResponse({ success: false, message: 'Template not found' }, 416)
        : jsonResponse({ success: true, data: found, query_time: 1 })
    }
    return new Response('Not found', { status: 404 })
  }
  return { fetch, requests }
}

/** An asset as the AtomicAssets API returns it, in the `dov.army` collection. */
export function fakeAtomicAsset(
  id: number | string,
  owner: string,
  schema: string,
  templateId = 101,
  data: Row = {},
) {
  return {
    asset_id: String(id),
    owner,
    name: `Card ${id}`,
    collection: { collection_name: 'dov.army' },
    schema: { schema_name: schema },
    template: { template_id: String(templateId) },
    data: { img: `QmImage${id}`, name: `Card ${id}`, rarity: 'Rare', fusion: 1, ...data },
  }
}
