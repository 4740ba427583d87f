import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  MACHINE_CLAIM_RELOAD_DELAY_MS,
  RELOAD_DELAY_MS,
  reloadChainData,
  reloadDelayFor,
} from './reload'

describe('reloadDelayFor', () => {
  it('waits 2000 ms after claiming machines, 1000 ms after anything else (spec §9)', () => {
    expect(reloadDelayFor([{ name: 'claimmch' }])).toBe(MACHINE_CLAIM_RELOAD_DELAY_MS)
    expect(reloadDelayFor([{ name: 'regmch' }, { name: 'withdraw' }])).toBe(RELOAD_DELAY_MS)
    expect([RELOAD_DELAY_MS, MACHINE_CLAIM_RELOAD_DELAY_MS]).toEqual([1000, 2000])
  })
})

describe('reloadChainData', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reloads chain data at once and after the delay, never the chain clock', () => {
    const client = new QueryClient()
    const seen: string[] = []
    const spy = vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
      for (const key of [
        ['chain', 'table', 'dov.stake', 'balances'],
        ['chain', 'info', 'x'],
      ]) {
        const query = { queryKey: key } as never
        if (filters?.predicate?.(query) ?? true) seen.push(key.join('/'))
      }
    })
    reloadChainData(client, 2000)
    expect(spy).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1999)
    expect(spy).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(spy).toHaveBeenCalledTimes(2)
    expect(seen).toEqual(['chain/table/dov.stake/balances', 'chain/table/dov.stake/balances'])
  })
})
