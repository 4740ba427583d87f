import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAsset } from './amount'
import {
  activeTools,
  buildingDataFor,
  buildingSlots,
  buildingState,
  claimableCycles,
  claimSettlement,
  clockedDelay,
  cycleFlows,
  delayHours,
  rarityPercent,
  unstakedAssets,
} from './buildings'
import { RARITIES } from './rows'

const data = {
  template_id: 42,
  token_in: ['1.0000 DOVX', '0.5000 DOVF'],
  token_out: ['2.0000 DOVR'],
  delay: 7200,
}
const texts = (list: Parameters<typeof formatAsset>[0][]) => list.map(formatAsset)

describe('rarity percent and clock', () => {
  it('rarity percent = 5 × rank: Common 5 … Supreme 30', () => {
    expect(RARITIES.map(rarityPercent)).toEqual([5, 10, 15, 20, 25, 30])
  })
  it('clock: 3600 × (12 − rank)/12 → Common 3300, Epic 2400, Supreme 1800; none 3600', () => {
    expect(clockedDelay(3600, 'Common')).toBe(3300)
    expect(clockedDelay(3600, 'Epic')).toBe(2400)
    expect(clockedDelay(3600, 'Supreme')).toBe(1800)
    expect(clockedDelay(3600, undefined)).toBe(3600)
  })
  it('clock rounds up to whole seconds: 1 s × 6/12 = 0.5 → 1 (never 0)', () => {
    expect(clockedDelay(1, 'Supreme')).toBe(1)
  })
  it('delayHours = seconds / 3600: 5400 → 1.5', () => {
    expect(delayHours(5400)).toBe(1.5)
  })
  it('property: a clock never lengthens the delay and never makes a positive delay 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom(...RARITIES), (d, r) => {
        const clocked = clockedDelay(d, r)
        expect(clocked).toBeGreaterThan(0)
        expect(clocked).toBeLessThanOrEqual(d)
      }),
    )
  })
})

describe('activeTools', () => {
  it('keeps the highest rarity per type', () => {
    expect(
      activeTools([
        { type: 'clock', rarity: 'Rare' },
        { type: 'clock', rarity: 'Epic' },
        { type: 'clock', rarity: 'Common' },
        { type: 'effort', rarity: 'Uncommon' },
      ]),
    ).toEqual({ clock: 'Epic', effort: 'Uncommon' })
  })
})

describe('cycleFlows (rates per hour × base delay hours)', () => {
  it('no tools, 7200 s = 2 h: in 2 × 1 DOVX, 2 × 0.5 DOVF; out 2 × 2 DOVR', () => {
    const flows = cycleFlows(data)
    expect(flows.delay).toBe(7200)
    expect(texts(flows.consumed)).toEqual(['2.0000 DOVX', '1.0000 DOVF'])
    expect(texts(flows.produced)).toEqual(['4.0000 DOVR'])
  })
  it('Rare effort (15 %) reduces DOVX only: 2 × 0.85 = 1.7 DOVX; DOVF stays 1.0', () => {
    const flows = cycleFlows(data, { effort: 'Rare' })
    expect(texts(flows.consumed)).toEqual(['1.7000 DOVX', '1.0000 DOVF'])
  })
  it('Legendary booster (25 %) raises outputs: 4 × 1.25 = 5 DOVR', () => {
    expect(texts(cycleFlows(data, { booster: 'Legendary' }).produced)).toEqual(['5.0000 DOVR'])
  })
  it('Supreme clock halves the cycle (7200 → 3600 s) but not its amounts', () => {
    const flows = cycleFlows(data, { clock: 'Supreme' })
    expect(flows.delay).toBe(3600)
    expect(flows.baseDelay).toBe(7200)
    expect(texts(flows.produced)).toEqual(['4.0000 DOVR'])
  })
  it('rounds down once: 0.0001/h over 1000 s = 0.2777… units → 0; 0.0007/h × 1000 s = 1.94 → 1 unit', () => {
    const small = { token_in: ['0.0001 DOVX'], token_out: ['0.0007 DOVR'], delay: 1000 }
    expect(texts(cycleFlows(small).consumed)).toEqual(['0.0000 DOVX'])
    expect(texts(cycleFlows(small).produced)).toEqual(['0.0001 DOVR'])
  })
  it('buildingDataFor finds the bdata row by template', () => {
    expect(buildingDataFor([data], 42)).toBe(data)
    expect(buildingDataFor([data], 1)).toBeUndefined()
  })
})

