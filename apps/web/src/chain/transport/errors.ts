/**
 * Errors of the read layer. Both are query errors a screen shows as an error state; neither is an
 * endpoint outage (those are `EndpointError`s of `./failover`, retried on the next endpoint).
 */

/** Chain or API data that does not have the expected shape: which source and what was wrong. */
export class ChainDataError extends Error {
  override name = 'ChainDataError'
  /** Where the data came from, e.g. `dov.game/zones` or `atomicassets/assets`. */
  readonly source: string
  readonly detail: string
  constructor(source: string, detail: string) {
    super(`Unexpected data from ${source}: ${detail}`)
    this.source = source
    this.detail = detail
  }
}

/** The node or the API answered with an error (a nodeos error body, a 4xx, `success: false`). */
export class ChainApiError extends Error {
  override name = 'ChainApiError'
  readonly status: number
  /** The nodeos exception name (e.g. `eosio_assert_message_exception`), when there is one. */
  readonly errorName: string | undefined
  constructor(status: number, message: string, errorName?: string) {
    super(message)
    this.status = status
    this.errorName = errorName
  }
}

/** `value` when it is a JSON object (not null, not an array); otherwise undefined. */
export function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/**
 * The error an answer body carries: nodeos's first detail message (e.g. `assertion failure with
 * message: Nothing to claim`), else its `what`, else an API's `message`, else the HTTP status.
 */
export function apiErrorFrom(status: number, body: unknown): ChainApiError {
  const message = nodeosMessage(body) ?? `HTTP ${status}`
  return new ChainApiError(status, message, text(record(record(body)?.error)?.name))
}

/**
 * The message a nodeos error (an answer body, or WharfKit's APIError which carries the same
 * `error` object) gives: the first detail, else `what`, else a top-level `message`.
 */
export function nodeosMessage(body: unknown): string | undefined {
  const top = record(body)
  const error = record(top?.error)
  const details = Array.isArray(error?.details) ? error.details : []
  return text(record(details[0])?.message) ?? text(error?.what) ?? text(top?.message)
}
