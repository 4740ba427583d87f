import type { Page } from '@playwright/test'
import { type Devchain, expect, loginAs, openAs, test } from './fixtures'

/**
 * The header's account menu: the account's WAX and its CPU, NET and RAM use (`get_account`), and
 * a transaction the chain refused for want of one of them, said in words with the chain's text one
 * click away. The devchain bills no resources; its `cpu` / `net` / `ram` faults refuse a
 * transaction as nodeos does and show the resource used up in `get_account` (devchain README,
 * "Fault injection").
 */

type ResourceFault = { path: string; kind: 'cpu' | 'net' | 'ram' | '500'; times?: number }

async function setFault(devchain: Devchain, fault: ResourceFault) {
  const response = await fetch(`${devchain.url}/devchain/faults`, {
    method: 'POST',
    body: JSON.stringify(fault),
  })
  expect(response.ok).toBe(true)
}

const accountPanel = (page: Page) => page.getByRole('region', { name: 'Account' })

/** Deposits 1 DOVX on /exchange (the page is already there). */
async function deposit(page: Page) {
  const row = page.getByRole('form', { name: 'DOVX' })
  await row.getByLabel('DOVX amount').fill('1')
  await row.getByRole('button', { name: 'Deposit DOVX' }).click()
}

test("the account menu shows the account's WAX and its CPU, NET and RAM use", async ({ page }) => {
  await openAs(page, '/exchange', 'player1')
  const toggle = page.getByRole('button', { name: 'Account' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  const panel = accountPanel(page)
  await expect(panel.getByRole('heading', { name: 'player1' })).toBeVisible()
  // The devchain's accounts hold no WAX: nodeos leaves core_liquid_balance out, a balance of 0.
  await expect(panel.getByTestId('account-wax')).toHaveText('0 WAX')
  await expect(panel.getByTestId('account-cpu')).toHaveText('0% used (0 µs of 2.00 s)')
  await expect(panel.getByTestId('account-net')).toHaveText('0% used (0 B of 1.05 MB)')
  await expect(panel.getByTestId('account-ram')).toHaveText('0% used (3.0 KB of 1.05 MB)')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(toggle).toBeFocused()
})

test('an account that cannot be read is unknown with Retry, never zero', async ({
  page,
  devchain,
}) => {
  await openAs(page, '/exchange', 'player1')
  await setFault(devchain, { path: '/v1/chain/get_account', kind: '500' })
  await page.getByRole('button', { name: 'Account' }).click()
  const panel = accountPanel(page)
  await expect(panel.getByText('Your account’s resources could not be read.')).toBeVisible({
    timeout: 15_000,
  })
  for (const id of ['account-wax', 'account-cpu', 'account-net', 'account-ram'])
    await expect(panel.getByTestId(id)).toHaveText('unknown')
  await devchain.clearFaults()
  await panel.getByRole('button', { name: 'Retry' }).click()
  await expect(panel.getByTestId('account-cpu')).toHaveText('0% used (0 µs of 2.00 s)')
  await expect(panel.getByText('Your account’s resources could not be read.')).toBeHidden()
})

for (const { kind, words, figure, chainText } of [
  {
    kind: 'cpu' as const,
    words: 'Your account ran out of CPU time, so the chain refused this transaction.',
    figure: ['account-cpu', '100% used (2.00 s of 2.00 s)'],
    chainText: 'billed CPU time (412 us) is greater than the maximum billable CPU time',
  },
  {
    kind: 'net' as const,
    words: 'Your account ran out of NET bandwidth, so the chain refused this transaction.',
    figure: ['account-net', '100% used (1.05 MB of 1.05 MB)'],
    chainText: 'transaction net usage is too high: 184 > 0',
  },
  {
    kind: 'ram' as const,
    words: 'Your account has no RAM left for what this transaction stores',
    figure: ['account-ram', '100% used (1.05 MB of 1.05 MB)'],
    chainText: 'account player1 has insufficient ram; needs 1048888 bytes has 1048576 bytes',
  },
]) {
  test(`a transaction refused for want of ${kind.toUpperCase()} is said in words, the chain's text one click away`, async ({
    page,
    devchain,
  }) => {
    await openAs(page, '/exchange', 'player1')
    await setFault(devchain, { path: '/v1/chain/send_transaction', kind })
    await deposit(page)
    // The spec's toast for a refused transaction, with the chain's message.
    await expect(
      page.getByRole('alert').filter({ hasText: 'An error has occurred.' }),
    ).toBeVisible()
    // The account menu opens by itself and says what happened and what to do.
    const panel = accountPanel(page)
    const problem = panel.getByRole('alert')
    await expect(problem).toContainText(words)
    await expect(problem).toContainText('try again')
    await expect(panel.getByTestId(figure[0] as string)).toHaveText(figure[1] as string)
    const details = problem.getByText(chainText)
    await expect(details).toBeHidden()
    await problem.getByText('Details').click()
    await expect(details).toBeVisible()
    await devchain.clearFaults()
    await page.getByRole('button', { name: 'Account' }).click()
    await expect(panel).toBeHidden()
  })
}

test('a refusal before the menu has loaded still opens it, with the words', async ({
  page,
  devchain,
}) => {
  // The menu's chunk is held until the transaction has been refused (a slow network's order).
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/AccountMenu-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/exchange')
  await loginAs(page, 'player1')
  await setFault(devchain, { path: '/v1/chain/send_transaction', kind: 'cpu' })
  await deposit(page)
  await expect(page.getByRole('alert').filter({ hasText: 'An error has occurred.' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0)
  release()
  await expect(accountPanel(page).getByRole('alert')).toContainText(
    'Your account ran out of CPU time, so the chain refused this transaction.',
  )
  await devchain.clearFaults()
})
