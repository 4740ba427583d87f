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

/** A row of `dov.game` `sdivisions` as the tests read it. */
export type DivisionRow = {
  divID: number
  owner: string
  zoneID: number
  end_time: number
  units: { key: string; value: string }[]
}

/** `owner`'s divisions, straight from the chain, in division id order. */
export async function divisionsOf(devchain: Devchain, owner: string): Promise<DivisionRow[]> {
  const { rows } = (await devchain.tableRows('dov.game', 'sdivisions', 'dov.game')) as {
    rows: DivisionRow[]
  }
  return rows.filter((row) => row.owner === owner).sort((a, b) => a.divID - b.divID)
}

export const TOKENS = ['DOVX', 'DOVF', 'DOVH', 'DOVS', 'DOVR'] as const

/** Every in-game token balance of `account` in units of 0.0001, straight from the chain. */
export async function inGameBalances(devchain: Devchain, account: string) {
  const units: Record<string, number> = {}
  for (const token of TOKENS) units[token] = await inGameUnits(devchain, account, token)
  return units
}

/** "+1,234.5000 DOVX" → ['DOVX', 12345000] (the test's own parsing, not the app's). */
export function signedUnits(text: string): [string, number] {
  const [value = '', symbol = ''] = text.trim().split(' ')
  return [symbol, Math.round(Number(value.replaceAll(',', '')) * 10_000)]
}

/** Counts the transactions the page sends to the chain from now on. */
export function countTransactions(page: Page): () => number {
  let sent = 0
  page.on('request', (request) => {
    if (/\/v1\/chain\/(send_transaction2?|push_transaction)$/.test(request.url())) sent++
  })
  return () => sent
}
