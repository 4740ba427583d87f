import { ACCOUNT_NAME_CASES } from '@dov/game/account.cases'
import { describe, expect, it } from 'vitest'
import { createAccount } from './accounts'
import { ChainError } from './errors'
import { isValidName, nameString, nameValue } from './names'

describe("the devchain's accounts", () => {
  it('are made for each account name of the shared table, and for no other name', () => {
    for (const { name, valid, why } of ACCOUNT_NAME_CASES) {
      const made = () => createAccount({ name }, 0)
      if (valid) expect(made().name, why).toBe(name)
      else expect(made, `${JSON.stringify(name)}: ${why}`).toThrow(ChainError)
    }
  })

  it('have names that are names, read back as written', () => {
    for (const { name, valid } of ACCOUNT_NAME_CASES) {
      if (!valid) continue
      expect(isValidName(name), name).toBe(true)
      expect(nameString(nameValue(name)), name).toBe(name)
    }
  })

  it('agree with the name check: what is not an account is a name only at 13 characters or empty', () => {
    const namesOnly = ACCOUNT_NAME_CASES.filter((row) => !row.valid && isValidName(row.name))
    expect(namesOnly.map((row) => row.name)).toEqual(['abcdefghij123', 'abcdefghijkla', ''])
  })
})
