import { describe, expect, it } from 'vitest'
import { avatarPictures, boardOwners, NO_PICTURES } from './avatars'

const player = (rank: number, owner: string) => ({ rank, owner, victories: 10 - rank })

describe('the owners whose avatars are read', () => {
  it('every owner on every board once, in name order, without the logged-in player', () => {
    const owners = boardOwners(
      {
        forces: [
          { rank: 1, owner: 'player3', divID: 4, power: 9 },
          { rank: 2, owner: 'player3', divID: 7, power: 8 },
          { rank: 3, owner: 'army.ike', divID: 2, power: 7 },
        ],
        officers: [player(1, 'player5'), player(2, 'player2')],
        objectives: [{ ranked: [player(1, 'army.ike'), player(2, 'zed')] }, { ranked: [] }],
      },
      'player2',
    )
    expect(owners).toEqual(['army.ike', 'player3', 'player5', 'zed'])
  })
})

describe("each owner's picture", () => {
  const avatars = [
    { id: 1, ipfs: '', cost: 'Select Avatar' },
    { id: 3, ipfs: 'QmThree', cost: '2.0000 DOVX' },
    { id: 4, ipfs: 'QmFour', cost: '3.0000 DOVX' },
  ]

  it("the avatars table's image of the owner's id", () => {
    const pictures = avatarPictures(
      new Map([
        ['player2', 3],
        ['player4', 4],
      ]),
      avatars,
    )
    expect(pictures.get('player2')).toBe('QmThree')
    expect(pictures.get('player4')).toBe('QmFour')
  })

  it('none (the placeholder) for the default, an id not in the table, or an unknown table', () => {
    const pictures = avatarPictures(
      new Map([
        ['never', 1],
        ['gone', 42],
      ]),
      avatars,
    )
    expect(pictures.has('never')).toBe(false)
    expect(pictures.has('gone')).toBe(false)
    expect(avatarPictures(new Map([['player2', 3]]), [])).toBe(NO_PICTURES)
  })
})
