import {
  type Amount,
  formatAsset,
  parseAsset,
  TOKEN_PRECISION,
  TOKENS,
  type Token,
} from '@dov/game/amount'
import type { ActionHandler, Host } from '../core/contract'
import { toNodeosJson } from '../core/json'
import { nameValue, symbolCodeValue } from '../core/names'
import type { DevchainNames } from '../core/world'

/**
 * What the three game contracts (`dov.stake`, `dov.game`, `dov.divsim`) share: ABI building
 * blocks, the account names they talk to, and readers for the rows they look up in each other's
 * tables and in `atomicassets`. Every number they compute comes from `@dov/game`.
 */

/** The accounts a game contract talks to (configurable, defaults in `DEFAULT_NAMES`). */
export type GameNames = Pick<
  DevchainNames,
  'token' | 'stake' | 'game' | 'divsim' | 'atomicassets' | 'collection'
>

export const field = (name: string, type: string) => ({ name, type })
export const struct = (name: string, fields: { name: string; type: string }[]) => ({
  name,
  base: '',
  fields,
})

/** ABI integer types that `get_table_rows` always writes as JSON numbers (32 bits at most). */
type AbiNumberType = 'int8' | 'uint8' | 'int16' | 'uint16' | 'int32' | 'uint32'
/**
 * ABI types that `get_table_rows` writes as JSON strings. 64-bit integers are strings above
 * 2^32 only (numbers below, as fc does): a `string` field may be one when its values are always
 * larger (asset ids, from 2^40), a field typed `number` alone may not.
 */
type AbiTextType = 'string' | 'name' | 'asset' | 'symbol' | 'int64' | 'uint64'

/**
 * The ABI types a row field of TypeScript type `T` may have, so that the JSON `get_table_rows`
 * returns for it is a `T`: `bool` for booleans, 32-bit integers for numbers, text, names, assets
 * and 64-bit integers for strings (both sets for `string | number`), `X[]` for arrays, and any
 * struct name for objects (such as `pair_string_int32`).
 */
export type AbiTypeOf<T> = T extends boolean
  ? 'bool'
  : T extends number
    ? AbiNumberType
    : T extends string
      ? AbiTextType
      : T extends readonly (infer E)[]
        ? `${AbiTypeOf<E>}[]`
        : string

/**
 * The ABI struct of a table whose rows are `Row` (a `@dov/game/rows` type, or one built from
 * it): `fields` names every field of `Row` and no other (an object literal, so an extra key fails
 * the typecheck as surely as a missing one) with an ABI type that renders as the field's type; the
 * struct's fields follow the literal's order. Renaming, removing or retyping a field of the row
 * type therefore fails `tsc` here, in the ABI that `get_abi` serves.
 */
export function rowStruct<Row>(
  name: string,
  fields: { [K in keyof Row & string]-?: AbiTypeOf<Row[K]> },
): AbiStruct {
  return struct(
    name,
    Object.entries(fields).map(([fieldName, type]) => field(fieldName, type as string)),
  )
}

/** A table in the ABI. Secondary indexes are declared in the module's `TableSpec`, as CDT does. */
export const table = (name: string, type: string) => ({
  name,
  type,
  index_type: 'i64',
  key_names: [] as string[],
  key_types: [] as string[],
})

export const action = (name: string, type = name) => ({ name, type, ricardian_contract: '' })

/** `std::pair<std::string, int32_t>`: bonuses, zone costs, resolutions, pre_allow, thresholds. */
export const PAIR_INT = struct('pair_string_int32', [
  field('key', 'string'),
  field('value', 'int32'),
])
/** `std::pair<std::string, uint64_t>`: a division slot and the asset id in it. */
export const PAIR_ID = struct('pair_string_uint64', [
  field('key', 'string'),
  field('value', 'uint64'),
])

export type AbiStruct = ReturnType<typeof struct>

/** The secondary `i64` index on a row's `owner` (index position 2 in `get_table_rows`). */
export const byOwner = {
  name: 'byowner',
  keyType: 'i64' as const,
  key: (r: { owner: unknown }) => nameValue(String(r.owner)),
}

export function abiOf(
  structs: AbiStruct[],
  actions: (string | { name: string; type: string })[],
  tables: ReturnType<typeof table>[],
) {
  return {
    version: 'eosio::abi/1.2',
    types: [],
    structs,
    actions: actions.map((a) => (typeof a === 'string' ? action(a) : action(a.name, a.type))),
    tables,
    ricardian_clauses: [],
    variants: [],
    action_results: [],
  }
}

/**
 * A decoded row or action (wharfkit objects) as plain JSON, exactly as `get_table_rows` renders
 * it: names, assets and uint64 as strings, 32-bit integers as numbers, bools as booleans. The
 * game contracts compute on these plain values, which are also the `@dov/game/rows` shapes.
 */
export function plain<T>(value: unknown): T {
  return toNodeosJson(value) as T
}

/** An action handler receiving its data as plain JSON (see `plain`). */
export function handler<T>(fn: (host: Host, data: T) => void): ActionHandler {
  return (host, data) => fn(host, plain<T>(data))
}

/**
 * An administration action of the contract itself (its own authority): `check` the data, then
 * store it as a row of `tableName` in the contract's scope.
 */
