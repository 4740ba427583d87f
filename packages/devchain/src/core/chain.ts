import { type Account, createAccount } from './accounts'
import { artworkCid } from './artwork'
import { AuthorizationManager, type AuthorizedAction } from './authorization-manager'
import {
  BLOCK_WINDOW,
  BlockLog,
  type BlockRecord,
  type PackedTransactionInput,
  type TransactionReceipt,
} from './block-log'
import { Confirmations } from './confirmations'
import { ChainError, check } from './errors'
import type { Journal } from './journal'
import { CHAIN_ID } from './keys'
import { nameString } from './names'
import { RowCodec } from './row-codec'
import { signatureKeys } from './signatures'
import { type ChainState, exportState, importState } from './snapshot'
import { StateHistory } from './state-history'
import { Database } from './store'
import {
  type TraceObserver,
  type TransactionRecord,
  type TransactionTraceJson,
  transactionTraceJson,
} from './traces'
import {
  actionsOf,
  type DecodedTransaction,
  decodePacked,
  type PushMode,
  RecentTransactions,
  signingDigest,
  TransactionContext,
  validateHeader,
  validateReferencedAccounts,
} from './transaction-context'
import type { ArtworkSpec, DevchainNames, Genesis, World } from './world'

export type { Account } from './accounts'
export type { BlockRecord, PackedTransactionInput, TransactionReceipt } from './block-log'
export type { Journal, JournalEntry, JournalHooks } from './journal'
export type { ChainState } from './snapshot'
export type { ActionTraceJson, TraceObserver, TransactionTraceJson } from './traces'
export type { PushMode } from './transaction-context'

export interface ChainOptions {
  world: World
  names: DevchainNames
  blockMs: number
  /** Wall clock (ms); tests may pass their own. */
  clock?: () => number
  /**
   * Trace observers and reset hooks (for indexers) registered before the first genesis runs, so
   * they see it; `observe` / `onReset` after construction only see later transactions and resets.
   */
  observers?: TraceObserver[]
  resetHooks?: (() => void)[]
}

/** Blocks a time advance seals at the new time: head … head-3, so `blocksBehind: 3` sees it. */
const ADVANCE_BLOCKS = 4

/**
 * The chain, as nodeos's `controller`: it owns the state (accounts, tables, blocks, chain time)
 * and drives the other parts: the world's genesis, blocks on a timer, and each pushed
 * transaction through decoding and checks (`transaction-context.ts`), signature keys
 * (`signatures.ts`), authorization (`authorization-manager.ts`) and its actions
 * (`apply-context.ts`), then into the pending block and the journal.
 */
export class Chain {
  readonly chainId = CHAIN_ID
  readonly names: DevchainNames
  readonly blockMs: number
  readonly db = new Database()
  readonly accounts = new Map<string, Account>()
  readonly artwork = new Map<string, ArtworkSpec>()
  readonly authorization = new AuthorizationManager(this.accounts)
  readonly rows = new RowCodec(this.accounts)
  readonly blocks = new BlockLog()
  readonly recent = new RecentTransactions()
  /** What each recent block changed, for the state-history endpoint. */
  readonly history = new StateHistory(BLOCK_WINDOW)
  world: World
  timeOffsetMs = 0
  globalSequence = 0
  /** Set by persistence: every state change is journaled, and answered once its record is on disk. */
  journal: Journal | undefined
  /** With a journal: what is applied but not yet on disk. */
  private readonly confirmations = new Confirmations()
  private readonly observers: TraceObserver[] = []
  private readonly resetHooks: (() => void)[] = []
  private readonly blockListeners: (() => void)[] = []
  private readonly clock: () => number
  private timer: NodeJS.Timeout | undefined

  constructor(options: ChainOptions) {
    this.world = options.world
    this.names = options.names
    this.blockMs = options.blockMs
    this.clock = options.clock ?? Date.now
    this.observers.push(...(options.observers ?? []))
    this.resetHooks.push(...(options.resetHooks ?? []))
    this.loadWorld(options.world)
  }

  /** Chain time now: wall clock plus every `/devchain/time` advance. */
  now(): number {
    return this.clock() + this.timeOffsetMs
  }

  /** The last sealed block clients see: with a journal, the last one whose record is written. */
  get head(): BlockRecord {
    const num = this.confirmations.publishedHead
    return (num === undefined ? undefined : this.blocks.get(num)) ?? this.blocks.head
  }

  /** No journal record outstanding: every pushed transaction and time advance is on disk and applied. */
  get settled(): boolean {
    return this.confirmations.settled
  }

  /** Current block being filled (transactions run at its timestamp). */
  get pendingBlock(): BlockRecord {
    return this.blocks.pending
  }

  observe(fn: TraceObserver): void {
    this.observers.push(fn)
  }

  /** Called after the state is cleared, before a world's genesis runs (for indexers). */
  onReset(fn: () => void): void {
    this.resetHooks.push(fn)
  }

