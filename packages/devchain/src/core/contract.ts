import type { ABI } from '@wharfkit/antelope'
import type { NameLike } from './names'
import type { KeyType, SecondaryKey } from './store'

/** An account and permission, as in an action's `authorization` list. */
export interface PermissionLevel {
  actor: string
  permission: string
}

/** An action a contract sends inline: its data is an object the target contract's ABI encodes. */
export interface InlineAction {
  account: NameLike
  name: NameLike
  authorization: PermissionLevel[]
  data: unknown
}

/** Options for walking a table. */
export interface IterateOptions {
  /** 1 = primary index (default), 2 = first secondary index, ... as nodeos's `index_position`. */
  index?: number
  /** Inclusive lower bound on the chosen index. */
  lower?: SecondaryKey
  /** Inclusive upper bound on the chosen index. */
  upper?: SecondaryKey
  reverse?: boolean
  /** Read another contract's table (read-only), as `db_find_i64(code, ...)` allows. */
  code?: NameLike
}

/**
 * What a contract sees of the chain: a TypeScript mirror of Antelope's host functions
 * (`db_*_i64`, `require_auth`, `require_recipient`, `send_inline`, `current_time`, `eosio_assert`).
 * Rows are objects in the contract's ABI shape: the host encodes and decodes them with the ABI,
 * and stores bytes exactly as a node would. The rows it returns are shared by every reader and
 * deeply frozen (copy one to change it: `{ ...row, field }`): wharfkit objects (`Name`, `Asset`,
 * integers; `uint8[]` fields as `Bytes`), or, for a contract with `plainValues`, their nodeos
 * JSON. Implemented by `ApplyContext` (`apply-context.ts`).
 */
export interface Host {
  /** The account whose code is running (`get_self()`). */
  readonly self: string
  /** The account the action was sent to (`get_first_receiver()`); differs from `self` in a notification. */
  readonly firstReceiver: string
  /** The action's name. */
  readonly action: string
  /** The action's authorization list. */
  readonly authorization: readonly PermissionLevel[]

  /** Chain time of the block being produced, in milliseconds since the epoch (`current_time_point`). */
  nowMs(): number
  /** Chain time in whole seconds (`current_time_point().sec_since_epoch()`). */
  nowSec(): number
  /** Aborts the transaction with `assertion failure with message: ...` unless `cond` holds. */
  check(cond: unknown, message: string): asserts cond
  /** Aborts with `missing authority of ...` unless the action carries that authorization. */
  requireAuth(account: NameLike, permission?: NameLike): void
  hasAuth(account: NameLike): boolean
  isAccount(account: NameLike): boolean
  /** Notifies `account` of this action once it completes (the recipient's notification handler runs). */
  requireRecipient(account: NameLike): void
  /** Queues an inline action, run after this action and its notifications. */
  sendInline(action: InlineAction): void
  /** Adds a line to the action trace's console. */
  print(text: string): void

  /** Reads a row by primary key, or undefined. Pass `code` to read another contract's table. */
  getRow<T>(table: NameLike, scope: NameLike | bigint, pk: bigint, code?: NameLike): T | undefined
  /**
   * Inserts or replaces a row of this contract; the primary key comes from the table's spec.
   * Without `payer` the row keeps its payer (`same_payer`), or a new row is paid by `self`.
   */
  setRow<T>(table: NameLike, scope: NameLike | bigint, row: T, payer?: NameLike): void
  eraseRow(table: NameLike, scope: NameLike | bigint, pk: bigint): void
  /** Walks a table in index order. */
  rows<T>(table: NameLike, scope: NameLike | bigint, options?: IterateOptions): Generator<T>
}

/** How a table keys its rows: the primary key and the secondary indexes, in ABI order. */
export interface TableSpec {
  // biome-ignore lint/suspicious/noExplicitAny: rows are ABI-decoded objects whose shape each contract declares itself
  primaryKey: (row: any) => bigint
  indexes?: {
    name: string
    keyType: KeyType
    // biome-ignore lint/suspicious/noExplicitAny: as above
    key: (row: any) => SecondaryKey
  }[]
}

/**
 * An action or notification handler. `data` is the action data decoded with the contract's ABI
 * (wharfkit types: `Name`, `Asset`, `UInt64`...; with `plainValues`, their nodeos JSON).
 */
// biome-ignore lint/suspicious/noExplicitAny: action data is ABI-decoded; each handler narrows it
export type ActionHandler = (host: Host, data: any) => void

/**
 * One contract: deployed on an account by a world. The ABI is what `get_abi` serves and what the
 * host encodes rows and actions with.
 */
export interface ContractModule {
  /** A stable identifier (for example `eosio.token`), used for the code hash. */
  readonly id: string
  readonly abi: ABI.Def
  readonly tables: Readonly<Record<string, TableSpec>>
  readonly actions: Readonly<Record<string, ActionHandler>>
  /**
   * Notification handlers keyed `code::action` or `*::action` (CDT's `[[eosio::on_notify]]`),
   * where `code` is the account the action was first sent to.
   */
  readonly notifications?: Readonly<Record<string, ActionHandler>>
  /**
   * The contract computes on plain JSON: the host hands it rows and action data as nodeos renders
   * them (`toNodeosJson` of the wharfkit objects: names, assets and 64-bit integers above 2^32 as
   * text, `uint8[]` / `bytes` as hex), read straight from the bytes, instead of wharfkit objects
   * it would turn into that JSON itself.
   */
  readonly plainValues?: boolean
}
