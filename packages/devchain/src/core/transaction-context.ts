import { inflateSync } from 'node:zlib'
import { Bytes, Checksum256, Serializer, Transaction } from '@wharfkit/antelope'
import type { Account } from './accounts'
import { type ActionRunner, execute, type Scheduled } from './apply-context'
import type { AuthorizationManager } from './authorization-manager'
import type { BlockLog, PackedTransactionInput } from './block-log'
import type { PermissionLevel } from './contract'
import { ChainError } from './errors'
import { formatTimePoint, formatTimePointSec } from './json'
import type { RowCodec } from './row-codec'
import type { Database, RowChange, UndoSteps } from './store'
import type { ActionRecord, TransactionRecord } from './traces'

/**
 * nodeos's `transaction_context` and `packed_transaction`: decoding `packed_trx`, the checks a
 * transaction passes before it runs (expiration, TAPOS, referenced accounts, duplicates), its
 * signing digest, and running its actions atomically with their receipts' sequence numbers.
 */

export type PushMode = 'push' | 'compute' | 'replay'

const MAX_TRX_LIFETIME_MS = 3600 * 1000

/** An action of a transaction, with its data in binary. */
export interface ActionInput {
  account: string
  name: string
  authorization: PermissionLevel[]
  data: Uint8Array
}

export interface DecodedTransaction {
  trx: Transaction
  packed: Uint8Array
  id: string
  cfd: Uint8Array
}

function fromHex(s: string, what: string): Uint8Array {
  if (typeof s !== 'string' || s.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(s)) {
    throw new ChainError('packed_transaction_type_exception', `Invalid ${what}: not a hex string`)
  }
  return Bytes.from(s, 'hex').array
}

function inflate(bytes: Uint8Array): Uint8Array {
  try {
    return new Uint8Array(inflateSync(bytes))
  } catch (e) {
    throw new ChainError(
      'tx_decompression_error',
      `Error decompressing transaction: ${(e as Error).message}`,
    )
  }
}

/** Decodes `packed_trx` (inflating zlib when compression is 1): the transaction and its id (SHA-256 of the packed bytes). */
export function decodePacked(input: PackedTransactionInput): DecodedTransaction {
  if (!input || typeof input.packed_trx !== 'string') {
    throw new ChainError('packed_transaction_type_exception', 'Missing packed_trx')
  }
  const compression = input.compression ?? 0
  let packed = fromHex(input.packed_trx, 'packed_trx')
  let cfd = fromHex(input.packed_context_free_data ?? '', 'packed_context_free_data')
  if (compression === 1 || compression === 'zlib') {
    packed = inflate(packed)
    if (cfd.length) cfd = inflate(cfd)
  } else if (!(compression === 0 || compression === 'none')) {
    throw new ChainError(
      'unknown_transaction_compression',
      `Unknown transaction compression: ${compression}`,
    )
  }
  let trx: Transaction
  try {
    trx = Serializer.decode({ data: Bytes.from(packed), type: Transaction })
  } catch (e) {
    throw new ChainError(
      'packed_transaction_type_exception',
      `Invalid packed transaction: ${(e as Error).message}`,
    )
  }
  return { trx, packed, id: Checksum256.hash(packed).hexString, cfd }
}

/** The digest signatures sign: chain id, packed transaction, then the context-free data's hash (or 32 zero bytes). */
export function signingDigest(chainId: string, packed: Uint8Array, cfd: Uint8Array): Checksum256 {
  const preimage = new Uint8Array(32 + packed.length + 32)
  preimage.set(Bytes.from(chainId, 'hex').array, 0)
  preimage.set(packed, 32)
  // Context-free data is a packed vector<bytes>: with no entries the digest uses 32 zero bytes.
  if (cfd.length > 0 && cfd[0] !== 0) preimage.set(Checksum256.hash(cfd).array, 32 + packed.length)
  return Checksum256.hash(preimage)
}

/** The transaction's actions with plain names and binary data; refuses what the devchain does not run. */
export function actionsOf(trx: Transaction): ActionInput[] {
  if (trx.context_free_actions.length > 0) {
    throw new ChainError(
      'transaction_exception',
      'context-free actions are not supported by the devchain',
    )
  }
  if (Number(trx.delay_sec) > 0) {
    throw new ChainError(
      'transaction_exception',
      'delayed transactions are not supported by the devchain',
    )
  }
  if (trx.actions.length === 0) {
    throw new ChainError('tx_no_action', 'transaction must have at least one action')
  }
  return trx.actions.map((a) => ({
    account: String(a.account),
    name: String(a.name),
    authorization: a.authorization.map((p) => ({
      actor: String(p.actor),
      permission: String(p.permission),
    })),
    data: a.data.array,
  }))
}

