import type { BalanceRow } from '@dov/game/rows'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assetsKey, chainInfoKey, tableQueryKey } from '../transport/keys'
import { ACTION_CHANGES } from '../write/changes'
import { setAvatar } from '../write/game'
import { withdraw } from '../write/staking'
import { deposit } from '../write/token'
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
    await reloadChainData(client, [{ name: 'withdraw' }], 2000, false, network)
    expect(stale()).toEqual(['c0ffee/table/dov.stake/balances', 'c0ffee/table/dov.token/accounts'])
    const once = spy.mock.calls.length
    vi.advanceTimersByTime(1999)
    expect(spy).toHaveBeenCalledTimes(once)
    vi.advanceTimersByTime(1)
    expect(spy).toHaveBeenCalledTimes(once * 2)
  })

  it("reloads the whole network's reads, another network's none, for an action it does not know", async () => {
    const { client, stale } = clientWithReads()
    await reloadChainData(client, [{ name: 'somethingnew' }], 1000, false, network)
    expect(stale()).toEqual([
      'c0ffee/table/dov.stake/balances',
      'c0ffee/table/dov.game/zones',
      'c0ffee/table/dov.token/accounts',
      'c0ffee/info',
    ])
  })
})

describe('reloadChainData: what a confirmed transaction is known to have done', () => {
  const inGame = tableQueryKey(network, 'dov.stake', 'balances', 'player1', { limit: 100 })
  const wallet = tableQueryKey(network, 'dov.token', 'accounts', 'player1', { limit: 100 })

  /**
   * A client whose balance reads are on screen (observed), with `rows` cached, and whose
   * re-reads stay unanswered until `answer` is called: what the cache holds meanwhile is what
   * the screens show.
   */
  function clientOnScreen(rows: Record<string, readonly BalanceRow[]>) {
    const client = new QueryClient()
    const answers: ((rows: readonly BalanceRow[]) => void)[] = []
    const observers = Object.entries(rows).map(([key, data]) => {
      const queryKey = key === 'wallet' ? wallet : inGame
      client.setQueryData(queryKey, data)
      const observer = new QueryObserver(client, {
        queryKey,
        queryFn: () =>
          new Promise<readonly BalanceRow[]>((resolve) => {
            answers.push(resolve)
          }),
        staleTime: Number.POSITIVE_INFINITY,
      })
      return observer.subscribe(() => {})
    })
    const stop = () => {
      for (const unsubscribe of observers) unsubscribe()
    }
    return { client, answers, stop }
  }

  const balances = (client: QueryClient, key: readonly unknown[]) =>
    client.getQueryData<readonly BalanceRow[]>(key)?.map((row) => row.balance)

  it('moves a deposit from the wallet to the in-game balance before the re-read answers', async () => {
    const { client, answers, stop } = clientOnScreen({
      wallet: [{ balance: '20.0000 DOVX' }],
      inGame: [{ balance: '10.0000 DOVX' }, { balance: '3 AVT' }],
    })
    await reloadChainData(client, [deposit('player1', '5.0000 DOVX')], 1000, true, network)
    // The re-reads are out and unanswered: the screens already show the result.
    expect(client.getQueryState(wallet)?.fetchStatus).toBe('fetching')
    expect(client.getQueryState(inGame)?.fetchStatus).toBe('fetching')
    expect(balances(client, wallet)).toEqual(['15.0000 DOVX'])
    expect(balances(client, inGame)).toEqual(['15.0000 DOVX', '3 AVT'])
    // The chain's answer is what stays.
    for (const answer of answers) answer([{ balance: '15.0000 DOVX' }])
    await vi.waitFor(() => expect(client.getQueryState(wallet)?.fetchStatus).toBe('idle'))
    expect(balances(client, wallet)).toEqual(['15.0000 DOVX'])
    stop()
  })

  it('takes a withdrawal from the in-game balance, and leaves the wallet (after the fee) to the re-read', async () => {
    const { client, stop } = clientOnScreen({
      wallet: [{ balance: '1.0000 DOVX' }],
      inGame: [{ balance: '10.0000 DOVX' }],
    })
    await reloadChainData(client, [withdraw('player1', '4.0000 DOVX')], 1000, true, network)
    expect(balances(client, inGame)).toEqual(['6.0000 DOVX'])
    expect(balances(client, wallet)).toEqual(['1.0000 DOVX'])
    expect(client.getQueryState(wallet)?.fetchStatus).toBe('fetching')
    stop()
  })

  it('sets the avatar chosen (its cost is left to the re-read)', async () => {
    const { client, stop } = clientOnScreen({
      inGame: [{ balance: '1 AVT' }, { balance: '10.0000 DOVX' }],
    })
    await reloadChainData(client, [setAvatar('player1', 4)], 1000, true, network)
    expect(balances(client, inGame)).toEqual(['4 AVT', '10.0000 DOVX'])
    stop()
  })

  it('leaves the cache to the re-read when the chain refused the transaction, or the result cannot be worked out', async () => {
    const { client, stop } = clientOnScreen({
      wallet: [{ balance: '20.0000 DOVX' }],
      inGame: [{ balance: '10.0000 DOVX' }],
    })
    await reloadChainData(client, [deposit('player1', '5.0000 DOVX')], 1000, false, network)
    expect(balances(client, wallet)).toEqual(['20.0000 DOVX'])
    // A withdrawal of more than is held.
    await reloadChainData(client, [withdraw('player1', '50.0000 DOVX')], 1000, true, network)
    expect(balances(client, inGame)).toEqual(['10.0000 DOVX'])
    expect(balances(client, wallet)).toEqual(['20.0000 DOVX'])
    stop()
  })
})
