import { describe, expect, it } from 'vitest'
import { assetsKey, chainKey, tableKey, tableQueryKey, templatesKey } from './keys'

function startsWith(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => part === key[index])
}

describe('query keys', () => {
  it('nest, so a prefix invalidates every read under it', () => {
    const read = tableQueryKey('dov.stake', 'balances', 'player1', { limit: 100 })
    expect(read).toEqual(['chain', 'table', 'dov.stake', 'balances', 'player1', { limit: 100 }])
    expect(startsWith(read, tableKey('dov.stake', 'balances'))).toBe(true)
    expect(startsWith(read, chainKey)).toBe(true)
    expect(startsWith(assetsKey('dov.army', 'player1'), assetsKey('dov.army'))).toBe(true)
    expect(startsWith(templatesKey('dov.army'), chainKey)).toBe(true)
    expect(tableQueryKey('c', 't', null)).toEqual(['chain', 'table', 'c', 't', null, {}])
  })
})
