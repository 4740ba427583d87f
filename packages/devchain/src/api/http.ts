import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { ChainError, errorBody } from '../core/errors'

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

const MAX_BODY = 10 * 1024 * 1024

const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Max-Age': '86400',
}

/** Parses a JSON body as nodeos does: an empty body is `{}` unless `required`. */
export function parseBody(req: ApiRequest, required = false): Record<string, unknown> {
  const text = req.body.trim()
  if (text === '') {
    if (required) throw new ChainError('invalid_http_request', 'A Request body is required')
    return {}
  }
  let v: unknown
  try {
    v = JSON.parse(text)
  } catch {
    throw new ChainError('invalid_http_request', 'Unable to parse valid input from POST body')
  }
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

/** A small router over node:http: exact paths and prefixes, CORS everywhere, nodeos-shaped errors. */
export class HttpApi {
  private readonly exact = new Map<string, Handler>()
  private readonly prefixes: [string, Handler][] = []

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
        return {
          handler,
          rest: path.slice(p.length).split('/').filter(Boolean).map(decodeURIComponent),
        }
      }
    }
    return undefined
  }

  async handle(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const method = req.method ?? 'GET'
    if (method === 'OPTIONS') {
      res.writeHead(204, { ...CORS, 'Content-Length': '0' })
      res.end()
      return
    }
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
    const found = this.find(path)
    let out: ApiResponse
    if (!found) {
      out = notFound()
    } else {
      try {
        out = await found.handler({ method, path, query: url.searchParams, body, rest: found.rest })
      } catch (e) {
        if (e instanceof ChainError) {
          out = { status: e.http().status, json: errorBody(e) }
        } else {
          const err = new ChainError('exception', (e as Error)?.message ?? String(e))
          out = { status: 500, json: errorBody(err) }
        }
      }
    }
    const headers: Record<string, string> = { ...CORS, ...(out.headers ?? {}) }
    let payload: string | Uint8Array
    if (out.raw !== undefined) {
      payload = out.raw
    } else {
      payload = JSON.stringify(out.json ?? null)
      headers['Content-Type'] = 'application/json'
    }
    headers['Content-Length'] = String(
      typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength,
    )
    res.writeHead(out.status, headers)
    res.end(payload)
  }

  /** A node:http server that reads each body (bounded) and answers every request exactly once. */
  createServer(): Server {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = []
      let size = 0
      let aborted = false
      req.on('data', (c: Buffer) => {
        size += c.length
        if (size > MAX_BODY && !aborted) {
          aborted = true
          const err = new ChainError('invalid_http_request', 'Request body too large')
          const payload = JSON.stringify(errorBody(err))
          res.writeHead(400, { ...CORS, 'Content-Type': 'application/json', Connection: 'close' })
          res.end(payload)
          req.destroy()
        } else if (!aborted) {
          chunks.push(c)
        }
      })
      req.on('end', () => {
        if (aborted) return
        this.handle(req, res, Buffer.concat(chunks).toString('utf8')).catch(() => {
          if (!res.headersSent) res.writeHead(500, CORS)
          res.end()
        })
      })
      req.on('error', () => res.destroy())
    })
    server.keepAliveTimeout = 65_000
    return server
  }
}
