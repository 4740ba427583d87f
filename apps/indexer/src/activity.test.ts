import { describe, expect, it } from 'vitest'
import {
  actionEffects,
  type ClaimTables,
  claimDetails,
  DEFAULT_ACCOUNTS,
  type GameAction,
  gameActions,
  winsKey,
} from './activity'
import type { ActionTraceRecord, TransactionTraceRecord } from './ship/traces'

let sequence = 100
const trace = (
  ordinal: number,
  creator: number,
  receiver: string,
  account: string,
  name: string,
  data: Record<string, unknown> | null,
  actor = 'player1',
): ActionTraceRecord => ({
  ordinal,
  creator,
  receiver,
  account,
  name,
  authorization: [{ actor, permission: 'active' }],
  globalSequence: String(sequence++),
  data,
})

const balance = (scope: string, balance: string, present = true) => ({
  scope,
  primaryKey: balance.split(' ')[1] ?? '',
  value: { balance },
  present,
})

describe('the game actions of a block', () => {
  it('are the root actions of the game contracts and deposits, with what their traces move', () => {
    const avatar: TransactionTraceRecord = {
      id: 'a'.repeat(64),
      actions: [
        trace(1, 0, 'dov.rp', 'dov.rp', 'noop', {}, 'dov.rp'),
        trace(2, 0, 'dov.game', 'dov.game', 'setavatar', { player: 'player1', avatar_id: 2 }),
        trace(3, 2, 'dov.stake', 'dov.stake', 'gamedebit', {
          player: 'player1',
          quantities: ['1.0000 DOVX'],
          memo: '',
        }),
        trace(4, 2, 'dov.stake', 'dov.stake', 'setavt', { player: 'player1', avatar_id: 2 }),
      ],
    }
    const deposit: TransactionTraceRecord = {
      id: 'b'.repeat(64),
      actions: [
        trace(1, 0, 'dov.token', 'dov.token', 'transfer', {
          from: 'player1',
          to: 'dov.stake',
          quantity: '3.0000 DOVR',
          memo: 'deposit',
        }),
        // Notifications repeat the action: not counted again.
        trace(2, 1, 'player1', 'dov.token', 'transfer', { from: 'player1', to: 'dov.stake' }),
        trace(3, 1, 'dov.stake', 'dov.token', 'transfer', { from: 'player1', to: 'dov.stake' }),
        // A transfer between players is no game action.
        trace(4, 0, 'dov.token', 'dov.token', 'transfer', {
          from: 'player1',
          to: 'player2',
          quantity: '1.0000 DOVR',
          memo: '',
        }),
      ],
    }
    const actions = gameActions([avatar, deposit], DEFAULT_ACCOUNTS)
    expect(actions.map((a) => [a.trxId[0], a.ordinal, a.contract, a.name, a.account])).toEqual([
      ['a', 2, 'dov.game', 'setavatar', 'player1'],
      ['b', 1, 'dov.token', 'transfer', 'player1'],
    ])
    // The block's deltas of the in-game balances agree with what the traces state.
    const before = [balance('player1', '10.0000 DOVX')]
    const after = [balance('player1', '9.0000 DOVX'), balance('player1', '3.0000 DOVR')]
    expect(actionEffects(actions, before, after)).toEqual([
      // The debit is stated by the trace; the avatar (AVT) is no token.
      [{ balance: 'game', quantity: '-1.0000 DOVX' }],
      [
        { balance: 'game', quantity: '3.0000 DOVR' },
        { balance: 'wallet', quantity: '-3.0000 DOVR' },
      ],
    ])
  })

  it("share the block's balance changes: what traces state, the rest to the claim", () => {
    const action = (name: string, contract: string, traced: GameAction['traced']) => ({
      globalSequence: String(sequence++),
      trxId: 'c'.repeat(64),
      ordinal: 1,
      account: 'player1',
      contract,
      name,
      data: {},
      traced,
      opaque: contract === 'dov.stake',
    })
    const dovx = (units: bigint) => ({ units, precision: 4, symbol: 'DOVX' })
    const actions = [
      action('claimfight', 'dov.game', [{ balance: 'game', amount: dovx(50_000n) }]),
      action('claimmch', 'dov.stake', []),
      action('deldivision', 'dov.game', []),
    ]
    const before = [
      balance('player1', '10.0000 DOVX'),
      balance('player1', '2.0000 DOVR'),
      balance('player1', '3 AVT'),
      balance('player2', '1.0000 DOVX'),
    ]
    const after = [
      balance('player1', '17.0000 DOVX'),
      balance('player1', '2.0000 DOVR', false),
      balance('player1', '1.5000 DOVS'),
      balance('player1', '4 AVT'),
      // Another account's change belongs to none of these actions.
      balance('player2', '9.0000 DOVX'),
    ]
    expect(actionEffects(actions, before, after)).toEqual([
      [{ balance: 'game', quantity: '5.0000 DOVX' }],
      [
        { balance: 'game', quantity: '-2.0000 DOVR' },
        { balance: 'game', quantity: '1.5000 DOVS' },
        { balance: 'game', quantity: '2.0000 DOVX' },
      ],
      [],
    ])
    // With no action whose amounts are unstated, the rest goes to the player's last action.
    const [claim, , del] = actions as [GameAction, GameAction, GameAction]
    expect(actionEffects([claim, del], before, after)[1]).toEqual([
      { balance: 'game', quantity: '-2.0000 DOVR' },
      { balance: 'game', quantity: '1.5000 DOVS' },
      { balance: 'game', quantity: '2.0000 DOVX' },
    ])
  })

  it("name a craft's card from its inline logmint, and no one else's", () => {
    const craft = (owner: string): TransactionTraceRecord => ({
      id: 'd'.repeat(64),
      actions: [
        trace(1, 0, 'dov.stake', 'dov.stake', 'startcraft', { player: 'player1', craft_id: 7 }),
        trace(2, 1, 'atomicassets', 'atomicassets', 'mintasset', {
          template_id: 7,
          new_asset_owner: owner,
        }),
        trace(3, 2, 'atomicassets', 'atomicassets', 'logmint', {
          asset_id: '1099511627800',
          template_id: 7,
          new_asset_owner: owner,
        }),
        // Its notification to the owner repeats it: the same card.
        trace(4, 3, owner, 'atomicassets', 'logmint', { asset_id: '5', new_asset_owner: owner }),
      ],
    })
    const [mine] = gameActions([craft('player1')], DEFAULT_ACCOUNTS)
    expect(mine?.details).toEqual({ asset_id: '1099511627800', template_id: 7 })
    const [theirs] = gameActions([craft('player2')], DEFAULT_ACCOUNTS)
    expect(theirs?.details ?? null).toBeNull()
  })

  describe("a claim's zone and result, read from the tables", () => {
    // Zone 4 pays 10 DOVX for a Victory, 4 for a Draw, 1 for a Defeat; card 50's bonusd is 10%.
    const zone = {
      id: 4,
      resolutions: [
        { key: 'win', value: 100_000 },
        { key: 'draw', value: 40_000 },
        { key: 'loss', value: 10_000 },
      ],
    }
    const tables = (wins: [number, number]): ClaimTables => ({
      divisions: new Map([
        ['1', { zoneID: 4, units: [{ value: '50' }] }],
        ['2', { zoneID: 4, units: [] }],
        ['3', { zoneID: 4, units: [] }],
      ]),
      winsBefore: new Map([[winsKey('player1', 4), wins[0]]]),
      winsAfter: new Map([[winsKey('player1', 4), wins[1]]]),
      zones: new Map([[4, zone]]),
      templates: new Map([['50', 9]]),
      udata: [
        {
          template_id: 9,
          type: 'combat',
          power: 10_000,
          bonus: [{ key: 'bonusd', value: 100_000 }],
        },
      ],
    })
    const claim = (divID: string, paid: bigint | undefined): GameAction => ({
      globalSequence: String(sequence++),
      trxId: 'e'.repeat(64),
      ordinal: 1,
      account: 'player1',
      contract: 'dov.game',
      name: 'claimfight',
      data: { player: 'player1', division_id: divID },
      traced:
        paid === undefined
          ? []
          : [{ balance: 'game', amount: { units: paid, precision: 4, symbol: 'DOVX' } }],
      opaque: false,
    })

    it('a win when its zone gained one; else Draw or Defeat by what it paid', () => {
      expect(claimDetails([claim('1', 110_000n)], 'dov.game', tables([2, 3]))).toEqual([
        { divID: '1', zoneID: 4, result: 'win', payout: '11.0000 DOVX' },
      ])
      // The card's bonusd: a Draw pays 4.4, a Defeat 1.1.
      expect(
        claimDetails([claim('1', 44_000n), claim('1', 11_000n)], 'dov.game', tables([2, 2])),
      ).toEqual([
        { divID: '1', zoneID: 4, result: 'draw', payout: '4.4000 DOVX' },
        { divID: '1', zoneID: 4, result: 'loss', payout: '1.1000 DOVX' },
      ])
    })

    it('shares the wins gained among claims of one zone, those that paid a Victory first', () => {
      const details = claimDetails(
        [claim('2', 40_000n), claim('3', 100_000n), claim('2', 10_000n)],
        'dov.game',
        tables([0, 1]),
      )
      expect(details.map((d) => d?.result)).toEqual(['draw', 'win', 'loss'])
    })

    it('leaves out what the tables cannot tell, and other actions have none', () => {
      const other = { ...claim('1', undefined), name: 'deldivision' }
      expect(
        claimDetails(
          // Paid nothing where a Draw and a Defeat both pay (no result); a division not kept.
          [claim('1', undefined), claim('9', 5_000n), other],
          'dov.game',
          tables([2, 2]),
        ),
      ).toEqual([
        { divID: '1', zoneID: 4, payout: '0.0000 DOVX' },
        { divID: '9', payout: '0.5000 DOVX' },
        null,
      ])
    })
  })
})
