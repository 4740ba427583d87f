import { describe, expect, it } from 'vitest'
import { network } from '../../config/current'
import { addDivision, editDivision } from './divsim'

const account = network.contracts.divsim
const setup = [
  { key: 'officer', value: '1099511627777' },
  { key: 'combat1', value: '1099511627778' },
]

describe('division simulator actions', () => {
  it('adds a division with its zone and setup', () => {
    expect(addDivision('player1', 3, setup)).toEqual({
      account,
      name: 'adddivision',
      data: { zoneID: 3, setup, player: 'player1' },
    })
  })

  it('edits a division by its id', () => {
    expect(editDivision('player1', 2, 4, setup)).toEqual({
      account,
      name: 'editdivision',
      data: { divID: 2, player: 'player1', setup, zoneID: 4 },
    })
  })

  it("never shares the caller's setup", () => {
    const units = [{ key: 'officer', value: '1' }]
    const action = addDivision('player1', 1, units)
    units[0] = { key: 'officer', value: '2' }
    expect(action.data.setup).toEqual([{ key: 'officer', value: '1' }])
  })
})
