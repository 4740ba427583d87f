import { ABI, type ABISerializable, Bytes, Serializer } from '@wharfkit/antelope'
import WebSocket from 'ws'

/** A block's number and id, as state history names them. */
export type BlockPosition = { block_num: number; block_id: string }

export type Status = {
  head: BlockPosition
  last_irreversible: BlockPosition
  chain_state_begin_block: number
  chain_state_end_block: number
  chain_id: string | null
}

/** One `get_blocks_result_v0`, with its packed parts still packed. */
export type BlocksResult = {
  head: BlockPosition
  last_irreversible: BlockPosition
  this_block: BlockPosition | null
  prev_block: BlockPosition | null
  block: Bytes | null
  /** The block's packed `transaction_trace[]`, when asked for and the node has them. */
  traces: Bytes | null
  deltas: Bytes | null
}

export type BlocksRequest = {
  /** First block wanted. */
  start: number
  /** First block not wanted; 0xffffffff (default) follows the chain for ever. */
  end?: number
  /** Results the server may send before an ack (default 16). */
  maxMessagesInFlight?: number
  irreversibleOnly?: boolean
  fetchBlock?: boolean
  fetchTraces?: boolean
  fetchDeltas?: boolean
}

/** The socket closed or answered something this client cannot read. */
export class ShipError extends Error {
  override name = 'ShipError'
}

type Waiter = { resolve: (frame: Bytes) => void; reject: (error: Error) => void }

/**
 * A client of nodeos's state-history websocket (`state_history_plugin`), which the devchain
 * imitates: the server's first frame is the protocol's ABI as text; then requests and results are
 * binary, encoded with that ABI (`request` and `result` variants). Nothing of the protocol is
 * written here beyond the type names: a server with a newer ABI is read with its own.
 */
export class ShipConnection {
  private readonly frames: Bytes[] = []
  private readonly waiters: Waiter[] = []
  private closed: Error | undefined

  private constructor(
    private readonly socket: WebSocket,
    readonly abi: ABI,
  ) {
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (!isBinary) return this.fail(new ShipError('state history sent text after its ABI'))
      const frame = Bytes.from(new Uint8Array(data))
      const waiter = this.waiters.shift()
      if (waiter === undefined) this.frames.push(frame)
      else waiter.resolve(frame)
    })
    socket.on('close', (code, reason) =>
      this.fail(new ShipError(`state history closed the socket (${code} ${reason.toString()})`)),
    )
    socket.on('error', (error) => this.fail(new ShipError(error.message)))
  }

  /**
   * Connects and reads the ABI frame; fails after `timeoutMs` without one, and at once when the
   * server closes the socket first (with its code and reason: a server with every session taken
   * closes a new one with 1013).
   */
  static open(url: string, timeoutMs = 10_000): Promise<ShipConnection> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { perMessageDeflate: false, maxPayload: 256 * 2 ** 20 })
      const timer = setTimeout(() => {
        socket.terminate()
        reject(new ShipError(`state history at ${url} sent no ABI within ${timeoutMs} ms`))
      }, timeoutMs)
      socket.once('error', (error) => {
        clearTimeout(timer)
        reject(new ShipError(`state history at ${url}: ${error.message}`))
      })
      const closedFirst = (code: number, reason: Buffer) => {
        clearTimeout(timer)
        const why = [code, reason.toString()].filter((part) => part !== '').join(' ')
        reject(new ShipError(`state history at ${url} closed the socket (${why})`))
      }
      socket.once('close', closedFirst)
      socket.once('message', (data: Buffer, isBinary: boolean) => {
        clearTimeout(timer)
        socket.off('close', closedFirst)
        try {
          if (isBinary) throw new ShipError('the first frame is not the ABI text')
          resolve(new ShipConnection(socket, ABI.from(JSON.parse(data.toString('utf8')))))
        } catch (error) {
          socket.terminate()
          reject(error instanceof ShipError ? error : new ShipError(`bad ABI frame: ${error}`))
        }
      })
    })
  }

  private fail(error: Error) {
    this.closed ??= error
    for (const waiter of this.waiters.splice(0)) waiter.reject(this.closed)
  }

  private send(request: [string, Record<string, unknown>]) {
    if (this.closed) throw this.closed
    this.socket.send(Serializer.encode({ object: request, type: 'request', abi: this.abi }).array)
  }

  private next(): Promise<Bytes> {
    const frame = this.frames.shift()
    if (frame !== undefined) return Promise.resolve(frame)
    if (this.closed) return Promise.reject(this.closed)
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }))
  }

  private async result(expected: string): Promise<Record<string, unknown>> {
    const frame = await this.next()
    const decoded = Serializer.objectify(
      Serializer.decode({ data: frame, type: 'result', abi: this.abi }),
    ) as [string, Record<string, unknown>]
    if (decoded[0] !== expected) throw new ShipError(`expected ${expected}, got ${decoded[0]}`)
    return decoded[1]
  }

  async status(): Promise<Status> {
    this.send(['get_status_request_v0', {}])
    return (await this.result('get_status_result_v0')) as Status
  }

  /**
   * Asks for blocks and yields each result; after the caller is done with one (the loop body has
   * run), it is acknowledged, so the server never has more than `maxMessagesInFlight` waiting
   * here: a slow database slows the stream instead of filling memory.
   */
  async *blocks(request: BlocksRequest): AsyncGenerator<BlocksResult> {
    this.send([
      'get_blocks_request_v0',
      {
        start_block_num: request.start,
        end_block_num: request.end ?? 0xffffffff,
        max_messages_in_flight: request.maxMessagesInFlight ?? 16,
        have_positions: [],
        irreversible_only: request.irreversibleOnly ?? false,
        fetch_block: request.fetchBlock ?? true,
        fetch_traces: request.fetchTraces ?? false,
        fetch_deltas: request.fetchDeltas ?? true,
      },
    ])
    for (;;) {
      const frame = await this.next()
      const [kind, value] = Serializer.decode({ data: frame, type: 'result', abi: this.abi }) as [
        string,
        Record<string, ABISerializable>,
      ]
      if (kind !== 'get_blocks_result_v0') throw new ShipError(`expected blocks, got ${kind}`)
      const position = (v: ABISerializable | undefined) =>
        v === undefined || v === null ? null : (Serializer.objectify(v) as BlockPosition)
      const bytes = (v: ABISerializable | undefined) => (v instanceof Bytes ? v : null)
      yield {
        head: position(value.head) as BlockPosition,
        last_irreversible: position(value.last_irreversible) as BlockPosition,
        this_block: position(value.this_block),
        prev_block: position(value.prev_block),
        block: bytes(value.block),
        traces: bytes(value.traces),
        deltas: bytes(value.deltas),
      }
      this.send(['get_blocks_ack_request_v0', { num_messages: 1 }])
    }
  }

  close() {
    this.fail(new ShipError('closed by the indexer'))
    this.socket.close()
  }
}
