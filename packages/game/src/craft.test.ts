import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAsset } from './amount'
import { shortfalls } from './costs'
import { afterCraft, canCraft, checkCraft, craftCosts, craftList } from './craft'

const balances = [{ balance: '500.0000 DOVX' }, { balance: '200.0000 DOVH' }]

describe('craft', () => {
  it('shows the first 6 of 8', () => {
    expect(craftList([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([1, 2, 3, 4, 5, 6])
  })
  it('craft button only when available > 0', () => {
    expect(canCraft({ available: 1 })).toBe(true)
    expect(canCraft({ available: 0 })).toBe(false)
  })
  it('costs parsed: "10.0000 DOVX" → 100000 units', () => {
    expect(craftCosts({ costs: ['10.0000 DOVX', 'bad'] })).toEqual([
      { units: 100_000n, precision: 4, symbol: 'DOVX' },
    ])
  })
  it('one craft takes one from Remains', () => {
    expect(afterCraft({ template_id: 7, available: 10 })).toEqual({ template_id: 7, available: 9 })
  })
})

describe('checkCraft', () => {
  it('affordable and available: ok', () => {
    expect(checkCraft({ available: 3, costs: ['8.1250 DOVX', '2.0075 DOVH'] }, balances)).toEqual({
      ok: true,
    })
  })

  it("sold out is refused first, with the chain's message", () => {
    expect(checkCraft({ available: 0, costs: ['9999.0000 DOVX'] }, balances)).toEqual({
      ok: false,
      reason: 'sold-out',
      message: 'Nothing left to craft',
    })
  })

  it('short: the first token short, in cost order, names the refusal', () => {
    const check = checkCraft(
      { available: 3, costs: ['1.0000 DOVS', '750.0000 DOVX', '1.0000 DOVH'] },
      balances,
    )
    expect(check.ok).toBe(false)
    if (check.ok || check.reason !== 'short') throw new Error('expected short')
    expect(check.message).toBe('Insufficient DOVS balance')
    expect(check.short.map((s) => formatAsset(s.missing))).toEqual(['1.0000 DOVS', '250.0000 DOVX'])
  })

  it('ok ⇔ available > 0 and the balances cover the costs (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(3),
        fc.array(fc.integer({ min: 0, max: 6_000_000 }), { maxLength: 3 }),
        (available, units) => {
          const costs = units.map((u, i) =>
            formatAsset({ units: BigInt(u), precision: 4, symbol: i % 2 ? 'DOVH' : 'DOVX' }),
          )
          const item = { available, costs }
          const covered = shortfalls(craftCosts(item), balances).length === 0
          expect(checkCraft(item, balances).ok).toBe(available > 0 && covered)
        },
      ),
    )
  })
})
