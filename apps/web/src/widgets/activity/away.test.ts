import { describe, expect, it } from 'vitest'
import type { ActivityEntry } from '../../chain/read/indexer/activityEntry'
import { PRESETS } from '../../config/network'
import { AWAY_GAP_SECONDS, awaySummary, lastVisitKey, readLastVisit } from './away'

const contracts = PRESETS.local.contracts
const at = (seconds: number, action: string, division: number, dovx?: string): ActivityEntry => ({
  id: String(seconds),
  blockNum: seconds,
  time: seconds * 1000,
  trxId: 'cd'.repeat(32),
  contract: 'dov.game',
  action,
  data: { player: 'p', division_id: division },
  effects:
    dovx === undefined
      ? []
      : [{ balance: 'game', amount: { units: BigInt(dovx), precision: 4, symbol: 'DOVX' } }],
  unknown: [],
})

describe('while you were away', () => {
  const since = 10_000
  const now = since + 2 * 3600

  it('counts the fights that finished meanwhile and what the actions since then moved', () => {
    const entries = [
      at(since + 3600, 'claimfight', 2, '220000'),
      // Division 3's fight was claimed before the player left: nothing finished there.
      at(since - 50, 'claimfight', 3, '10000'),
      at(since - 100, 'startfight', 2),
      at(since - 150, 'startfight', 1),
      at(since - 300, 'startfight', 3),
    ]
    const summary = awaySummary(entries, contracts, since, now, 180)
    expect(summary).toMatchObject({
      fightsFinished: 2,
      fightsReady: 1,
      fightsClaimed: 1,
      actions: 1,
    })
    expect(summary?.earned.map((e) => e.text)).toEqual(['+22.0000 DOVX'])
  })

  it('says nothing on a first visit, after a short gap, or when nothing happened', () => {
    const entries = [at(since - 100, 'startfight', 1)]
    expect(awaySummary(entries, contracts, undefined, now, 180)).toBeUndefined()
    expect(
      awaySummary(entries, contracts, since, since + AWAY_GAP_SECONDS - 1, 180),
    ).toBeUndefined()
    // The fight had finished before the player left.
    expect(
      awaySummary([at(since - 1000, 'startfight', 1)], contracts, since, now, 180),
    ).toBeUndefined()
  })

  it('keeps the last visit per chain and account, and ignores what is not a time', () => {
    const key = lastVisitKey(PRESETS.local.chainId, 'player5')
    expect(key).toContain('player5')
    expect(readLastVisit({ getItem: () => '1764000000' }, key)).toBe(1764000000)
    expect(readLastVisit({ getItem: () => 'soon' }, key)).toBeUndefined()
    expect(readLastVisit({ getItem: () => null }, key)).toBeUndefined()
  })
})
