import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_NAME_MAX, isAccountName } from './account'
import { ACCOUNT_NAME_CASES } from './account.cases'

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

describe('the account names every check shares', () => {
  it('gives each name of the table its verdict', () => {
    for (const { name, valid, why } of ACCOUNT_NAME_CASES)
      expect(isAccountName(name), `${JSON.stringify(name)}: ${why}`).toBe(valid)
  })

  it('property: a name of the rule’s characters is one when 1 to 12 long and not ending with a dot', () => {
    const character = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz12345.')
    fc.assert(
      fc.property(fc.array(character, { maxLength: 14 }), (characters) => {
        const name = characters.join('')
        const expected = name.length >= 1 && name.length <= ACCOUNT_NAME_MAX && !name.endsWith('.')
        expect(isAccountName(name)).toBe(expected)
      }),
    )
  })
})
