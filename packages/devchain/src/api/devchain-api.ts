import type { Chain } from '../core/chain'
import { ChainError } from '../core/errors'
import { formatTimePoint } from '../core/json'
import { type HttpApi, parseBody } from './http'

/** Test controls: `/devchain/time` moves chain time forward, `/devchain/reset` restores the world. */
export function registerDevchainApi(
  api: HttpApi,
  chain: Chain,
  hooks: { reset: () => Promise<void> },
): void {
  const status = () => ({
    world: chain.world.name,
    chain_id: chain.chainId,
    head_block_num: chain.head.num,
    head_block_time: formatTimePoint(chain.head.timestampMs),
    time_offset_seconds: chain.timeOffsetMs / 1000,
  })
  api.route('/devchain/info', () => ({ status: 200, json: status() }))
  api.route('/devchain/time', async (req) => {
    const body = parseBody(req, true)
    const n = Number(body.advance_seconds)
    if (!Number.isFinite(n) || n < 0 || n > 10 * 365 * 86400) {
      throw new ChainError(
        'invalid_http_request',
        'advance_seconds must be a number of seconds between 0 and 315360000',
      )
    }
    await chain.advanceTime(n)
    return { status: 200, json: status() }
  })
  api.route('/devchain/reset', async () => {
    await hooks.reset()
    return { status: 200, json: status() }
  })
}
