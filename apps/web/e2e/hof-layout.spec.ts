import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import type { StackUrls } from './stack'

/**
 * The Hall of Fame over the chain reads (the app build without an indexer) holds its layout still
 * while its boards load: what sits below a board is not pushed down as the board fills in. Measured
 * as the browser counts it for Cumulative Layout Shift (the Layout Instability API's
 * `layout-shift` entries, those without recent input), summed over the whole load, under 0.05 of
 * the viewport (Lighthouse's figure for a phone and Google's "good" is 0.1).
 *
 * The page must draw before its boards for the test to mean anything: the divisions' scan and the
 * listing of the players are held until every board shows its loading state, then let through.
 */

/** What the page's shifts sum to, and the nodes that moved most, noted before its scripts run. */
type Shifts = { total: number; entries: { value: number; sources: string[] }[] }

function watchShifts() {
  const shifts: Shifts = { total: 0, entries: [] }
  Object.assign(window, { __shifts: shifts })
  type Shift = PerformanceEntry & {
    value: number
    hadRecentInput: boolean
    sources: { node: Node | null }[]
  }
  const name = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?'
    const label = node.closest('[aria-labelledby]')?.getAttribute('aria-labelledby')
    return `${node.tagName.toLowerCase()}.${node.className}${label ? ` in ${label}` : ''}`
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue
      shifts.total += entry.value
      shifts.entries.push({ value: entry.value, sources: entry.sources.map((s) => name(s.node)) })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

/** Holds the chain reads that fill the boards until the returned function is called. */
async function holdBoardReads(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const handler = async (route: Route) => {
    const body = (route.request().postDataJSON() ?? {}) as { table?: string }
    const path = new URL(route.request().url()).pathname
    if (path.endsWith('/get_table_by_scope') || body.table === 'sdivisions') await released
    await route.fallback()
  }
  await page.route(/\/v1\/chain\/get_table_(rows|by_scope)$/, handler)
  return release
}

async function loadShifts(page: Page, url: string): Promise<Shifts> {
  await page.addInitScript(watchShifts)
  const release = await holdBoardReads(page)
  await page.goto(url)
  // Drawn before its boards: every board shows its loading rows.
  await expect(page.locator('[data-board][data-state="loading"]')).toHaveCount(7)
  release()
  await expect(page.locator('[data-board][data-state="complete"]')).toHaveCount(7, {
    timeout: 20_000,
  })
  await expect(page.getByRole('status').filter({ hasText: 'players read' })).toBeVisible()
  // The avatars are read once the boards are settled: the load ends when no request is left.
  await page.waitForLoadState('networkidle')
  // Shifts are reported after the frame that makes them: two frames on, all are in.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  return page.evaluate(() => (window as unknown as { __shifts: Shifts }).__shifts)
}

const SCREENS = [
  // Lighthouse's phone (a Moto G Power), and a desktop.
  { width: 412, height: 823 },
  { width: 1440, height: 900 },
]
/**
 * The build without an indexer reads the chain from the start; the one with an indexer that does
 * not answer (none is started here) first waits for it, then reads the chain and says why.
 */
const BUILDS = [
  { name: 'without an indexer', app: (stack: StackUrls) => stack.app },
  { name: 'with its indexer not answering', app: (stack: StackUrls) => stack.indexedApp },
]

for (const build of BUILDS)
  for (const { width, height } of SCREENS)
    test(`${build.name}, at ${width} px, the Hall of Fame does not move while its boards load over the chain reads`, async ({
      page,
      stack,
    }) => {
      test.setTimeout(60_000)
      await page.setViewportSize({ width, height })
      const shifts = await loadShifts(page, `${build.app(stack)}/hof`)
      const largest = [...shifts.entries].sort((a, b) => b.value - a.value).slice(0, 5)
      expect(
        shifts.total,
        `layout shift ${shifts.total.toFixed(3)}; largest: ${JSON.stringify(largest)}`,
      ).toBeLessThan(0.05)
    })
