import { describe, expect, it } from 'vitest'
import type { ActivityEntry } from '../../chain/read/indexer/activityEntry'
import { PRESETS } from '../../config/network'
import {
  AWAY_GAP_SECONDS,
  awayFacts,
  awaySummary,
  buildingsFinishedBetween,
  lastVisitKey,
  readLastVisit,
} from './away'

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

  it('counts the buildings whose cycle finished meanwhile, and shows a summary for them alone', () => {
    const buildings = [
      // Finished before the player left, and again (another cycle) meanwhile.
      { lastClaim: since - 500, delay: 450 },
      // Ran through the whole absence.
      { lastClaim: since - 100, delay: 600 },
      // Claimed meanwhile from another device, running again: nothing to claim now.
      { lastClaim: now - 100, delay: 600 },
      // A cycle longer than the absence: still running.
      { lastClaim: since - 100, delay: 3 * 3600 },
      // A cycle that ended while the player was still here, and nothing since.
      { lastClaim: since - 3 * 3600, delay: 2 * 3600 + 50 * 60 },
    ]
    expect(buildingsFinishedBetween(buildings, since, now)).toBe(2)
    const summary = awaySummary([], contracts, since, now, 180, buildings)
    expect(summary).toMatchObject({ buildingsFinished: 2, fightsFinished: 0, actions: 0 })
    expect(awaySummary([], contracts, since, now, 180, null)).toBeUndefined()
  })

  it('tells each fact on one line: the fights once, whether ready or claimed, and the buildings', () => {
    // Three fights ran out while the player was away, none claimed yet; four buildings finished.
    const entries = [
      at(since - 100, 'startfight', 1),
      at(since - 110, 'startfight', 2),
      at(since - 120, 'startfight', 3),
    ]
    const buildings = Array.from({ length: 4 }, () => ({ lastClaim: since - 60, delay: 450 }))
    const summary = awaySummary(entries, contracts, since, now, 180, buildings)
    expect(summary && awayFacts(summary)).toEqual([
      '3 fights finished, ready to claim',
      '4 buildings finished, ready to claim',
    ])
    // One of them claimed from another device meanwhile.
    const claimed = awaySummary(
      [at(since + 600, 'claimfight', 2, '10000'), ...entries],
      contracts,
      since,
      now,
      180,
      [],
    )
    expect(claimed && awayFacts(claimed)).toEqual([
      '3 fights finished, 2 ready to claim',
      '1 game action since then (1 fight claimed)',
    ])
    // The only one, claimed: finished, and the claim is the action.
    const one = awaySummary(
      [at(since + 600, 'claimfight', 1, '10000'), at(since - 100, 'startfight', 1)],
      contracts,
      since,
      now,
      180,
    )
    expect(one && awayFacts(one)).toEqual([
      '1 fight finished',
      '1 game action since then (1 fight claimed)',
    ])
  })

  it('keeps the last visit per chain and account, and ignores what is not a time', () => {
    const key = lastVisitKey(PRESETS.local.chainId, 'player5')
    expect(key).toContain('player5')
    expect(readLastVisit({ getItem: () => '1764000000' }, key)).toBe(1764000000)
    expect(readLastVisit({ getItem: () => 'soon' }, key)).toBeUndefined()
    expect(readLastVisit({ getItem: () => null }, key)).toBeUndefined()
  })
})
