import type { Locator } from '@playwright/test'
import { expect, openAs, test } from './fixtures'
import { passTime } from './staking'

/**
 * Tokens and zones you recognise, against the devchain's demo world: a fight card's costs and net
 * show each token's icon (the theme's `data-token` marks, no JavaScript), its zone line the
 * picture of the zone's objective; the round summary's totals show their tokens' icons too.
 */

const icon = (element: Locator) =>
  element.evaluate((node) => getComputedStyle(node, '::before').backgroundImage)

// A phone's width: the marks are there where space is shortest.
test.use({ viewport: { width: 375, height: 812 } })

test("a fight card's costs and net show their tokens' icons, its zone the objective's picture", async ({
  page,
}) => {
  await openAs(page, '/fight', 'player3')
  const division = page.getByRole('article', { name: 'DIVISION 2' })
  await expect(division.getByText('Omaha Beach')).toBeVisible()

  // The texts stay as they were; the icon comes before each amount.
  const dovh = division.getByTestId('cost-dovh').locator('[data-token]')
  const dovx = division.getByTestId('cost-dovx').locator('[data-token]')
  expect(await icon(dovh)).toMatch(/\/art\/token-dovh\.svg/)
  expect(await icon(dovx)).toMatch(/\/art\/token-dovx\.svg/)
  const net = division.getByTestId('net')
  await expect(net).toHaveText('DOVX 0.0000 · DOVH \u22121.0000')
  expect(await icon(net.getByText('DOVH \u22121.0000'))).toMatch(/\/art\/token-dovh\.svg/)

  // The planner's sentences under a card (DIVISION 1 wins where it is): the same words, each
  // DOVX amount in them marked.
  const best = page
    .getByRole('article', { name: 'DIVISION 1' })
    .getByTestId('plan-summary')
    .getByTestId('plan-best')
  await expect(best).toHaveText(/ DOVX per fight/)
  const earnings = best.locator('[data-token="DOVX"]').first()
  await expect(earnings).toHaveText(/^[\d,]+\.\d{3} DOVX$/)
  expect(await icon(earnings)).toMatch(/\/art\/token-dovx\.svg/)

  // Zone 1 is a Bunker: its picture, named, and loaded from the app's art.
  const objective = division.getByRole('img', { name: 'Bunker' })
  await expect(objective).toBeVisible()
  await expect(objective).toHaveAttribute('src', '/art/bunker.svg')
  expect(await objective.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(
    0,
  )
})

test('the zones to choose from in the builder show their objectives', async ({ page }) => {
  await openAs(page, '/create', 'player3')
  // Zone 1 is in the Bunker's group: named so, and its theatre on the map shows the Bunker.
  const bunker = page.getByRole('group', { name: 'Zones 1–4: Bunker' })
  await expect(bunker.getByRole('radio', { name: /^1 Omaha Beach/ })).toBeAttached()
  await expect(page.locator('svg image[href="/art/bunker.svg"]')).toBeVisible()
  expect((await page.request.get('/art/bunker.svg')).ok()).toBe(true)
})

test.describe('on a wide screen', () => {
  // The Ready panel with its round opens in the page beside the content on a wide screen.
  test.use({ viewport: { width: 1440, height: 900 } })

  test("the round summary's totals show their tokens' icons", async ({ page, devchain }) => {
    await openAs(page, '/', 'player4', { clock: true })
    const panel = page.getByRole('region', { name: 'Ready to claim' })
    await expect(panel).toBeVisible()
    await passTime(page, devchain, 240)
    await panel.getByRole('button', { name: 'Claim and fight again' }).click()
    const totals = panel
      .getByRole('region', { name: 'Claim and fight again' })
      .getByRole('list', { name: 'Claiming and fighting again moves your balances by' })
    const dovh = totals.getByRole('listitem').filter({ hasText: 'DOVH' })
    await expect(dovh).toHaveText(/^-\d+\.\d{4} DOVH$/)
    expect(await icon(dovh)).toMatch(/\/art\/token-dovh\.svg/)
    // Each action that costs something names its amounts with their tokens' icons too.
    const send = panel
      .getByRole('list', { name: 'Actions, in order' })
      .getByRole('listitem')
      .filter({ hasText: /^Send / })
      .first()
    const cost = send.locator('[data-token="DOVH"]')
    await expect(cost).toHaveText(/^-\d+\.\d{4} DOVH$/)
    expect(await icon(cost)).toMatch(/\/art\/token-dovh\.svg/)
  })
})
