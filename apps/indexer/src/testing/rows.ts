import type { RowDelta } from '../db/store'

/**
 * Block `num` of the tests' chain: its id the number in hex, its time 0.5 s a block from
 * 2026-11-25 12:00 UTC.
 */
export const testBlock = (num: number) => ({
  num,
  id: num.toString(16).padStart(64, '0'),
  time: new Date(Date.UTC(2026, 10, 25, 12, 0, 0) + num * 500),
})

/** `scope`'s in-game balance row of `dov.stake` (`balances`), holding `quantity`. */
export const stakeBalance = (scope: string, quantity: string): RowDelta => ({
  present: true,
  code: 'dov.stake',
  scope,
  table: 'balances',
  primaryKey: '1213616196',
  payer: scope,
  value: { balance: quantity },
})
