import { inflateSync } from 'node:zlib'
import { Bytes, Checksum256, Serializer, Transaction } from '@wharfkit/antelope'
import { LoadedAbi } from './abi'
import { artworkCid } from './artwork'
import {
  type Authority,
  AuthorityChecker,
  candidateKeys,
  type Permission,
  signingKeys,
  unsatisfiedMessage,
} from './auth'
import type {
  ContractModule,
  Host,
  InlineAction,
  IterateOptions,
  PermissionLevel,
} from './contract'
import { ChainError, check } from './errors'
import { formatTimePoint, formatTimePointSec } from './json'
import { CHAIN_ID, DEV_PUBLIC_KEY, devPrivateKey, legacyKey, normalizeKey } from './keys'
import { type NameLike, nameString, nameValue } from './names'
import { Database, type KeyType, type SecondaryKey, type StoredRow } from './store'
import type { AccountSpec, ArtworkSpec, DevchainNames, Genesis, World } from './world'

export interface Account {
  name: string
  createdMs: number
  permissions: Map<string, Permission>
  /** `code::action` or `code::` -> permission name (linkauth). */
  links: Map<string, string>
  contract?: ContractModule
  abi?: LoadedAbi
  codeHash: string
  recvSequence: number
  authSequence: number
}

/** The JSON body of push_transaction / send_transaction. */
export interface PackedTransactionInput {
  signatures?: string[]
  compression?: number | string
  packed_context_free_data?: string
  packed_trx: string
}

export interface BlockRecord {
  num: number
  id: string
  previous: string
  timestampMs: number
  receipts: TransactionReceipt[]
}

export interface TransactionReceipt {
  id: string
  cpuUsageUs: number
  netUsageWords: number
  input: PackedTransactionInput
}

/** nodeos's JSON action trace. */
export interface ActionTraceJson {
  action_ordinal: number
  creator_action_ordinal: number
  closest_unnotified_ancestor_action_ordinal: number
  receipt: {
    receiver: string
    act_digest: string
    global_sequence: number
    recv_sequence: number
    auth_sequence: [string, number][]
    code_sequence: number
    abi_sequence: number
  } | null
  receiver: string
  act: {
    account: string
    name: string
    authorization: PermissionLevel[]
    data: unknown
    hex_data: string
  }
  context_free: boolean
  elapsed: number
  console: string
  trx_id: string
  block_num: number
  block_time: string
  producer_block_id: null
  account_ram_deltas: { account: string; delta: number }[]
  except: null
  error_code: null
  return_value_hex_data: string
}

/** nodeos's JSON transaction trace (`processed`). */
export interface TransactionTraceJson {
  id: string
  block_num: number
  block_time: string
  producer_block_id: null
  receipt: { status: 'executed'; cpu_usage_us: number; net_usage_words: number } | null
  elapsed: number
  net_usage: number
  scheduled: boolean
  action_traces: ActionTraceJson[]
  account_ram_delta: null
  except: unknown
  error_code: null
}

export type TraceObserver = (trace: TransactionTraceJson) => void

/** What the journal records for each state change, so a restart replays it. */
export type JournalEntry =
  | { t: 'tx'; block: number; time: number; trx: PackedTransactionInput }
  | { t: 'time'; advanceMs: number }

export type PushMode = 'push' | 'compute' | 'replay'

/** A snapshot of the chain's mutable state. */
export interface ChainState {
  world: string
  chain_id: string
  head: { num: number; id: string; previous: string; time: number }
  time_offset_ms: number
  global_sequence: number
  accounts: [name: string, recv: number, auth: number][]
  seen: [id: string, expiration: number][]
  tables: {
    code: string
    scope: string
    table: string
    key_types: KeyType[]
    payer: string
    rows: [pk: string, payer: string, value: string, secondary: (string | number)[]][]
  }[]
}

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

interface Scheduled {
  ordinal: number
  creator: number
  closestUnnotified: number
  receiver: string
  account: string
  name: string
  authorization: PermissionLevel[]
  data: Uint8Array
  trace?: ActionTraceJson
}

const MAX_TRX_LIFETIME_MS = 3600 * 1000
const MAX_INLINE_DEPTH = 4
/** Blocks a time advance seals at the new time: head … head-3, so `blocksBehind: 3` sees it. */
const ADVANCE_BLOCKS = 4
const BLOCK_WINDOW = 65536
const EOSIO_CODE = 'eosio.code'
const ZERO_ID = '0'.repeat(64)

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')
}

function fromHex(s: string, what: string): Uint8Array {
  if (typeof s !== 'string' || s.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(s)) {
    throw new ChainError('packed_transaction_type_exception', `Invalid ${what}: not a hex string`)
  }
  return new Uint8Array(Buffer.from(s, 'hex'))
}

function sha256(data: Uint8Array): Uint8Array {
  return Checksum256.hash(data).array
}

function varuint(n: number, out: number[]): void {
  let v = n
  do {
    let b = v & 0x7f
    v >>>= 7
    if (v > 0) b |= 0x80
    out.push(b)
  } while (v > 0)
}

