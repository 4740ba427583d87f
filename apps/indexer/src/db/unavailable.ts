/**
 * Whether an error means the database could not be reached (a refused or dropped connection, a
 * server shutting down or starting, a standby not accepting connections yet), as opposed to a
 * query the database refused. Such an error is a wait and a retry, never a reason to stop: the
 * follower pauses and reconnects, the API answers from memory or a 503 until the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string') {
    // Node's socket errors.
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(code))
      return true
    // SQLSTATE class 08 (connection exception), 57P01-57P03 (admin or crash shutdown, cannot
    // connect now), 53300 (too many connections).
    if (/^08...$/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300') return true
  }
  if (typeof message === 'string')
    return /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(
      message,
    )
  return false
}
