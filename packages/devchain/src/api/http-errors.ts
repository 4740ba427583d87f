import { ChainError, type ErrorKind, errorBody } from '../core/errors'
import {
  clip,
  MAX_ECHO_CHARS,
  MAX_JSON_DEPTH,
  MAX_MESSAGE_CHARS,
  nestsDeeperThan,
} from './http-body'
import type { ApiResponse } from './http-types'

/**
 * Every failure as nodeos's error JSON: statuses of the HTTP layer's own (`HttpError`), the answer
 * for an unknown path, and error messages that quote at most `MAX_ECHO_CHARS` of any long input.
 */

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

/** nodeos's answer for an unknown path. */
export function notFound(): ApiResponse {
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
export const LAST_RESORT = JSON.stringify(
  errorBody(new ChainError('exception', 'devchain: internal error while answering')),
)

/** The longest strings a request carries (JSON body strings, path segments, query values). */
export function longInputs(body: string, url: URL | undefined): string[] {
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
export function errorResponse(e: unknown, inputs: () => string[]): ApiResponse {
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

export function safeDecode(s: string): string | undefined {
  try {
    return decodeURIComponent(s)
  } catch {
    return undefined
  }
}
