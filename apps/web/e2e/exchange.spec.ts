import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { type Devchain, expect, openAs, test } from './fixtures'
import { headerText, tokenText } from './numbers'
import { marksOffTheirLine } from './tokenMarks'
import { wharfkitDialog } from './wharfkit'

type Rows = { rows: { balance: string }[] }

/** A token balance in units of 0.0001, read straight from the chain. */
async function units(devchain: Devchain, code: string, scope: string, symbol: string) {
  const { rows } = (await devchain.tableRows(
    code,
    code === 'dov.token' ? 'accounts' : 'balances',
    scope,
  )) as Rows
  const row = rows.find((r) => r.balance.endsWith(` ${symbol}`))
  return row === undefined ? 0 : Math.round(Number(row.balance.split(' ')[0]) * 10_000)
}

async function openExchange(page: Page, account: string) {
  await openAs(page, '/exchange', account)
  await expect(page.getByRole('group', { name: 'Exchange direction' })).toBeVisible()
}

test.describe('exchange', () => {
  test('a deposit signed through the helper shows the success toast and the new balance', async ({
    page,
    devchain,
  }) => {
    const inGame = await units(devchain, 'dov.stake', 'player1', 'DOVX')
    const wallet = await units(devchain, 'dov.token', 'player1', 'DOVX')
    await openExchange(page, 'player1')
    const header = page.getByRole('banner').getByTestId('balance-DOVX')
    await expect(header).toHaveText(headerText(inGame))

    const row = page.getByRole('form', { name: 'DOVX' })
    await row.getByLabel('DOVX amount').fill('12.5')
    await expect(row.getByTestId('deposit-total-DOVX')).toHaveText('12.5000')
    await row.getByRole('button', { name: 'Deposit DOVX' }).click()

    await expect(
      page.getByRole('status').filter({ hasText: 'Transaction successfull' }),
    ).toBeVisible()
    // The id shortened, the whole of it one click away.
    await expect(page.getByText(/Transaction [0-9a-f]{6}…[0-9a-f]{6}/)).toBeVisible()
    // A page with a toast showing breaks no accessibility rule either (once it has slid in: mid
    // animation its colours are not yet its own).
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0)
    const { violations } = await new AxeBuilder({ page })
      .include('[aria-label="Notifications"]')
      .analyze()
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
    await expect(page.getByRole('button', { name: 'Copy id' })).toBeVisible()
    await expect(header).toHaveText(headerText(inGame + 125_000))
    await expect(row.getByTestId('deposit-balance-DOVX')).toHaveText(tokenText(wallet - 125_000))
    await expect(row.getByLabel('DOVX amount')).toHaveValue('')
    expect(await units(devchain, 'dov.stake', 'player1', 'DOVX')).toBe(inGame + 125_000)
  })

  test('a withdrawal shows the fee and the net total, and pays exactly that', async ({
    page,
    devchain,
  }) => {
    const wallet = await units(devchain, 'dov.token', 'player1', 'DOVF')
    await openExchange(page, 'player1')
    await page.getByRole('button', { name: 'Withdraw' }).click()
    await expect(page.getByTestId('withdraw-fee')).toHaveText('5%')
    const row = page.getByRole('form', { name: 'DOVF' })
    await row.getByLabel('DOVF amount').fill('10')
    // 10 − 10 × 5 / 100 = 9.5
    await expect(row.getByTestId('withdraw-total-DOVF')).toHaveText('9.5000')
    await row.getByRole('button', { name: 'Withdraw DOVF' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Transaction successfull' }),
    ).toBeVisible()
    await expect.poll(() => units(devchain, 'dov.token', 'player1', 'DOVF')).toBe(wallet + 95_000)
  })

  test('bad amounts get a clear message, nothing is signed and the input is kept', async ({
    page,
    devchain,
  }) => {
    const before = await units(devchain, 'dov.stake', 'player1', 'DOVH')
    await openExchange(page, 'player1')
    const row = page.getByRole('form', { name: 'DOVH' })
    const input = row.getByLabel('DOVH amount')
    await input.fill('12,5')
    // Checked as the player types: the reason shows and the action waits.
    await expect(row.getByRole('alert')).toHaveText('Amounts are numbers, like 12.5')
    await expect(row.getByRole('button', { name: 'Deposit DOVH' })).toBeDisabled()
    await expect(input).toHaveValue('12,5')
    await input.fill('1.23456')
    await expect(row.getByRole('alert')).toHaveText('At most 4 decimals.')
    await input.fill('99999999')
    await expect(row.getByRole('alert')).toContainText('That is more than your balance')
    await expect(
      page.getByRole('status').filter({ hasText: 'Transaction successfull' }),
    ).toHaveCount(0)
    expect(await units(devchain, 'dov.stake', 'player1', 'DOVH')).toBe(before)
  })

  test("a chain refusal shows one message, the error toast with the contract's words, and no wallet window", async ({
    page,
    devchain,
  }) => {
    await openExchange(page, 'player1')
    const row = page.getByRole('form', { name: 'DOVS' })
    // Spend the wallet's DOVS elsewhere first, so the form's balance is stale and the chain refuses.
    const wallet = await units(devchain, 'dov.token', 'player1', 'DOVS')
    await row.getByRole('button', { name: 'Max' }).click()
    await devchain.spend('player1', `${(wallet / 10_000).toFixed(4)} DOVS`)
    // The transaction is held on its way to the chain: WharfKit's window while it is out draws
    // with the app's colours (--color-panel and --color-text of styles/theme.css), not its own
    // white or blue.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/v1\/chain\/(send_transaction2?|push_transaction)$/, async (route) => {
      await held
      await route.continue()
    })
    await row.getByRole('button', { name: 'Deposit DOVS' }).click()
    await expect
      .poll(async () => {
        const dialog = await wharfkitDialog(page)
        return dialog && { background: dialog.background, text: dialog.text }
      })
      .toEqual({ background: '#1b2017', text: '#e6e3d3' })
    release()
    // Spec §8 "Chain failure": the toast, with the contract's message as the chain gives it,
    // without nodeos's "assertion failure with message: ".
    const toast = page.getByRole('alert').filter({ hasText: 'An error has occurred.' })
    await expect(toast).toHaveCount(1)
    await expect(toast).toContainText('overdrawn balance')
    await expect(toast).not.toContainText('assertion failure')
    // No WharfKit error window on top: the page takes the player's typing at once.
    await expect.poll(() => wharfkitDialog(page)).toBeNull()
    await row.getByLabel('DOVS amount').fill('1')
    await expect(row.getByLabel('DOVS amount')).toHaveValue('1')
  })
})

