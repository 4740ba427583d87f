import { formatAsset } from '@dov/game/amount'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PRESETS } from '../../../config/network'
import { ActivityAnswerError } from './activityEntry'
import recorded from './fixtures/hyperion-get_actions.json'
import { getHistoryActivity } from './history'

/** WAX without an indexer, with a Hyperion API: the fallback's case. */
const network = {
  ...PRESETS['wax-testnet'],
  indexerUrl: undefined,
  historyUrl: 'https://history.test',
}

let asked: URL[] = []
function answer(body: unknown, status = 200) {
  asked = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(new URL(url))
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
    }),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const shown = (effects: { balance: string; amount: Parameters<typeof formatAsset>[0] }[]) =>
  effects.map((e) => `${e.balance} ${formatAsset(e.amount)}`)

describe('the Hyperion history fallback', () => {
  it("asks get_actions for the player's game actions, newest first", async () => {
    answer(recorded)
    await getHistoryActivity(network, 'player5', undefined, 7)
    const [url] = asked
    expect(`${url?.origin}${url?.pathname}`).toBe('https://history.test/v2/history/get_actions')
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      account: 'player5',
      filter: 'dov.game:*,dov.stake:*,dov.divsim:*,dov.token:transfer',
      limit: '7',
      skip: '0',
      sort: 'desc',
    })
  })

  it('reads a recorded answer into the same entries as the indexer, unknown effects marked', async () => {
    answer(recorded)
    const page = await getHistoryActivity(network, 'player5', undefined, 7)
    // The inline credit of the claim and the transfer to another player are no game actions.
    expect(page.entries.map((e) => `${e.contract} ${e.action}`)).toEqual([
      'dov.game claimfight',
      'dov.game startfight',
      'dov.token transfer',
      'dov.stake withdraw',
      'dov.divsim adddivision',
    ])
    const [claim, start, deposit, withdrawal, save] = page.entries
    expect(claim).toMatchObject({
      id: '9123456790',
      blockNum: 331205080,
      time: Date.UTC(2026, 10, 25, 12, 1, 58),
      trxId: '8f1c2e3d4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0',
      data: { player: 'player5', division_id: 7 },
      effects: [],
      unknown: ['game'],
    })
    expect(start?.time).toBe(Date.UTC(2026, 10, 25, 11, 58, 40, 500))
    // A deposit's transfer states both of its effects.
    expect(shown(deposit?.effects ?? [])).toEqual(['wallet -100.0000 DOVX', 'game 100.0000 DOVX'])
    expect(deposit?.unknown).toEqual([])
    // A withdrawal's fee is in no action data: the wallet's credit is unknown, not zero.
    expect(shown(withdrawal?.effects ?? [])).toEqual(['game -10.0000 DOVF'])
    expect(withdrawal?.unknown).toEqual(['wallet'])
    // Division saves move no token.
    expect(save).toMatchObject({ effects: [], unknown: [] })
    // A full page: the next one skips what was read.
    expect(page.next).toBe('7')
  })

  it('pages by skip and stops at a short page', async () => {
    answer(recorded)
    const page = await getHistoryActivity(network, 'player5', '7', 20)
    expect(asked[0]?.searchParams.get('skip')).toBe('7')
    expect(page.next).toBeNull()
  })

  it('rejects a malformed answer with a clear error', async () => {
    const broken = structuredClone(recorded)
    ;(broken.actions[2] as Record<string, unknown>).block_num = 'yesterday'
    answer(broken)
    const read = getHistoryActivity(network, 'player5', undefined, 7)
    await expect(read).rejects.toThrow(ActivityAnswerError)
    await expect(read).rejects.toThrow(
      'The history API\'s answer is not a Hyperion action list (actions.2.block_num: expected an integer within ±2^53, got "yesterday")',
    )
    answer({ error: 'not found' })
    await expect(getHistoryActivity(network, 'player5', undefined, 7)).rejects.toThrow(
      "The history API's answer is not a Hyperion action list (actions: Invalid key",
    )
    answer('<html>')
    await expect(getHistoryActivity(network, 'player5', undefined, 7)).rejects.toThrow(
      'The history API answered something that is not JSON',
    )
    answer('{}', 500)
    await expect(getHistoryActivity(network, 'player5', undefined, 7)).rejects.toThrow(
      'The history API answered HTTP 500',
    )
  })
})
