import { Bytes, Checksum256 } from '@wharfkit/antelope'
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

  /** Seals the pending block: its id is a digest of its contents with the block number in the first 4 bytes. */
  seal(): BlockRecord {
    const b = this.pending
    b.previous = this.head.id
    const body = `${b.previous}|${b.num}|${b.timestampMs}|${b.receipts.map((r) => r.id).join(',')}`
    const digest = Checksum256.hash(Bytes.from(body, 'utf8')).array
    new DataView(digest.buffer, digest.byteOffset, 4).setUint32(0, b.num, false)
    b.id = Bytes.from(digest).hexString
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

  /** Restores a snapshot's head as the only known block, and opens the next one at `nowMs`. */
  restore(head: { num: number; id: string; previous: string; timestampMs: number }, nowMs: number) {
    this.blocks.clear()
    this.summaries.fill(undefined)
    this.head = { ...head, receipts: [] }
    this.keep(this.head)
    this.open(nowMs)
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
    const bytes = Bytes.from(id.slice(16, 24), 'hex').array
    return new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true)
  }

  /** The block producer's signature over a block id (deterministic, made with the dev key). */
  static blockSignature(id: string): string {
    return devPrivateKey.signDigest(Checksum256.from(id)).toString()
  }
}