  /** Called when a block may have become visible (`head` moved); returns the unsubscribe. */
  onBlock(fn: () => void): () => void {
    this.blockListeners.push(fn)
    return () => {
      const i = this.blockListeners.indexOf(fn)
      if (i >= 0) this.blockListeners.splice(i, 1)
    }
  }

  private blockVisible(): void {
    for (const fn of this.blockListeners) fn()
  }

  // ---------------------------------------------------------------- world and genesis

  private loadWorld(world: World, genesisTime = this.now(), sealGenesis = true): void {
    this.world = world
    this.db.clear()
    this.accounts.clear()
    this.artwork.clear()
    this.recent.restore([])
    this.globalSequence = 0
    for (const fn of this.resetHooks) fn()
    for (const spec of world.accounts)
      this.accounts.set(spec.name, createAccount(spec, genesisTime))
    this.blocks.reset(genesisTime)
    this.history.restart(1, true)
    const genesis: Genesis = {
      action: (account, name, data, authorization) => {
        const abi = this.accounts.get(account)?.abi
        check(abi, `genesis action on ${account}, which has no contract`)
        const action = {
          account,
          name,
          authorization: authorization ?? [{ actor: account, permission: 'active' }],
          data: abi.encode(abi.actionType(name), data),
        }
        const trx = new TransactionContext(
          this,
          `genesis-${this.globalSequence}`,
          this.pendingBlock,
        )
        const record = trx.run([action], { trusted: true })
        // Its writes are not kept in the history: block 1 is the history's first block, whose
        // state readers get whole (the live tables), so they would only hold memory.
        this.commit(record)
      },
      artwork: (spec) => {
        const cid = artworkCid(spec)
        this.artwork.set(cid, spec)
        return cid
      },
    }
    world.genesis(genesis)
    // Seal the genesis block and three empty ones, so clients reading 3 blocks behind head work at
    // once (a replayed reset takes them from the journal instead).
    if (sealGenesis) for (let i = 0; i < 4; i++) this.nextBlock()
  }

  /**
   * Restores the world's genesis state (`/devchain/reset`). Transactions still waiting for their
   * journal record are forgotten with the rest (the journal has them before the reset).
   */
  reset(world: World = this.world): void {
    this.timeOffsetMs = 0
    this.confirmations.forget()
    const genesis = this.now()
    this.journal?.({ t: 'reset', genesis }).catch(() => {})
    this.loadWorld(world, genesis)
  }

  account(name: string): Account | undefined {
    return this.accounts.get(name)
  }

  private commit(record: TransactionRecord): void {
    for (const fn of this.observers) fn(record)
  }

  // ---------------------------------------------------------------- blocks and time

  start(): void {
    if (this.timer) return
    this.timer = setInterval(() => this.nextBlock(), this.blockMs)
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
  }

  /**
   * Seals the pending block (forgetting transactions expired by then) and opens the next. With a
   * journal the block is journaled, and clients see it once its record is written: the promise.
   */
  private nextBlock(): Promise<void> | undefined {
    const sealed = this.blocks.seal()
    this.recent.prune(sealed.timestampMs)
    this.history.trim(sealed.num)
    this.blocks.open(this.now())
    if (!this.journal) {
      this.blockVisible()
      return undefined
    }
    const written = this.confirmations.block(this.journal, sealed, () => this.blocks.head.num)
    written.then(
      () => this.blockVisible(),
      () => {},
    )
    return written
  }

  /**
   * Moves chain time forward and produces blocks at the new time at once. With a journal the
   * advance is written first and applies only once on disk; the answer waits for its blocks too.
   */
  async advanceTime(seconds: number): Promise<void> {
    const advanceMs = Math.round(seconds * 1000)
    if (!this.journal) this.applyAdvance(advanceMs)
    else
      await this.confirmations.advance(this.journal, advanceMs, () => this.applyAdvance(advanceMs))
  }

  /** The block being filled is sealed at its own time, then ADVANCE_BLOCKS blocks at the new time. */
  private applyAdvance(advanceMs: number): Promise<void> | undefined {
    this.timeOffsetMs += advanceMs
    // A client referencing the block 3 behind head computes its expiration from the new time.
    let last: Promise<void> | undefined
    for (let i = 0; i <= ADVANCE_BLOCKS; i++) last = this.nextBlock()
    return last
  }

  /** A sealed block clients see (see `head`). */
  getBlock(num: number): BlockRecord | undefined {
    return num <= this.head.num ? this.blocks.get(num) : undefined
  }

  getBlockById(id: string): BlockRecord | undefined {
    const b = this.blocks.getById(id)
    return b && b.num <= this.head.num ? b : undefined
  }

  /** `ref_block_prefix` of a block id: its bytes 8..12 as a little-endian uint32. */
  static refBlockPrefix(id: string): number {
    return BlockLog.refBlockPrefix(id)
  }

  /** The block producer's signature over a block id (deterministic, made with the dev key). */
  static blockSignature(id: string): string {
    return BlockLog.blockSignature(id)
  }

  // ---------------------------------------------------------------- transactions

