/**
 * The live channel's subscribers of `bench:load` (`load.ts`), in a process of their own so that
 * reading a thousand streams does not delay the load generator's timers: plain HTTP requests to
 * `GET /v1/events` (half with `hof=1`), kept open, each stream's frames split and counted. Driven
 * over IPC by its parent:
 * - on `{ type: 'open', urls: string[] }` opens one stream per URL;
 * - sends `{ type: 'ready', open, failed }` once every stream has its first `block` event (or
 *   failed to open);
 * - on `{ type: 'reset' }` zeroes the counters (the measurement starts), on `{ type: 'report' }`
 *   answers `{ type: 'report', report: SubscribersReport }`, on `{ type: 'close' }` ends every
 *   stream and exits.
 * A stream the server ends, or that fails, while the run goes on is counted as dropped (with the
 * reason); none is opened again, so the count is what the server did.
 */

import { type ClientRequest, request } from 'node:http'

export type SubscribersReport = {
  /** Streams asked for, open now, and dropped since the start (by the server or an error). */
  streams: number
  open: number
  dropped: number
  dropReasons: Record<string, number>
  /** Over the window since the last reset. */
  seconds: number
  blockEvents: number
  hofEvents: number
  bytes: number
  /** Block events per stream in the window: the fewest and the most any stream received. */
  blocksPerStream: { min: number; max: number }
  /** Blocks the server named in the window (distinct `id:`s over every stream). */
  blocksSeen: number
  /** From a block's time (`as_of.time`) to its event's arrival, ms. */
  delayMs: { p50: number; p99: number; max: number }
}

type Stream = {
  request: ClientRequest
  hof: boolean
  blocks: number
  first: boolean
  closedByUs: boolean
  dropped: boolean
}

const streams: Stream[] = []
let closing = false
let dropped = 0
const dropReasons: Record<string, number> = {}
let windowStart = performance.now()
let blockEvents = 0
let hofEvents = 0
let bytes = 0
let delays: number[] = []
const blocksSeen = new Set<string>()
let pendingFirst = 0
let failedToOpen = 0

const send = (message: unknown) => process.send?.(message)

function firstDone() {
  pendingFirst--
  if (pendingFirst === 0)
    send({ type: 'ready', open: streams.filter((s) => !s.dropped).length, failed: failedToOpen })
}

function drop(stream: Stream, reason: string) {
  if (stream.dropped || stream.closedByUs || closing) return
  stream.dropped = true
  dropped++
  dropReasons[reason] = (dropReasons[reason] ?? 0) + 1
  if (stream.first) {
    stream.first = false
    failedToOpen++
    firstDone()
  }
}

/** One frame (the text between two blank lines): its `event:` and `data:` lines. */
function frame(stream: Stream, text: string) {
  let event = 'message'
  let data = ''
  let id = ''
  for (const line of text.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7)
    else if (line.startsWith('data: ')) data = line.slice(6)
    else if (line.startsWith('id: ')) id = line.slice(4)
  }
  if (event === 'block') {
    blockEvents++
    stream.blocks++
    if (id !== '') blocksSeen.add(id)
    const time = /"time":"([^"]+)"/.exec(data)?.[1]
    if (time !== undefined) delays.push(Date.now() - Date.parse(time))
    if (stream.first) {
      stream.first = false
      firstDone()
    }
  } else if (event === 'hof') hofEvents++
}

function open(url: string) {
  const hof = new URL(url).searchParams.get('hof') === '1'
  const req = request(url, { agent: false, headers: { accept: 'text/event-stream' } })
  const stream: Stream = {
    request: req,
    hof,
    blocks: 0,
    first: true,
    closedByUs: false,
    dropped: false,
  }
  streams.push(stream)
  req.on('response', (response) => {
    if (response.statusCode !== 200) {
      drop(stream, `HTTP ${response.statusCode}`)
      response.resume()
      return
    }
    response.setEncoding('utf8')
    let buffer = ''
    response.on('data', (chunk: string) => {
      bytes += Buffer.byteLength(chunk)
      buffer += chunk
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        frame(stream, buffer.slice(0, end))
        buffer = buffer.slice(end + 2)
      }
    })
    response.on('end', () => drop(stream, 'ended by the server'))
    response.on('error', (error) => drop(stream, error.message))
  })
  req.on('error', (error) => drop(stream, error.message))
  req.end()
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] ?? Number.NaN)

function report(): SubscribersReport {
  const counts = streams.filter((s) => !s.dropped).map((s) => s.blocks)
  const sorted = [...delays].sort((a, b) => a - b)
  return {
    streams: streams.length,
    open: streams.filter((s) => !s.dropped).length,
    dropped,
    dropReasons,
    seconds: (performance.now() - windowStart) / 1000,
    blockEvents,
    hofEvents,
    bytes,
    blocksPerStream: {
      min: counts.length === 0 ? 0 : Math.min(...counts),
      max: counts.length === 0 ? 0 : Math.max(...counts),
    },
    blocksSeen: blocksSeen.size,
    delayMs: {
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
    },
  }
}

/** Opened a few at a time, as browsers arriving, not a thousand connections in one tick. */
async function openAll(urls: string[]) {
  pendingFirst = urls.length
  for (let i = 0; i < urls.length; i++) {
    open(urls[i] as string)
    if (i % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

process.on('message', (message: { type: string; urls?: string[] }) => {
  if (message.type === 'open') void openAll(message.urls ?? [])
  else if (message.type === 'reset') {
    windowStart = performance.now()
    blockEvents = 0
    hofEvents = 0
    bytes = 0
    delays = []
    blocksSeen.clear()
    for (const stream of streams) stream.blocks = 0
  } else if (message.type === 'report') send({ type: 'report', report: report() })
  else if (message.type === 'close') {
    closing = true
    for (const stream of streams) {
      stream.closedByUs = true
      stream.request.destroy()
    }
    process.disconnect?.()
  }
})
// The parent gone: nothing left to report to.
process.on('disconnect', () => process.exit(0))
