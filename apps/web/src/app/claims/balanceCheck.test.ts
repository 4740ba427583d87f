import { type Amount, formatAsset } from '@dov/game/amount'
import type { BalanceRow } from '@dov/game/rows'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkBalances, RECHECK_MS } from './balanceCheck'

const dovx = (units: bigint): Amount => ({ units, precision: 4, symbol: 'DOVX' })
const dovr = (units: bigint): Amount => ({ units, precision: 4, symbol: 'DOVR' })
const rows = (...amounts: Amount[]): BalanceRow[] =>
  amounts.map((amount) => ({ balance: formatAsset(amount) }))

const before = rows(dovx(1_000_000n), dovr(50_000n))
const shown = [dovx(23_250n), dovr(90_000n)]
const asShown = rows(dovx(1_023_250n), dovr(140_000n))
const more = rows(dovx(1_023_250n), dovr(170_000n))

/** A read that answers `answers` in turn (the last one again), counting its calls. */
function reads(...answers: (BalanceRow[] | Error)[]) {
  const calls = { count: 0 }
  const read = async () => {
    const answer = answers[Math.min(calls.count++, answers.length - 1)]
    if (answer instanceof Error || answer === undefined) throw answer ?? new Error('no answer')
    return answer
  }
  return { read, calls }
}

/** A wait that returns at once and says how long it was asked for. */
function waits() {
  const asked: number[] = []
  return { wait: async (ms: number) => void asked.push(ms), asked }
}

describe('checkBalances', () => {
  it.each([
    { case: 'moved as shown: read once, no wait', answers: [asShown], waited: [] },
    {
      case: 'a lagging node that catches up: read again after RECHECK_MS',
      answers: [before, asShown],
      waited: [RECHECK_MS],
    },
  ])('$case: checked, no moves', async ({ answers, waited }) => {
    const { read, calls } = reads(...answers)
    const { wait, asked } = waits()
    expect(await checkBalances(read, shown, before, wait)).toEqual({
      kind: 'checked',
      shown,
      moves: [],
    })
    expect(calls.count).toBe(answers.length)
    expect(asked).toEqual(waited)
  })

  it('a difference that stays: each token moved otherwise, what it did and what was shown', async () => {
    const { read } = reads(more)
    const { wait } = waits()
    expect(await checkBalances(read, shown, before, wait)).toEqual({
      kind: 'checked',
      shown,
      moves: [{ symbol: 'DOVR', precision: 4, expected: 90_000n, actual: 120_000n }],
    })
  })

  it('the balances before unknown: unchecked, nothing read', async () => {
    const { read, calls } = reads(asShown)
    expect(await checkBalances(read, shown, undefined)).toEqual({ kind: 'unchecked', shown })
    expect(calls.count).toBe(0)
  })

  it('a read that fails, first or second: unchecked', async () => {
    const { wait } = waits()
    expect(await checkBalances(reads(new Error('down')).read, shown, before, wait)).toEqual({
      kind: 'unchecked',
      shown,
    })
    expect(await checkBalances(reads(before, new Error('down')).read, shown, before, wait)).toEqual(
      { kind: 'unchecked', shown },
    )
  })

  it('property: balances that moved by exactly what was shown are checked with no moves', async () => {
    const units = fc.bigInt({ min: 0n, max: 10n ** 12n })
    const move = fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n })
    await fc.assert(
      fc.asyncProperty(units, units, move, move, async (x, r, dx, dr) => {
        const was = rows(dovx(x + 10n ** 9n), dovr(r + 10n ** 9n))
        const is = rows(dovx(x + 10n ** 9n + dx), dovr(r + 10n ** 9n + dr))
        const moved = [dovx(dx), dovr(dr)].filter((amount) => amount.units !== 0n)
        const { read, calls } = reads(is)
        const report = await checkBalances(read, moved, was, waits().wait)
        expect(report).toEqual({ kind: 'checked', shown: moved, moves: [] })
        expect(calls.count).toBe(1)
      }),
    )
  })
})
