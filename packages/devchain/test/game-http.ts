import type { RowsOf } from './game-reads'
import { post } from './helpers'

/** Reads over HTTP (`get_table_rows`, JSON, every page), as the app's data layer does. */
export function httpRows(url: string): RowsOf {
  return async <T>(
    code: string,
    table: string,
    scope: string,
    extra: Record<string, unknown> = {},
  ) => {
    const out: T[] = []
    let lower = typeof extra.lower_bound === 'string' ? extra.lower_bound : ''
    for (;;) {
      const { status, json } = await post(`${url}/v1/chain/get_table_rows`, {
        code,
        table,
        scope,
        json: true,
        limit: 1000,
        ...extra,
        lower_bound: lower,
      })
      if (status !== 200)
        throw new Error(`get_table_rows ${code} ${table}: ${JSON.stringify(json)}`)
      out.push(...(json.rows as T[]))
      if (json.more !== true) return out
      lower = String(json.next_key)
    }
  }
}

/**
 * Moves chain time forward (`POST /devchain/time`). The devchain answers once the block 3 behind
 * head carries the new time, so eosjs with `blocksBehind: 3` (as the app) can sign at once.
 */
export async function advance(url: string, seconds: number): Promise<void> {
  const { status } = await post(`${url}/devchain/time`, { advance_seconds: seconds })
  if (status !== 200) throw new Error(`devchain/time answered ${status}`)
}

/** Unix seconds of the block a transaction went into, from its `processed` trace. */
export function blockSec(processed: unknown): number {
  const time = (processed as { block_time?: string } | undefined)?.block_time
  if (!time) throw new Error('no block_time in the transaction trace')
  return Math.floor(Date.parse(`${time}Z`) / 1000)
}

async function headBlockNum(url: string): Promise<number> {
  const { status, json } = await post(`${url}/v1/chain/get_info`, {})
  if (status !== 200) throw new Error(`get_info answered ${status}`)
  return Number(json.head_block_num)
}

/**
 * Waits until the head block changes (the tests' devchain makes one every 50 ms), polling
 * get_info; gives up after `timeoutMs`.
 */
export async function nextBlock(url: string, timeoutMs = 5000): Promise<void> {
  const start = await headBlockNum(url)
  const deadline = Date.now() + timeoutMs
  while ((await headBlockNum(url)) === start) {
    if (Date.now() > deadline) throw new Error(`no new block after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** The message of a contract assertion, as nodeos and the clients report it. */
export function assertion(message: string): string {
  return `assertion failure with message: ${message}`
}
