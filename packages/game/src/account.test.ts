import { describe, expect, it } from 'vitest'
import { isAccountName } from './account'

describe('isAccountName', () => {
  it('up to 12 of a-z, 1-5 and dots', () => {
    for (const name of [
      'a',
      'player1',
      'dov.game',
      'eosio.token',
      'abcdefghijkl',
      '12345',
      'a.b.c',
    ])
      expect(isAccountName(name), name).toBe(true)
  })
  it('nothing else: empty, too long, other characters, a trailing dot', () => {
    for (const name of [
      '',
      'abcdefghijklm',
      'Player1',
      'player6',
      'player0',
      'play er',
      'player_1',
      'player1.',
      '.',
      'pläyer',
    ])
      expect(isAccountName(name), name).toBe(false)
  })
})
