import { ABIDecoder, BlockId, Bytes, Checksum256, UInt32 } from '@wharfkit/antelope'
import { devPrivateKey } from './keys'

/**
 * Blocks and block summaries, as nodeos's `block_log` and `block_summary_object`: the last
 * `BLOCK_WINDOW` sealed blocks (for `get_block`) and, indexed by the low 16 bits of their number,
 * the ids TAPOS references are checked against.
 */

/** The JSON body of push_transaction / send_transaction, as a block keeps it. */
export interface PackedTransactionInput {
  signatures?: string[]
  compression?: number | string
  packed_context_free_data?: string
  packed_trx: string
}

export interface TransactionReceipt {
  id: string
  cpuUsageUs: number
  netUsageWords: number
  input: PackedTransactionInput
}

export interface BlockRecord {
  num: number
  id: string
  previous: string
  timestampMs: number
  receipts: TransactionReceipt[]
}

/**
 * The block log as snapshots keep it: the last sealed blocks, oldest first, with their
 * transactions, and the block being filled, so a restart from a snapshot serves every block as
 * a journal replay does (ids for TAPOS, headers, mroots and transactions for get_block and SHiP).
 */
export interface BlockHeaders {
  /** Number of the oldest block. */
  first: number
  /** Id of the block before the oldest one. */
  previous: string
  /** The blocks' ids, 64 hex digits each, concatenated. */
  ids: string
  /** The blocks' timestamps (ms): the first one, then each as the difference from the one before. */
  times: number[]
  /** The transactions of the blocks that have some: [position from `first`, receipts]. */
  receipts?: [index: number, receipts: TransactionReceipt[]][]
  /** The block being filled (number: the head's + 1), when it holds transactions. */
  pending?: { time: number; receipts: TransactionReceipt[] }
}

/** How many blocks `get_block` serves, and how far back TAPOS may reference (nodeos: 2^16). */
export const BLOCK_WINDOW = 65536
export const ZERO_ID = '0'.repeat(64)

export class BlockLog {
  /** The last sealed block. */
  head: BlockRecord = BlockLog.block(0, ZERO_ID, 0)
  /** The block being filled: transactions run at its timestamp. */
  pending: BlockRecord = BlockLog.block(1, ZERO_ID, 0)
  private readonly blocks = new Map<number, BlockRecord>()
  private readonly summaries: (string | undefined)[] = new Array(BLOCK_WINDOW)

  private static block(num: number, previous: string, timestampMs: number): BlockRecord {
    return { num, id: '', previous, timestampMs, receipts: [] }
  }

  /** Forgets every block: block 0 (the zero id) sealed just before `genesisMs`, block 1 pending at it. */
  reset(genesisMs: number): void {
    this.blocks.clear()
    this.summaries.fill(undefined)
    this.head = { ...BlockLog.block(0, ZERO_ID, genesisMs - 1), id: ZERO_ID }
    this.pending = BlockLog.block(1, ZERO_ID, genesisMs)
  }

  /**
   * Seals the pending block: its id is a digest of its contents with the block number in the first
   * 4 bytes, or `id` when a replay restores a journaled block.
   */
  seal(id?: string): BlockRecord {
    const b = this.pending
    b.previous = this.head.id
    if (id !== undefined) b.id = id
    else {
      const body = `${b.previous}|${b.num}|${b.timestampMs}|${b.receipts.map((r) => r.id).join(',')}`
      b.id = BlockId.fromBlockChecksum(Checksum256.hash(Bytes.from(body, 'utf8')), b.num).hexString
    }
    this.keep(b)
    this.blocks.delete(b.num - BLOCK_WINDOW)
    this.head = b
    return b
  }

  /** Opens the next block at `nowMs` (never before the head's time). */
  open(nowMs: number): void {
    this.pending = BlockLog.block(
      this.head.num + 1,
      this.head.id,
      Math.max(this.head.timestampMs + 1, nowMs),
    )
  }

  /** During a replay: seal blocks until the pending block is `num`, at `timeMs`. */
  moveTo(num: number, timeMs: number): void {
    if (this.pending.num === num) {
      // A block the snapshot ends inside: its remaining transactions keep their original time.
      if (this.pending.receipts.length === 0) this.pending.timestampMs = timeMs
      return
    }
    if (this.pending.receipts.length > 0 || this.pending.num < num) this.seal()
    this.pending = BlockLog.block(Math.max(num, this.head.num + 1), this.head.id, timeMs)
  }

