import { describe, expect, it } from 'vitest'
import { chainVictories, gradesOf } from './grades'

describe('the ranks beside the owners', () => {
  it('come from the victories on objectives of each owner', () => {
    const victories = chainVictories([
      {
        owner: 'army.ike',
        wins: [
          { zone: 1, wins: 30 },
          { zone: 9, wins: 12 },
        ],
      },
      {
        owner: 'player2',
        wins: [
          { zone: 1, wins: 1 },
          { zone: 30, wins: 99 },
        ],
      },
    ])
    expect([...victories]).toEqual([
      ['army.ike', 42],
      ['player2', 1],
    ])
    const owners = ['army.ike', 'player2', 'player9']
    // Everyone read: an owner with no victory has none (a Private).
    expect([...gradesOf(victories, owners, true)]).toEqual([
      ['army.ike', 42],
      ['player2', 1],
      ['player9', 0],
    ])
    // Not everyone: an owner not read yet has no rank shown.
    expect([...gradesOf(victories, owners, false)]).toEqual([
      ['army.ike', 42],
      ['player2', 1],
    ])
  })
})
