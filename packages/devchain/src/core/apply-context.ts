import { type Account, EOSIO_CODE } from './accounts'
import type { AuthorizationManager } from './authorization-manager'
import type {
  ContractModule,
  Host,
  InlineAction,
  IterateOptions,
  PermissionLevel,
  TableSpec,
} from './contract'
import { ChainError, check } from './errors'
import { type NameLike, nameText } from './names'
import { type RowCodec, scopeValue } from './row-codec'
import type { Database, SecondaryKey } from './store'
import type { ActionRecord } from './traces'

/**
 * nodeos's `apply_context`: runs one action on one receiver through the contract's handler and
 * is the contract's `Host` (its host functions: tables, authorization checks, notifications,
 * inline actions, console). `execute` runs an action, then its notifications in order, then its
 * inline actions depth first, as nodeos does.
 */

/** An action waiting to run (nodeos's scheduled action with its ordinals). */
export interface Scheduled {
  ordinal: number
  creator: number
  closestUnnotified: number
  receiver: string
  account: string
  name: string
  authorization: readonly PermissionLevel[]
  data: Uint8Array
}

/** What the apply contexts of one transaction share (the transaction context). */
export interface ActionRunner {
  readonly accounts: ReadonlyMap<string, Account>
  readonly db: Database
  readonly authorization: AuthorizationManager
  readonly rows: RowCodec
  /** Chain time of the block the transaction goes into (ms). */
  readonly blockTimeMs: number
  /** Queues an action; returns its ordinal. */
  schedule(s: Omit<Scheduled, 'ordinal'>): number
  scheduled(ordinal: number): Scheduled
  /** Records what an action did on a receiver (receipt sequences are assigned here). */
  record(s: Scheduled, receiver: string, elapsedUs: number, console: string): ActionRecord
}

const MAX_INLINE_DEPTH = 4

/** The action and its notifications share who has been notified and the inline actions queued. */
interface Frame {
  /** The ordinal of the action itself (its receivers' `closest_unnotified_ancestor`). */
  readonly first: number
  readonly notified: { receiver: string; ordinal: number }[]
  readonly inlines: number[]
}

function levelOf(l: { actor: NameLike; permission: NameLike }): PermissionLevel {
  return { actor: nameText(l.actor), permission: nameText(l.permission) }
}

export class ApplyContext implements Host {
  readonly self: string
  readonly firstReceiver: string
  readonly action: string
  readonly authorization: readonly PermissionLevel[]
  private readonly output: string[] = []

  constructor(
    private readonly run: ActionRunner,
    private readonly act: Scheduled,
    private readonly frame: Frame,
  ) {
    this.self = act.receiver
    this.firstReceiver = act.account
    this.action = act.name
    this.authorization = act.authorization
  }

  /** Runs the receiver's handler (an action of its own, or a notification) and records it. */
  apply(): void {
    const started = performance.now()
    const { act } = this
    const contract = this.run.accounts.get(act.receiver)?.contract
    if (contract) {
      const handler =
        act.receiver === act.account
          ? contract.actions[act.name]
          : (contract.notifications?.[`${act.account}::${act.name}`] ??
            contract.notifications?.[`*::${act.name}`])
      if (handler) {
        const data = this.run.rows.actionData(act.account, act.name, act.data, contract.plainValues)
        handler(this, data)
      } else if (act.receiver === act.account) {
        check(false, 'unknown action')
      }
    }
    const elapsedUs = Math.max(1, Math.round((performance.now() - started) * 1000))
    this.run.record(act, act.receiver, elapsedUs, this.output.join(''))
  }

  nowMs(): number {
    return this.run.blockTimeMs
  }

  nowSec(): number {
    return Math.floor(this.run.blockTimeMs / 1000)
  }

  check(cond: unknown, message: string): asserts cond {
    check(cond, message)
  }

  requireAuth(account: NameLike, permission?: NameLike): void {
    const a = nameText(account)
    const p = permission === undefined ? undefined : nameText(permission)
    if (!this.authorization.some((l) => l.actor === a && (p === undefined || l.permission === p))) {
      throw new ChainError('missing_auth_exception', `missing authority of ${p ? `${a}/${p}` : a}`)
    }
  }

  hasAuth(account: NameLike): boolean {
    const a = nameText(account)
    return this.authorization.some((l) => l.actor === a)
  }

  isAccount(account: NameLike): boolean {
    return this.run.accounts.has(nameText(account))
  }

  requireRecipient(account: NameLike): void {
    const a = nameText(account)
    if (this.frame.notified.some((n) => n.receiver === a)) return
    if (!this.run.accounts.has(a)) {
      throw new ChainError('action_validate_exception', `notified account '${a}' does not exist`)
    }
    const { act } = this
    const ordinal = this.run.schedule({
      receiver: a,
      account: act.account,
      name: act.name,
      authorization: act.authorization,
      data: act.data,
      creator: act.ordinal,
      closestUnnotified: this.frame.first,
    })
    this.frame.notified.push({ receiver: a, ordinal })
  }

