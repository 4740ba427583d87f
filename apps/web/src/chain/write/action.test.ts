import { describe, expect, expectTypeOf, it } from 'vitest'
import { network } from '../../config/current'
import {
  type ActionData,
  type ActionDataOf,
  type ActionName,
  type ContractAction,
  contractAction,
  holdsAsset,
} from './action'

describe('contractAction', () => {
  it('takes the account from the network config, the name and the data as given', () => {
    expect(contractAction('game', 'setavatar', { player: 'player1', avatar_id: 3 })).toEqual({
      account: network.contracts.game,
      name: 'setavatar',
      data: { player: 'player1', avatar_id: 3 },
    })
  })

  it('fails the typecheck for a misspelt action, a wrong contract or a wrong field', () => {
    // Never called: the @ts-expect-error lines are the test, checked by `tsc -b`.
    const typeOnly = () => [
      // @ts-expect-error misspelt action name
      contractAction('staking', 'regmchs', { player: 'p', asset_ids: [] }),
      // @ts-expect-error an action of another contract
      contractAction('game', 'regmch', { player: 'p', asset_ids: [] }),
      // @ts-expect-error unknown contract
      contractAction('stake', 'regmch', { player: 'p', asset_ids: [] }),
      // @ts-expect-error misspelt field
      contractAction('staking', 'regmch', { player: 'p', asset_id: [] }),
      // @ts-expect-error missing field
      contractAction('staking', 'regbd', { asset_ids: [] }),
      // @ts-expect-error extra field
      contractAction('staking', 'claimmch', { player: 'p', asset_ids: [] }),
      // @ts-expect-error asset ids are decimal strings
      contractAction('staking', 'claimmch', { asset_ids: [1099511627776] }),
      // @ts-expect-error division ids are numbers
      contractAction('game', 'claimfight', { player: 'p', division_id: '1' }),
      contractAction('divsim', 'adddivision', {
        zoneID: 1,
        // @ts-expect-error the setup is { key, value }[]
        setup: [['officer', '1']],
        player: 'p',
      }),
    ]
    expect(typeof typeOnly).toBe('function')
  })

  it('types the union of every action, discriminated by name', () => {
    expectTypeOf<ActionName>().toEqualTypeOf<
      | 'transfer'
      | 'withdraw'
      | 'startcraft'
      | 'regbd'
      | 'deregbd'
      | 'regmch'
      | 'deregmch'
      | 'claimmch'
      | 'startfight'
      | 'claimfight'
      | 'deldivision'
      | 'setavatar'
      | 'adddivision'
      | 'editdivision'
    >()
    expectTypeOf<ActionDataOf<'withdraw'>>().toEqualTypeOf<{ player: string; quantity: string }>()
    // Every typed action is what the wallet signs.
    expectTypeOf<ContractAction>().toExtend<ActionData>()
  })
})

describe('holdsAsset', () => {
  it('matches the actions whose asset_ids hold the asset', () => {
    expect(holdsAsset('5')({ asset_ids: ['4', '5'] })).toBe(true)
    expect(holdsAsset('5')({ asset_ids: ['55'] })).toBe(false)
  })
})
