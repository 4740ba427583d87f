import { isAccountName } from '@dov/game/account'
import { ACCOUNT_NAME_CASES } from '@dov/game/account.cases'
import { describe, expect, it } from 'vitest'
import { accountOfPath } from './account'

describe('the account of a commander page', () => {
  it('is an Antelope account name: up to 12 of a-z, 1-5 and dots', () => {
    expect(isAccountName('player5')).toBe(true)
    expect(isAccountName('dov.game')).toBe(true)
    expect(isAccountName('abcdefghij12')).toBe(true)
    expect(isAccountName('abcdefghij123')).toBe(false)
    expect(isAccountName('Player5')).toBe(false)
    expect(isAccountName('player6')).toBe(false)
    expect(isAccountName('')).toBe(false)
  })

  it("is read from the page's path, for the prefetch", () => {
    expect(accountOfPath('/player/player5')).toBe('player5')
    expect(accountOfPath('/player/dov.game/')).toBe('dov.game')
    expect(accountOfPath('/player/Bad%20Name')).toBeNull()
    expect(accountOfPath('/player/%E0%A4%A')).toBeNull()
    expect(accountOfPath('/hof')).toBeNull()
  })

  it('is a page for each account name of the shared table, and for no other name', () => {
    for (const { name, valid, why } of ACCOUNT_NAME_CASES)
      expect(accountOfPath(`/player/${encodeURIComponent(name)}`), why).toBe(valid ? name : null)
  })
})
