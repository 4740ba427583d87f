import { describe, expect, it } from 'vitest'
import { COUNT_FROM_MS, COUNT_MS, countAt, playsSequence, SEQUENCE_MS } from './sequence'

describe('the battle sequence', () => {
  it('lasts at most 3 s, the count ending before it does', () => {
    expect(SEQUENCE_MS).toBeLessThanOrEqual(3000)
    expect(COUNT_FROM_MS + COUNT_MS).toBeLessThan(SEQUENCE_MS)
  })

  it('counts from 0 up to the earnings, never past them, never down', () => {
    expect(countAt(50_000n, 0)).toBe(0n)
    expect(countAt(50_000n, COUNT_FROM_MS)).toBe(0n)
    expect(countAt(50_000n, COUNT_FROM_MS + COUNT_MS)).toBe(50_000n)
    expect(countAt(50_000n, SEQUENCE_MS)).toBe(50_000n)
    let last = 0n
    for (let ms = 0; ms <= SEQUENCE_MS; ms += 16) {
      const shown = countAt(50_000n, ms)
      expect(shown).toBeGreaterThanOrEqual(last)
      expect(shown).toBeLessThanOrEqual(50_000n)
      last = shown
    }
  })

  it('plays only with motion allowed, in a visible tab', () => {
    const media = (reduce: boolean) => ({
      matchMedia: (query: string) =>
        ({ matches: reduce && query.includes('reduce') }) as MediaQueryList,
    })
    expect(playsSequence(media(false), { visibilityState: 'visible' })).toBe(true)
    expect(playsSequence(media(true), { visibilityState: 'visible' })).toBe(false)
    expect(playsSequence(media(false), { visibilityState: 'hidden' })).toBe(false)
  })
})