  /**
   * `send_inline`: the target must exist, every authorizer's permission too, and the declared
   * authorities must be satisfied by `<self>@eosio.code` alone (nodeos's `execute_inline`).
   */
  sendInline(action: InlineAction): void {
    const account = nameText(action.account)
    const name = nameText(action.name)
    if (!this.run.accounts.has(account)) {
      throw new ChainError(
        'action_validate_exception',
        `inline action's code account ${account} does not exist`,
      )
    }
    const data = this.run.rows.encodeAction(account, name, action.data)
    const authorization = action.authorization.map(levelOf)
    for (const l of authorization) {
      if (!this.run.authorization.findPermission(l)) {
        throw new ChainError(
          'action_validate_exception',
          `inline action's authorizations include a non-existent permission: ${JSON.stringify(l)}`,
        )
      }
    }
    this.run.authorization.checkAuthorization(
      [{ account, name, authorization }],
      [],
      [{ actor: this.self, permission: EOSIO_CODE }],
    )
    this.frame.inlines.push(
      this.run.schedule({
        receiver: account,
        account,
        name,
        authorization,
        data,
        creator: this.act.ordinal,
        closestUnnotified: this.frame.first,
      }),
    )
  }

  print(text: string): void {
    this.output.push(text)
  }

  // ------------------------------------------------------------------ tables (db_*_i64)

  private contract(): ContractModule | undefined {
    return this.run.accounts.get(this.self)?.contract
  }

  private tableSpec(table: string): TableSpec {
    const spec = this.contract()?.tables[table]
    if (!spec) {
      throw new ChainError(
        'table_access_violation',
        `table ${table} is not declared by contract ${this.self}`,
      )
    }
    return spec
  }

  getRow<T>(table: NameLike, scope: NameLike | bigint, pk: bigint, code?: NameLike): T | undefined {
    const c = code === undefined ? this.self : nameText(code)
    const t = nameText(table)
    const row = this.run.db.getTable(c, scopeValue(scope), t)?.get(pk)
    return row ? this.run.rows.decode<T>(c, t, row, this.contract()?.plainValues) : undefined
  }

  setRow<T>(table: NameLike, scope: NameLike | bigint, row: T, payer?: NameLike): void {
    const t = nameText(table)
    const spec = this.tableSpec(t)
    const sc = scopeValue(scope)
    const pk = spec.primaryKey(row)
    const prev = this.run.db.getTable(this.self, sc, t)?.get(pk)
    const payerName = payer === undefined ? (prev?.payer ?? this.self) : nameText(payer)
    if (payerName !== this.self && (!prev || prev.payer !== payerName)) {
      if (this.self !== this.act.account) {
        throw new ChainError(
          'unauthorized_ram_usage_increase',
          `unprivileged contract cannot increase RAM usage of another account within a notify context: ${payerName}`,
        )
      }
      if (!this.hasAuth(payerName)) {
        throw new ChainError(
          'unauthorized_ram_usage_increase',
          `unprivileged contract cannot increase RAM usage of another account that has not authorized the action: ${payerName}`,
        )
      }
    }
    const indexes = spec.indexes ?? []
    const secondary: SecondaryKey[] = indexes.map((ix) => ix.key(row))
    const value = this.run.rows.encode(this.self, t, row)
    this.run.db.set(
      this.self,
      sc,
      t,
      indexes.map((ix) => ix.keyType),
      { pk, payer: payerName, value, secondary },
    )
  }

  eraseRow(table: NameLike, scope: NameLike | bigint, pk: bigint): void {
    const t = nameText(table)
    this.tableSpec(t)
    this.run.db.erase(this.self, scopeValue(scope), t, pk)
  }

  *rows<T>(table: NameLike, scope: NameLike | bigint, options: IterateOptions = {}): Generator<T> {
    const c = options.code === undefined ? this.self : nameText(options.code)
    const t = nameText(table)
    const tbl = this.run.db.getTable(c, scopeValue(scope), t)
    if (!tbl) return
    const index = options.index ?? 1
    // Rows are collected first, so the handler may write the table while it walks it.
    const found =
      index <= 1
        ? [
            ...tbl.primaryRange(
              options.lower === undefined ? 0n : BigInt(options.lower),
              options.upper === undefined ? 0xffffffffffffffffn : BigInt(options.upper),
              options.reverse,
            ),
          ]
        : [...tbl.secondaryRange(index - 2, options.lower, options.upper, options.reverse)].map(
            (hit) => hit.row,
          )
    const plain = this.contract()?.plainValues
    for (const row of found) yield this.run.rows.decode<T>(c, t, row, plain)
  }
}

/**
 * Runs the action `ordinal`: on its receiver, then on every account notified (in order), then
 * its inline actions, each the same way (depth first), as nodeos's `apply_context::exec`.
 */
export function execute(run: ActionRunner, ordinal: number, depth = 0): void {
  const first = run.scheduled(ordinal)
  const frame: Frame = {
    first: ordinal,
    notified: [{ receiver: first.receiver, ordinal }],
    inlines: [],
  }
  for (let i = 0; i < frame.notified.length; i++) {
    const n = frame.notified[i] as { ordinal: number }
    new ApplyContext(run, run.scheduled(n.ordinal), frame).apply()
  }
  if (frame.inlines.length > 0 && depth >= MAX_INLINE_DEPTH) {
    throw new ChainError('transaction_exception', 'max inline action depth per transaction reached')
  }
  for (const o of frame.inlines) execute(run, o, depth + 1)
}
