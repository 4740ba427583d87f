import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { ChainError, errorBody } from '../core/errors'
import { Faults, faultResponse } from './faults'
import { CORS, controlRefusal, isControl } from './http-access'
import { MAX_BODY_BYTES } from './http-body'
import {
  errorResponse,
  HttpError,
  LAST_RESORT,
  longInputs,
  notFound,
  safeDecode,
} from './http-errors'
import type { ApiResponse, Handler } from './http-types'

/**
 * The devchain's HTTP layer: a small router over node:http (exact paths and prefixes) that reads
 * each body within `MAX_BODY_BYTES`, applies the control routes' access rule and CORS
 * (`http-access.ts`), injected faults (`faults.ts`) and answers every failure as nodeos does
 * (`http-errors.ts`). Bodies are parsed by the routes (`parseBody`, `http-body.ts`).
 */

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
          const faulted = faultResponse(decision, path, body)
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
