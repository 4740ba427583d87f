import { describe, expect, it } from 'vitest'
import { network } from '../../config/current'
import { claimFight, deleteDivision, setAvatar, startFight } from './game'

const account = network.contracts.game

describe('game actions', () => {
  it('starts and claims a fight of a division', () => {
    expect(startFight('player1', 2, 5)).toEqual({
      account,
      name: 'startfight',
      data: { player: 'player1', division_id: 2, zoneID: 5 },
    })
    expect(claimFight('player1', 2)).toEqual({
      account,
      name: 'claimfight',
      data: { player: 'player1', division_id: 2 },
    })
  })

  it('deletes a division by its id, in the field the spec names asset_id', () => {
    expect(deleteDivision(3)).toEqual({ account, name: 'deldivision', data: { asset_id: 3 } })
  })

  it('sets the avatar', () => {
    expect(setAvatar('player1', 4)).toEqual({
      account,
      name: 'setavatar',
      data: { player: 'player1', avatar_id: 4 },
    })
  })
})
