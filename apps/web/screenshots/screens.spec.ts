import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'

const out = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
]

const SCREENS = [
  { name: 'shell', path: '/', ready: 'Please connect your wallet first.' },
  { name: 'not-found', path: '/nowhere', ready: '404: Page not found' },
]

for (const size of WIDTHS) {
  for (const screen of SCREENS) {
    test(`${screen.name} at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.goto(screen.path)
      await expect(page.getByText(screen.ready)).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, 'nothing overflows horizontally').toBe(0)
      await page.screenshot({ path: `${out}${screen.name}-${size.name}.png`, fullPage: true })
    })
  }
}

test('wallet chooser at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Menu' }).click()
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Log In' })
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.screenshot({ path: `${out}wallet-modal-phone.png` })
})
