import { describe, expect, it } from 'vitest'
import { ChainDataError } from './errors'
import { parseWith } from './parse'
import { ChainBool, ChainId, ChainInt, ChainSeconds, parseChainTime, RaritySchema } from './scalars'

const T = 'test/table'

function errorOf(run: () => unknown): ChainDataError {
  try {
    run()
  } catch (error) {
    if (error instanceof ChainDataError) return error
    throw error
  }
  throw new Error('expected a ChainDataError')
}

describe('scalars', () => {
  it('reads integers written as numbers or decimal strings', () => {
    expect(parseWith(ChainInt, 42, T)).toBe(42)
    expect(parseWith(ChainInt, '4294967296', T)).toBe(4294967296)
    expect(parseWith(ChainInt, '-1', T)).toBe(-1)
    expect(errorOf(() => parseWith(ChainInt, '1.5', T)).detail).toContain('integer')
    expect(errorOf(() => parseWith(ChainInt, 1.5, T)).detail).toContain('integer')
    expect(errorOf(() => parseWith(ChainInt, '18446744073709551615', T)).detail).toContain('2^53')
    expect(() => parseWith(ChainInt, null, T)).toThrow(ChainDataError)
  })

  it('reads uint64 ids as decimal strings, beyond 2^53 too', () => {
    expect(parseWith(ChainId, 1099511627776, T)).toBe('1099511627776')
    expect(parseWith(ChainId, '1099511627776123456', T)).toBe('1099511627776123456')
    expect(parseWith(ChainId, 7, T)).toBe('7')
    for (const bad of [-1, 1.5, '', '01', '1e3', 'abc', null]) {
      expect(() => parseWith(ChainId, bad, T)).toThrow(ChainDataError)
    }
  })

  it('reads booleans and 0/1 flags', () => {
    expect(parseWith(ChainBool, true, T)).toBe(true)
    expect(parseWith(ChainBool, 0, T)).toBe(false)
    expect(parseWith(ChainBool, 1, T)).toBe(true)
    expect(() => parseWith(ChainBool, 2, T)).toThrow('boolean')
    expect(() => parseWith(ChainBool, 'true', T)).toThrow(ChainDataError)
  })

  it('reads rarities by name in any case or by rank', () => {
    expect(parseWith(RaritySchema, 'Epic', T)).toBe('Epic')
    expect(parseWith(RaritySchema, 'legendary', T)).toBe('Legendary')
    expect(parseWith(RaritySchema, 6, T)).toBe('Supreme')
    expect(parseWith(RaritySchema, 1, T)).toBe('Common')
    for (const bad of [0, 7, 1.5, 'Mythic', null]) {
      expect(() => parseWith(RaritySchema, bad, T)).toThrow(ChainDataError)
    }
  })

  it('reads nodeos times as UTC although they have no Z', () => {
    expect(parseChainTime('2025-01-01T00:00:00.500')).toBe(Date.UTC(2025, 0, 1, 0, 0, 0, 500))
    expect(parseChainTime('2025-01-01T00:00:01')).toBe(Date.UTC(2025, 0, 1, 0, 0, 1))
    expect(parseChainTime('2025-01-01T00:00:01Z')).toBe(Date.UTC(2025, 0, 1, 0, 0, 1))
    expect(parseChainTime('yesterday')).toBeUndefined()
    expect(parseChainTime('2025-13-45T99:00:00')).toBeUndefined()
    expect(parseWith(ChainSeconds, '2025-01-01T00:00:01.999', T)).toBe(
      Date.UTC(2025, 0, 1) / 1000 + 1,
    )
    expect(parseWith(ChainSeconds, 1735689600, T)).toBe(1735689600)
    expect(parseWith(ChainSeconds, '1735689600', T)).toBe(1735689600)
    expect(errorOf(() => parseWith(ChainSeconds, 'soon', T)).detail).toContain('"soon"')
  })
})
