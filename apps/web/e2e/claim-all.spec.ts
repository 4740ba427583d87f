import type { Page } from '@playwright/test'
import { openedReport } from './battle'
import { startFights } from './fights'
import { expect, openAs, test } from './fixtures'
import {
  inGameBalances as balances,
  countTransactions,
  divisionsOf,
  passTime,
  signedUnits,
  TOKENS,
} from './staking'

/**
 * Claim all against the devchain's demo world: player2 has two staked buildings
 * (Workshop Mk 1 and Infirmary Mk 2, with an Uncommon clock: 500 s and 750 s) and a division in
 * zone 1. The test sends that division to fight, lets the chain time pass, and claims everything
 * with one click: one transaction, balances moved by exactly the totals shown before signing (read
 * from the chain by the test), and the tab's title counting down to none.
 */

test.describe('claim all', () => {
  test('two finished buildings and a fight: one transaction, paid exactly what was shown, the title counts down', async ({
    page,
    devchain,
  }) => {
    const [division] = await divisionsOf(devchain, 'player2')
    if (division === undefined) throw new Error('player2 has no division')
    await startFights(devchain, 'player2', [division])

    await openAs(page, '/', 'player2', { clock: true })
    const panel = page.getByRole('region', { name: 'Ready to claim' })
    const claimAll = panel.getByRole('button', { name: 'Claim all' })
    await expect(panel.getByTestId('ready-count')).toHaveText('0')
    await expect(claimAll).toBeDisabled()
    await expect(claimAll).toHaveAccessibleDescription(/^Nothing is ready to claim yet; next in/)
    await expect(page).toHaveTitle('Buildings · DOV Warfare')

    // 850 s: both buildings have finished one cycle (the next ends at 1000 s and 1500 s) and the
    // 180 s fight is over.
    await passTime(page, devchain, 850)
    await expect(page).toHaveTitle('(3) Buildings · DOV Warfare')
    await expect(panel.getByTestId('ready-count')).toHaveText('3')
    await expect(panel.getByText('(2 buildings, 1 fight)')).toBeVisible()

    // The count and the control follow the player to every screen.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Fight', exact: true })
      .click()
    await expect(page).toHaveTitle('(3) Fight · DOV Warfare')
    const card = page.getByRole('article', { name: 'DIVISION 1' })
    await expect(card.getByRole('button', { name: 'Claim' })).toBeVisible()

    const totals = panel.getByRole('list', { name: 'Claiming all moves your balances by' })
    await expect(totals.getByRole('listitem').first()).toBeVisible()
    await expect(claimAll).toBeEnabled()
    const shown = Object.fromEntries(
      (await totals.getByRole('listitem').allTextContents()).map(signedUnits),
    )
    expect(Object.keys(shown)).toEqual(['DOVX', 'DOVH', 'DOVR'])
    const before = await balances(devchain, 'player2')

    const transactions = countTransactions(page)
    await claimAll.click()
    // One message per outcome: the spec's toast says the transaction went through, the battle
    // report what the fight did; the panel adds nothing when the balances moved as shown.
    await expect(
      page.getByRole('status').filter({ hasText: 'Transaction successfull' }),
    ).toBeVisible()
    const report = await openedReport(page)
    await expect(report.getByTestId('report-moved')).toContainText('Your balances moved by')
    await expect(panel.getByTestId('claim-report')).toHaveText('')
    await expect(page.getByText(/^Claimed/)).toHaveCount(0)
    expect(transactions()).toBe(1)

    const after = await balances(devchain, 'player2')
    for (const token of TOKENS) {
      expect((after[token] ?? 0) - (before[token] ?? 0), token).toBe(shown[token] ?? 0)
    }
    // Everything was claimed on the chain: the division is idle, nothing is ready any more.
    const [claimed] = await divisionsOf(devchain, 'player2')
    expect(claimed?.end_time).toBe(0)
    await expect(page).toHaveTitle('Fight · DOV Warfare')
    await expect(panel.getByTestId('ready-count')).toHaveText('0')
    await expect(card.getByRole('button', { name: 'Fight' })).toBeVisible()
    expect(transactions()).toBe(1)
  })

  test('logged out, nothing is offered and the title has no count', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Buildings · DOV Warfare')
    await expect(page.getByRole('region', { name: 'Ready to claim' })).toHaveCount(0)
  })
})

