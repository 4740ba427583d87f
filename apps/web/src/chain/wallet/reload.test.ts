import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assetsKey, chainInfoKey, tableQueryKey } from '../transport/keys'
import { ACTION_CHANGES } from '../write/changes'
import { changedKeys } from './changedKeys'
import {
  MACHINE_CLAIM_RELOAD_DELAY_MS,
  RELOAD_DELAY_MS,
  reloadChainData,
  reloadDelayFor,
} from './reload'

const network = {
  chainId: 'c0ffee',
  contracts: {
    token: 'dov.token',
    staking: 'dov.stake',
    game: 'dov.game',
    divsim: 'dov.divsim',
    atomicassets: 'atomicassets',
  },
  collection: 'dov.army',
}

describe('reloadDelayFor', () => {
  it('waits 2000 ms after claiming machines, 1000 ms after anything else (spec §9)', () => {
    expect(reloadDelayFor([{ name: 'claimmch' }])).toBe(MACHINE_CLAIM_RELOAD_DELAY_MS)
    expect(reloadDelayFor([{ name: 'regmch' }, { name: 'withdraw' }])).toBe(RELOAD_DELAY_MS)
    expect([RELOAD_DELAY_MS, MACHINE_CLAIM_RELOAD_DELAY_MS]).toEqual([1000, 2000])
  })
})

describe('changedKeys', () => {
  it('names the tables each action writes, each once, in this network', () => {
    expect(changedKeys([{ name: 'claimfight' }, { name: 'startfight' }], network)).toEqual([
      ['chain', 'c0ffee', 'table', 'dov.game', 'sdivisions'],
      ['chain', 'c0ffee', 'table', 'dov.game', 'infos'],
      ['chain', 'c0ffee', 'table', 'dov.stake', 'balances'],
    ])
    expect(changedKeys([{ name: 'startcraft' }], network)).toContainEqual(
      assetsKey(network, 'dov.army'),
    )
    expect(changedKeys([{ name: 'transfer' }], network)).toEqual([
      ['chain', 'c0ffee', 'table', 'dov.token', 'accounts'],
      ['chain', 'c0ffee', 'table', 'dov.stake', 'balances'],
    ])
  })

  it('gives every action the app signs at least one read, and an unknown one everything', () => {
    for (const [name, changes] of Object.entries(ACTION_CHANGES)) {
      expect(changes.length, name).toBeGreaterThan(0)
    }
    expect(changedKeys([{ name: 'withdraw' }, { name: 'somethingnew' }], network)).toEqual([
      ['chain', 'c0ffee'],
    ])
  })
})

describe('reloadChainData', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  /** A client holding one read of each kind; returns the keys invalidated on each pass. */
  function clientWithReads() {
    const client = new QueryClient()
    const reads = [
      tableQueryKey(network, 'dov.stake', 'balances', 'player1', { limit: 100 }),
      tableQueryKey(network, 'dov.game', 'zones', 'dov.game', { limit: 1000 }),
      tableQueryKey(network, 'dov.token', 'accounts', 'player1', { limit: 100 }),
      tableQueryKey({ chainId: 'other' }, 'dov.stake', 'balances', 'player1', { limit: 100 }),
      chainInfoKey(network),
    ]
    for (const key of reads) client.setQueryData(key, [])
    const stale = () =>
      client
        .getQueryCache()
        .getAll()
        .filter((query) => query.isStale())
        .map((query) => query.queryKey.slice(1, 5).join('/'))
    return { client, stale }
  }

  it('reloads what the actions changed, at once and after the delay, nothing else', async () => {
    const { client, stale } = clientWithReads()
    const spy = vi.spyOn(client, 'invalidateQueries')
    await reloadChainData(client, [{ name: 'withdraw' }], 2000, network)
    expect(stale()).toEqual(['c0ffee/table/dov.stake/balances', 'c0ffee/table/dov.token/accounts'])
    const once = spy.mock.calls.length
    vi.advanceTimersByTime(1999)
    expect(spy).toHaveBeenCalledTimes(once)
    vi.advanceTimersByTime(1)
    expect(spy).toHaveBeenCalledTimes(once * 2)
  })

  it("reloads the whole network's reads, another network's none, for an action it does not know", async () => {
    const { client, stale } = clientWithReads()
    await reloadChainData(client, [{ name: 'somethingnew' }], 1000, network)
    expect(stale()).toEqual([
      'c0ffee/table/dov.stake/balances',
      'c0ffee/table/dov.game/zones',
      'c0ffee/table/dov.token/accounts',
      'c0ffee/info',
    ])
  })
})
