import { parseAsset } from '@dov/game/amount'
import { describe, expect, it } from 'vitest'
import type { ActivityEntry } from '../../chain/read/indexer/activityEntry'
import { PRESETS } from '../../config/network'
import { describeEntries, netEffects } from './describe'

const contracts = PRESETS.local.contracts
let sequence = 100
function entry(
  contract: string,
  action: string,
  data: Record<string, unknown>,
  effects: ['wallet' | 'game', string][] = [],
  unknown: ActivityEntry['unknown'] = [],
): ActivityEntry {
  sequence--
  return {
    id: String(sequence),
    blockNum: sequence,
    time: sequence * 1000,
    trxId: 'ab'.repeat(32),
    contract,
    action,
    data,
    effects: effects.map(([balance, q]) => ({ balance, amount: parseAsset(q) })),
    unknown,
  }
}

describe('activity in words', () => {
  it('says what each kind of action did, with its facts and its effects per token', () => {
    const entries = [
      entry('dov.game', 'claimfight', { player: 'p', division_id: 3 }, [['game', '22.0000 DOVX']]),
      entry('dov.stake', 'claimmch', { asset_ids: ['1099511627776', '1099511627777'] }, [
        ['game', '-1.0000 DOVF'],
        ['game', '3.5000 DOVR'],
      ]),
      entry('dov.stake', 'withdraw', { player: 'p', quantity: '10.0000 DOVF' }, [
        ['game', '-10.0000 DOVF'],
        ['wallet', '9.5000 DOVF'],
      ]),
      entry('dov.stake', 'startcraft', { player: 'p', craft_id: 412 }, [['game', '-5.0000 DOVS']]),
      entry('dov.game', 'startfight', { player: 'p', division_id: 3, zoneID: 2 }, [
        ['game', '-1.0000 DOVH'],
      ]),
      entry('dov.divsim', 'adddivision', { player: 'p', zoneID: 2, setup: [{}, {}] }),
      entry('dov.token', 'transfer', { from: 'p', to: 'dov.stake', quantity: '5.0000 DOVX' }),
      entry('dov.game', 'setavatar', { player: 'p', avatar_id: 4 }, [], ['game']),
      entry('dov.game', 'deldivision', { asset_id: 3 }),
      entry('dov.stake', 'regbd', { player: 'p', asset_ids: ['1', '2', '3', '4', '5'] }),
      entry('dov.stake', 'deregmch', { player: 'p', asset_ids: ['9'] }),
    ]
    const lines = describeEntries(entries, contracts, {
      zoneName: (id) => (id === 2 ? 'Omaha Beach' : undefined),
      craftName: (id) => (id === 412 ? 'Field hospital' : undefined),
    })
    expect(lines.map((l) => [l.title, ...l.facts, ...l.effects.map((e) => e.text)])).toEqual([
      ['Fight claimed', 'Division 3', 'Zone 2, Omaha Beach', '+22.0000 DOVX'],
      [
        'Production claimed',
        '2 buildings: #1099511627776, #1099511627777',
        '−1.0000 DOVF',
        '+3.5000 DOVR',
      ],
      ['Withdrawal', 'Amount 10.0000 DOVF', 'Fee 0.5000 DOVF', '−10.0000 DOVF', '+9.5000 DOVF'],
      ['Crafted', 'Field hospital', 'Template 412', '−5.0000 DOVS'],
      ['Fight started', 'Division 3', 'Zone 2, Omaha Beach', '−1.0000 DOVH'],
      ['Division saved', 'New division', 'Zone 2, Omaha Beach', '2 cards'],
      ['Deposit', 'Amount 5.0000 DOVX'],
      ['Avatar changed', 'Avatar 4'],
      ['Division deleted', 'Division 3'],
      ['Tools staked', '5 tools: #1, #2, #3, #4 and 1 more'],
      ['Buildings unstaked', '1 building: #9'],
    ])
    expect(lines[7]?.unknown).toEqual(['game'])
  })

  it("takes a claim's zone and result, and a craft's card, from the source's details", () => {
    const withDetails = (e: ActivityEntry, details: Record<string, unknown>) => ({ ...e, details })
    const lines = describeEntries(
      [
        withDetails(entry('dov.game', 'claimfight', { player: 'p', division_id: 3 }), {
          divID: '3',
          zoneID: 2,
          result: 'win',
        }),
        withDetails(entry('dov.game', 'claimfight', { player: 'p', division_id: 4 }), {
          zoneID: 5,
          result: 'loss',
        }),
        // A result the source could not tell: none shown, the zone still.
        withDetails(entry('dov.game', 'claimfight', { player: 'p', division_id: 5 }), {
          zoneID: 6,
        }),
        withDetails(entry('dov.game', 'claimfight', { player: 'p', division_id: 6 }), {
          result: '<b>win</b>',
        }),
        withDetails(entry('dov.stake', 'startcraft', { player: 'p', craft_id: 412 }), {
          asset_id: '1099511628000',
          template_id: 412,
        }),
        // The start of division 4 names another zone: the claim's own details win.
        entry('dov.game', 'startfight', { player: 'p', division_id: 4, zoneID: 1 }),
      ],
      contracts,
      { zoneName: (id) => (id === 2 ? 'Omaha Beach' : undefined) },
    )
    expect(lines.map((l) => [l.title, l.result, ...l.facts])).toEqual([
      ['Fight claimed', 'Victory', 'Division 3', 'Zone 2, Omaha Beach'],
      ['Fight claimed', 'Defeat', 'Division 4', 'Zone 5'],
      ['Fight claimed', undefined, 'Division 5', 'Zone 6'],
      ['Fight claimed', undefined, 'Division 6'],
      ['Crafted', undefined, 'Template 412', 'Card #1099511628000'],
      ['Fight started', undefined, 'Division 4', 'Zone 1'],
    ])
  })

  it('sums effects per balance and token, zeros left out', () => {
    const net = netEffects([
      entry('dov.game', 'claimfight', {}, [['game', '22.0000 DOVX']]),
      entry('dov.game', 'startfight', {}, [
        ['game', '-2.0000 DOVX'],
        ['game', '-1.0000 DOVH'],
      ]),
      entry('dov.stake', 'regbd', {}, [['game', '1.0000 DOVH']]),
    ])
    expect(net.map((e) => `${e.text} ${e.balance}`)).toEqual(['+20.0000 DOVX game'])
  })
})
