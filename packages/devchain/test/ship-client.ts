import { ABI, Bytes, Serializer } from '@wharfkit/antelope'
import { WebSocket } from 'ws'

/**
 * A minimal state-history reader, as WAX indexers read nodeos: it takes the ABI from the first
 * (text) frame and encodes requests and decodes results with it (wharfkit's serializer), over a
 * real websocket.
 */

/** A decoded variant: its type's name and its fields as plain JSON (`Serializer.objectify`). */
export type Decoded = [string, Record<string, unknown>]

export interface Closed {
  code: number
  reason: string
}

export class ShipClient {
  readonly abi: ABI
  readonly abiText: string
  readonly closed: Promise<Closed>
  private readonly queue: Uint8Array[] = []
  private waiter: ((m: Uint8Array) => void) | undefined

  private constructor(
    readonly ws: WebSocket,
    abiText: string,
    closed: Promise<Closed>,
  ) {
    this.abiText = abiText
    this.abi = ABI.from(JSON.parse(abiText) as ABI.Def)
    this.closed = closed
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (!isBinary) return
      const bytes = new Uint8Array(data)
      if (this.waiter) {
        const w = this.waiter
        this.waiter = undefined
        w(bytes)
      } else this.queue.push(bytes)
    })
  }

  /** Connects and waits for the ABI frame. */
  static connect(url: string): Promise<ShipClient> {
    const ws = new WebSocket(url)
    const closed = new Promise<Closed>((resolve) => {
      ws.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() }))
    })
    ws.on('error', () => {})
    return new Promise((resolve, reject) => {
      ws.once('message', (data: Buffer, isBinary: boolean) => {
        if (isBinary) reject(new Error('the first frame is binary, expected the ABI as text'))
        else resolve(new ShipClient(ws, data.toString('utf8'), closed))
      })
      closed.then((c) => reject(new Error(`closed before the ABI: ${c.code} ${c.reason}`)))
    })
  }

  /** Sends a `request` variant. */
  request(type: string, fields: Record<string, unknown> = {}): void {
    this.ws.send(
      Serializer.encode({ abi: this.abi, type: 'request', object: [type, fields] }).array,
    )
  }

  blocks(fields: Record<string, unknown>): void {
    this.request('get_blocks_request_v0', {
      end_block_num: 0xffffffff,
      max_messages_in_flight: 0xffffffff,
      have_positions: [],
      irreversible_only: false,
      fetch_block: true,
      fetch_traces: true,
      fetch_deltas: true,
      ...fields,
    })
  }

  /** The next result, decoded; rejects after `timeoutMs` without one. */
  next(timeoutMs = 5000): Promise<Decoded> {
    const ready = this.queue.shift()
    if (ready) return Promise.resolve(this.decode('result', ready) as Decoded)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = undefined
        reject(new Error(`no result within ${timeoutMs} ms`))
      }, timeoutMs)
      this.waiter = (bytes) => {
        clearTimeout(timer)
        resolve(this.decode('result', bytes) as Decoded)
      }
    })
  }

  /** True when a result arrives within `ms`, which stays queued. */
  async anyWithin(ms: number): Promise<boolean> {
    if (this.queue.length > 0) return true
    await new Promise((r) => setTimeout(r, ms))
    return this.queue.length > 0
  }

  decode(type: string, data: Uint8Array | string): unknown {
    return Serializer.objectify(
      Serializer.decode({ abi: this.abi, type, data: Bytes.from(data) }),
    ) as unknown
  }

  close(): void {
    this.ws.close()
  }
}

/** A delta table's rows, each decoded as that table's variant: `[present, [type, fields]]`. */
export function deltaRows(
  client: ShipClient,
  deltas: unknown,
  table: string,
): { present: boolean; value: Record<string, unknown> }[] {
  const tables = client.decode('table_delta[]', deltas as string) as Decoded[]
  const t = tables.find(([, d]) => d.name === table)
  if (!t) return []
  return (t[1].rows as { present: boolean; data: string }[]).map((r) => ({
    present: r.present,
    value: (client.decode(table, r.data) as Decoded)[1],
  }))
}