  decodePacked(input: PackedTransactionInput): DecodedTransaction {
    return decodePacked(input)
  }

  /**
   * Validates and runs a signed transaction. `push` commits it into the pending block (and the
   * journal); `compute` runs it without signatures and rolls it back; `replay` re-runs a journaled
   * transaction at its original block and time without signature or expiry checks.
   */
  pushTransaction(
    input: PackedTransactionInput,
    mode: PushMode = 'push',
    at?: { block: number; time: number; cpu?: number | undefined },
  ): { trace: TransactionTraceJson; durable: Promise<void> } {
    const started = performance.now()
    const { trx, packed, id, cfd } = decodePacked(input)
    if (mode === 'replay' && at) this.blocks.moveTo(at.block, at.time)
    const block = this.pendingBlock
    if (mode !== 'replay') validateHeader(trx, block.timestampMs, this.blocks)
    const actions = actionsOf(trx)
    validateReferencedAccounts(actions, this.accounts, this.authorization)
    if (mode !== 'compute' && this.recent.has(id)) {
      throw new ChainError('tx_duplicate', `duplicate transaction ${id}`)
    }
    if (mode === 'push') {
      const digest = signingDigest(this.chainId, packed, cfd)
      this.authorization.checkAuthorization(actions, signatureKeys(input.signatures ?? [], digest))
    }
    const netUsageWords = Math.ceil((packed.length + 64 * (input.signatures?.length ?? 0) + 16) / 8)
    const journal = mode === 'push' ? this.journal : undefined
    const context = new TransactionContext(this, id, block)
    const record = context.run(actions, {
      rollback: mode === 'compute',
      revertible: journal !== undefined,
      startedMs: started,
      netUsageWords,
    })
    const trace = transactionTraceJson(record, (a) => this.accounts.get(a)?.abi)
    if (mode === 'compute') return { trace, durable: Promise.resolve() }
    this.recent.add(id, trx.expiration.toMilliseconds())
    const receipt: TransactionReceipt = {
      id,
      cpuUsageUs: at?.cpu ?? record.cpuUsageUs,
      netUsageWords,
      input: {
        signatures: input.signatures ?? [],
        compression: input.compression === 1 || input.compression === 'zlib' ? 'zlib' : 'none',
        packed_context_free_data: input.packed_context_free_data ?? '',
        packed_trx: input.packed_trx,
      },
    }
    block.receipts.push(receipt)
    this.history.add(block.num, { record, changes: context.changes })
    if (!journal) {
      this.commit(record)
      return { trace, durable: Promise.resolve() }
    }
    // Applied now (later transactions run on top of it), but observed and answered only once its
    // record is on disk; taken back, with every transaction applied after it, if it cannot be.
    const durable = this.confirmations.transaction(
      journal,
      { t: 'tx', block: block.num, time: block.timestampMs, trx: input, cpu: receipt.cpuUsageUs },
      {
        written: () => this.commit(record),
        undo: () => {
          const i = block.receipts.lastIndexOf(receipt)
          if (i >= 0) block.receipts.splice(i, 1)
          this.recent.delete(id)
          this.history.remove(block.num, record)
          context.revert()
        },
      },
    )
    return { trace, durable }
  }

  /** The keys among `available` that satisfy every authorization of a transaction (get_required_keys). */
  requiredKeys(actions: AuthorizedAction[], available: string[]): string[] {
    return this.authorization.requiredKeys(actions, available)
  }

  // ---------------------------------------------------------------- replay and snapshots

  /** Replays a journaled time advance (its blocks are journaled on their own: only the offset matters). */
  replayAdvance(advanceMs: number): void {
    this.timeOffsetMs += advanceMs
  }

  /** Replays a journaled block: sealed with its original time and id. */
  replayBlock(num: number, timeMs: number, id: string): void {
    if (this.blocks.replaySeal(num, timeMs, id)) this.recent.prune(timeMs)
  }

  /** Replays a journaled reset: the genesis at its original time; its blocks follow in the journal. */
  replayReset(genesisMs: number): void {
    this.timeOffsetMs = 0
    this.loadWorld(this.world, genesisMs, false)
  }

  /**
   * After replay, with the journal attached: a block the journal ends inside (transactions, no
   * block record) is sealed and journaled; otherwise the next block opens now.
   */
  finishReplay(): void {
    if (this.blocks.pending.receipts.length > 0) this.nextBlock()
    else this.blocks.open(this.now())
    // The history starts at the replayed head: its state is the live one.
    this.history.restart(this.blocks.head.num, false)
  }

  /** Everything that changes after genesis, as JSON (for snapshots). */
  exportState(): ChainState {
    return exportState(this)
  }

  /** Replaces the state with a snapshot's (the world's accounts and contracts stay). */
  importState(s: ChainState): void {
    importState(this, s, () => this.now())
    this.history.restart(this.blocks.head.num, false)
  }

  /** Name helper re-exported for API modules. */
  static nameOf(value: bigint): string {
    return nameString(value)
  }
}