/** `validate_expiration` and `validate_tapos` against the pending block. */
export function validateHeader(trx: Transaction, pendingMs: number, blocks: BlockLog): void {
  const expirationMs = trx.expiration.toMilliseconds()
  if (expirationMs < pendingMs) {
    throw new ChainError(
      'expired_tx_exception',
      `transaction has expired, expiration is ${formatTimePointSec(expirationMs)} and pending block time is ${formatTimePoint(pendingMs)}`,
    )
  }
  if (expirationMs > pendingMs + MAX_TRX_LIFETIME_MS) {
    throw new ChainError(
      'tx_exp_too_far_exception',
      `Transaction expiration is too far in the future relative to the reference time of ${formatTimePoint(pendingMs)}, expiration is ${formatTimePointSec(expirationMs)} and the maximum transaction lifetime is 3600 seconds`,
    )
  }
  if (!blocks.tapos(Number(trx.ref_block_num), Number(trx.ref_block_prefix))) {
    throw new ChainError(
      'invalid_ref_block_exception',
      "Transaction's reference block did not match. Is this transaction from a different fork?",
    )
  }
}

/** `validate_referenced_accounts`: code accounts, authorizing actors and their permissions exist. */
export function validateReferencedAccounts(
  actions: readonly ActionInput[],
  accounts: ReadonlyMap<string, Account>,
  authorization: AuthorizationManager,
): void {
  let oneAuth = false
  for (const a of actions) {
    if (!accounts.has(a.account)) {
      throw new ChainError(
        'transaction_exception',
        `action's code account '${a.account}' does not exist`,
      )
    }
    for (const l of a.authorization) {
      oneAuth = true
      if (!accounts.has(l.actor)) {
        throw new ChainError(
          'transaction_exception',
          `action's authorizing actor '${l.actor}' does not exist`,
        )
      }
      if (!authorization.findPermission(l)) {
        throw new ChainError(
          'transaction_exception',
          `action's authorizations include a non-existent permission: ${JSON.stringify(l)}`,
        )
      }
    }
  }
  if (!oneAuth)
    throw new ChainError('tx_no_auths', 'transaction must have at least one authorization')
}

/** Transactions accepted and not yet expired (nodeos's dedupe list), by id. */
export class RecentTransactions {
  private readonly expirations = new Map<string, number>()

  has(id: string): boolean {
    return this.expirations.has(id)
  }

  add(id: string, expirationMs: number): void {
    this.expirations.set(id, expirationMs)
  }

  /** Forgets a transaction that was rolled back (its journal record could not be written). */
  delete(id: string): void {
    this.expirations.delete(id)
  }

  /** Forgets the transactions that expired before a block's time. */
  prune(blockMs: number): void {
    for (const [id, exp] of this.expirations) if (exp < blockMs) this.expirations.delete(id)
  }

  entries(): [id: string, expiration: number][] {
    return [...this.expirations.entries()]
  }

  restore(entries: readonly [string, number][]): void {
    this.expirations.clear()
    for (const [id, exp] of entries) this.expirations.set(id, exp)
  }
}

/** What a transaction context needs of the chain. */
export interface ChainRefs {
  readonly accounts: ReadonlyMap<string, Account>
  readonly db: Database
  readonly authorization: AuthorizationManager
  readonly rows: RowCodec
  globalSequence: number
}

export interface RunOptions {
  /** Undo everything even on success (compute_transaction). */
  rollback?: boolean
  /** Without an undo session (the genesis: trusted, and a failure stops the world anyway). */
  trusted?: boolean
  /** Keep the undo steps after success, so `revert` can take the transaction back later. */
  revertible?: boolean
  startedMs?: number
  netUsageWords?: number
}

/** One transaction's run: the actions it scheduled, their records, and the undo of sequences. */
export class TransactionContext implements ActionRunner {
  private readonly queue: Scheduled[] = []
  private readonly records: ActionRecord[] = []
  /** Receive and auth sequences as they were before this transaction, for a rollback. */
  private readonly touched = new Map<Account, [recv: number, auth: number]>()
  private readonly startSequence: number
  private undoSteps: UndoSteps | undefined
  /** The row writes of a committed run, in order (for the state history). */
  changes: readonly RowChange[] = []

