import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, loginAs, navigateInApp, test } from './fixtures'
import { SCREEN_ROUTES } from './routes'

/** Every screen, and the not-found page. */
const ROUTES = [...SCREEN_ROUTES, '/nowhere']

/** axe-core as `@axe-core/playwright` resolves it (its own dependency, the same version). */
const require = createRequire(import.meta.url)
const AXE_SOURCE = readFileSync(
  require.resolve('axe-core/axe.min.js', {
    paths: [dirname(require.resolve('@axe-core/playwright'))],
  }),
  'utf8',
)

/** What `axe.run` answers that the lines below read. */
type AxeRun = {
  violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[]
}

/**
 * The serious and critical findings of axe-core on the page as it is now, as readable lines.
 * `label-content-name-mismatch` (serious, experimental in axe-core, so off unless asked for) is
 * switched on: a control's accessible name must start with its visible text, or a voice-control
 * user saying what they see cannot reach it. Fast, as the walk runs it at five widths on every
 * route: axe-core is put in the page once per page load (`AxeBuilder` evaluates its 580 kB again
 * on every run, and by default finishes each run in a new blank page), runs there, and collects
 * only violations (no selectors built for what passes): about 0.35 s a run instead of 3.3 s.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  return test.step('axe-core', async () => {
    if (await page.evaluate(() => !('axe' in window))) await page.evaluate(AXE_SOURCE)
    return page.evaluate(async () => {
      const { axe } = window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<AxeRun> }
      }
      const results = await axe.run(document, {
        rules: { 'label-content-name-mismatch': { enabled: true } },
        resultTypes: ['violations'],
      })
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
    })
  })
}

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 })
}

/**
 * Narrow to wide: the phone menu's slide-out transition exists only under the shell's breakpoint,
 * so growing past it shows the menu at once, never half-way through an animation axe-core reads.
 */
const WIDTHS = [320, 375, 800, 1024, 1440]
const HEIGHT = 800

/** How much wider than the window the page is, in px. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/**
 * One walk over every route, through the app's own navigation after one page load: at 320, 375,
 * 800, 1024 and 1440 px (the window resized, not the page reloaded) the screen's title is shown,
 * axe-core finds nothing serious or critical, and the page is no wider than the window. With
 * `account`, the walk is logged in as that player (buildings, tools and divisions).
 */
async function walk(page: Page, account?: string) {
  const violations: string[] = []
  const overflows: string[] = []
  await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: HEIGHT })
  await page.goto('/')
  if (account !== undefined) await loginAs(page, account)
  for (const route of ROUTES) {
    await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: HEIGHT })
    await navigateInApp(page, route)
    if (account !== undefined) await expect(page.getByTestId('account-name')).toHaveText(account)
    await settle(page)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const at = `${route} at ${width} px`
      violations.push(...(await seriousViolations(page)).map((line) => `${at} ${line}`))
      const wider = await overflow(page)
      if (wider > 0) overflows.push(`${at}: ${wider} px`)
    }
  }
  // Soft: one walk reports both kinds of finding.
  expect.soft(violations, 'serious or critical axe-core violations').toEqual([])
  expect.soft(overflows, 'horizontal scroll').toEqual([])
}

test.describe('accessibility (axe-core) and no horizontal scroll at 320, 375, 800, 1024 and 1440 px', () => {
  test.setTimeout(180_000)

  test('every route, logged out', async ({ page }) => {
    await walk(page)
  })

  test('every route, logged in as a player with buildings, tools and divisions', async ({
    page,
  }) => {
    await walk(page, 'player3')
  })
})

/**
 * On a phone: controls smaller than 44 × 44 px and text under 12 px, as `route: what` lines.
 * Links inside a sentence and radio buttons (their whole label is the target) are left out.
 */
async function smallThings(page: Page, route: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out: string[] = []
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden'
    }
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`
    const controls =
      'button, a[href], select, summary, input:not([type="radio"], [type="checkbox"])'
    for (const el of Array.from(document.querySelectorAll(controls))) {
      if (!shown(el) || (el.tagName === 'A' && el.closest('p, li:not([class])'))) continue
      const box = el.getBoundingClientRect()
      if (box.width < 44 || box.height < 44)
        out.push(`${label(el)} is ${Math.round(box.width)} × ${Math.round(box.height)} px`)
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const el = node.parentElement
      if (!el || !node.textContent?.trim() || !shown(el) || el.closest('.visually-hidden')) continue
      const size = Number.parseFloat(getComputedStyle(el).fontSize)
      if (size < 12) out.push(`${label(el)} text is ${size} px`)
    }
    return [...new Set(out)]
  })
  return found.map((line) => `${route}: ${line}`)
}

test.describe('on a phone (375 px): 44 px controls, no text under 12 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })
  test.setTimeout(120_000)

  test('on every route, logged out and logged in', async ({ page }) => {
    const found: string[] = []
    await page.goto('/')
    for (const route of ROUTES) {
      await navigateInApp(page, route)
      await settle(page)
      found.push(...(await smallThings(page, `${route} logged out`)))
    }
    await navigateInApp(page, '/')
    await loginAs(page, 'player3')
    for (const route of ROUTES) {
      await navigateInApp(page, route)
      await expect(page.getByTestId('account-name')).toHaveText('player3')
      await settle(page)
      found.push(...(await smallThings(page, `${route} logged in`)))
    }
    expect(found).toEqual([])
  })
})

test.describe('the popups of cards to choose', () => {
  test('the card picker, the building and the tool popups: axe-core finds nothing serious', async ({
    page,
  }) => {
    const found: string[] = []
    const scan = async (what: string) => {
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('button', { name: /: (place|stake)$/ }).first()).toBeVisible()
      found.push(...(await seriousViolations(page)).map((line) => `${what}: ${line}`))
    }
    await page.goto('/create')
    await loginAs(page, 'player1')
    await page.getByRole('button', { name: 'Officer: choose a card', exact: true }).click()
    await scan('card picker')
    await page.goto('/tools')
    await page.getByRole('button', { name: 'effort: stake an effort' }).click()
    await scan('tool popup')
    await page.goto('/')
    await page.getByRole('button', { name: 'Add a building' }).first().click()
    await scan('building popup')
    expect(found).toEqual([])
  })
})
