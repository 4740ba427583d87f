import type { Page } from '@playwright/test'
import { type Devchain, expect } from './fixtures'

type BalanceRows = { rows: { balance: string }[] }

/** An in-game balance of `account` in units of 0.0001, read straight from the chain. */
export async function inGameUnits(devchain: Devchain, account: string, symbol: string) {
  const { rows } = (await devchain.tableRows('dov.stake', 'balances', account)) as BalanceRows
  const row = rows.find((r) => r.balance.endsWith(` ${symbol}`))
  return row === undefined ? 0 : Math.round(Number(row.balance.split(' ')[0]) * 10_000)
}

/** "3.0000 DOVR" → 30000 units. */
export function assetUnits(text: string): number {
  return Math.round(Number(text.trim().split(' ')[0]) * 10_000)
}

/**
 * Lets `seconds` pass for both sides: the devchain's clock jumps, and so does the page's (the app
 * ties chain time to the page's monotonic clock between syncs), as if the player had waited.
 * The page needs `page.clock.install()` before it loads (`openAs(…, { clock: true })`).
 */
export async function passTime(page: Page, devchain: Devchain, seconds: number) {
  await devchain.advanceTime(seconds)
  await page.clock.fastForward(seconds * 1000)
}

/** The header balance of a token. */
export function headerBalance(page: Page, symbol: string) {
  return page.getByRole('banner').getByTestId(`balance-${symbol}`)
}

export { expect }
