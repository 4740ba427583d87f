import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ActivityDocument, HealthDocument, HofDocument, PlayerDocument } from './documents'

const head = {
  chain_id: 'ef20',
  as_of: { block_num: 7, block_id: '07', time: '2026-11-25T12:00:03.500Z' },
  catching_up: false,
}
const noPlaces = { bunker: null, camp: null, radar: null, hq: null, bridge: null }

describe('the document schemas', () => {
  it('read what the indexer writes', () => {
    const hof = {
      ...head,
      boards: {
        officers: [{ rank: 1, owner: 'player1', victories: 3 }],
        objectives: { bunker: [], camp: [], radar: [], hq: [], bridge: [] },
        forces: [{ rank: 1, owner: 'player1', divID: 4, power: 120_000 }],
      },
      avatars: { player1: 4 },
    }
    expect(v.parse(HofDocument, hof)).toEqual(hof)
    const player = {
      ...head,
      account: 'player1',
      known: true,
      avatar: 1,
      divisions: [
        { divID: 4, zoneID: 2, power: 1, rank: 1, fighting: false, end_time: 0, units: 2 },
      ],
      standing: { officers: null, objectives: noPlaces, forces: [] },
      recent_victories: [],
    }
    expect(v.parse(PlayerDocument, player)).toEqual(player)
    const activity = {
      ...head,
      account: 'player1',
      actions: [
        {
          id: '22',
          block_num: 7,
          block_time: head.as_of.time,
          trx_id: 'ab',
          action_ordinal: 1,
          account: 'player1',
          contract: 'dov.game',
          action: 'claimfight',
          data: { player: 'player1' },
          effects: [{ balance: 'game', quantity: '7.0000 DOVX' }],
          details: { divID: '3', zoneID: 4, result: 'win', payout: '7.0000 DOVX' },
        },
      ],
      next: null,
    }
    expect(v.parse(ActivityDocument, activity)).toEqual(activity)
    const health = {
      as_of: null,
      chain_head: null,
      lag_blocks: null,
      lag_seconds: null,
      catching_up: true,
    }
    expect(v.parse(HealthDocument, health)).toEqual(health)
  })

  it('refuse what it does not', () => {
    const hof = {
      ...head,
      boards: {
        officers: [],
        objectives: { bunker: [], camp: [], radar: [], hq: [], bridge: [] },
        forces: [],
      },
      avatars: {},
    }
    expect(v.safeParse(HofDocument, hof).success).toBe(true)
    for (const wrong of [
      { ...hof, avatars: { player1: '4' } },
      { ...hof, avatars: { player1: 0 } },
      { ...hof, avatars: [] },
      { ...hof, boards: { ...hof.boards, objectives: { bunker: [] } } },
      { ...hof, as_of: { ...head.as_of, block_num: '7' } },
      { ...hof, catching_up: 'no' },
    ])
      expect(v.safeParse(HofDocument, wrong).success, JSON.stringify(wrong)).toBe(false)
    const entry = {
      id: '1',
      block_num: 1,
      block_time: '',
      trx_id: '',
      action_ordinal: 1,
      account: 'a',
      contract: 'c',
      action: 'x',
      data: null,
      effects: [],
      details: null,
    }
    const page = { ...head, account: 'a', actions: [entry], next: '1' }
    expect(v.safeParse(ActivityDocument, page).success).toBe(true)
    for (const wrong of [
      { ...entry, data: [] },
      { ...entry, details: 'win' },
      { ...entry, effects: [{ balance: 'bank', quantity: '1.0000 DOVX' }] },
    ])
      expect(
        v.safeParse(ActivityDocument, { ...page, actions: [wrong] }).success,
        JSON.stringify(wrong),
      ).toBe(false)
  })
})
