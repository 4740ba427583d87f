import type { Chain } from '../core/chain'
import { shipEncode } from './abi'
import { packSignedBlock, packTraces } from './blocks'
import { packBlockDeltas, packFullState } from './deltas'

/**
 * The results sessions send, encoded as the `result` variant. A block's packed parts are built
 * once and shared by every session (the last `CACHED_BLOCKS` blocks, and the whole state once per
 * history start), so many readers following the head cost one encoding.
 */

const CACHED_BLOCKS = 64

export interface BlocksWanted {
  block: boolean
  traces: boolean
  deltas: boolean
  /** A `get_blocks_request_v1`: answered with `get_blocks_result_v1` (no finality data). */
  v1: boolean
}

interface Parts {
  block?: Uint8Array
  traces?: Uint8Array
  deltas?: Uint8Array
}

function position(num: number, id: string) {
  return { block_num: num, block_id: id }
}

export class ShipResults {
  private readonly parts = new Map<number, Parts>()
  private generation = -1
  private fullState: { begin: number; bytes: Uint8Array } | undefined

  constructor(private readonly chain: Chain) {}

  /** `get_status_result_v0` (or `_v1`): the head is also the last irreversible block. */
  status(v1: boolean): Uint8Array {
    const { chain } = this
    const head = chain.head
    const h = chain.history
    const end = head.num + 1
    const result = {
      head: position(head.num, head.id),
      last_irreversible: position(head.num, head.id),
      trace_begin_block: Math.min(h.traceBegin, end),
      trace_end_block: end,
      chain_state_begin_block: Math.min(h.begin, end),
      chain_state_end_block: end,
      chain_id: chain.chainId,
      finality_data_begin_block: 0,
      finality_data_end_block: 0,
    }
    return shipEncode('result', [v1 ? 'get_status_result_v1' : 'get_status_result_v0', result])
  }

  /** `get_blocks_result_v0` (or `_v1`) for block `num`: without `this_block` when it is unknown. */
  block(num: number, wanted: BlocksWanted): Uint8Array {
    const { chain } = this
    const head = chain.head
    const b = chain.getBlock(num)
    const result: Record<string, unknown> = {
      head: position(head.num, head.id),
      last_irreversible: position(head.num, head.id),
      this_block: null,
      prev_block: null,
      block: null,
      traces: null,
      deltas: null,
      finality_data: null,
    }
    if (b && num > 0) {
      result.this_block = position(num, b.id)
      if (num > 1) result.prev_block = position(num - 1, b.previous)
      const parts = this.partsOf(num)
      const h = chain.history
      // Blocks come from the block log (kept across restarts), traces and deltas from the history.
      if (wanted.block) {
        parts.block ??= packSignedBlock(b)
        result.block = parts.block
      }
      if (wanted.traces && num >= h.traceBegin) {
        parts.traces ??= packTraces(chain, b, h.entries(num))
        result.traces = parts.traces
      }
      if (wanted.deltas && num >= h.begin) {
        if (num === h.begin) result.deltas = this.fullStateBytes()
        else {
          parts.deltas ??= packBlockDeltas(h.entries(num))
          result.deltas = parts.deltas
        }
      }
    }
    return shipEncode('result', [
      wanted.v1 ? 'get_blocks_result_v1' : 'get_blocks_result_v0',
      result,
    ])
  }

  private partsOf(num: number): Parts {
    if (this.generation !== this.chain.history.generation) {
      this.parts.clear()
      this.fullState = undefined
      this.generation = this.chain.history.generation
    }
    let p = this.parts.get(num)
    if (!p) {
      p = {}
      this.parts.set(num, p)
      if (this.parts.size > CACHED_BLOCKS) {
        const oldest = this.parts.keys().next().value as number
        this.parts.delete(oldest)
      }
    }
    return p
  }

  private fullStateBytes(): Uint8Array {
    const begin = this.chain.history.begin
    if (this.fullState?.begin !== begin) {
      this.fullState = { begin, bytes: packFullState(this.chain) }
    }
    return this.fullState.bytes
  }
}
