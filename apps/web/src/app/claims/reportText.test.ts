import type { TokenFlow } from '@dov/game/battleReport'
import { describe, expect, it } from 'vitest'
import { flowText, movedText, placesText, unlockedText } from './reportText'

const flow = (symbol: string, parts: Partial<TokenFlow>): TokenFlow => ({
  symbol,
  precision: 4,
  earned: 0n,
  produced: 0n,
  spent: 0n,
  net: 0n,
  ...parts,
})

describe('the battle report in words', () => {
  it("opens with the round's net per token and, where several things moved it, its parts", () => {
    const flows = [
      flow('DOVX', { earned: 610_000n, spent: 571_200n, net: 38_800n }),
      flow('DOVH', { spent: 30_000n, net: -30_000n }),
      flow('DOVR', { produced: 40_000n, net: 40_000n }),
    ]
    expect(flowText(flows[0] as TokenFlow)).toBe('+3.8800 DOVX (earned 61.0000, spent 57.1200)')
    expect(movedText({ settled: true, flows, moved: [] })).toBe(
      'Your balances moved by +3.8800 DOVX (earned 61.0000, spent 57.1200), -3.0000 DOVH, +4.0000 DOVR.',
    )
    // A token that came back to where it was still says what it earned and spent.
    expect(flowText(flow('DOVX', { earned: 13_000n, spent: 13_000n }))).toBe(
      '0.0000 DOVX (earned 1.3000, spent 1.3000)',
    )
  })

  it("says only the chain's moves when the results do not account for them", () => {
    const moved = [{ units: -10_000n, precision: 4, symbol: 'DOVH' }]
    const flows = [flow('DOVH', { spent: 10_000n, earned: 5n, net: -10_000n })]
    expect(movedText({ settled: false, flows, moved })).toBe('Your balances moved by -1.0000 DOVH.')
    expect(movedText({ settled: false, flows: [], moved: [] })).toBe('Your balances did not move.')
  })

  it('names the Hall of Fame places that changed, the officers first', () => {
    expect(placesText(undefined)).toBeUndefined()
    expect(placesText([])).toBeUndefined()
    expect(
      placesText([
        { board: 'officers', rank: 41, was: 43 },
        { board: 'bunker', rank: 5, was: 6 },
        { board: 'camp', rank: 9, was: null },
      ]),
    ).toBe(
      'Hall of Fame: #41 among officers (was #43), #5 on the Bunker board (was #6), #9 on the Camp board (first victory there).',
    )
  })

  it('says which zone a Victory opened, by its number', () => {
    expect(unlockedText({ zoneId: 2, name: 'Sainte-Mere', open: true })).toBe(
      'Zone 2 Sainte-Mere is open.',
    )
    expect(unlockedText({ zoneId: 15, name: 'Kursk', open: false })).toBe(
      'Zone 15 Kursk is unlocked, but closed for now.',
    )
  })
})
