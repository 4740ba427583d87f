import { fileURLToPath } from 'node:url'
import { reportOf, sequenceOf } from '../e2e/battle'
import { startFights } from '../e2e/fights'
import { expect, openAs, test } from '../e2e/fixtures'
import { divisionsOf, passTime } from '../e2e/staking'

const out = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
]

/**
 * The battle after Claim all of player5's three divisions (zones 1, 2 and 5: two Victories and a
 * Defeat), on /fight: its sequence, then the report's sheet, with the header's moved balances
 * highlighted.
 */
for (const size of WIDTHS) {
  test(`battle report at ${size.width} px`, async ({ page, devchain }) => {
    const divisions = await divisionsOf(devchain, 'player5')
    await startFights(devchain, 'player5', divisions)
    await page.setViewportSize({ width: size.width, height: size.height })
    await openAs(page, '/fight', 'player5', { clock: true })
    const toggle = page.getByRole('button', { name: 'Menu' })
    if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'true') {
      await toggle.click()
    }
    const panel = page.getByRole('region', { name: 'Ready to claim' })
    await expect(panel).toBeVisible()
    await passTime(page, devchain, 240)
    await panel.getByRole('button', { name: 'Claim all' }).click()
    // The battle as a moment: the divisions against their zones' objectives, the results stamped.
    const sequence = sequenceOf(page)
    await expect(sequence).toBeVisible()
    await page.waitForTimeout(1500)
    await page.screenshot({ path: `${out}battle-sequence-${size.name}.png` })
    await sequence.click()
    const report = reportOf(page)
    await expect(report.getByRole('article')).toHaveCount(3)
    // The transaction's toast is dismissed as a player would, so it covers nothing of the report.
    await page.getByRole('button', { name: 'Dismiss notification' }).click()
    await expect(page.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(0)
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    await page.waitForFunction(() =>
      Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0),
    )
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, 'nothing overflows horizontally').toBe(0)
    // The report is a sheet along the bottom of the window, the page behind it.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `${out}battle-report-${size.name}.png` })
  })
}
