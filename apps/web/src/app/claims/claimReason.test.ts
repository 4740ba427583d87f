import type { Amount } from '@dov/game/amount'
import type { BalanceRow } from '@dov/game/rows'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CombinedReads } from '../../chain/read/combine'
import { claimReason } from './claimReason'

const dovx = (units: bigint): Amount => ({ units, precision: 4, symbol: 'DOVX' })
const dovr = (units: bigint): Amount => ({ units, precision: 4, symbol: 'DOVR' })
/** 100.0000 DOVX and 5.0000 DOVR in game. */
const balances: BalanceRow[] = [{ balance: '100.0000 DOVX' }, { balance: '5.0000 DOVR' }]
/** Claiming all costs 150.0000 DOVX. */
const costly = [dovx(-1_500_000n)]
const NOW = 1000

/** What is ready: 3 claims, read, paying +2.3250 DOVX and +9.0000 DOVR, unless said otherwise. */
function ready({
  status = 'ready',
  count = 3,
  nextAt,
  totals = [dovx(23_250n), dovr(90_000n)],
}: {
  status?: CombinedReads['status']
  count?: number
  nextAt?: number
  totals?: Amount[]
}) {
  return { reads: { status }, count, nextAt, totals }
}

describe('claimReason', () => {
  it('nothing stands in the way: null', () => {
    expect(claimReason(ready({}), NOW, balances)).toBeNull()
  })

  it('a failed read comes first, whatever is counted or short', () => {
    expect(claimReason(ready({ status: 'error' }), NOW, balances)).toEqual({ kind: 'unread' })
    expect(
      claimReason(ready({ status: 'error', count: 0, totals: costly }), NOW, balances),
    ).toEqual({ kind: 'unread' })
  })

  it('nothing counted while loading: checking', () => {
    expect(
      claimReason(ready({ status: 'loading', count: 0, nextAt: 1600 }), NOW, balances),
    ).toEqual({ kind: 'checking' })
  })

  it('nothing ready: with the seconds to the next, or none under way', () => {
    expect(claimReason(ready({ count: 0, nextAt: 1600 }), NOW, balances)).toEqual({
      kind: 'nothing',
      nextIn: 600,
    })
    expect(claimReason(ready({ count: 0 }), NOW, balances)).toEqual({
      kind: 'nothing',
      nextIn: undefined,
    })
  })

  it('something ready while the reads behind the totals load: pricing', () => {
    expect(claimReason(ready({ status: 'loading', totals: costly }), NOW, balances)).toEqual({
      kind: 'pricing',
    })
  })

  it('a net cost the balance cannot cover: short, with what is needed and held', () => {
    expect(claimReason(ready({ totals: costly }), NOW, balances)).toEqual({
      kind: 'short',
      shortfalls: [{ symbol: 'DOVX', needed: 1_500_000n, balance: 1_000_000n }],
    })
    // A token absent from the balances holds 0.
    expect(claimReason(ready({ totals: [dovr(-1n)] }), NOW, [])).toEqual({
      kind: 'short',
      shortfalls: [{ symbol: 'DOVR', needed: 1n, balance: 0n }],
    })
  })

  it('a cost the balance covers exactly, or balances not known yet: null', () => {
    expect(claimReason(ready({ totals: [dovx(-1_000_000n)] }), NOW, balances)).toBeNull()
    expect(claimReason(ready({ totals: costly }), NOW, undefined)).toBeNull()
  })

  it('property: null exactly when read, something is ready and the balances cover the nets', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('loading' as const, 'error' as const, 'ready' as const),
        fc.nat({ max: 5 }),
        fc.option(fc.nat({ max: 10_000 }), { nil: undefined }),
        fc.bigInt({ min: -2_000_000n, max: 2_000_000n }),
        (status, count, nextAt, net) => {
          const reason = claimReason(
            { reads: { status }, count, nextAt, totals: [dovx(net)] },
            NOW,
            balances,
          )
          const covered = 1_000_000n + net >= 0n
          expect(reason === null).toBe(status === 'ready' && count > 0 && covered)
          // Nothing ready is said exactly when nothing is, once the reads answered.
          if (status !== 'error') {
            expect(reason?.kind === 'nothing').toBe(count === 0 && status === 'ready')
          }
        },
      ),
    )
  })
})
