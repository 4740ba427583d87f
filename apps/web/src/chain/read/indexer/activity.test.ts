import { formatAsset } from '@dov/game/amount'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PRESETS } from '../../../config/network'
import { activityQuery, activitySource, getIndexedActivity } from './activity'
import { ActivityAnswerError } from './activityEntry'

const network = { ...PRESETS.local, indexerUrl: 'https://indexer.test' }

const claim = {
  id: '4242',
  block_num: 120,
  block_time: '2026-11-25T12:00:00.500Z',
  trx_id: 'ab'.repeat(32),
  action_ordinal: 1,
  account: 'player5',
  contract: 'dov.game',
  action: 'claimfight',
  data: { player: 'player5', division_id: 3 },
  effects: [{ balance: 'game', quantity: '22.0000 DOVX' }],
}
const document = (actions: unknown[], next: string | null = null) => ({
  chain_id: network.chainId,
  as_of: { block_num: 130, block_id: 'cd', time: '2026-11-25T12:00:05.000Z' },
  catching_up: false,
  account: 'player5',
  actions,
  next,
})

let asked: string[] = []
let modes: (RequestCache | undefined)[] = []
function answer(body: unknown, status = 200) {
  asked = []
  modes = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      asked.push(url)
      modes.push(init?.cache)
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
    }),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("the indexer's activity", () => {
  it('reads a page of actions with their effects', async () => {
    answer(document([claim], '4242'))
    const page = await getIndexedActivity(network, 'player5', '5000', 20)
    expect(asked).toEqual(['https://indexer.test/v1/activity?account=player5&limit=20&before=5000'])
    // Never the browser's copy of last second's page: asked with its ETag each time.
    expect(modes).toEqual(['no-cache'])
    expect(page.next).toBe('4242')
    const [entry] = page.entries
    expect(entry).toMatchObject({
      id: '4242',
      blockNum: 120,
      time: Date.UTC(2026, 10, 25, 12, 0, 0, 500),
      trxId: 'ab'.repeat(32),
      contract: 'dov.game',
      action: 'claimfight',
      unknown: [],
    })
    expect(entry?.effects.map((e) => `${e.balance} ${formatAsset(e.amount)}`)).toEqual([
      'game 22.0000 DOVX',
    ])
    // An indexer older than the details sends none: nothing more is known.
    expect(entry?.details).toBeNull()
  })

  it("reads what the indexer found out about an action (a claim's zone and result)", async () => {
    const details = { divID: '3', zoneID: 2, result: 'win', payout: '22.0000 DOVX' }
    answer(
      document([
        { ...claim, details },
        { ...claim, id: '4241', details: null },
      ]),
    )
    const page = await getIndexedActivity(network, 'player5', undefined, 20)
    expect(page.entries.map((e) => e.details)).toEqual([details, null])
    answer(document([{ ...claim, details: 'win' }]))
    await expect(getIndexedActivity(network, 'player5', undefined, 20)).rejects.toThrow(
      "The indexer's activity is not readable (actions.0.details: ",
    )
  })

  it('refuses a malformed answer, another chain and a failure, saying which', async () => {
    answer(document([{ ...claim, effects: [{ balance: 'game', quantity: 'lots' }] }]))
    await expect(getIndexedActivity(network, 'player5', undefined)).rejects.toThrow(
      'The indexer\'s activity is not readable (actions.0.effects.0.quantity: expected an asset like "-0.5000 DOVX", got "lots")',
    )
    answer(document([{ ...claim, block_time: 'soon' }]))
    await expect(getIndexedActivity(network, 'player5', undefined)).rejects.toThrow(
      'actions.0.block_time: expected a time',
    )
    answer({ ...document([]), chain_id: 'ff'.repeat(32) })
    await expect(getIndexedActivity(network, 'player5', undefined)).rejects.toThrow(
      ActivityAnswerError,
    )
    answer({ error: '"account" must be an account name' }, 400)
    await expect(getIndexedActivity(network, 'player5', undefined)).rejects.toThrow(
      'The indexer answered HTTP 400: "account" must be an account name',
    )
  })

  it('takes the indexer, else the history API, else nothing', () => {
    expect(activitySource(network)).toBe('indexer')
    expect(activitySource({ ...network, indexerUrl: undefined, historyUrl: 'https://h' })).toBe(
      'history',
    )
    const none = { ...network, indexerUrl: undefined, historyUrl: undefined }
    expect(activitySource(none)).toBeNull()
    expect(activityQuery(none, 'player5').enabled).toBe(false)
    expect(activityQuery(network, 'player5').queryKey).toEqual([
      'chain',
      network.chainId,
      'activity',
      'indexer',
      'player5',
    ])
  })
})
