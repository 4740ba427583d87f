import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { isIP } from 'node:net'
import { ChainError, type ErrorKind, errorBody } from '../core/errors'
import { type FaultDecision, Faults } from './faults'

export interface ApiRequest {
  method: string
  path: string
  query: URLSearchParams
  body: string
  /** Path segments after the route's prefix (for prefix routes). */
  rest: string[]
}

export interface ApiResponse {
  status: number
  /** JSON-serialisable value, or raw text/bytes with a content type. */
  json?: unknown
  raw?: string | Uint8Array
  headers?: Record<string, string>
}

export type Handler = (req: ApiRequest) => ApiResponse | Promise<ApiResponse>

/** The largest request body read (nodeos's default `max-body-size`, 1 MiB); larger ones get 413. */
export const MAX_BODY_BYTES = 1024 * 1024
/** The deepest JSON nesting a body may have (fc's `DEFAULT_MAX_RECURSION_DEPTH`); deeper gets 400. */
export const MAX_JSON_DEPTH = 200
/** How much of a bad input an error message echoes, at most (then `…`). */
export const MAX_ECHO_CHARS = 100
/** The longest error detail message answered, whatever it quotes. */
const MAX_MESSAGE_CHARS = 1000
/** Test controls live under this path: never faulted, never CORS-enabled, refused to other origins. */
export const CONTROL_PREFIX = '/devchain'

const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Max-Age': '86400',
}

/** A nodeos error the HTTP layer answers with its own status (the core maps kinds to 400/401/409/500). */
export class HttpError extends ChainError {
  private readonly status: number
  private readonly statusText: string
  constructor(kind: ErrorKind, message: string, status: number, statusText: string) {
    super(kind, message)
    this.status = status
    this.statusText = statusText
  }

  override http(): { status: number; message: string } {
    return { status: this.status, message: this.statusText }
  }
}

/** `s`, cut to `max` characters with an ellipsis: what an error message may quote of an input. */
export function clip(s: string, max = MAX_ECHO_CHARS): string {
  if (s.length <= max) return s
  let end = max
  const c = s.charCodeAt(end - 1)
  if (c >= 0xd800 && c <= 0xdbff) end-- // do not split a surrogate pair
  return `${s.slice(0, end)}…`
}

/** Whether JSON text nests arrays/objects deeper than `max` (a scan that jumps over strings). */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x22) {
      // To the string's closing quote: the next quote after an even run of backslashes.
      let j = i
      for (;;) {
        j = text.indexOf('"', j + 1)
        if (j < 0) return false // unterminated: JSON.parse refuses it
        let backslashes = 0
        while (text.charCodeAt(j - 1 - backslashes) === 0x5c) backslashes++
        if (backslashes % 2 === 0) break
      }
      i = j
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}

