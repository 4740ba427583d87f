import type { TokenTransfer } from '@dov/game/actions'
import type { BalanceRow } from '@dov/game/rows'
import type { ABI, Asset, Name } from '@wharfkit/antelope'
import { type DecodedOf, structOf } from './abi-types'
import { action, rowStruct, table } from './game-common'

/**
 * The `eosio.token` ABI, built from the types the contract's handlers and tables work with: the
 * `accounts` row from `@dov/game/rows` (what the app reads), `transfer` from `@dov/game/actions`
 * (what the app signs), the rest from the types below, so renaming a field fails the typecheck
 * here, in what `get_abi` serves, and in the handler.
 */

/**
 * An `accounts` row as the contract reads it: the `BalanceRow` of `@dov/game/rows` decoded by
 * the serializer, so `balance` is an `Asset` object rather than its text (the JSON of
 * `get_table_rows` is the `BalanceRow`).
 */
export type AccountRow = Record<keyof BalanceRow, Asset>

export interface StatRow {
  supply: Asset
  max_supply: Asset
  issuer: Name
}

export interface CloseData {
  owner: Name
  symbol: Asset.Symbol
}

export interface CreateData {
  issuer: Name
  maximum_supply: Asset
}

export interface IssueData {
  to: Name
  quantity: Asset
  memo: string
}

export interface OpenData {
  owner: Name
  symbol: Asset.Symbol
  ram_payer: Name
}

export interface RetireData {
  quantity: Asset
  memo: string
}

/** `transfer` as the handler gets it: the app's deposit (`TokenTransfer`), decoded. */
export type TransferData = DecodedOf<
  TokenTransfer,
  { from: Name; to: Name; quantity: Asset; memo: string }
>

const ACTION_STRUCTS = {
  close: structOf<CloseData>('close', { owner: 'name', symbol: 'symbol' }),
  create: structOf<CreateData>('create', { issuer: 'name', maximum_supply: 'asset' }),
  issue: structOf<IssueData>('issue', { to: 'name', quantity: 'asset', memo: 'string' }),
  open: structOf<OpenData>('open', { owner: 'name', symbol: 'symbol', ram_payer: 'name' }),
  retire: structOf<RetireData>('retire', { quantity: 'asset', memo: 'string' }),
  transfer: structOf<TransferData>('transfer', {
    from: 'name',
    to: 'name',
    quantity: 'asset',
    memo: 'string',
  }),
}

export const TOKEN_ABI: ABI.Def = {
  version: 'eosio::abi/1.2',
  types: [],
  structs: [
    rowStruct<BalanceRow>('account', { balance: 'asset' }),
    ACTION_STRUCTS.close,
    ACTION_STRUCTS.create,
    structOf<StatRow>('currency_stats', { supply: 'asset', max_supply: 'asset', issuer: 'name' }),
    ACTION_STRUCTS.issue,
    ACTION_STRUCTS.open,
    ACTION_STRUCTS.retire,
    ACTION_STRUCTS.transfer,
  ],
  actions: Object.values(ACTION_STRUCTS).map((s) => action(s.name)),
  tables: [table('accounts', 'account'), table('stat', 'currency_stats')],
  ricardian_clauses: [],
  variants: [],
  action_results: [],
}
