import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The battle report: a sheet along the bottom of the screen, a dialog that is not modal. */
export const reportOf = (page: Page) => page.getByRole('dialog', { name: 'Battle report' })

/** The battle sequence that plays before the report, when motion is allowed. */
export const sequenceOf = (page: Page) => page.getByTestId('battle-sequence')

/**
 * Waits for a fight claim's report: the sequence first (skipped with a click, as a player may),
 * then the sheet. Returns the sheet.
 */
export async function openedReport(page: Page) {
  const sequence = sequenceOf(page)
  const report = reportOf(page)
  await expect(sequence.or(report)).toBeVisible()
  // It may end by itself between the look and the click: then there is nothing to skip.
  if (await sequence.isVisible()) await sequence.click({ timeout: 2000 }).catch(() => {})
  await expect(report).toBeVisible()
  return report
}
