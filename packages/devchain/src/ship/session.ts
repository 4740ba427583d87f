import type { RawData, WebSocket } from 'ws'
import type { Chain } from '../core/chain'
import { type BlocksRequestFields, decodeRequest, SHIP_ABI_TEXT, type ShipRequest } from './abi'
import type { BlocksWanted, ShipResults } from './results'

/**
 * One state-history websocket session, as nodeos's `session.hpp` runs it: the ABI as a text frame,
 * then binary `request`s in and `result`s out. Status requests are answered in order; a blocks
 * request sets a cursor, and one `get_blocks_result` is sent per block while the session has
 * credit (`max_messages_in_flight`, topped up by `get_blocks_ack_request_v0`), the cursor is at
 * or below head and before `end_block_num`; past head it waits for the next block.
 *
 * Memory stays bounded whatever the client does: one result is built and written at a time (the
 * next waits for the socket to take the previous one), and status requests queued behind a slow
 * write are capped.
 */

/** How far past head a blocks request may start (the block log's window). */
export const MAX_BLOCKS_AHEAD = 65536
/** Status requests waiting for an answer, at most. */
const MAX_QUEUED_STATUS = 64
const MAX_UINT32 = 0xffffffff

/**
 * How long a session may keep the server waiting on its client, silent, before it is closed
 * (1008, policy: a session slot is not held by a client that does nothing; 32 such sessions would
 * refuse every new one). The client's turn: no blocks request yet, or the last one done
 * (`idleMs`); or every result it allowed sent and none acknowledged (`ackMs`, longer: a client
 * may take a while over a big block, such as the first, which holds the whole state). Waiting for
 * the chain's next block, or sending, is the server's turn, never timed out.
 */
export interface SessionTimeouts {
  idleMs: number
  ackMs: number
}

/** Websocket close codes (RFC 6455) the sessions use. */
export const CLOSE = {
  goingAway: 1001,
  unsupportedData: 1003,
  invalidPayload: 1007,
  policy: 1008,
  internalError: 1011,
  serviceRestart: 1012,
  tryAgainLater: 1013,
} as const

/** A close reason cut to the 123 bytes a close frame allows. */
export function closeReason(text: string): string {
  const bytes = Buffer.from(text, 'utf8')
  if (bytes.length <= 123) return text
  return `${bytes
    .subarray(0, 120)
    .toString('utf8')
    .replace(/\uFFFD$/, '')}...`
}

function frameBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data))
  if (data instanceof ArrayBuffer) return new Uint8Array(data)
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
}

/** A duration in a close reason: `30 s`, `0.5 s`. */
const seconds = (ms: number) => `${ms / 1000} s`

export class ShipSession {
  private cursor = 0
  private end = 0
  private credits = 0
  private wanted: BlocksWanted = { block: false, traces: false, deltas: false, v1: false }
  private readonly statusQueue: boolean[] = []
  private running = false
  private closed = false
  /** The wait on a silent client being timed, if any (`SessionTimeouts`). */
  private waiting: { on: 'request' | 'ack'; timer: NodeJS.Timeout } | undefined

  constructor(
    private readonly ws: WebSocket,
    private readonly chain: Chain,
    private readonly results: ShipResults,
    onDone: (s: ShipSession) => void,
    private readonly timeouts: SessionTimeouts,
  ) {
    ws.on('message', (data, isBinary) => this.receive(data, isBinary))
    ws.on('close', () => {
      this.closed = true
      this.heard()
      onDone(this)
    })
    // A socket error is followed by 'close'; without a listener it would be thrown.
    ws.on('error', () => {})
    ws.send(SHIP_ABI_TEXT)
    this.watch()
  }

  /** Closes the session with a code and a reason the client sees. */
  close(code: number, reason: string): void {
    if (this.closed) return
    this.closed = true
    this.heard()
    this.ws.close(code, closeReason(reason))
  }

  /** The client spoke, or the server sends: whatever wait was timed starts again from now. */
  private heard(): void {
    clearTimeout(this.waiting?.timer)
    this.waiting = undefined
  }

