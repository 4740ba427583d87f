import { describe, expect, it } from 'vitest'
import { network } from '../../config/current'
import {
  claimBuildings,
  stakeBuildings,
  stakeTools,
  startCraft,
  unstakeBuildings,
  unstakeTools,
  withdraw,
} from './staking'

const account = network.contracts.staking

describe('staking actions', () => {
  it('withdraws and crafts for the player', () => {
    expect(withdraw('player1', '10.0000 DOVF')).toEqual({
      account,
      name: 'withdraw',
      data: { player: 'player1', quantity: '10.0000 DOVF' },
    })
    expect(startCraft('player1', 7)).toEqual({
      account,
      name: 'startcraft',
      data: { player: 'player1', craft_id: 7 },
    })
  })

  it('stakes and unstakes buildings and tools with lists of ids', () => {
    const cases = [
      [stakeBuildings, 'regmch'],
      [unstakeBuildings, 'deregmch'],
      [stakeTools, 'regbd'],
      [unstakeTools, 'deregbd'],
    ] as const
    for (const [build, name] of cases) {
      expect(build('player2', ['1', '2'])).toEqual({
        account,
        name,
        data: { player: 'player2', asset_ids: ['1', '2'] },
      })
    }
  })

  it('claims by asset ids only (the contract finds the owner)', () => {
    expect(claimBuildings(['5', '6'])).toEqual({
      account,
      name: 'claimmch',
      data: { asset_ids: ['5', '6'] },
    })
  })

  it("never shares the caller's list", () => {
    const ids = ['1']
    const action = stakeBuildings('player1', ids)
    ids.push('2')
    expect(action.data.asset_ids).toEqual(['1'])
  })
})