export function selfRowSetter<T>(
  tableName: string,
  check: (host: Host, row: T) => void = () => {},
): ActionHandler {
  return handler<T>((host, row) => {
    host.requireAuth(host.self)
    check(host, row)
    host.setRow(tableName, host.self, row)
  })
}

/** Sends an inline action to `account`, authorized by this contract's `active` permission. */
export function sendAsSelf(host: Host, account: string, name: string, data: unknown): void {
  host.sendInline({
    account,
    name,
    authorization: [{ actor: host.self, permission: 'active' }],
    data,
  })
}

/**
 * The division checks the game contracts share, in this order and with these messages: it exists
 * ('Unknown division'), `owner` owns it when given ('Not your division'), and when `idle` it is
 * not fighting ('Division is fighting'). Returns the row.
 */
export function checkDivision<D extends { owner: string; end_time: number }>(
  host: Host,
  div: D | undefined,
  want: { owner?: string; idle?: boolean },
): D {
  host.check(div, 'Unknown division')
  if (want.owner !== undefined) host.check(div.owner === want.owner, 'Not your division')
  if (want.idle) host.check(div.end_time === 0, 'Division is fighting')
  return div
}

/**
 * The `atomicassets` notifications through which a contract refuses a transfer or burn: `guard`
 * gets the asset ids and checks each.
 */
export function assetMoveGuards(
  names: GameNames,
  guard: (host: Host, ids: readonly string[]) => void,
): Record<string, ActionHandler> {
  return {
    [`${names.atomicassets}::logtransfer`]: handler<{ asset_ids: string[] }>((host, d) => {
      guard(host, d.asset_ids)
    }),
    [`${names.atomicassets}::logburnasset`]: handler<{ asset_id: string }>((host, d) => {
      guard(host, [d.asset_id])
    }),
  }
}

/** Reads a row as plain JSON (see `plain`), or undefined. */
export function readRow<T>(
  host: Host,
  tableName: string,
  scope: string | bigint,
  pk: bigint,
  code?: string,
): T | undefined {
  const row = host.getRow<unknown>(tableName, scope, pk, code)
  return row === undefined ? undefined : plain<T>(row)
}

/** Every row of a table (or of one owner, through a secondary `i64` index at `index`), as plain JSON. */
export function readRows<T>(
  host: Host,
  tableName: string,
  scope: string | bigint,
  options: { code?: string; index?: number; owner?: string } = {},
): T[] {
  const out: T[] = []
  const key = options.owner === undefined ? undefined : nameValue(options.owner)
  const iter = host.rows<unknown>(tableName, scope, {
    ...(options.code === undefined ? {} : { code: options.code }),
    ...(options.index === undefined ? {} : { index: options.index }),
    ...(key === undefined ? {} : { lower: key, upper: key }),
  })
  for (const row of iter) out.push(plain<T>(row))
  return out
}

/** The five game tokens, all with 4 decimals. */
export function isToken(symbol: string): symbol is Token {
  return (TOKENS as readonly string[]).includes(symbol)
}

/** Parses an action's asset and checks it is a positive amount of a game token. */
export function tokenAmount(host: Host, quantity: unknown, what: string): Amount {
  const amount = parseAsset(String(quantity))
  host.check(isToken(amount.symbol), `Unknown token ${amount.symbol}`)
  host.check(amount.precision === TOKEN_PRECISION, 'symbol precision mismatch')
  host.check(amount.units > 0n, `must ${what} positive quantity`)
  return amount
}

export function assetText(units: bigint, symbol: string, precision = TOKEN_PRECISION): string {
  return formatAsset({ units, precision, symbol })
}

/** Primary key of a `balances` / `accounts` row: the symbol code's raw value. */
export function symbolKey(symbol: string): bigint {
  return symbolCodeValue(symbol)
}

/** An `atomicassets` asset row, as plain JSON. */
export interface AtomicAsset {
  asset_id: string
  collection_name: string
  schema_name: string
  template_id: number
}

/**
 * The asset `assetId` of `owner` in the game's collection, read from `atomicassets` (assets are
 * scoped by owner, so finding it there is the ownership check): `Asset not owned` otherwise.
 */
export function ownedAsset(
  host: Host,
  names: GameNames,
  owner: string,
  assetId: string,
): AtomicAsset {
  const row = readRow<AtomicAsset>(host, 'assets', owner, BigInt(assetId), names.atomicassets)
  host.check(row, 'Asset not owned')
  host.check(row.collection_name === names.collection, 'Asset not from the game collection')
  return row
}

/** Asset ids of an action as decimal strings, checked non-empty and without repeats. */
export function assetIds(host: Host, ids: readonly unknown[]): string[] {
  const out = ids.map((id) => String(id))
  host.check(out.length > 0, 'No asset given')
  host.check(new Set(out).size === out.length, 'Asset id given twice')
  return out
}

/** Sums amounts per symbol (units), keeping the first-seen symbol order. */
export function sumAmounts(amounts: readonly Amount[]): Amount[] {
  const bySymbol = new Map<string, Amount>()
  for (const amount of amounts) {
    const prev = bySymbol.get(amount.symbol)
    bySymbol.set(
      amount.symbol,
      prev ? { ...prev, units: prev.units + amount.units } : { ...amount },
    )
  }
  return [...bySymbol.values()]
}
