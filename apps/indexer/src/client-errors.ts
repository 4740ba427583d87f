import { type IncomingMessage, maxHeaderSize, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

/**
 * The answers to requests that never reach a route: bytes Node's HTTP parser refuses (a request
 * line that is not one, an unknown method, an HTTP/2 preface, two `Content-Length`s, a URL or
 * headers past the size limit, a request too slow to arrive), and `CONNECT`. Each is a status
 * line and a JSON `{ "error": … }` written on the socket, which is then closed: after a request
 * it cannot read, the parser cannot tell where the next one would start.
 */

/** An error of Node's HTTP parser, as `clientError` gives it (`rawPacket`: the bytes it read). */
type ParserError = Error & { code?: string; rawPacket?: unknown }

type Answer = { status: number; reason: string; error: string }

const KB = Math.round(maxHeaderSize / 1024)

/** How long an answer to an earlier request on the socket is waited for, and the close. */
const WAIT_MS = 2_000

/** The raw HTTP/1.1 response of a JSON error, closing the connection. */
export function rawJsonError({ status, reason, error }: Answer): string {
  const body = JSON.stringify({ error })
  return (
    `HTTP/1.1 ${status} ${reason}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Connection: close\r\n' +
    '\r\n' +
    body
  )
}

/** The start of the bytes the parser stopped at, as text. */
const startOf = (packet: unknown) =>
  Buffer.isBuffer(packet)
    ? packet.subarray(0, Math.min(packet.length, maxHeaderSize)).toString('latin1')
    : ''

/** Whether those bytes begin a request line that does not end within the limit (the URL). */
function longRequestLine(packet: unknown): boolean {
  const start = startOf(packet)
  return /^[A-Z]+ \S/.test(start) && !start.includes('\n')
}

/** Whether the request line names an HTTP version other than 1.x (`HTTP/2.0`, `HTTP/3.0`). */
function otherVersion(packet: unknown): boolean {
  const major = /^[^\r\n]* HTTP\/(\d)\.\d\r\n/.exec(startOf(packet))?.[1]
  return major !== undefined && major !== '1'
}

const VERSION: Answer = {
  status: 505,
  reason: 'HTTP Version Not Supported',
  error: 'This server speaks HTTP/1.1 (and 1.0) only, in plain text.',
}

/** The status and words for a request the parser refused. */
function answerFor(error: ParserError): Answer {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return longRequestLine(error.rawPacket)
        ? {
            status: 414,
            reason: 'URI Too Long',
            error: `The URL is too long: the request line and headers fit in ${KB} KB.`,
          }
        : {
            status: 431,
            reason: 'Request Header Fields Too Large',
            error: `The request's headers are too large: they fit in ${KB} KB.`,
          }
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return {
        status: 413,
        reason: 'Content Too Large',
        error: "The request's chunk extensions are too large.",
      }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        reason: 'Request Timeout',
        error: 'The request took too long to arrive.',
      }
    case 'HPE_PAUSED_H2_UPGRADE':
      return VERSION
    default:
      if (error.code === 'HPE_INVALID_VERSION' && otherVersion(error.rawPacket)) return VERSION
      return {
        status: 400,
        reason: 'Bad Request',
        error: `The request could not be read as HTTP/1.1 (${String(error.code ?? 'malformed').slice(0, 40)}).`,
      }
  }
}

/** The answer to an earlier request on the socket that is not written out yet, if any. */
const pendingOn = (socket: Duplex) =>
  (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage ?? undefined

/**
 * Node's `clientError`: answers with a JSON error and closes. Answers to earlier requests on the
 * same connection (pipelined) go first, so that each reaches the request it answers; a socket
 * that can no longer carry an answer (the client gone) is only closed.
 */
export function answerClientError(error: ParserError, socket: Duplex): void {
  if (error.code === 'ECONNRESET') {
    socket.destroy()
    return
  }
  const answer = rawJsonError(answerFor(error))
  const deadline = setTimeout(() => socket.destroy(), WAIT_MS)
  deadline.unref()
  const write = () => {
    if (socket.destroyed || !socket.writable) {
      clearTimeout(deadline)
      socket.destroy()
      return
    }
    const pending = pendingOn(socket)
    if (pending !== undefined && !pending.writableFinished) {
      pending.once('finish', () => setImmediate(write))
      return
    }
    clearTimeout(deadline)
    endWith(socket, answer)
  }
  write()
}

/** `CONNECT` (a proxy's tunnel), which Node hands over raw: a 405 in JSON, then closed. */
export function answerConnect(request: IncomingMessage, socket: Duplex): void {
  endWith(
    socket,
    rawJsonError({
      status: 405,
      reason: 'Method Not Allowed',
      error: `${request.method ?? 'CONNECT'} is not served here.`,
    }),
  )
}

/** Writes `response` and closes: once it is out, at the latest a second later. */
function endWith(socket: Duplex, response: string) {
  const timer = setTimeout(() => socket.destroy(), 1_000)
  timer.unref()
  socket.end(response, () => {
    clearTimeout(timer)
    socket.destroy()
  })
}
