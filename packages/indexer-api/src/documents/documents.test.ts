import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ActivityDocument } from './activity'
import { AsOf } from './common'
import { ErrorDocument } from './error'
import { BlockEventData } from './events'
import { HealthDocument } from './health'
import { HofDocument } from './hof'
import { PlayerDocument } from './player'
import { StandingDocument } from './standing'

const head = {
  chain_id: 'ef20',
  as_of: { block_num: 7, block_id: '07', time: '2026-11-25T12:00:03.500Z' },
  catching_up: false,
}
const noPlaces = { bunker: null, camp: null, radar: null, hq: null, bridge: null }

/** The issues of a failed parse as `path: message`. */
const issues = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map(
    (issue) => `${(issue.path ?? []).map((item) => String(item.key)).join('.')}: ${issue.message}`,
  )

/**
 * The valibot parts a schema is made of: the `type` of each schema within it and of each action
 * of a pipe (`number`, `picklist`, `raw_transform`, …).
 */
function partsOf(schema: unknown, found = new Set<string>()): Set<string> {
  const node = schema as {
    type: string
    entries?: Record<string, unknown>
    item?: unknown
    wrapped?: unknown
    pipe?: unknown[]
  }
  found.add(node.type)
  for (const entry of Object.values(node.entries ?? {})) partsOf(entry, found)
  if (node.item !== undefined) partsOf(node.item, found)
  if (node.wrapped !== undefined) partsOf(node.wrapped, found)
  for (const step of node.pipe ?? []) partsOf(step, found)
  return found
}

describe('the document schemas', () => {
  it('read what the indexer writes', () => {
    const hof = {
      ...head,
      boards: {
        officers: [{ rank: 1, owner: 'player1', victories: 3 }],
        objectives: { bunker: [], camp: [], radar: [], hq: [], bridge: [] },
        forces: [{ rank: 1, owner: 'player1', divID: 4, power: 120_000 }],
      },
      avatars: { player1: 4, player3: 1 },
      victories: { player1: 3, player3: 0 },
      week: {
        start: '2026-11-23T00:00:00.000Z',
        top: [{ rank: 1, owner: 'player3', victories: 2 }],
      },
    }
    expect(v.parse(HofDocument, hof)).toEqual(hof)
    expect(issues(HofDocument, { ...hof, victories: { player1: -1 } })).toEqual([
      'victories: expected an object of victories, got {"player1":-1}',
    ])
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
      medals: [
        { id: 'first-victory', earned_at: null, block_num: null, trx_id: null },
        {
          id: 'hat-trick',
          earned_at: '2026-11-25T12:00:03.500Z',
          block_num: 7,
          trx_id: 'ab',
        },
      ],
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
    const standing = {
      ...head,
      account: 'player1',
      standing: {
        officers: { rank: 4, owner: 'player1', victories: 2 },
        objectives: { ...noPlaces, radar: { rank: 1, owner: 'player1', victories: 2 } },
        forces: [{ rank: 9, owner: 'player1', divID: 4, power: 120_000 }],
      },
    }
    expect(v.parse(StandingDocument, standing)).toEqual(standing)
    const block = { ...head, hof: true, ranks: false, accounts: ['player1'], reload: false }
    expect(v.parse(BlockEventData, block)).toEqual(block)
    expect(v.parse(ErrorDocument, { error: 'no' })).toEqual({ error: 'no' })
  })

  it('say where a refused value is and what it is', () => {
    expect(issues(AsOf, { ...head.as_of, block_num: '7' })).toEqual([
      'block_num: expected a number, got "7"',
    ])
    expect(issues(HealthDocument, { as_of: null, catching_up: true, lag_seconds: {} })).toEqual([
      'lag_seconds: expected a number, got {}',
    ])
    const entry = {
      id: '1',
      block_num: 1,
      block_time: '',
      trx_id: '',
      action_ordinal: 1,
      account: 'a',
      contract: 'c',
      action: 'x',
      data: [1],
      effects: [{ balance: 'bank', quantity: '1.0000 DOVX' }],
      details: null,
    }
    expect(
      issues(ActivityDocument, { ...head, account: 'a', actions: [entry], next: null }),
    ).toEqual([
      'actions.0.data: expected an object or null, got [1]',
      'actions.0.effects.0.balance: expected "wallet" or "game"',
    ])
  })

  it("are made of valibot's parts the app's entry chunk carries, and no other", () => {
    // valibot is one module of the app's entry chunk: a part no other schema of the app uses
    // (`number`, `picklist`, `record`, …) would be paid on its first route (README, "What the
    // documents are made of").
    const carried = [
      'object',
      'array',
      'string',
      'boolean',
      'nullish',
      'unknown',
      'raw_transform',
      'regex',
      'transform',
    ]
    const documents = [
      HofDocument,
      StandingDocument,
      PlayerDocument,
      ActivityDocument,
      HealthDocument,
      BlockEventData,
      ErrorDocument,
    ]
    const parts = new Set<string>()
    for (const document of documents) partsOf(document, parts)
    expect([...parts].sort()).toEqual([...carried].sort())
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
      victories: {},
      week: { start: '2026-11-23T00:00:00.000Z', top: [] },
    }
    expect(v.safeParse(HofDocument, hof).success).toBe(true)
    for (const wrong of [
      { ...hof, victories: { player1: 1.5 } },
      { ...hof, week: undefined },
      { ...hof, week: { start: '2026-11-23T00:00:00.000Z', top: [{ rank: 1 }] } },
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
