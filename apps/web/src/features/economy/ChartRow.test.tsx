import { render } from '@testing-library/react'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ChartRow } from './ChartRow'
import { MAX_BAR, type TokenView } from './economyView'

const token = (bars: TokenView['bars']): TokenView => ({
  symbol: 'DOVX',
  produced: '30.0000',
  consumed: '10.0000',
  net: '+20.0000',
  sign: 'positive',
  bars,
  lasts: undefined,
})

/** The row's bars as drawn: where each starts and ends (percent of the chart), and its fill. */
function drawn(bars: TokenView['bars']) {
  const { container } = render(
    <svg>
      <title>chart</title>
      <ChartRow token={token(bars)} y={22} />
    </svg>,
  )
  return Array.from(container.querySelectorAll('g > rect'), (rect) => {
    const from = Number.parseFloat(rect.getAttribute('x') ?? '')
    return {
      from,
      to: from + Number.parseFloat(rect.getAttribute('width') ?? ''),
      fill: rect.getAttribute('fill'),
    }
  })
}

describe('ChartRow', () => {
  it('consumed ends at the centre line, fighting’s costs before it; produced starts there, fighting’s earnings after it', () => {
    expect(
      drawn({
        buildingsProduced: 30,
        fightingProduced: 18,
        buildingsConsumed: 10,
        fightingConsumed: 5,
      }),
    ).toEqual([
      { from: 40, to: 50, fill: null },
      { from: 35, to: 40, fill: 'url(#economy-stripes-out)' },
      { from: 50, to: 80, fill: null },
      { from: 80, to: 98, fill: 'url(#economy-stripes-in)' },
    ])
  })

  it('property: the bars of a side touch, from the centre line out, and stay inside the chart', () => {
    const length = fc.integer({ min: 0, max: MAX_BAR * 1000 }).map((n) => n / 1000)
    const side = fc.tuple(length, length).filter(([a, b]) => a + b <= MAX_BAR)
    fc.assert(
      fc.property(
        side,
        side,
        ([buildingsProduced, fightingProduced], [buildingsConsumed, fightingConsumed]) => {
          const [left, farLeft, right, farRight] = drawn({
            buildingsProduced,
            fightingProduced,
            buildingsConsumed,
            fightingConsumed,
          })
          expect(left?.to).toBeCloseTo(50)
          expect(farLeft?.to).toBeCloseTo(left?.from ?? Number.NaN)
          expect(right?.from).toBe(50)
          expect(farRight?.from).toBeCloseTo(right?.to ?? Number.NaN)
          for (const bar of [left, farLeft, right, farRight]) {
            expect(bar?.from).toBeGreaterThanOrEqual(50 - MAX_BAR - 1e-9)
            expect(bar?.to).toBeLessThanOrEqual(50 + MAX_BAR + 1e-9)
          }
        },
      ),
      { numRuns: 50 },
    )
  })
})