function u64le(v: bigint, out: number[]): void {
  for (let i = 0; i < 8; i++) out.push(Number((v >> BigInt(8 * i)) & 0xffn))
}

/** An action in Antelope's binary form (for `act_digest`). */
function packAction(a: {
  account: string
  name: string
  authorization: PermissionLevel[]
  data: Uint8Array
}): Uint8Array {
  const head: number[] = []
  u64le(nameValue(a.account), head)
  u64le(nameValue(a.name), head)
  varuint(a.authorization.length, head)
  for (const l of a.authorization) {
    u64le(nameValue(l.actor), head)
    u64le(nameValue(l.permission), head)
  }
  varuint(a.data.length, head)
  const out = new Uint8Array(head.length + a.data.length)
  out.set(head, 0)
  out.set(a.data, head.length)
  return out
}

/**
 * Turns `obj[key]` into an enumerable property computed on first read and then kept (assigning
 * replaces it), so JSON, spreads and deep equality see an ordinary value.
 */
function lazyProperty<T extends object, K extends keyof T>(
  obj: T,
  key: K,
  compute: () => T[K],
): void {
  let value: T[K]
  let done = false
  Object.defineProperty(obj, key, {
    enumerable: true,
    configurable: true,
    get: () => {
      if (!done) {
        value = compute()
        done = true
      }
      return value
    },
    set: (v: T[K]) => {
      value = v
      done = true
    },
  })
}

function levelJson(l: PermissionLevel): string {
  return JSON.stringify({ actor: l.actor, permission: l.permission })
}

function scopeValue(scope: NameLike | bigint): bigint {
  return typeof scope === 'bigint' ? scope : nameValue(scope)
}

/**
 * The chain: accounts and permissions, contract tables, blocks and chain time, and the
 * transaction pipeline (decode, expiry, TAPOS, dedupe, signatures, authorization, dispatch with
 * notifications and inline actions, atomic rollback).
 */
export class Chain {
  readonly chainId = CHAIN_ID
  readonly names: DevchainNames
  readonly blockMs: number
  readonly db = new Database()
  readonly accounts = new Map<string, Account>()
  readonly artwork = new Map<string, ArtworkSpec>()
  world: World
  head!: BlockRecord
  private pending!: BlockRecord
  private readonly blocks = new Map<number, BlockRecord>()
  private readonly summaries: (string | undefined)[] = new Array(BLOCK_WINDOW)
  private readonly seen = new Map<string, number>()
  private readonly observers: TraceObserver[] = []
  private readonly resetHooks: (() => void)[] = []
  timeOffsetMs = 0
  globalSequence = 0
  private readonly clock: () => number
  private timer: NodeJS.Timeout | undefined
  /** Set by persistence: called for every state change before it is answered. */
  journal: ((entry: JournalEntry) => Promise<void>) | undefined
  private replaying = false

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

  /** Current block being filled (transactions run at its timestamp). */
  get pendingBlock(): BlockRecord {
    return this.pending
  }

  observe(fn: TraceObserver): void {
    this.observers.push(fn)
  }

  /** Called after the state is cleared, before a world's genesis runs (for indexers). */
  onReset(fn: () => void): void {
    this.resetHooks.push(fn)
  }

  // ---------------------------------------------------------------- world and genesis

  private loadWorld(world: World): void {
    this.world = world
    this.db.clear()
    this.accounts.clear()
    this.artwork.clear()
    this.seen.clear()
    this.blocks.clear()
    this.summaries.fill(undefined)
    this.globalSequence = 0
    for (const fn of this.resetHooks) fn()
    const genesisTime = this.now()
    for (const spec of world.accounts) this.createAccount(spec, genesisTime)
    this.head = {
      num: 0,
      id: ZERO_ID,
      previous: ZERO_ID,
      timestampMs: genesisTime - 1,
      receipts: [],
    }
    this.pending = { num: 1, id: '', previous: ZERO_ID, timestampMs: genesisTime, receipts: [] }
    const genesis: Genesis = {
      action: (account, name, data, authorization) => {
        const auth = authorization ?? [{ actor: account, permission: 'active' }]
        const abi = this.accounts.get(account)?.abi
        check(abi, `genesis action on ${account}, which has no contract`)
        const bytes = abi.encode(abi.actionType(name), data)
        this.runActions(
          [{ account, name, authorization: auth, data: bytes }],
          `genesis-${this.globalSequence}`,
          false,
        )
      },
      artwork: (spec) => {
        const cid = artworkCid(spec)
        this.artwork.set(cid, spec)
        return cid
      },
    }
    world.genesis(genesis)
    // Seal the genesis block and three empty ones, so clients reading 3 blocks behind head work at once.
    for (let i = 0; i < 4; i++) {
      this.sealPending()
      this.openPending()
    }
  }

  /** Restores the world's genesis state (`/devchain/reset`). */
  reset(world: World = this.world): void {
    this.timeOffsetMs = 0
    this.loadWorld(world)
  }

