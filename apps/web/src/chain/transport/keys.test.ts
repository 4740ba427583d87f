import { describe, expect, it } from 'vitest'
import {
  assetsKey,
  chainInfoKey,
  chainKey,
  networkKey,
  tableKey,
  tableQueryKey,
  templatesKey,
} from './keys'

function startsWith(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => part === key[index])
}

const local = { chainId: 'aa' }
const other = { chainId: 'bb' }

describe('query keys', () => {
  it('nest, so a prefix invalidates every read under it', () => {
    const read = tableQueryKey(local, 'dov.stake', 'balances', 'player1', { limit: 100 })
    expect(read).toEqual([
      'chain',
      'aa',
      'table',
      'dov.stake',
      'balances',
      'player1',
      { limit: 100 },
    ])
    expect(startsWith(read, tableKey(local, 'dov.stake', 'balances'))).toBe(true)
    expect(startsWith(read, networkKey(local))).toBe(true)
    expect(startsWith(read, chainKey)).toBe(true)
    expect(startsWith(assetsKey(local, 'dov.army', 'player1'), assetsKey(local, 'dov.army'))).toBe(
      true,
    )
    expect(startsWith(templatesKey(local, 'dov.army'), networkKey(local))).toBe(true)
    expect(startsWith(chainInfoKey(local), networkKey(local))).toBe(true)
    expect(tableQueryKey(local, 'c', 't', null)).toEqual([
      'chain',
      'aa',
      'table',
      'c',
      't',
      null,
      {},
    ])
  })

  it('have the network at the root: the same read of two networks never shares a key', () => {
    const mine = tableQueryKey(local, 'dov.game', 'zones', 'dov.game')
    const theirs = tableQueryKey(other, 'dov.game', 'zones', 'dov.game')
    expect(mine).not.toEqual(theirs)
    expect(startsWith(theirs, networkKey(local))).toBe(false)
    expect(startsWith(assetsKey(other, 'dov.army'), networkKey(local))).toBe(false)
  })
})
