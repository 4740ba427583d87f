import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, loginAs, test } from './fixtures'

const ROUTES = [
  '/',
  '/exchange',
  '/avatars',
  '/craft',
  '/tools',
  '/fight',
  '/create',
  '/hof',
  '/nowhere',
]

/** The serious and critical findings of axe-core on the page as it is now, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 })
}

test.describe('accessibility (axe-core)', () => {
  test.setTimeout(180_000)

  test('every route, logged out, has no serious or critical violation', async ({ page }) => {
    const found: string[] = []
    for (const route of ROUTES) {
      await page.goto(route)
      await settle(page)
      found.push(...(await seriousViolations(page)).map((line) => `${route} ${line}`))
    }
    expect(found).toEqual([])
  })

  test('every route, logged in as a player with buildings, tools and divisions, too', async ({
    page,
    devchain,
  }) => {
    await devchain.setFirstEndpointDown(false)
    await page.goto('/')
    await loginAs(page, 'player3')
    const found: string[] = []
    for (const route of ROUTES) {
      await page.goto(route)
      await expect(page.getByTestId('account-name')).toHaveText('player3', { timeout: 20_000 })
      await settle(page)
      found.push(...(await seriousViolations(page)).map((line) => `${route} ${line}`))
    }
    expect(found).toEqual([])
  })
})

const WIDTHS = [320, 375, 800, 1024, 1440]

/** Routes whose page is wider than the window at some width: `route at width: overflow px`. */
async function overflowing(page: Page, label: string): Promise<string[]> {
  const found: string[] = []
  for (const route of ROUTES) {
    await page.setViewportSize({ width: 1440, height: 800 })
    await page.goto(route)
    if (label === 'logged in') {
      await expect(page.getByTestId('account-name')).toHaveText('player3', { timeout: 20_000 })
    }
    await settle(page)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      if (overflow > 0) found.push(`${route} ${label} at ${width} px: ${overflow} px`)
    }
  }
  return found
}

test.describe('no horizontal scroll at 320, 375, 800, 1024 and 1440 px', () => {
  test.setTimeout(120_000)

  test('on every route, logged out', async ({ page }) => {
    expect(await overflowing(page, 'logged out')).toEqual([])
  })

  test('on every route, logged in', async ({ page, devchain }) => {
    await devchain.setFirstEndpointDown(false)
    await page.goto('/')
    await loginAs(page, 'player3')
    expect(await overflowing(page, 'logged in')).toEqual([])
  })
})
