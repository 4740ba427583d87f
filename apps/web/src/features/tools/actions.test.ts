import { describe, expect, it } from 'vitest'
import { network } from '../../config/current'
import { stakeTools, unstakeTools } from './actions'

describe('tool actions', () => {
  it('stake and unstake send the player and a list of asset ids', () => {
    expect(stakeTools('player2', ['9'])).toEqual({
      account: network.contracts.staking,
      name: 'regbd',
      data: { player: 'player2', asset_ids: ['9'] },
    })
    expect(unstakeTools('player2', ['9', '10'])).toEqual({
      account: network.contracts.staking,
      name: 'deregbd',
      data: { player: 'player2', asset_ids: ['9', '10'] },
    })
  })
})
