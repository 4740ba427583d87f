import { describe, expect, it } from 'vitest'
import { ChainDataError } from '../transport/errors'
import { parseWith } from '../transport/parse'
import { AccountResourcesSchema } from './account'

/** What nodeos answers (the fields the menu reads, among others it drops). */
const NODEOS = {
  account_name: 'player1',
  core_liquid_balance: '12.50000000 WAX',
  ram_quota: 1048576,
  net_limit: { used: 184, available: '1048392', max: 1048576, current_used: 184 },
  cpu_limit: { used: 412, available: 1999588, max: 2000000 },
  ram_usage: 3000,
  permissions: [],
}

describe('AccountResourcesSchema', () => {
  it("reads nodeos's get_account, integers as numbers or strings", () => {
    expect(parseWith(AccountResourcesSchema, NODEOS, 'get_account')).toEqual({
      liquid: '12.50000000 WAX',
      cpu: { used: 412, available: 1999588, max: 2000000 },
      net: { used: 184, available: 1048392, max: 1048576 },
      ram: { used: 3000, quota: 1048576 },
    })
  })

  it('gives no WAX balance when nodeos leaves it out (the account holds none)', () => {
    const { core_liquid_balance: _, ...without } = NODEOS
    expect(parseWith(AccountResourcesSchema, without, 'get_account').liquid).toBeNull()
  })

  it('refuses an answer without its limits', () => {
    const { cpu_limit: _, ...broken } = NODEOS
    expect(() => parseWith(AccountResourcesSchema, broken, 'get_account')).toThrow(ChainDataError)
  })
})
