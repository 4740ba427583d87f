import { ChainError } from '../core/errors'
import type { ApiRequest } from './http-types'

/**
 * Request bodies as nodeos reads them: the size limit (`max-body-size`), JSON parsing with fc's
 * nesting limit, and how much of a bad input an error message may quote (`clip`).
 */

/** The largest request body read (nodeos's default `max-body-size`, 1 MiB); larger ones get 413. */
export const MAX_BODY_BYTES = 1024 * 1024
/** The deepest JSON nesting a body may have (fc's `DEFAULT_MAX_RECURSION_DEPTH`); deeper gets 400. */
export const MAX_JSON_DEPTH = 200
/** How much of a bad input an error message echoes, at most (then `…`). */
export const MAX_ECHO_CHARS = 100
/** The longest error detail message answered, whatever it quotes. */
export const MAX_MESSAGE_CHARS = 1000

/** `s`, cut to `max` characters with an ellipsis: what an error message may quote of an input. */
export function clip(s: string, max = MAX_ECHO_CHARS): string {
  if (s.length <= max) return s
  let end = max
  const c = s.charCodeAt(end - 1)
  if (c >= 0xd800 && c <= 0xdbff) end-- // do not split a surrogate pair
  return `${s.slice(0, end)}…`
}

/** Whether JSON text nests arrays/objects deeper than `max` (a scan that jumps over strings). */
export function nestsDeeperThan(text: string, max: number): boolean {
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
