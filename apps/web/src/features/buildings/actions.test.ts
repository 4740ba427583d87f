import { describe, expect, it } from 'vitest'
import { network } from '../../config/current'
import { claimBuildings, stakeBuildings, unstakeBuildings } from './actions'

describe('building actions', () => {
  it('stakes and unstakes for the player with lists of ids, on the staking contract', () => {
    expect(stakeBuildings('player1', ['1', '2'])).toEqual({
      account: network.contracts.staking,
      name: 'regmch',
      data: { player: 'player1', asset_ids: ['1', '2'] },
    })
    expect(unstakeBuildings('player1', ['3'])).toEqual({
      account: network.contracts.staking,
      name: 'deregmch',
      data: { player: 'player1', asset_ids: ['3'] },
    })
  })

  it('claims by asset ids only (the contract finds the owner)', () => {
    expect(claimBuildings(['5', '6'])).toEqual({
      account: network.contracts.staking,
      name: 'claimmch',
      data: { asset_ids: ['5', '6'] },
    })
  })
})