test('a wallet balance that could not be read is unknown, never 0, and Retry reads it', async ({
  page,
  devchain,
}) => {
  const wallet = await units(devchain, 'dov.token', 'player1', 'DOVX')
  let fail = true
  await page.route(/\/v1\/chain\/get_table_rows$/, async (route) => {
    const body = route.request().postDataJSON() as { table?: string }
    if (fail && body.table === 'accounts') await route.abort()
    else await route.fallback()
  })
  await openExchange(page, 'player1')
  const row = page.getByRole('form', { name: 'DOVX' })
  await expect(row.getByTestId('deposit-balance-DOVX')).toHaveText('unknown', { timeout: 15_000 })
  await row.getByLabel('DOVX amount').fill('5')
  await expect(row.getByRole('alert')).toHaveText(
    'Your balance could not be read, so this amount cannot be checked yet.',
  )
  await expect(row.getByRole('button', { name: 'Deposit DOVX' })).toBeDisabled()
  fail = false
  await page
    .getByRole('alert')
    .filter({ hasText: 'Your wallet balances could not be read.' })
    .getByRole('button', { name: 'Retry' })
    .click()
  await expect(row.getByTestId('deposit-balance-DOVX')).toHaveText(tokenText(wallet))
  await expect(row.getByRole('button', { name: 'Deposit DOVX' })).toBeEnabled()
})

test('the app keeps working with no error when its first RPC endpoint dies mid-session', async ({
  page,
  devchain,
}) => {
  const inGame = await units(devchain, 'dov.stake', 'player1', 'DOVR')
  await openExchange(page, 'player1')
  await expect(page.getByRole('banner').getByTestId('balance-DOVR')).toHaveText(headerText(inGame))

  await devchain.setFirstEndpointDown(true)
  const row = page.getByRole('form', { name: 'DOVR' })
  await row.getByLabel('DOVR amount').fill('3')
  await row.getByRole('button', { name: 'Deposit DOVR' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Transaction successfull' }),
  ).toBeVisible()
  await expect(page.getByRole('banner').getByTestId('balance-DOVR')).toHaveText(
    headerText(inGame + 30_000),
  )
  await page.reload()
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByTestId('account-name'),
  ).toHaveText('player1')
  await expect(page.getByRole('banner').getByTestId('balance-DOVR')).toHaveText(
    headerText(inGame + 30_000),
  )
  await expect(page.getByRole('alert')).toHaveCount(0)
})

for (const width of [1440, 1024, 375, 320])
  test(`each row's token stays on one line with its icon, in both directions (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await openExchange(page, 'player3')
    for (const direction of ['Deposit', 'Withdraw']) {
      await page
        .getByRole('group', { name: 'Exchange direction' })
        .getByRole('button', { name: direction })
        .click()
      await expect(page.getByTestId(`${direction.toLowerCase()}-balance-DOVR`)).toHaveText(/\d/)
      const marks = await marksOffTheirLine(page)
      expect(marks.count, direction).toBeGreaterThanOrEqual(5)
      expect(marks.off, direction).toEqual([])
    }
  })