describe('buildingState and claims', () => {
  const lastClaim = 1_000_000
  it('running before last_claim + delay: 1,000,000 + 7200 − (1,000,000 + 3600) = 3600 s left', () => {
    expect(buildingState(lastClaim, 7200, lastClaim + 3600)).toEqual({
      kind: 'running',
      endsAt: lastClaim + 7200,
      remaining: 3600,
      hours: 1,
      minutes: 0,
      seconds: 0,
    })
  })
  it('finished at last_claim + delay exactly, with 1 claimable cycle', () => {
    expect(buildingState(lastClaim, 7200, lastClaim + 7200)).toEqual({
      kind: 'finished',
      endsAt: lastClaim + 7200,
      cycles: 1,
    })
  })
  it('claimable cycles: floor(15,000 / 7200) = 2; before the end 0; delay 0 → 0', () => {
    expect(claimableCycles(lastClaim, 7200, lastClaim + 15_000)).toBe(2)
    expect(claimableCycles(lastClaim, 7200, lastClaim + 7199)).toBe(0)
    expect(claimableCycles(lastClaim, 7200, lastClaim - 50)).toBe(0)
    expect(claimableCycles(lastClaim, 0, lastClaim + 50)).toBe(0)
  })
  it('settlement after 15,000 s: 2 cycles, pays 2 × 4 DOVR, charges 2 × (2 DOVX + 1 DOVF), last_claim + 14,400', () => {
    const settlement = claimSettlement(
      { last_claim: lastClaim },
      cycleFlows(data),
      lastClaim + 15_000,
    )
    expect(settlement.cycles).toBe(2)
    expect(texts(settlement.produced)).toEqual(['8.0000 DOVR'])
    expect(texts(settlement.consumed)).toEqual(['4.0000 DOVX', '2.0000 DOVF'])
    expect(settlement.lastClaim).toBe(lastClaim + 14_400)
  })
  it('nothing to claim before the first cycle ends: 0 cycles, zero amounts, last_claim kept', () => {
    const settlement = claimSettlement({ last_claim: lastClaim }, cycleFlows(data), lastClaim + 10)
    expect(settlement.cycles).toBe(0)
    expect(settlement.produced[0]?.units).toBe(0n)
    expect(settlement.lastClaim).toBe(lastClaim)
  })
  it('property: claiming in several steps pays the same as claiming once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.integer({ min: 0, max: 200_000 }), { maxLength: 5 }),
        (delay, steps) => {
          const flows = cycleFlows({ ...data, delay })
          let last = 0
          let now = 0
          let paid = 0n
          for (const step of steps) {
            now += step
            const s = claimSettlement({ last_claim: last }, flows, now)
            paid += s.produced[0]?.units ?? 0n
            last = s.lastClaim
          }
          const once = claimSettlement({ last_claim: 0 }, flows, now)
          expect(paid).toBe(once.produced[0]?.units ?? 0n)
        },
      ),
    )
  })
})

describe('buildingSlots', () => {
  it('4 slots: 2 staked then 2 empty', () => {
    expect(buildingSlots(['a', 'b'])).toEqual(['a', 'b', undefined, undefined])
  })
})

describe('unstakedAssets', () => {
  it('keeps the assets no staked row names, in their order, with their own fields', () => {
    const assets = ['3', '1', '2'].map((id) => ({ asset_id: id, name: `asset ${id}` }))
    expect(unstakedAssets(assets, [{ asset_id: '1' }])).toEqual([assets[0], assets[2]])
    expect(unstakedAssets(assets, [])).toEqual(assets)
    expect(unstakedAssets(assets, assets)).toEqual([])
  })
})