/**
 * Scrolls the page to its bottom and checks the Ready bar's Claim all is still in reach: whole in
 * the viewport and below the header (boxes), the page scrolled by more than 100 px (long enough for
 * the check to mean something) and no wider than the viewport.
 */
async function claimAllInReachAtBottom(page: Page, width: number) {
  // Again until it moves: the screen's parts may still be arriving.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight)
        return window.scrollY
      }),
    )
    .toBeGreaterThan(100)
  const claim = page
    .getByRole('region', { name: 'Ready to claim' })
    .getByRole('button', { name: 'Claim all' })
  await expect(claim).toBeInViewport({ ratio: 1 })
  const header = await page.getByRole('banner').boundingBox()
  const button = await claim.boundingBox()
  const wide = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(wide, `horizontal scroll at ${width} px`).toBe(0)
  expect(header).not.toBeNull()
  expect(button?.y, `Claim all below the header at ${width} px`).toBeGreaterThanOrEqual(
    (header?.y ?? 0) + (header?.height ?? 0),
  )
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the bar is one line of at most 56 px, More opens the rest under it, and it stays in reach on a long screen', async ({
    page,
    devchain,
  }) => {
    // Something ready: the line holds the count and Claim all, the totals wait behind More.
    await openAs(page, '/fight', 'player2', { clock: true })
    const bar = page.getByRole('region', { name: 'Ready to claim' })
    // The panel's chunk first: a clock jump would time its load out.
    const claimAll = bar.getByRole('button', { name: 'Claim all' })
    await expect(claimAll).toBeVisible()
    // Nothing ready yet: the line has room for the time to the next claim, whole, the words
    // around it left to a screen reader (Claim all's description).
    await expect(claimAll).toHaveAccessibleDescription(
      /^Nothing is ready to claim yet; next in \d\d:\d\d:\d\d\.$/,
    )
    const time = bar.getByRole('timer')
    await expect(time).toBeVisible()
    const shown = await time.evaluate((el) => {
      const line = (el.closest('p') as HTMLElement).getBoundingClientRect()
      const box = el.getBoundingClientRect()
      return { inside: box.left >= line.left && box.right <= line.right, width: box.width }
    })
    expect(shown, 'the time is whole on the line').toMatchObject({ inside: true })
    expect(shown.width).toBeGreaterThan(40)
    await passTime(page, devchain, 1_000)
    await expect(bar.getByTestId('ready-count')).not.toHaveText('0')
    const height = async () => (await bar.boundingBox())?.height ?? Number.NaN
    expect(await height()).toBeLessThanOrEqual(56)
    await expect(bar.getByRole('button', { name: 'Claim all' })).toBeVisible()
    const totals = bar.getByRole('list', { name: 'Claiming all moves your balances by' })
    await expect(totals).toBeHidden()

    const more = bar.getByRole('button', { name: 'More' })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await more.click()
    await expect(totals).toBeVisible()
    await expect(bar.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true')
    await bar.getByRole('button', { name: 'Less' }).click()
    await expect(totals).toBeHidden()
    expect(await height()).toBeLessThanOrEqual(56)

    // It keeps its place in the flow: at the top, the screen's heading starts under it.
    const heading = page.getByRole('heading', { level: 1 })
    expect((await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(
      ((await bar.boundingBox())?.y ?? 0) + (await height()),
    )
    // A long screen (the builder) scrolled to its end: the bar sticks under the header (two rows
    // of balances here), Claim all in reach.
    await page.goto('/create')
    await expect(page.getByTestId('account-name')).toHaveText('player2', { timeout: 20_000 })
    await expect(heading).toBeVisible()
    await claimAllInReachAtBottom(page, 375)
    // A balance's explanation opens over the bar, not under it.
    const dovx = page.getByRole('banner').locator('[data-balance="DOVX"]')
    await dovx.hover()
    const header = await page.getByRole('banner').boundingBox()
    const inHeader = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('header') !== null,
      { x: 187, y: (header?.y ?? 0) + (header?.height ?? 0) + 8 },
    )
    expect(inHeader).toBe(true)

    // On a wide screen too.
    await page.mouse.move(0, 0)
    await page.setViewportSize({ width: 1440, height: 900 })
    await claimAllInReachAtBottom(page, 1440)
  })
})
