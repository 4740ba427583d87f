import { describe, expect, it } from 'vitest'
import { actionEffects, DEFAULT_ACCOUNTS, type GameAction, gameActions } from './activity'
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
})