/** Parses JSON request text as nodeos does, refusing what fc would not parse (too deep) with 400. */
export function parseJson(text: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new ChainError(
      'invalid_http_request',
      `Unable to parse valid input from POST body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
    )
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new ChainError('invalid_http_request', 'Unable to parse valid input from POST body')
  }
}

/** Parses a JSON body as nodeos does: an empty body is `{}` unless `required`. */
export function parseBody(req: ApiRequest, required = false): Record<string, unknown> {
  const text = req.body.trim()
  if (text === '') {
    if (required) throw new ChainError('invalid_http_request', 'A Request body is required')
    return {}
  }
  const v = parseJson(text)
  if (typeof v !== 'object' || v === null) {
    throw new ChainError('invalid_http_request', 'Unable to parse valid input from POST body')
  }
  return v as Record<string, unknown>
}

/** nodeos's answer for an unknown path. */
function notFound(): ApiResponse {
  return {
    status: 404,
    json: {
      code: 404,
      message: 'Not Found',
      error: {
        code: 0,
        name: 'exception',
        what: 'unspecified',
        details: [
          {
            message: 'Unknown Endpoint',
            file: 'http_plugin.cpp',
            line_number: 282,
            method: 'handle_http_request',
          },
        ],
      },
    },
  }
}

/** A fixed nodeos-shaped 500, for when even building an error answer failed. */
const LAST_RESORT = JSON.stringify(
  errorBody(new ChainError('exception', 'devchain: internal error while answering')),
)

/** The longest strings a request carries (JSON body strings, path segments, query values). */
function longInputs(body: string, url: URL | undefined): string[] {
  const found: string[] = []
  const add = (s: string) => {
    if (s.length > MAX_ECHO_CHARS) found.push(s)
  }
  const text = body.trim()
  if (text.length > MAX_ECHO_CHARS) {
    add(text)
    if (!nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      try {
        // An explicit stack, not recursion: any depth is fine here.
        const stack: unknown[] = [JSON.parse(text)]
        while (stack.length) {
          const v = stack.pop()
          if (typeof v === 'string') add(v)
          else if (Array.isArray(v)) for (const x of v) stack.push(x)
          else if (typeof v === 'object' && v !== null) {
            for (const [k, x] of Object.entries(v)) {
              add(k)
              stack.push(x)
            }
          }
        }
      } catch {
        /* not JSON: the text itself is the input */
      }
    }
  }
  if (url) {
    for (const seg of url.pathname.split('/')) add(safeDecode(seg) ?? seg)
    for (const [k, v] of url.searchParams) {
      add(k)
      add(v)
    }
  }
  // The longest first (a long input's echo may contain a shorter one); a few are enough.
  return found.sort((a, b) => b.length - a.length).slice(0, 16)
}

/** An error detail message with every quoted long input clipped, and the whole capped. */
function clipEcho(message: string, inputs: () => string[]): string {
  let m = message
  if (m.length > MAX_ECHO_CHARS) {
    for (const s of inputs()) {
      if (m.includes(s)) m = m.split(s).join(clip(s))
    }
  }
  return clip(m, MAX_MESSAGE_CHARS)
}

/** Any failure as nodeos's error JSON: ChainErrors with their status, others as 500 `exception`. */
function errorResponse(e: unknown, inputs: () => string[]): ApiResponse {
  let err: ChainError
  if (e instanceof ChainError) err = e
  else if (e instanceof RangeError && /call stack/i.test(e.message)) {
    // Input nested deeper than the code walking it can go: bad input, not a devchain failure.
    err = new ChainError('invalid_http_request', 'The request is nested too deeply to process')
  } else {
    const message = e instanceof Error ? e.message : String(e)
    err = new ChainError('exception', message || 'devchain: internal error')
  }
  const body = errorBody(err)
  let cached: string[] | undefined
  const once = () => {
    cached ??= inputs()
    return cached
  }
  for (const d of body.error.details) d.message = clipEcho(d.message, once)
  return { status: err.http().status, json: body }
}

function safeDecode(s: string): string | undefined {
  try {
    return decodeURIComponent(s)
  } catch {
    return undefined
  }
}

function isControl(path: string): boolean {
  return path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)
}

/** The devchain's own origin as a browser names it: `http://` + Host, for an IP or `localhost`. */
function isOwnOrigin(origin: string, host: string | undefined): boolean {
  if (!host || origin !== `http://${host}`) return false
  let hostname: string
  try {
    hostname = new URL(origin).hostname
  } catch {
    return false
  }
  // Any other DNS name could be rebound to 127.0.0.1 by a web page: only literal addresses count.
  return hostname === 'localhost' || isIP(hostname.replace(/^\[|\]$/g, '')) !== 0
}

/**
 * Why a request may not use a control route, if it may not: a browser page of another origin
 * (its `Origin`), or a cross-site request without one (`Sec-Fetch-Site`, e.g. an `<img>`).
 * Tools (curl, Node's fetch, Playwright's request fixture) send neither and pass.
 */
function controlRefusal(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin
  if (origin !== undefined) {
    if (isOwnOrigin(origin, req.headers.host)) return undefined
    return `The devchain's control routes answer only tools and the devchain's own origin, not ${clip(origin)}`
  }
  const site = req.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return `The devchain's control routes answer only tools and the devchain's own origin, not a ${clip(String(site))} request`
  }
  return undefined
}

function faultResponse(decision: FaultDecision, path: string): ApiResponse | 'drop' | undefined {
  switch (decision.answer) {
    case 'drop':
      return 'drop'
    case '500':
      return {
        status: 500,
        json: errorBody(
          new ChainError(
            'exception',
            `devchain fault ${decision.fault?.id}: injected 500 on ${path}`,
          ),
        ),
      }
    case 'malformed':
      return {
        status: 200,
        raw: '{"devchain_fault": "malformed", "rows": [',
        headers: { 'Content-Type': 'application/json' },
      }
    default:
      return undefined
  }
}

/** A small router over node:http: exact paths and prefixes, CORS, nodeos-shaped errors, faults. */
export class HttpApi {
  private readonly exact = new Map<string, Handler>()
  private readonly prefixes: [string, Handler][] = []
  /** Faults injected into non-control requests (`/devchain/faults`). */
  readonly faults = new Faults()

  route(path: string, handler: Handler): void {
    this.exact.set(path, handler)
  }

  prefix(path: string, handler: Handler): void {
    this.prefixes.push([path, handler])
    this.prefixes.sort((a, b) => b[0].length - a[0].length)
  }

  private find(path: string): { handler: Handler; rest: string[] } | undefined {
    const h = this.exact.get(path)
    if (h) return { handler: h, rest: [] }
    for (const [p, handler] of this.prefixes) {
      if (path.startsWith(p)) {
        const rest = path
          .slice(p.length)
          .split('/')
          .filter(Boolean)
          .map((s) => {
            const d = safeDecode(s)
            if (d === undefined) {
              throw new ChainError('invalid_http_request', 'Invalid percent-encoding in the path')
            }
            return d
          })
        return { handler, rest }
      }
    }
    return undefined
  }

  /** The answer to one request (body already read), or `drop` to close without one. */
  private async respond(
    req: IncomingMessage,
    body: string,
  ): Promise<{ out: ApiResponse | 'drop'; control: boolean }> {
    let url: URL | undefined
    let control = false
    try {
      try {
        url = new URL(req.url ?? '/', 'http://localhost')
      } catch {
        throw new ChainError('invalid_http_request', 'Invalid request target')
      }
      const method = req.method ?? 'GET'
      const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
      control = isControl(path)
      if (control) {
        const refusal = controlRefusal(req)
        if (refusal) throw new HttpError('invalid_http_request', refusal, 403, 'Forbidden')
      }
      if (method === 'OPTIONS') {
        return {
          out: { status: 204, headers: control ? { Allow: 'GET, POST, DELETE, OPTIONS' } : {} },
          control,
        }
      }
      if (!control) {
        const decision = this.faults.pick(path)
        if (decision) {
          if (decision.delayMs > 0) {
            await new Promise((resolve) => setTimeout(resolve, decision.delayMs))
          }
          const faulted = faultResponse(decision, path)
          if (faulted) return { out: faulted, control }
        }
      }
      const found = this.find(path)
      if (!found) return { out: notFound(), control }
      const out = await found.handler({
        method,
        path,
        query: url.searchParams,
        body,
        rest: found.rest,
      })
      return { out, control }
    } catch (e) {
      return { out: errorResponse(e, () => longInputs(body, url)), control }
    }
  }

  async handle(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const { out, control } = await this.respond(req, body)
    if (out === 'drop') {
      req.socket.destroy()
      return
    }
    let payload: string | Uint8Array
    const headers: Record<string, string> = { ...(control ? {} : CORS), ...(out.headers ?? {}) }
    if (out.raw !== undefined) {
      payload = out.raw
    } else if (out.json === undefined && out.status === 204) {
      payload = ''
    } else {
      try {
        payload = JSON.stringify(out.json ?? null)
      } catch (e) {
        const err = errorResponse(e, () => [])
        payload = JSON.stringify(err.json)
        out.status = err.status
      }
      headers['Content-Type'] = 'application/json'
    }
    headers['Content-Length'] = String(
      typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength,
    )
    res.writeHead(out.status, headers)
    res.end(payload)
  }

  /** 413 for a body over MAX_BODY_BYTES; the connection closes once it is sent (no more reading). */
  private tooLarge(req: IncomingMessage, res: ServerResponse): void {
    const err = new HttpError(
      'invalid_http_request',
      `Request body larger than ${MAX_BODY_BYTES} bytes (max-body-size)`,
      413,
      'Payload Too Large',
    )
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    const payload = JSON.stringify(errorBody(err))
    res.writeHead(413, {
      ...(isControl(path) ? {} : CORS),
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(payload)),
      Connection: 'close',
    })
    res.end(payload)
  }

  /** A node:http server that reads each body (bounded) and answers every request exactly once. */
  createServer(): Server {
    const server = createServer((req, res) => {
      const declared = Number(req.headers['content-length'] ?? 0)
      if (declared > MAX_BODY_BYTES) {
        // Refused from its headers: the body is never read (Node closes after the answer).
        this.tooLarge(req, res)
        return
      }
      const chunks: Buffer[] = []
      let size = 0
      let refused = false
      req.on('data', (c: Buffer) => {
        if (refused) return
        size += c.length
        if (size > MAX_BODY_BYTES) {
          refused = true
          chunks.length = 0
          this.tooLarge(req, res)
        } else {
          chunks.push(c)
        }
      })
      req.on('end', () => {
        if (refused) return
        this.handle(req, res, Buffer.concat(chunks).toString('utf8')).catch(() => {
          if (!res.headersSent) {
            res.writeHead(500, {
              ...CORS,
              'Content-Type': 'application/json',
              'Content-Length': String(Buffer.byteLength(LAST_RESORT)),
            })
            res.end(LAST_RESORT)
          } else res.destroy()
        })
      })
      req.on('error', () => res.destroy())
    })
    // Requests Node's parser refuses (bad request line, headers too large) get nodeos's error JSON too.
    server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
      if (err.code === 'ECONNRESET' || !socket.writable) {
        socket.destroy()
        return
      }
      const [status, text] =
        err.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request Header Fields Too Large']
          : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [408, 'Request Timeout']
            : [400, 'Bad Request']
      const payload = JSON.stringify(
        errorBody(
          new HttpError('invalid_http_request', `Malformed HTTP request: ${text}`, status, text),
        ),
      )
      socket.end(
        `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
      )
    })
    server.keepAliveTimeout = 65_000
    return server
  }
}
