import { expect, openAs, test } from './fixtures'
import { SCREEN_ROUTES } from './routes'

test.describe('app shell', () => {
  for (const route of SCREEN_ROUTES) {
    test(`${route} renders the menu and the header`, async ({ page }) => {
      await page.goto(route)
      const menu = page.getByRole('navigation', { name: 'Main menu' })
      await expect(menu.getByRole('link', { name: 'Buildings' })).toBeVisible()
      await expect(menu.getByRole('link', { name: 'Hall of Fame' })).toBeVisible()
      await expect(page.getByRole('banner').getByText('DOVX', { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }

  test('the menu has the spec groups, with PVP and Missions disabled', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    for (const group of ['Theater of war', 'My Divisions', 'War Buildings', 'My assets']) {
      await expect(menu.getByRole('heading', { name: group })).toBeVisible()
    }
    await expect(menu.getByText('PVP')).toHaveAttribute('aria-disabled', 'true')
    await expect(menu.getByText('Missions')).toHaveAttribute('aria-disabled', 'true')
    await menu.getByRole('link', { name: 'PVE' }).click()
    await expect(page).toHaveURL(/\/fight$/)
    await menu.getByRole('link', { name: 'Your avatar' }).click()
    await expect(page.getByRole('heading', { name: 'SELECT YOUR AVATAR ICON' })).toBeVisible()
  })

  test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
    await page.goto('/no/such/place')
    await expect(page.getByRole('heading', { name: '404: Page not found' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to your buildings' }).click()
    await expect(page.getByText('Please connect your wallet first.')).toBeVisible()
  })

  test('the header shows the six default values', async ({ page }) => {
    await page.goto('/')
    const balances = page.getByRole('banner').getByRole('definition')
    await expect(balances).toHaveText(['0.00', '0.00', '0.00', '0.00', '0.00', '1'])
    const labels = page.getByRole('banner').getByRole('term')
    await expect(labels).toHaveText(['DOVX', 'DOVF', 'DOVH', 'DOVS', 'DOVR', 'AVT'])
  })

  test('the wallet modal opens from Log In and closes on backdrop click and Escape', async ({
    page,
  }) => {
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await menu.getByRole('button', { name: 'Log In' }).click()
    const dialog = page.getByRole('dialog', { name: 'To continue please select an option' })
    await expect(dialog).toBeVisible()
    // The local build lists the spec's two wallets and Wombat, and says why they cannot be used
    // here.
    for (const name of ['Wax Cloud Wallet', 'Anchor Wallet', 'Wombat']) {
      const wallet = dialog.getByRole('button', { name })
      await expect(wallet).toBeDisabled()
      await expect(wallet).toHaveAccessibleDescription(/need the WAX network/)
      // Each with its own logo, loaded (a broken image has no natural width).
      const logo = wallet.locator('img')
      await expect(logo).toHaveAttribute('alt', '')
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)
    }
    // A newcomer learns where a WAX account comes from: the wallet's own sign-up, in a new tab.
    await expect(dialog.getByText(/^New to WAX\?/)).toBeVisible()
    const signUp = dialog.getByRole('link', { name: 'Create an account' })
    await expect(signUp).toHaveAttribute('href', 'https://www.mycloudwallet.com/')
    await expect(signUp).toHaveAttribute('target', '_blank')

    // The backdrop: a point outside the panel, still on the dialog's ::backdrop.
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()

    await menu.getByRole('button', { name: 'Log In' }).click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('focus stays inside the open wallet modal', async ({ page }) => {
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Log In' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'To continue please select an option' })
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      const inside = await dialog.evaluate((el) => el.contains(document.activeElement))
      const onPage = await page.evaluate(() => document.activeElement !== document.body)
      // Tab cycles through the dialog's controls (and the browser's own UI), never the page.
      expect(inside || !onPage).toBe(true)
    }
  })

  test('a chunk that fails to load shows the error with a reload action', async ({ page }) => {
    await page.route(/\/assets\/hof-[^/]+\.js$/, (route) => route.abort())
    await page.goto('/hof')
    await expect(page.getByText('Loading chunk hof failed')).toBeVisible()
    await page.unroute(/\/assets\/hof-[^/]+\.js$/)
    await page.getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByRole('heading', { name: /TOP 20 Armed forces/ })).toBeVisible()
  })
})

test.describe('loading', () => {
  test('the shell renders before the screen chunk arrives', async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/hof-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/hof')
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Buildings' }),
    ).toBeVisible()
    await expect(page.getByRole('banner').getByText('DOVX', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Hall of Fame' })).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Loading the screen' })).toBeVisible()
    release()
    await expect(page.getByRole('heading', { name: /TOP 20 Armed forces/ })).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveCount(0)
  })

  test('a screen starts its first reads while its chunk is still loading', async ({
    page,
    devchain,
  }) => {
    await devchain.setFirstEndpointDown(false)
    let chunkServed = false
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/tools-[^/]+\.js$/, async (route) => {
      await held
      chunkServed = true
      await route.continue()
    })
    // Only the tools screen reads `tdata` (the tools' data; the Claim all panel, on every
    // screen, reads the memberships too): only its prefetch can ask for them.
    await openAs(page, '/exchange', 'player3')
    const readStarted = page.waitForRequest(
      (request) =>
        request.url().endsWith('/v1/chain/get_table_rows') &&
        (request.postData() ?? '').includes('"table":"tdata"') &&
        !chunkServed,
    )
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await menu.getByRole('link', { name: 'Tools' }).click()
    await readStarted
    await expect(page.getByRole('progressbar', { name: 'Loading the screen' })).toBeVisible()
    release()
    await expect(page.getByRole('heading', { name: 'Staked tools' })).toBeVisible()
  })

  // With every endpoint up: an earlier test may have killed the first one, and the browser logs
  // the failed requests the app then fails over from.
  test('no screen logs a console error or warning while it loads', async ({ page, devchain }) => {
    await devchain.setFirstEndpointDown(false)
    const messages: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        messages.push(`${message.type()}: ${message.text()}`)
      }
    })
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
    for (const route of [...SCREEN_ROUTES, '/no/such/place']) {
      await page.goto(route)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('progressbar')).toHaveCount(0)
    }
    expect(messages).toEqual([])
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the menu collapses behind a button and navigates', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await expect(menu).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'Exchange' }).click()
    await expect(page).toHaveURL(/\/exchange$/)
    await expect(menu).toBeHidden()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
  })
})
