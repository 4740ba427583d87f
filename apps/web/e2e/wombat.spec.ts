import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Wombat, the third wallet (docs/rules.md, "Wallets"), in a build for the WAX test network: the
 * wallets sign for WAX only, so the local build lists them disabled. The build reads the worker's
 * devchain in place of the test network's endpoints (the app never compares an endpoint's chain
 * id), and no request leaves the machine. Logging in with Wombat needs its browser extension,
 * which a test browser does not have: the tests go as far as the plugin's login attempt and the
 * message its failure gives.
 */

/** The chunks of Wombat's plugin and of the Scatter protocol it loads. */
const WOMBAT_CHUNK = /\/assets\/wombat-[^/]+\.js$/
const SCATTER_CHUNK = /\/assets\/protocol-scatter[^/]*\.js$/

/** Every script the page asks for, from now on. */
function scripts(page: Page): Request[] {
  const asked: Request[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.js$/.test(request.url())) asked.push(request)
  })
  return asked
}

/** The console's errors and the page's uncaught ones, from now on. */
function errors(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text())
  })
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`))
  return seen
}

/** Opens the WAX build with nothing let off the machine, and opens the wallet chooser. */
async function openChooser(page: Page, waxApp: string) {
  await page.route(/^(?!http:\/\/127\.0\.0\.1[:/])[a-z]+:\/\//, (route) => route.abort())
  await page.goto(waxApp)
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(page.getByRole('banner')).toBeVisible()
  if ((page.viewportSize()?.width ?? 1280) <= 768) {
    await page.getByRole('button', { name: 'Menu' }).click()
  }
  await menu.getByRole('button', { name: 'Log In' }).click()
  const dialog = page.getByRole('dialog', { name: 'To continue please select an option' })
  await expect(dialog).toBeVisible()
  return dialog
}

for (const width of [375, 1440]) {
  test(`the chooser offers Wombat with its logo after the spec's two wallets (${width} px)`, async ({
    page,
    waxApp,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    const asked = scripts(page)
    const seen = errors(page)
    const dialog = await openChooser(page, waxApp)
    const wallets = dialog.getByRole('list').getByRole('button')
    await expect(wallets).toHaveText(['Wax Cloud Wallet', 'Anchor Wallet', 'Wombat'])
    const wombat = dialog.getByRole('button', { name: 'Wombat' })
    await expect(wombat).toBeEnabled()
    const logo = wombat.locator('img')
    await expect(logo).toHaveAttribute('alt', '')
    await expect(logo).toHaveAttribute('src', '/art/wallet-wombat.png')
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(50)
    // Open, the chooser has loaded the wallet chunk and nothing of Wombat.
    await expect.poll(() => asked.some((r) => /\/assets\/kit-[^/]+\.js$/.test(r.url()))).toBe(true)
    expect(asked.filter((r) => WOMBAT_CHUNK.test(r.url()) || SCATTER_CHUNK.test(r.url()))).toEqual(
      [],
    )
    // No horizontal scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
    expect(seen).toEqual([])
  })
}

test('choosing Wombat loads its plugin, which tries the extension; without one, the failure says what to do', async ({
  page,
  waxApp,
}) => {
  const asked = scripts(page)
  const seen = errors(page)
  const dialog = await openChooser(page, waxApp)
  await expect(dialog.getByRole('button', { name: 'Wombat' })).toBeEnabled()
  expect(asked.filter((r) => WOMBAT_CHUNK.test(r.url()))).toEqual([])

  await dialog.getByRole('button', { name: 'Wombat' }).click()
  // The plugin's chunk, then the Scatter protocol it loads to reach the extension: its login ran.
  await expect.poll(() => asked.filter((r) => WOMBAT_CHUNK.test(r.url())).length).toBe(1)
  await expect.poll(() => asked.filter((r) => SCATTER_CHUNK.test(r.url())).length).toBe(1)
  // No extension answers: after the protocol's 5 s wait, the spec's pattern and what to do.
  const failure = page.getByRole('region', { name: 'Notifications' }).getByRole('alert')
  await expect(failure).toContainText('Error while logging in through Wombat', {
    timeout: 15_000,
  })
  await expect(failure).toContainText(
    'Wombat did not answer. Install its browser extension (or open the game in the Wombat app), unlock it and try again.',
  )
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu.getByTestId('account-name')).toHaveCount(0)
  // Quietly: the plugin's attempt logs nothing (build/scatter.ts).
  expect(seen).toEqual([])
})

test("the other wallets' logins load no Wombat code", async ({ page, waxApp }) => {
  const asked = scripts(page)
  const seen = errors(page)
  // Anchor's callback service, answered here: the socket opens and hears nothing.
  await page.routeWebSocket(/^wss:\/\/cb\.anchor\.link\//, () => {})
  const dialog = await openChooser(page, waxApp)
  // Anchor opens WharfKit's own dialog (its QR code and links), its plugin being in the kit.
  await dialog.getByRole('button', { name: 'Anchor Wallet' }).click()
  await expect(page.getByText('Waiting for the wallet…')).toBeVisible()
  await expect.poll(() => asked.some((r) => /\/assets\/kit-[^/]+\.js$/.test(r.url()))).toBe(true)
  // Every script the page has asked for: none is Wombat's, and none holds its plugin.
  await page.waitForLoadState('networkidle')
  expect(asked.filter((r) => WOMBAT_CHUNK.test(r.url()) || SCATTER_CHUNK.test(r.url()))).toEqual([])
  for (const request of asked) {
    const body = (await (await request.response())?.text()) ?? ''
    expect(body, request.url()).not.toContain('wombat.app')
  }
  expect(seen).toEqual([])
})