  private createAccount(spec: AccountSpec, createdMs: number): void {
    const keys = (spec.keys ?? [DEV_PUBLIC_KEY]).map(normalizeKey)
    const keyAuth = (ks: string[], accounts: PermissionLevel[] = []): Authority => ({
      threshold: 1,
      keys: ks.map((key) => ({ key, weight: 1 })).sort((a, b) => (a.key < b.key ? -1 : 1)),
      accounts: accounts.map((permission) => ({ permission, weight: 1 })),
      waits: [],
    })
    const permissions = new Map<string, Permission>()
    permissions.set('owner', { name: 'owner', parent: '', auth: keyAuth(keys) })
    const activeAccounts = spec.contract ? [{ actor: spec.name, permission: EOSIO_CODE }] : []
    permissions.set('active', {
      name: 'active',
      parent: 'owner',
      auth: keyAuth(keys, activeAccounts),
    })
    const links = new Map<string, string>()
    for (const p of spec.permissions ?? []) {
      permissions.set(p.name, {
        name: p.name,
        parent: p.parent,
        auth: keyAuth((p.keys ?? [DEV_PUBLIC_KEY]).map(normalizeKey), p.accounts ?? []),
      })
      for (const l of p.links ?? []) links.set(`${l.code}::${l.action}`, p.name)
    }
    const account: Account = {
      name: spec.name,
      createdMs,
      permissions,
      links,
      codeHash: ZERO_ID,
      recvSequence: 0,
      authSequence: 0,
    }
    if (spec.contract) {
      account.contract = spec.contract
      account.abi = new LoadedAbi(spec.contract.abi)
      account.codeHash = Checksum256.hash(
        new TextEncoder().encode(`devchain:${spec.contract.id}`),
      ).hexString
    }
    this.accounts.set(spec.name, account)
  }

  private permissionOf = (actor: string, permission: string): Permission | undefined =>
    this.accounts.get(actor)?.permissions.get(permission)

  // ---------------------------------------------------------------- blocks and time

  start(): void {
    if (this.timer) return
    this.timer = setInterval(() => {
      this.sealPending()
      this.openPending()
    }, this.blockMs)
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
  }

  private openPending(): void {
    const ts = Math.max(this.head.timestampMs + 1, this.now())
    this.pending = {
      num: this.head.num + 1,
      id: '',
      previous: this.head.id,
      timestampMs: ts,
      receipts: [],
    }
  }

  private sealPending(): void {
    const b = this.pending
    b.previous = this.head.id
    const body = new TextEncoder().encode(
      `${b.previous}|${b.num}|${b.timestampMs}|${b.receipts.map((r) => r.id).join(',')}`,
    )
    const digest = sha256(body)
    const view = new DataView(digest.buffer, digest.byteOffset, 4)
    view.setUint32(0, b.num, false)
    b.id = hex(digest)
    this.blocks.set(b.num, b)
    this.blocks.delete(b.num - BLOCK_WINDOW)
    this.summaries[b.num & 0xffff] = b.id
    this.head = b
    for (const [id, exp] of this.seen) if (exp < b.timestampMs) this.seen.delete(id)
  }

  /** Moves chain time forward and produces a block at the new time at once. */
  async advanceTime(seconds: number): Promise<void> {
    const advanceMs = Math.round(seconds * 1000)
    this.applyAdvance(advanceMs)
    await this.journal?.({ t: 'time', advanceMs })
  }

  /**
   * Moves chain time: the block being filled is sealed at its own time, then `ADVANCE_BLOCKS`
   * blocks are sealed at the new time before the advance is answered, so a client referencing the
   * block 3 behind head (eosjs's `blocksBehind: 3`) computes its expiration from the new time.
   */
  private applyAdvance(advanceMs: number): void {
    this.timeOffsetMs += advanceMs
    this.sealPending()
    this.openPending()
    for (let i = 0; i < ADVANCE_BLOCKS; i++) {
      this.sealPending()
      this.openPending()
    }
  }

  getBlock(num: number): BlockRecord | undefined {
    return this.blocks.get(num)
  }

  getBlockById(id: string): BlockRecord | undefined {
    const num = Number.parseInt(id.slice(0, 8), 16)
    const b = this.blocks.get(num)
    return b && b.id === id ? b : undefined
  }

  /** `ref_block_prefix` of a block id: its bytes 8..12 as a little-endian uint32. */
  static refBlockPrefix(id: string): number {
    return Buffer.from(id.slice(16, 24), 'hex').readUInt32LE(0)
  }

  /** The block producer's signature over a block id (deterministic, made with the dev key). */
  static blockSignature(id: string): string {
    return devPrivateKey.signDigest(Checksum256.from(id)).toString()
  }

  // ---------------------------------------------------------------- transactions

