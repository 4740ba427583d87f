import { Bytes } from '@wharfkit/antelope'
import type { Chain } from '../core/chain'
import { ChainError } from '../core/errors'
import { indexPosition, keyString, parseKey, uint64Key } from '../core/keytypes'
import { nameString, nameValue, parseUint64Key } from '../core/names'
import type { SecondaryKey, StoredRow, Table } from '../core/store'
import { type ChainRoute, requireName, str } from './chain-params'

/** Tables: `get_table_rows`, `get_table_by_scope`, `get_currency_balance`, `get_currency_stats`. */

interface TableRowsParams {
  code: string
  table: string
  scope: bigint
  json: boolean
  lower: string
  upper: string
  limit: number
  keyType: string
  index: number
  reverse: boolean
  showPayer: boolean
}

function rowJson(chain: Chain, p: TableRowsParams, row: StoredRow, type: string): unknown {
  let data: unknown
  if (p.json) {
    if (row.json === undefined) {
      const abi = chain.account(p.code)?.abi
      try {
        row.json = abi ? abi.decodeJson(type, row.value) : Bytes.from(row.value).hexString
      } catch {
        row.json = Bytes.from(row.value).hexString
      }
    }
    data = row.json
  } else {
    data = Bytes.from(row.value).hexString
  }
  return p.showPayer ? { data, payer: row.payer } : data
}

/** get_table_rows, paging with `more` and `next_key` exactly as nodeos's get_table_rows_ex does. */
export function getTableRows(chain: Chain, body: Record<string, unknown>) {
  const code = requireName(body.code, 'code')
  const table = requireName(body.table, 'table')
  const account = chain.account(code)
  const abi = account?.abi
  if (!abi)
    throw new ChainError(
      'contract_table_query_exception',
      `Table ${table} is not specified in the ABI`,
    )
  const type = abi.tableType(table)
  const p: TableRowsParams = {
    code,
    table,
    scope: uint64Key(str(body.scope), 'scope'),
    json: body.json === true || body.json === 'true',
    lower: str(body.lower_bound),
    upper: str(body.upper_bound),
    limit:
      body.limit === undefined || body.limit === null || body.limit === ''
        ? 10
        : Number(body.limit),
    keyType: str(body.key_type),
    index: indexPosition(body.index_position),
    reverse: body.reverse === true || body.reverse === 'true',
    showPayer: body.show_payer === true || body.show_payer === 'true',
  }
  if (!Number.isFinite(p.limit) || p.limit < 0) p.limit = 10
  const result: { rows: unknown[]; more: boolean; next_key: string } = {
    rows: [],
    more: false,
    next_key: '',
  }
  const tbl: Table | undefined = chain.db.getTable(code, p.scope, table)
  if (!tbl) return result
  if (p.index === 1) {
    const lower = p.lower
      ? p.keyType === 'name'
        ? (parseKey(p.lower, 'name', 'lower_bound') as bigint)
        : uint64Key(p.lower, 'lower_bound')
      : 0n
    const upper = p.upper
      ? p.keyType === 'name'
        ? (parseKey(p.upper, 'name', 'upper_bound') as bigint)
        : uint64Key(p.upper, 'upper_bound')
      : 0xffffffffffffffffn
    if (upper < lower) return result
    let count = 0
    for (const row of tbl.primaryRange(lower, upper, p.reverse)) {
      if (count >= p.limit) {
        result.more = true
        result.next_key = row.pk.toString()
        break
      }
      result.rows.push(rowJson(chain, p, row, type))
      count++
    }
    return result
  }
  const keyType = p.keyType
  if (!['i64', 'name', 'i128', 'float64'].includes(keyType)) {
    throw new ChainError(
      'contract_table_query_exception',
      `Unsupported secondary index type: ${keyType}`,
    )
  }
  const lower: SecondaryKey | undefined = p.lower
    ? parseKey(p.lower, keyType, 'lower_bound')
    : undefined
  const upper: SecondaryKey | undefined = p.upper
    ? parseKey(p.upper, keyType, 'upper_bound')
    : undefined
  if (lower !== undefined && upper !== undefined && upper < lower) return result
  let count = 0
  for (const { row, sec } of tbl.secondaryRange(p.index - 2, lower, upper, p.reverse)) {
    if (count >= p.limit) {
      result.more = true
      result.next_key = keyString(sec)
      break
    }
    result.rows.push(rowJson(chain, p, row, type))
    count++
  }
  return result
}

export function registerTableRoutes(post: ChainRoute, chain: Chain): void {
  post('get_currency_balance', (body) => {
    const code = requireName(body.code, 'code')
    const account = requireName(body.account, 'account')
    const symbol =
      body.symbol === undefined || body.symbol === null ? undefined : str(body.symbol).toUpperCase()
    const tbl = chain.db.getTable(code, nameValue(account), 'accounts')
    const abi = chain.account(code)?.abi
    if (!tbl || !abi?.hasTable('accounts')) return []
    const out: string[] = []
    for (const row of tbl.all()) {
      const j = abi.decodeJson(abi.tableType('accounts'), row.value) as { balance?: string }
      const bal = j.balance
      if (typeof bal === 'string' && (!symbol || bal.endsWith(` ${symbol}`))) out.push(bal)
    }
    return out
  })

  post('get_currency_stats', (body) => {
    const code = requireName(body.code, 'code')
    const symbol = str(body.symbol).toUpperCase()
    const scope = parseUint64Key(symbol)
    const abi = chain.account(code)?.abi
    if (scope === undefined || !abi?.hasTable('stat')) return {}
    const tbl = chain.db.getTable(code, scope, 'stat')
    const row = tbl ? [...tbl.all()][0] : undefined
    if (!row) return {}
    return { [symbol]: abi.decodeJson(abi.tableType('stat'), row.value) }
  })

  post('get_table_rows', (body) => getTableRows(chain, body))

  post('get_table_by_scope', (body) => {
    const code = requireName(body.code, 'code')
    const table = str(body.table)
    const limit = body.limit === undefined ? 10 : Number(body.limit)
    const lower = body.lower_bound ? uint64Key(str(body.lower_bound), 'lower_bound') : 0n
    const upper = body.upper_bound
      ? uint64Key(str(body.upper_bound), 'upper_bound')
      : 0xffffffffffffffffn
    const reverse = body.reverse === true
    let tables = chain.db
      .tablesOf(code, table || undefined)
      .filter((t) => t.scope >= lower && t.scope <= upper)
    if (reverse) tables = tables.reverse()
    const rows = tables.slice(0, limit).map((t) => ({
      code,
      scope: nameString(t.scope),
      table: t.table,
      payer: t.payer,
      count: t.size,
    }))
    const next = tables[limit]
    return { rows, more: next ? nameString(next.scope) : '' }
  })
}