  /**
   * Times the wait on the client when it is the client's turn; a wait already timed goes on
   * (a new block wakes every session, which is no word from this one's client).
   */
  private watch(): void {
    if (this.closed || this.running) return
    const requested = this.cursor < this.end
    const on = !requested ? 'request' : this.credits === 0 ? 'ack' : undefined
    if (on === this.waiting?.on) return
    this.heard()
    if (on === undefined) return
    const ms = on === 'request' ? this.timeouts.idleMs : this.timeouts.ackMs
    const reason =
      on === 'request'
        ? `idle: no blocks request running and no request for ${seconds(ms)}`
        : `idle: no ack for ${seconds(ms)} of the results max_messages_in_flight allowed`
    const timer = setTimeout(() => this.close(CLOSE.policy, reason), ms)
    timer.unref()
    this.waiting = { on, timer }
  }

  /** Sends what can be sent now (a block became visible, a request or an ack arrived). */
  wake(): void {
    if (this.running || this.closed) return
    this.running = true
    this.pump()
      .catch((e: Error) => this.close(CLOSE.internalError, `state history failed: ${e.message}`))
      .finally(() => {
        this.running = false
        this.watch()
      })
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (this.closed) return
    this.heard()
    if (!isBinary) {
      this.close(CLOSE.unsupportedData, 'requests are binary frames (the ABI request variant)')
      return
    }
    let req: ShipRequest
    try {
      req = decodeRequest(frameBytes(data))
    } catch (e) {
      this.close(CLOSE.invalidPayload, `invalid request: ${(e as Error).message}`)
      return
    }
    switch (req[0]) {
      case 'get_status_request_v0':
      case 'get_status_request_v1':
        if (this.statusQueue.length >= MAX_QUEUED_STATUS) {
          this.close(CLOSE.policy, `more than ${MAX_QUEUED_STATUS} status requests unanswered`)
          return
        }
        this.statusQueue.push(req[0] === 'get_status_request_v1')
        break
      case 'get_blocks_request_v0':
      case 'get_blocks_request_v1':
        if (!this.blocksRequest(req[1], req[0] === 'get_blocks_request_v1')) return
        break
      case 'get_blocks_ack_request_v0':
        this.credits = Math.min(MAX_UINT32, this.credits + req[1].num_messages.toNumber())
        break
    }
    this.wake()
  }

  /**
   * A new blocks request replaces the current one. A `have_positions` entry below the start whose
   * id is not the devchain's moves the start back to it (nodeos's fork check).
   */
  private blocksRequest(r: BlocksRequestFields, v1: boolean): boolean {
    let start = r.start_block_num.toNumber()
    for (const p of r.have_positions) {
      const n = p.block_num.toNumber()
      if (start <= n) continue
      if (this.chain.getBlock(n)?.id !== p.block_id.hexString) start = Math.min(start, n)
    }
    const head = this.chain.head.num
    if (start > head + MAX_BLOCKS_AHEAD) {
      this.close(
        CLOSE.policy,
        `start_block_num ${start} is more than ${MAX_BLOCKS_AHEAD} blocks past head ${head}`,
      )
      return false
    }
    this.cursor = start
    this.end = r.end_block_num.toNumber()
    this.credits = r.max_messages_in_flight.toNumber()
    this.wanted = {
      block: r.fetch_block,
      traces: r.fetch_traces,
      deltas: r.fetch_deltas,
      v1,
    }
    return true
  }

  private async pump(): Promise<void> {
    while (!this.closed) {
      const status = this.statusQueue.shift()
      if (status !== undefined) {
        await this.send(this.results.status(status))
        continue
      }
      if (this.credits > 0 && this.cursor <= this.chain.head.num && this.cursor < this.end) {
        const num = this.cursor++
        this.credits--
        await this.send(this.results.block(num, this.wanted))
        continue
      }
      return
    }
  }

  /** Resolves once the socket has taken the frame (so one result at a time is buffered). */
  private send(bytes: Uint8Array): Promise<void> {
    this.heard()
    return new Promise((resolve, reject) => {
      this.ws.send(bytes, { binary: true }, (err) => (err ? reject(err) : resolve()))
    })
  }
}