  /**
   * During a replay: seals block `num` at `timeMs` with its journaled id, then opens the next one.
   * A block the state already holds (the snapshot's) is skipped: false.
   */
  replaySeal(num: number, timeMs: number, id: string): boolean {
    if (num <= this.head.num) return false
    if (this.pending.num !== num) this.moveTo(num, timeMs)
    this.pending.timestampMs = timeMs
    this.seal(id)
    this.pending = BlockLog.block(num + 1, id, timeMs + 1)
    return true
  }

  /**
   * Restores a snapshot's blocks: its headers when it has them (else its head alone), and opens
   * the next block at `nowMs`.
   */
  restore(
    head: { num: number; id: string; previous: string; timestampMs: number },
    headers: BlockHeaders | undefined,
    nowMs: number,
  ): void {
    this.blocks.clear()
    this.summaries.fill(undefined)
    this.head = { ...head, receipts: [] }
    if (headers) {
      let previous = headers.previous
      let time = 0
      const receipts = new Map(headers.receipts ?? [])
      headers.times.forEach((dt, i) => {
        const id = headers.ids.slice(i * 64, i * 64 + 64)
        time += dt
        const b: BlockRecord = {
          num: headers.first + i,
          id,
          previous,
          timestampMs: time,
          receipts: receipts.get(i) ?? [],
        }
        this.keep(b)
        previous = id
        if (b.num === head.num) this.head = b
      })
    }
    this.keep(this.head)
    this.open(nowMs)
    // Its transactions are in the state: they stay in the block they ran in (sealed after replay).
    if (headers?.pending?.receipts.length) {
      this.pending.timestampMs = headers.pending.time
      this.pending.receipts = headers.pending.receipts
    }
  }

  /** The sealed blocks, oldest first, and the block being filled (for snapshots). */
  headers(): BlockHeaders {
    let first = this.head.num + 1
    while (first > 0 && this.blocks.has(first - 1)) first--
    const ids: string[] = []
    const times: number[] = []
    const receipts: [number, TransactionReceipt[]][] = []
    let time = 0
    let previous = this.head.id
    for (let n = first; n <= this.head.num; n++) {
      const b = this.blocks.get(n) as BlockRecord
      if (n === first) previous = b.previous
      if (b.receipts.length > 0) receipts.push([n - first, [...b.receipts]])
      ids.push(b.id)
      times.push(b.timestampMs - time)
      time = b.timestampMs
    }
    // Copies: the snapshot is serialized later, while transactions go on filling the pending block.
    const { pending } = this
    return {
      first,
      previous,
      ids: ids.join(''),
      times,
      receipts,
      ...(pending.receipts.length > 0
        ? { pending: { time: pending.timestampMs, receipts: [...pending.receipts] } }
        : {}),
    }
  }

  private keep(b: BlockRecord): void {
    this.blocks.set(b.num, b)
    this.summaries[b.num & 0xffff] = b.id
  }

  get(num: number): BlockRecord | undefined {
    return this.blocks.get(num)
  }

  getById(id: string): BlockRecord | undefined {
    const b = this.blocks.get(Number.parseInt(id.slice(0, 8), 16))
    return b && b.id === id ? b : undefined
  }

  /** TAPOS: true when `ref_block_num` names a block summary whose id has this `ref_block_prefix`. */
  tapos(refBlockNum: number, refBlockPrefix: number): boolean {
    const id = this.summaries[refBlockNum & 0xffff]
    return id !== undefined && BlockLog.refBlockPrefix(id) === refBlockPrefix
  }

  /** `ref_block_prefix` of a block id: its bytes 8..12 as a little-endian uint32. */
  static refBlockPrefix(id: string): number {
    return UInt32.fromABI(new ABIDecoder(Bytes.from(id.slice(16, 24), 'hex').array)).toNumber()
  }

  /** The block producer's signature over a block id (deterministic, made with the dev key). */
  static blockSignature(id: string): string {
    return devPrivateKey.signDigest(Checksum256.from(id)).toString()
  }
}
