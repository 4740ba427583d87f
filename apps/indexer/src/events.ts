import type { ServerResponse } from 'node:http'
import type { Cursor } from './db/store'
import type { BlockEvent } from './live'

/**
 * `GET /v1/events`: the indexer's live channel as Server-Sent Events (README "The API"). Every
 * block the boards' model moves to is told to each open stream as one `block` event, and, to the
 * streams that asked with `hof=1`, the new `/v1/hof` document right after it when the boards or
 * avatars changed. One subscription to the model serves every stream; each event's frames are
 * written once and the same bytes go to every stream.
 */

/** The model as the streams read it. */
export type StreamSource = {
  /** Calls `listener` with each event until the returned function is called. */
  subscribe(listener: (event: BlockEvent) => void): () => void
  /** The block the model is at now, with `/v1/hof`'s body for it; undefined before the first. */
  snapshot(): Promise<{ cursor: Cursor; hofBody: () => string } | undefined>
  /** Whether the indexer counts as behind the chain at `cursor` (`catching_up`). */
  catchingUp(cursor: Cursor): boolean
}

export type StreamOptions = {
  /** How often a comment line keeps proxies from closing a quiet stream (default 15 s). */
  pingMs?: number
  /**
   * Bytes a stream may have waiting to be sent (a client that reads too slowly) before it is
   * closed; the browser's EventSource connects again by itself (default 4 MiB).
   */
  maxBuffered?: number
}

/** The headers of a stream (the caller adds CORS). */
export const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  // nginx and its likes would hold the events back to fill a buffer.
  'X-Accel-Buffering': 'no',
} as const

/** The client's pause before it connects again after a dropped stream. */
const RETRY = Buffer.from('retry: 2000\n\n')
const PING = Buffer.from(': ping\n\n')

type Stream = {
  response: ServerResponse
  /** Asked with `hof=1`. */
  hof: boolean
  /** Its first events were written: later events go to it. */
  ready: boolean
  /**
   * The block its first `block` event named: an event for that block or an older one (queued
   * before the stream read the model) is not written again.
   */
  since: Cursor | undefined
}

function blockFrame(event: BlockEvent, catchingUp: boolean): string {
  const { cursor } = event
  const data = JSON.stringify({
    chain_id: cursor.chainId,
    as_of: {
      block_num: cursor.block.num,
      block_id: cursor.block.id,
      time: cursor.block.time.toISOString(),
    },
    catching_up: catchingUp,
    hof: event.hof,
    ranks: event.ranks,
    accounts: event.accounts,
    reload: event.reload,
  })
  return `id: ${cursor.block.num}\nevent: block\ndata: ${data}\n\n`
}

/** A JSON document on one `data:` line: JSON.stringify escapes every line break inside it. */
const hofFrame = (body: string) => `event: hof\ndata: ${body}\n\n`

/**
 * Is `event` already told by a stream's first event? One of the same chain and no newer; a read
 * anew only when it is of the very block the stream started from (the same block of the same
 * chain is the same boards: the model's first read, finishing as the stream opened, tells it
 * nothing new).
 */
function told(since: Cursor | undefined, event: BlockEvent): boolean {
  if (since === undefined || since.chainId !== event.cursor.chainId) return false
  if (event.reload) return event.cursor.block.id === since.block.id
  return event.cursor.block.num <= since.block.num
}

/**
 * The open streams of one API server. Subscribed to the model while at least one stream is open;
 * the work of each event (and each stream's first events) runs in turn, so a stream sees its
 * events in the model's order, its first `block` event before any other.
 */
export class EventStreams {
  private readonly streams = new Set<Stream>()
  private unsubscribe: (() => void) | undefined
  private ping: NodeJS.Timeout | undefined
  private queue: Promise<void> = Promise.resolve()
  private closed = false
  private readonly pingMs: number
  private readonly maxBuffered: number

  constructor(
    private readonly source: StreamSource,
    options: StreamOptions = {},
  ) {
    this.pingMs = options.pingMs ?? 15_000
    this.maxBuffered = options.maxBuffered ?? 4 * 1024 * 1024
  }

  /** How many streams are open. */
  get size(): number {
    return this.streams.size
  }

  /**
   * Starts a stream on `response` (its CORS headers already set): the headers, `retry`, then, once
   * the model has a block, the current block (and with `hof`, the current `/v1/hof` document),
   * then every event. The client closing the connection ends it.
   */
  open(response: ServerResponse, hof: boolean): void {
    if (this.closed) {
      response.destroy()
      return
    }
    response.writeHead(200, STREAM_HEADERS)
    response.write(RETRY)
    const stream: Stream = { response, hof, ready: false, since: undefined }
    this.streams.add(stream)
    response.once('close', () => this.remove(stream))
    if (this.unsubscribe === undefined) {
      this.unsubscribe = this.source.subscribe((event) => this.enqueue(() => this.tell(event)))
      this.ping = setInterval(() => this.pingAll(), this.pingMs)
      this.ping.unref()
    }
    this.enqueue(() => this.start(stream))
  }

  /** Ends every stream and stops listening to the model (the server is closing). */
  close(): void {
    this.closed = true
    for (const stream of [...this.streams]) stream.response.end()
    this.streams.clear()
    this.stop()
  }

  private remove(stream: Stream) {
    this.streams.delete(stream)
    if (this.streams.size === 0) this.stop()
  }

  private stop() {
    this.unsubscribe?.()
    this.unsubscribe = undefined
    clearInterval(this.ping)
    this.ping = undefined
  }

  private enqueue(work: () => Promise<void>) {
    this.queue = this.queue.then(work).catch((error: unknown) => {
      console.error('indexer: an event could not be sent:', error)
    })
  }

  private write(stream: Stream, frame: Buffer) {
    const { response } = stream
    if (response.destroyed || response.writableEnded) return
    if (response.writableLength > this.maxBuffered) {
      // A client this far behind reads nothing; it connects again and starts from the present.
      response.destroy()
      return
    }
    response.write(frame)
  }

  private async start(stream: Stream) {
    if (!this.streams.has(stream)) return
    const snapshot = await this.source.snapshot()
    if (!this.streams.has(stream)) return
    if (snapshot !== undefined) {
      const { cursor } = snapshot
      const first = { cursor, hof: false, ranks: false, accounts: [], reload: false }
      this.write(stream, Buffer.from(blockFrame(first, this.source.catchingUp(cursor))))
      if (stream.hof) this.write(stream, Buffer.from(hofFrame(snapshot.hofBody())))
      stream.since = cursor
    }
    stream.ready = true
  }

  private async tell(event: BlockEvent) {
    const readers = [...this.streams].filter((stream) => stream.ready && !told(stream.since, event))
    if (readers.length === 0) return
    const block = Buffer.from(blockFrame(event, this.source.catchingUp(event.cursor)))
    let hof: Buffer | undefined
    if ((event.hof || event.reload) && readers.some((stream) => stream.hof)) {
      // The model as of now: the event's block, or a later one if it moved on meanwhile.
      const snapshot = await this.source.snapshot()
      if (snapshot !== undefined) hof = Buffer.from(hofFrame(snapshot.hofBody()))
    }
    for (const stream of readers) {
      stream.since = undefined
      this.write(stream, block)
      if (hof !== undefined && stream.hof) this.write(stream, hof)
    }
  }

  private pingAll() {
    for (const stream of this.streams) this.write(stream, PING)
  }
}