  constructor(
    private readonly chain: ChainRefs,
    readonly id: string,
    private readonly block: { num: number; timestampMs: number },
  ) {
    this.startSequence = chain.globalSequence
  }

  get accounts(): ReadonlyMap<string, Account> {
    return this.chain.accounts
  }

  get db(): Database {
    return this.chain.db
  }

  get authorization(): AuthorizationManager {
    return this.chain.authorization
  }

  get rows(): RowCodec {
    return this.chain.rows
  }

  get blockTimeMs(): number {
    return this.block.timestampMs
  }

  schedule(s: Omit<Scheduled, 'ordinal'>): number {
    const ordinal = this.queue.length + 1
    // Field by field, not spread: every scheduled action has the one shape (spreading objects of
    // several shapes took the slow, generic copy).
    this.queue.push({
      ordinal,
      creator: s.creator,
      closestUnnotified: s.closestUnnotified,
      receiver: s.receiver,
      account: s.account,
      name: s.name,
      authorization: s.authorization,
      data: s.data,
    })
    return ordinal
  }

  scheduled(ordinal: number): Scheduled {
    return this.queue[ordinal - 1] as Scheduled
  }

  private touch(account: Account): Account {
    if (!this.touched.has(account)) {
      this.touched.set(account, [account.recvSequence, account.authSequence])
    }
    return account
  }

  record(s: Scheduled, receiver: string, elapsedUs: number, console: string): ActionRecord {
    const recv = this.touch(this.chain.accounts.get(receiver) as Account)
    const record: ActionRecord = {
      ordinal: s.ordinal,
      creator: s.creator,
      closestUnnotified: s.closestUnnotified,
      receiver,
      account: s.account,
      name: s.name,
      authorization: s.authorization,
      data: s.data,
      globalSequence: ++this.chain.globalSequence,
      recvSequence: ++recv.recvSequence,
      authSequence: s.authorization.map((l) => {
        const actor = this.touch(this.chain.accounts.get(l.actor) as Account)
        return [l.actor, ++actor.authSequence]
      }),
      codeSequence: recv.contract ? 1 : 0,
      abiSequence: recv.abi ? 1 : 0,
      elapsedUs,
      console,
    }
    this.records[s.ordinal - 1] = record
    return record
  }

  private undo(trusted: boolean): void {
    if (!trusted) this.chain.db.rollback()
    for (const [account, [recv, auth]] of this.touched) {
      account.recvSequence = recv
      account.authSequence = auth
    }
    this.chain.globalSequence = this.startSequence
  }

  /**
   * Takes back a committed transaction (run with `revertible`): rows, sequences and the global
   * sequence as they were before it. Transactions committed after it must be reverted first.
   */
  revert(): void {
    if (!this.undoSteps) throw new Error(`transaction ${this.id} was not run revertible`)
    this.chain.db.revert(this.undoSteps)
    this.undoSteps = undefined
    this.undo(true)
  }

  /**
   * Runs the actions atomically: the root actions get ordinals 1..n, then each runs with its
   * notifications and inline actions (`execute`). Any error undoes every write and sequence.
   */
  run(actions: readonly ActionInput[], options: RunOptions = {}): TransactionRecord {
    const started = options.startedMs ?? performance.now()
    const trusted = options.trusted === true
    for (const a of actions) {
      this.schedule({
        creator: 0,
        closestUnnotified: 0,
        receiver: a.account,
        account: a.account,
        name: a.name,
        authorization: a.authorization,
        data: a.data,
      })
    }
    if (!trusted) this.chain.db.begin()
    this.chain.db.captureChanges()
    try {
      for (let i = 1; i <= actions.length; i++) execute(this, i)
    } catch (e) {
      this.chain.db.takeChanges()
      this.undo(trusted)
      throw e
    }
    const changes = this.chain.db.takeChanges()
    if (options.rollback) this.undo(trusted)
    else {
      this.changes = changes
      if (!trusted) {
        const steps = this.chain.db.commit()
        if (options.revertible) this.undoSteps = steps
      }
    }
    return {
      id: this.id,
      blockNum: this.block.num,
      blockTimeMs: this.block.timestampMs,
      cpuUsageUs: Math.max(100, Math.round((performance.now() - started) * 1000)),
      netUsageWords: options.netUsageWords ?? 0,
      actions: this.records,
    }
  }
}
