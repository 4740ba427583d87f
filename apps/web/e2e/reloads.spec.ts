import type { Page } from '@playwright/test'
import { expect, openAs, test } from './fixtures'
import { headerText } from './numbers'
import { headerBalance, inGameUnits, passTime } from './staking'

/**
 * After a confirmed transaction the app reads again what the transaction changed (the tables its
 * actions write, `chain/write/changes.ts`), at once and after the spec's delay, and nothing
 * else: a deposit, a stake and a claim, each on its own screen with the shell's reads around it.
 */

/** Chain reads made while `during` runs and the app's follow-up reload has come and gone. */
async function readsDuring(page: Page, during: () => Promise<void>) {
  const reads: string[] = []
  const count = (request: import('@playwright/test').Request) => {
    const url = new URL(request.url())
    if (url.pathname === '/v1/chain/get_table_rows') {
      const body = request.postDataJSON() as { code?: string; table?: string } | null
      reads.push(`${body?.code}/${body?.table}`)
    } else if (url.pathname.startsWith('/atomicassets/')) reads.push('atomicassets')
  }
  page.on('request', count)
  await during()
  // The follow-up reload (spec §9: 1000 ms, 2000 ms after claimmch), on the page's clock.
  await page.clock.runFor(2_500)
  await page.waitForLoadState('networkidle')
  page.off('request', count)
  return reads
}

const distinct = (reads: string[]) => [...new Set(reads)].sort()
const success = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Transaction successfull' })

test('a deposit, a stake and a claim read again only what each changed', async ({
  page,
  devchain,
}) => {
  await openAs(page, '/exchange', 'player1', { clock: true })
  const inGame = await inGameUnits(devchain, 'player1', 'DOVX')
  await expect(headerBalance(page, 'DOVX')).toHaveText(headerText(inGame))
  const row = page.getByRole('form', { name: 'DOVX' })
  await row.getByLabel('DOVX amount').fill('1')
  // The shell's own first reads after the login (the Claim all panel's) are done before counting.
  await expect(page.getByRole('region', { name: 'Ready to claim' })).toContainText(
    'Nothing is ready to claim.',
  )
  await page.waitForLoadState('networkidle')
  const deposit = await readsDuring(page, async () => {
    await row.getByRole('button', { name: 'Deposit DOVX' }).click()
    await expect(success(page)).toBeVisible()
    await expect(headerBalance(page, 'DOVX')).toHaveText(headerText(inGame + 10_000))
  })
  expect(distinct(deposit)).toEqual(['dov.stake/balances', 'dov.token/accounts'])
  // Its toast would stay 5 s (spec §9): closed, so that the stake's is the one success shown.
  await success(page).getByRole('button', { name: 'Dismiss notification' }).click()
  await expect(success(page)).toHaveCount(0)

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Buildings' })
    .click()
  const slots = page.getByRole('list', { name: 'Building slots' })
  await slots.getByRole('button', { name: 'Add a building' }).first().click()
  const popup = page.getByRole('dialog', { name: 'Add a building' })
  await popup.getByLabel('Utility').selectOption('Repair')
  await popup.getByLabel('Fusion').selectOption('3')
  const stake = await readsDuring(page, async () => {
    await popup.getByRole('list', { name: 'Unstaked buildings' }).getByRole('button').click()
    await expect(success(page)).toBeVisible()
    await expect(slots.getByRole('article', { name: /Workshop Mk 3/ })).toBeVisible()
  })
  expect(distinct(stake)).toEqual(['dov.stake/balances', 'dov.stake/buildings'])

  const card = slots.getByRole('article', { name: /Workshop Mk 3/ })
  await passTime(page, devchain, 1200)
  const claim = await readsDuring(page, async () => {
    await card.getByRole('button', { name: 'Claim' }).click()
    await expect(card.getByText('Will end in')).toBeVisible()
  })
  expect(distinct(claim)).toEqual(['dov.stake/balances', 'dov.stake/buildings'])

  test.info().annotations.push({
    type: 'chain reads after each transaction',
    description: `deposit ${deposit.length}, stake ${stake.length}, claim ${claim.length}`,
  })
  console.log(
    `chain reads after: deposit ${deposit.length} (${distinct(deposit).join(', ')}), stake ${stake.length} (${distinct(stake).join(', ')}), claim ${claim.length} (${distinct(claim).join(', ')})`,
  )
})
