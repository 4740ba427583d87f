import type { Chain } from '../core/chain'
import { ChainError } from '../core/errors'
import { formatTimePoint } from '../core/json'
import type { HttpApi } from './http'
import { parseBody } from './http-body'
import { HttpError } from './http-errors'

/**
 * Test controls: `/devchain/time` moves chain time forward, `/devchain/reset` restores the world,
 * `/devchain/faults` sets (POST), lists (GET) and clears (DELETE) injected faults (faults.ts).
 * The HTTP layer answers them only to tools and the devchain's own origin (http.ts).
 */
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

  const faults = () => api.faults.all()
  const methodNotAllowed = (method: string) =>
    new HttpError(
      'invalid_http_request',
      `${method.slice(0, 10)} is not allowed here: GET lists, POST sets, DELETE clears faults`,
      405,
      'Method Not Allowed',
    )
  api.route('/devchain/faults', (req) => {
    switch (req.method) {
      case 'GET':
        return { status: 200, json: { faults: faults() } }
      case 'POST': {
        const fault = api.faults.add(parseBody(req, true))
        return { status: 200, json: { fault, faults: faults() } }
      }
      case 'DELETE':
        return { status: 200, json: { removed: api.faults.clear(), faults: faults() } }
      default:
        throw methodNotAllowed(req.method)
    }
  })
  api.prefix('/devchain/faults/', (req) => {
    const [idText, more] = req.rest
    const id = Number(idText)
    if (more !== undefined || !/^\d{1,9}$/.test(idText ?? '')) {
      throw new ChainError('invalid_http_request', 'Expected /devchain/faults/<id>')
    }
    if (req.method !== 'DELETE') throw methodNotAllowed(req.method)
    const removed = api.faults.clear(id)
    if (removed === 0) {
      throw new HttpError('invalid_http_request', `No fault ${id}`, 404, 'Not Found')
    }
    return { status: 200, json: { removed, faults: faults() } }
  })
}