  /** Decodes packed_trx (inflating zlib when compression is 1), returning the transaction and its id. */
  decodePacked(input: PackedTransactionInput): {
    trx: Transaction
    packed: Uint8Array
    id: string
    cfd: Uint8Array
  } {
    if (!input || typeof input.packed_trx !== 'string') {
      throw new ChainError('packed_transaction_type_exception', 'Missing packed_trx')
    }
    const compression = input.compression ?? 0
    let packed = fromHex(input.packed_trx, 'packed_trx')
    let cfd = fromHex(input.packed_context_free_data ?? '', 'packed_context_free_data')
    if (compression === 1 || compression === 'zlib') {
      try {
        packed = new Uint8Array(inflateSync(packed))
        if (cfd.length) cfd = new Uint8Array(inflateSync(cfd))
      } catch (e) {
        throw new ChainError(
          'tx_decompression_error',
          `Error decompressing transaction: ${(e as Error).message}`,
        )
      }
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
    return { trx, packed, id: hex(sha256(packed)), cfd }
  }

  /**
   * Validates and runs a signed transaction. `push` commits it into the pending block (and the
   * journal); `compute` runs it without signatures and rolls it back; `replay` re-runs a journaled
   * transaction at its original block and time without signature or expiry checks.
   */
  pushTransaction(
    input: PackedTransactionInput,
    mode: PushMode = 'push',
    at?: { block: number; time: number },
  ): { trace: TransactionTraceJson; durable: Promise<void> } {
    const started = performance.now()
    const { trx, packed, id, cfd } = this.decodePacked(input)
    if (mode === 'replay' && at) this.moveToBlock(at.block, at.time)
    const pendingTime = this.pending.timestampMs
    const expirationMs = trx.expiration.toMilliseconds()
    if (mode !== 'replay') {
      if (expirationMs < pendingTime) {
        throw new ChainError(
          'expired_tx_exception',
          `transaction has expired, expiration is ${formatTimePointSec(expirationMs)} and pending block time is ${formatTimePoint(pendingTime)}`,
        )
      }
      if (expirationMs > pendingTime + MAX_TRX_LIFETIME_MS) {
        throw new ChainError(
          'tx_exp_too_far_exception',
          `Transaction expiration is too far in the future relative to the reference time of ${formatTimePoint(pendingTime)}, expiration is ${formatTimePointSec(expirationMs)} and the maximum transaction lifetime is 3600 seconds`,
        )
      }
      const refId = this.summaries[Number(trx.ref_block_num)]
      if (!refId || Chain.refBlockPrefix(refId) !== Number(trx.ref_block_prefix)) {
        throw new ChainError(
          'invalid_ref_block_exception',
          "Transaction's reference block did not match. Is this transaction from a different fork?",
        )
      }
    }
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
    const actions = trx.actions.map((a) => ({
      account: String(a.account),
      name: String(a.name),
      authorization: a.authorization.map((p) => ({
        actor: String(p.actor),
        permission: String(p.permission),
      })),
      data: a.data.array,
    }))
    this.validateReferencedAccounts(actions)
    if (mode !== 'compute' && this.seen.has(id)) {
      throw new ChainError('tx_duplicate', `duplicate transaction ${id}`)
    }
    if (mode === 'push') {
      const preimage = new Uint8Array(32 + packed.length + 32)
      preimage.set(Buffer.from(this.chainId, 'hex'), 0)
      preimage.set(packed, 32)
      // Context-free data is a packed vector<bytes>: with no entries the digest uses 32 zero bytes.
      if (cfd.length > 0 && cfd[0] !== 0) preimage.set(sha256(cfd), 32 + packed.length)
      const candidates = new Set<string>()
      for (const a of actions)
        for (const l of a.authorization) candidateKeys(this.permissionOf, l, candidates)
      const keys = signingKeys(input.signatures ?? [], preimage, sha256(preimage), candidates)
      this.checkAuthorization(actions, keys)
    }
    const netUsageWords = Math.ceil((packed.length + 64 * (input.signatures?.length ?? 0) + 16) / 8)
    const trace = this.runActions(actions, id, mode === 'compute', started, netUsageWords)
    if (mode === 'compute') return { trace, durable: Promise.resolve() }
    this.seen.set(id, expirationMs)
    this.pending.receipts.push({
      id,
      cpuUsageUs: trace.receipt?.cpu_usage_us ?? 0,
      netUsageWords,
      input: {
        signatures: input.signatures ?? [],
        compression: input.compression === 1 || input.compression === 'zlib' ? 'zlib' : 'none',
        packed_context_free_data: input.packed_context_free_data ?? '',
        packed_trx: input.packed_trx,
      },
    })
    const durable =
      mode === 'push' && this.journal
        ? this.journal({
            t: 'tx',
            block: this.pending.num,
            time: this.pending.timestampMs,
            trx: input,
          })
        : Promise.resolve()
    return { trace, durable }
  }

  /** Replays a journaled time advance (its blocks are long gone: only the offset matters). */
  replayAdvance(advanceMs: number): void {
    this.timeOffsetMs += advanceMs
  }

  /** During replay: seal blocks until the pending block is `num`, at `time`. */
  private moveToBlock(num: number, time: number): void {
    if (this.pending.num === num) {
      // A block the snapshot ends inside: its remaining transactions keep their original time.
      if (this.pending.receipts.length === 0) this.pending.timestampMs = time
      return
    }
    if (this.pending.receipts.length > 0 || this.pending.num < num) this.sealPending()
    this.pending = {
      num: Math.max(num, this.head.num + 1),
      id: '',
      previous: this.head.id,
      timestampMs: time,
      receipts: [],
    }
  }

  /** After replay: make sure the next block starts after everything replayed. */
  finishReplay(): void {
    this.sealPending()
    this.openPending()
  }

  setReplaying(on: boolean): void {
    this.replaying = on
  }

  get isReplaying(): boolean {
    return this.replaying
  }

  private validateReferencedAccounts(
    actions: { account: string; authorization: PermissionLevel[] }[],
  ): void {
    let oneAuth = false
    for (const a of actions) {
      if (!this.accounts.has(a.account)) {
        throw new ChainError(
          'transaction_exception',
          `action's code account '${a.account}' does not exist`,
        )
      }
      for (const l of a.authorization) {
        oneAuth = true
        if (!this.accounts.has(l.actor)) {
          throw new ChainError(
            'transaction_exception',
            `action's authorizing actor '${l.actor}' does not exist`,
          )
        }
        if (!this.permissionOf(l.actor, l.permission)) {
          throw new ChainError(
            'transaction_exception',
            `action's authorizations include a non-existent permission: ${levelJson(l)}`,
          )
        }
      }
    }
    if (!oneAuth)
      throw new ChainError('tx_no_auths', 'transaction must have at least one authorization')
  }

  /** The permission an action needs at least (linkauth, else `active`). */
  private minPermission(actor: string, code: string, name: string): string {
    const acct = this.accounts.get(actor)
    return acct?.links.get(`${code}::${name}`) ?? acct?.links.get(`${code}::`) ?? 'active'
  }

  /** True when `declared` is `min` or one of its ancestors (owner satisfies active). */
  private satisfiesMin(actor: string, declared: string, min: string): boolean {
    let p: string | undefined = min
    for (let i = 0; p && i < 10; i++) {
      if (p === declared) return true
      p = this.permissionOf(actor, p)?.parent
    }
    return false
  }

  private checkMinPermissions(
    actions: { account: string; name: string; authorization: PermissionLevel[] }[],
  ): void {
    for (const a of actions) {
      for (const l of a.authorization) {
        const min = this.minPermission(l.actor, a.account, a.name)
        if (!this.satisfiesMin(l.actor, l.permission, min)) {
          throw new ChainError(
            'irrelevant_auth_exception',
            `action declares irrelevant authority '${levelJson(l)}'; minimum authority is ${levelJson({ actor: l.actor, permission: min })}`,
          )
        }
      }
    }
  }

  private checkAuthorization(
    actions: { account: string; name: string; authorization: PermissionLevel[] }[],
    keys: string[],
  ): void {
    this.checkMinPermissions(actions)
    const checker = new AuthorityChecker(this.permissionOf, keys)
    for (const a of actions) {
      for (const l of a.authorization) {
        if (!checker.satisfied(l))
          throw new ChainError('unsatisfied_authorization', unsatisfiedMessage(l, keys))
      }
    }
    const unused = keys.filter((k) => !checker.usedKeys.has(k))
    if (unused.length > 0) {
      throw new ChainError(
        'tx_irrelevant_sig',
        `transaction bears irrelevant signatures from these keys: ${JSON.stringify(unused.map(legacyKey))}`,
      )
    }
  }

  /** The keys among `available` that satisfy every authorization of a transaction (get_required_keys). */
  requiredKeys(
    actions: { account: string; name: string; authorization: PermissionLevel[] }[],
    available: string[],
  ): string[] {
    this.checkMinPermissions(actions)
    const keys = available.map(normalizeKey)
    const checker = new AuthorityChecker(this.permissionOf, keys)
    for (const a of actions) {
      for (const l of a.authorization) {
        if (!checker.satisfied(l))
          throw new ChainError('unsatisfied_authorization', unsatisfiedMessage(l, keys))
      }
    }
    return [...checker.usedKeys]
  }

  // ---------------------------------------------------------------- dispatch

  /**
   * Runs a transaction's actions atomically: the root actions get ordinals 1..n, then each runs
   * with its notifications and, depth first, its inline actions (as nodeos's apply_context).
   */
  private runActions(
    actions: {
      account: string
      name: string
      authorization: PermissionLevel[]
      data: Uint8Array
    }[],
    trxId: string,
    rollback: boolean,
    started = performance.now(),
    netUsageWords = 0,
  ): TransactionTraceJson {
    const block = this.pending
    const scheduled: Scheduled[] = []
    const schedule = (s: Omit<Scheduled, 'ordinal'>): number => {
      const ordinal = scheduled.length + 1
      scheduled.push({ ...s, ordinal })
      return ordinal
    }
    for (const a of actions) {
      schedule({ ...a, receiver: a.account, creator: 0, closestUnnotified: 0 })
    }
    this.db.begin()
    const seq = this.globalSequence
    this.db.onUndo(() => {
      this.globalSequence = seq
    })
    try {
      for (let i = 1; i <= actions.length; i++)
        this.execute(i, 0, scheduled, schedule, trxId, block)
    } catch (e) {
      this.db.rollback()
      throw e
    }
    if (rollback) this.db.rollback()
    else this.db.commit()
    const cpu = Math.max(100, Math.round((performance.now() - started) * 1000))
    const trace: TransactionTraceJson = {
      id: trxId,
      block_num: block.num,
      block_time: formatTimePoint(block.timestampMs),
      producer_block_id: null,
      receipt: { status: 'executed', cpu_usage_us: cpu, net_usage_words: netUsageWords },
      elapsed: cpu,
      net_usage: netUsageWords * 8,
      scheduled: false,
      action_traces: scheduled
        .map((s) => s.trace)
        .filter((t): t is ActionTraceJson => t !== undefined),
      account_ram_delta: null,
      except: null,
      error_code: null,
    }
    if (!rollback) for (const fn of this.observers) fn(trace)
    return trace
  }

  private execute(
    ordinal: number,
    depth: number,
    scheduled: Scheduled[],
    schedule: (s: Omit<Scheduled, 'ordinal'>) => number,
    trxId: string,
    block: BlockRecord,
  ): void {
    const root = scheduled[ordinal - 1] as Scheduled
    const notified: { receiver: string; ordinal: number }[] = [{ receiver: root.receiver, ordinal }]
    const inlines: number[] = []
    const runOne = (receiver: string, ord: number): void => {
      const s = scheduled[ord - 1] as Scheduled
      const consoleOut: string[] = []
      const started = performance.now()
      const host = this.makeHost(
        s,
        receiver,
        ord,
        root.ordinal,
        notified,
        inlines,
        schedule,
        consoleOut,
        block,
      )
      const recipient = this.accounts.get(receiver)
      const contract = recipient?.contract
      const abi = this.accounts.get(s.account)?.abi
      if (contract) {
        const handler =
          receiver === s.account
            ? contract.actions[s.name]
            : (contract.notifications?.[`${s.account}::${s.name}`] ??
              contract.notifications?.[`*::${s.name}`])
        if (handler) {
          let data: unknown
          try {
            data = abi?.decode(abi.actionType(s.name), s.data)
          } catch {
            throw new ChainError(
              'eosio_assert_message_exception',
              'assertion failure with message: read',
            )
          }
          handler(host, data)
        } else if (receiver === s.account) {
          throw new ChainError(
            'eosio_assert_message_exception',
            'assertion failure with message: unknown action',
          )
        }
      }
      s.trace = this.makeTrace(
        s,
        receiver,
        trxId,
        block,
        consoleOut.join(''),
        performance.now() - started,
      )
    }
    runOne(root.receiver, ordinal)
    for (let i = 1; i < notified.length; i++) {
      const n = notified[i] as { receiver: string; ordinal: number }
      runOne(n.receiver, n.ordinal)
    }
    if (inlines.length > 0 && depth >= MAX_INLINE_DEPTH) {
      throw new ChainError(
        'transaction_exception',
        'max inline action depth per transaction reached',
      )
    }
    for (const o of inlines) this.execute(o, depth + 1, scheduled, schedule, trxId, block)
  }

  private makeTrace(
    s: Scheduled,
    receiver: string,
    trxId: string,
    block: BlockRecord,
    consoleText: string,
    elapsedMs: number,
  ): ActionTraceJson {
    const recv = this.accounts.get(receiver) as Account
    const global = ++this.globalSequence
    const recvSeq = ++recv.recvSequence
    this.db.onUndo(() => {
      recv.recvSequence--
    })
    const authSeq: [string, number][] = s.authorization.map((l) => {
      const acct = this.accounts.get(l.actor) as Account
      const n = ++acct.authSequence
      this.db.onUndo(() => {
        acct.authSequence--
      })
      return [l.actor, n]
    })
    const abi = this.accounts.get(s.account)?.abi
    const act: ActionTraceJson['act'] = {
      account: s.account,
      name: s.name,
      authorization: s.authorization,
      data: undefined,
      hex_data: hex(s.data),
    }
    // The data as JSON and the digest are computed when first read (an answer's JSON, an
    // observer), not for every trace: genesis traces, for instance, are mostly never read.
    lazyProperty(act, 'data', () => {
      if (!abi?.hasAction(s.name)) return hex(s.data)
      try {
        return abi.decodeJson(abi.actionType(s.name), s.data)
      } catch {
        return hex(s.data)
      }
    })
    const receipt: NonNullable<ActionTraceJson['receipt']> = {
      receiver,
      act_digest: '',
      global_sequence: global,
      recv_sequence: recvSeq,
      auth_sequence: authSeq,
      code_sequence: recv.contract ? 1 : 0,
      abi_sequence: recv.abi ? 1 : 0,
    }
    lazyProperty(receipt, 'act_digest', () => hex(sha256(packAction(s))))
    return {
      action_ordinal: s.ordinal,
      creator_action_ordinal: s.creator,
      closest_unnotified_ancestor_action_ordinal: s.closestUnnotified,
      receipt,
      receiver,
      act,
      context_free: false,
      elapsed: Math.max(1, Math.round(elapsedMs * 1000)),
      console: consoleText,
      trx_id: trxId,
      block_num: block.num,
      block_time: formatTimePoint(block.timestampMs),
      producer_block_id: null,
      account_ram_deltas: [],
      except: null,
      error_code: null,
      return_value_hex_data: '',
    }
  }

  private makeHost(
    s: Scheduled,
    receiver: string,
    ordinal: number,
    firstReceiverOrdinal: number,
    notified: { receiver: string; ordinal: number }[],
    inlines: number[],
    schedule: (s: Omit<Scheduled, 'ordinal'>) => number,
    consoleOut: string[],
    block: BlockRecord,
  ): Host {
    const chain = this
    const self = receiver
    const authorization = s.authorization
    const hasAuth = (account: NameLike): boolean => {
      const a = String(account)
      return authorization.some((l) => l.actor === a)
    }
    const tableSpec = (table: string) => {
      const spec = chain.accounts.get(self)?.contract?.tables[table]
      if (!spec) {
        throw new ChainError(
          'table_access_violation',
          `table ${table} is not declared by contract ${self}`,
        )
      }
      return spec
    }
    const abiOf = (code: string): LoadedAbi => {
      const abi = chain.accounts.get(code)?.abi
      if (!abi) throw new ChainError('abi_not_found_exception', `No ABI found for ${code}`)
      return abi
    }
    const decodeRow = <T>(code: string, table: string, row: StoredRow): T => {
      const abi = abiOf(code)
      return abi.decode<T>(abi.tableType(table), row.value)
    }
    const host: Host = {
      self,
      firstReceiver: s.account,
      action: s.name,
      authorization,
      nowMs: () => block.timestampMs,
      nowSec: () => Math.floor(block.timestampMs / 1000),
      check,
      requireAuth(account, permission) {
        const a = String(account)
        const p = permission === undefined ? undefined : String(permission)
        if (!authorization.some((l) => l.actor === a && (p === undefined || l.permission === p))) {
          throw new ChainError(
            'missing_auth_exception',
            `missing authority of ${p ? `${a}/${p}` : a}`,
          )
        }
      },
      hasAuth,
      isAccount: (account) => chain.accounts.has(String(account)),
      requireRecipient(account) {
        const a = String(account)
        if (notified.some((n) => n.receiver === a)) return
        if (!chain.accounts.has(a)) {
          throw new ChainError(
            'action_validate_exception',
            `notified account '${a}' does not exist`,
          )
        }
        const o = schedule({
          receiver: a,
          account: s.account,
          name: s.name,
          authorization: s.authorization,
          data: s.data,
          creator: ordinal,
          closestUnnotified: firstReceiverOrdinal,
        })
        notified.push({ receiver: a, ordinal: o })
      },
      sendInline(action: InlineAction) {
        const account = String(action.account)
        const name = String(action.name)
        const target = chain.accounts.get(account)
        if (!target) {
          throw new ChainError(
            'action_validate_exception',
            `inline action's code account ${account} does not exist`,
          )
        }
        const abi = abiOf(account)
        const data = abi.encode(abi.actionType(name), action.data)
        const auths = action.authorization.map((l) => ({
          actor: String(l.actor),
          permission: String(l.permission),
        }))
        const code = { actor: self, permission: EOSIO_CODE }
        const checker = new AuthorityChecker(chain.permissionOf, [], [code])
        for (const l of auths) {
          if (!chain.permissionOf(l.actor, l.permission)) {
            throw new ChainError(
              'action_validate_exception',
              `inline action's authorizations include a non-existent permission: ${levelJson(l)}`,
            )
          }
          if (!checker.satisfied(l)) {
            throw new ChainError('unsatisfied_authorization', unsatisfiedMessage(l, [], [code]))
          }
        }
        inlines.push(
          schedule({
            receiver: account,
            account,
            name,
            authorization: auths,
            data,
            creator: ordinal,
            closestUnnotified: firstReceiverOrdinal,
          }),
        )
      },
      print(text) {
        consoleOut.push(text)
      },
      getRow<T>(
        table: NameLike,
        scope: NameLike | bigint,
        pk: bigint,
        code?: NameLike,
      ): T | undefined {
        const c = code === undefined ? self : String(code)
        const t = String(table)
        const row = chain.db.getTable(c, scopeValue(scope), t)?.get(pk)
        return row ? decodeRow<T>(c, t, row) : undefined
      },
      setRow<T>(table: NameLike, scope: NameLike | bigint, row: T, payer?: NameLike): void {
        const t = String(table)
        const spec = tableSpec(t)
        const abi = abiOf(self)
        const sc = scopeValue(scope)
        const pk = spec.primaryKey(row)
        const prev = chain.db.getTable(self, sc, t)?.get(pk)
        const payerName = payer === undefined ? (prev?.payer ?? self) : String(payer)
        if (payerName !== self && (!prev || prev.payer !== payerName)) {
          if (receiver !== s.account) {
            throw new ChainError(
              'unauthorized_ram_usage_increase',
              `unprivileged contract cannot increase RAM usage of another account within a notify context: ${payerName}`,
            )
          }
          if (!hasAuth(payerName)) {
            throw new ChainError(
              'unauthorized_ram_usage_increase',
              `unprivileged contract cannot increase RAM usage of another account that has not authorized the action: ${payerName}`,
            )
          }
        }
        const secondary: SecondaryKey[] = (spec.indexes ?? []).map((ix) => ix.key(row))
        const keyTypes = (spec.indexes ?? []).map((ix) => ix.keyType)
        chain.db.set(self, sc, t, keyTypes, {
          pk,
          payer: payerName,
          value: abi.encode(abi.tableType(t), row),
          secondary,
        })
      },
      eraseRow(table, scope, pk) {
        const t = String(table)
        tableSpec(t)
        chain.db.erase(self, scopeValue(scope), t, pk)
      },
      *rows<T>(
        table: NameLike,
        scope: NameLike | bigint,
        options: IterateOptions = {},
      ): Generator<T> {
        const c = options.code === undefined ? self : String(options.code)
        const t = String(table)
        const tbl = chain.db.getTable(c, scopeValue(scope), t)
        if (!tbl) return
        const index = options.index ?? 1
        if (index <= 1) {
          const lower = options.lower === undefined ? 0n : BigInt(options.lower)
          const upper = options.upper === undefined ? 0xffffffffffffffffn : BigInt(options.upper)
          for (const row of [...tbl.primaryRange(lower, upper, options.reverse)])
            yield decodeRow<T>(c, t, row)
        } else {
          const hits = [
            ...tbl.secondaryRange(index - 2, options.lower, options.upper, options.reverse),
          ]
          for (const { row } of hits) yield decodeRow<T>(c, t, row)
        }
      },
    }
    return host
  }

  // ---------------------------------------------------------------- snapshots

  /** Everything that changes after genesis, as JSON (for snapshots). */
  exportState(): ChainState {
    const tables: ChainState['tables'] = []
    for (const t of this.db.allTables()) {
      tables.push({
        code: t.code,
        scope: t.scope.toString(),
        table: t.table,
        key_types: [...t.keyTypes],
        payer: t.payer,
        rows: [...t.all()].map((r) => [
          r.pk.toString(),
          r.payer,
          hex(r.value),
          r.secondary.map((k) => (typeof k === 'bigint' ? k.toString() : k)),
        ]),
      })
    }
    return {
      world: this.world.name,
      chain_id: this.chainId,
      head: {
        num: this.head.num,
        id: this.head.id,
        previous: this.head.previous,
        time: this.head.timestampMs,
      },
      time_offset_ms: this.timeOffsetMs,
      global_sequence: this.globalSequence,
      accounts: [...this.accounts.values()].map((a) => [a.name, a.recvSequence, a.authSequence]),
      seen: [...this.seen.entries()],
      tables,
    }
  }

  /** Replaces the state with a snapshot's (the world's accounts and contracts stay). */
  importState(s: ChainState): void {
    this.db.clear()
    for (const t of s.tables) {
      const scope = BigInt(t.scope)
      for (const [pk, payer, value, secondary] of t.rows) {
        this.db.set(t.code, scope, t.table, t.key_types, {
          pk: BigInt(pk),
          payer,
          value: new Uint8Array(Buffer.from(value, 'hex')),
          secondary: secondary.map((k) => (typeof k === 'string' ? BigInt(k) : k)),
        })
      }
      const tbl = this.db.getTable(t.code, scope, t.table)
      if (tbl) tbl.payer = t.payer
    }
    for (const [name, recv, auth] of s.accounts) {
      const a = this.accounts.get(name)
      if (a) {
        a.recvSequence = recv
        a.authSequence = auth
      }
    }
    this.seen.clear()
    for (const [id, exp] of s.seen) this.seen.set(id, exp)
    this.timeOffsetMs = s.time_offset_ms
    this.globalSequence = s.global_sequence
    this.blocks.clear()
    this.summaries.fill(undefined)
    this.head = {
      num: s.head.num,
      id: s.head.id,
      previous: s.head.previous,
      timestampMs: s.head.time,
      receipts: [],
    }
    this.blocks.set(this.head.num, this.head)
    this.summaries[this.head.num & 0xffff] = this.head.id
    this.openPending()
  }

  // ---------------------------------------------------------------- lookups for the API

  account(name: string): Account | undefined {
    return this.accounts.get(name)
  }

  /** Name helper re-exported for API modules. */
  static nameOf(value: bigint): string {
    return nameString(value)
  }
}
