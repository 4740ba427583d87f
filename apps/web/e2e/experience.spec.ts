import { expect, loginAs, openAs, test } from './fixtures'

/** The shell tells the truth and works with a thumb, a keyboard and a slow chain. */
test.describe('shell experience', () => {
  test('each route names itself in the document title', async ({ page }) => {
    await page.goto('/tools')
    await expect(page).toHaveTitle('Tools · DOV Warfare')
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Hall of Fame' })
      .click()
    await expect(page).toHaveTitle('Hall of Fame · DOV Warfare')
    await page.goto('/nowhere')
    await expect(page).toHaveTitle('Page not found · DOV Warfare')
  })

  test('a newcomer is told what the game is, sees the zones, and can log in or look around', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: /A war for the WAX blockchain/ })).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Some of the 20 zones' }).getByRole('img'),
    ).toHaveCount(5)
    await expect(page.getByText('Please connect your wallet first.')).toBeVisible()
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click()
    await expect(
      page.getByRole('dialog', { name: 'To continue please select an option' }),
    ).toBeVisible()
    await page.keyboard.press('Escape')
    await page.getByRole('link', { name: 'See the Hall of Fame' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Hall of Fame' })).toBeVisible()
  })

  test('a skip link leads past the menu to the screen', async ({ page }) => {
    await page.goto('/')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    // The shell renders after the scripts run; a Tab pressed before that has nothing to land on.
    await expect(page.getByRole('heading', { name: /A war for the WAX blockchain/ })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test('each header item is explained on hover and on focus, and Escape hides it', async ({
    page,
  }) => {
    await page.goto('/')
    const bar = page.getByRole('banner')
    // The explanation is the item's ::after (CSS, from data-hint): what is drawn, and where.
    const hint = (label: string) =>
      bar
        .getByTestId(`balance-${label}`)
        .locator('..')
        .evaluate((item) => {
          const after = getComputedStyle(item, '::after')
          const box = item.getBoundingClientRect()
          return after.content === 'none' ? null : { text: after.content, below: box.bottom }
        })
    // The spec's defaults stay: 0.00 and AVT 1.
    await expect(bar.getByTestId('balance-DOVX')).toHaveText('0.00')
    expect(await hint('DOVX')).toBeNull()
    await bar.getByTestId('balance-DOVX').hover()
    expect((await hint('DOVX'))?.text).toMatch(/DOVX, the war chest: fights pay and cost it/)
    await page.mouse.move(5, 400)
    expect(await hint('DOVX')).toBeNull()

    // By keyboard: the item takes focus, is described, and Escape hides the explanation.
    const avt = bar.getByTestId('balance-AVT').locator('..')
    await avt.focus()
    await expect(avt).toHaveAccessibleDescription(/Your avatar id/)
    expect((await hint('AVT'))?.text).toMatch(/Your avatar id/)
    await page.keyboard.press('Escape')
    expect(await hint('AVT')).toBeNull()
    await expect(avt).toBeFocused()
  })

  test('after logging in, focus is on the screen heading', async ({ page, devchain }) => {
    await devchain.setFirstEndpointDown(false)
    await page.goto('/tools')
    await loginAs(page, 'player1')
    await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeFocused()
  })

  test('a returning player sees Reconnecting…, never the connect message', async ({ page }) => {
    await page.goto('/')
    await loginAs(page, 'player2')
    // Record every frame that shows the connect message, from the first paint of the next load
    // on. Shown, not present: the page's HTML holds a newcomer's message and a returning player's
    // Reconnecting… alike and draws only the visitor's. Looked at just before each frame is drawn
    // (requestAnimationFrame; none runs while the stylesheets are still loading), with innerText,
    // which leaves out what is not drawn.
    await page.addInitScript(() => {
      const seen = { connect: false }
      Object.assign(window, { __seen: seen })
      const everyFrame = () => {
        if (document.body?.innerText.includes('Please connect your wallet first.'))
          seen.connect = true
        requestAnimationFrame(everyFrame)
      }
      requestAnimationFrame(everyFrame)
    })
    // A slow wallet stack: the session takes a while to restore.
    await page.route(/\/assets\/kit-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.reload()
    await expect(page.getByText('Reconnecting…').first()).toBeVisible()
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await expect(menu.getByTestId('account-name')).toHaveText('player2', { timeout: 20_000 })
    const seen = await page.evaluate(
      () => (window as unknown as { __seen: { connect: boolean } }).__seen,
    )
    expect(seen.connect).toBe(false)
  })

  test('a chain that is down while a session restores never logs the player out', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/')
    await loginAs(page, 'player2')
    let chainRequests = 0
    await page.route(/\/v1\/chain\//, (route) => {
      chainRequests++
      return route.abort()
    })
    await page.reload()
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await expect(page.getByText('Reconnecting…').first()).toBeVisible()
    // A minute of retries on the page's clock (each pause is at most 15 s): each jump lets the next
    // attempt start, and the chain refuses it. Still reconnecting, never the connect message or a
    // Log In button.
    for (let jump = 0; jump < 4; jump++) {
      const before = chainRequests
      await page.clock.fastForward(15_000)
      await expect.poll(() => chainRequests).toBeGreaterThan(before)
      await expect(page.getByText('Reconnecting…').first()).toBeVisible()
      await expect(page.getByText('Please connect your wallet first.')).toHaveCount(0)
      await expect(menu.getByRole('button', { name: 'Log In' })).toHaveCount(0)
    }
    await page.unroute(/\/v1\/chain\//)
    // The next attempt, at most one pause later, finds the chain.
    await page.clock.fastForward(15_000)
    await expect(menu.getByTestId('account-name')).toHaveText('player2', { timeout: 20_000 })
  })

  test('a session restored over a slow chain shows no balance it has not read', async ({
    page,
    devchain,
  }) => {
    test.setTimeout(90_000)
    await page.goto('/')
    await loginAs(page, 'player1')
    const items = page.locator('[data-testid^="balance-"]')
    await expect(items.first()).not.toHaveText(/^[…?]$/, { timeout: 20_000 })
    /** The header as the player reads it: `DOVX 12.34 … AVT 3`. */
    const line = () =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="balance-"]'))
        .map((item) => `${item.dataset.testid?.slice('balance-'.length)} ${item.textContent}`)
        .join(' ')
    const truth = await page.evaluate(line)
    // Every header the next load shows, from its first paint on (the same reading as `line`:
    // the page's CSP allows no eval, so the function cannot be passed in).
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { __headers: seen })
      new MutationObserver(() => {
        const shown = Array.from(
          document.querySelectorAll<HTMLElement>('[data-testid^="balance-"]'),
        )
          .map((item) => `${item.dataset.testid?.slice('balance-'.length)} ${item.textContent}`)
          .join(' ')
        if (shown !== '' && shown !== seen.at(-1)) seen.push(shown)
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })
    // 3 s on every chain call: the restore (the devchain check) and the balances both wait.
    await devchain.setFault({ path: '/v1/chain/*', kind: 'latency', ms: 3_000 })
    await page.reload()
    await expect(page.getByText('Reconnecting…').first()).toBeVisible()
    await expect.poll(() => page.evaluate(line), { timeout: 40_000 }).toBe(truth)
    const seen = await page.evaluate(() => (window as unknown as { __headers: string[] }).__headers)
    // Until the balances arrive, only the loading marker; never the logged-out defaults.
    const unread = seen.filter((shown) => shown !== truth)
    expect(unread.length).toBeGreaterThan(0)
    for (const shown of unread) {
      expect(shown).not.toMatch(/0\.00|AVT 1\b/)
      expect(shown).toBe('DOVX … DOVF … DOVH … DOVS … DOVR … AVT …')
    }
    expect(seen.at(-1)).toBe(truth)
  })

  test('with the chain down at load a banner says so, and Retry recovers', async ({ page }) => {
    await page.route(/\/v1\/chain\/get_info$/, (route) => route.abort())
    await page.goto('/hof')
    const banner = page.getByRole('alert').filter({ hasText: "The game's chain cannot be reached" })
    await expect(banner).toBeVisible({ timeout: 15_000 })
    await page.unroute(/\/v1\/chain\/get_info$/)
    await banner.getByRole('button', { name: 'Retry' }).click()
    await expect(banner).toBeHidden()
  })

  test('a toast under the pointer stays until the pointer leaves', async ({ page }) => {
    await openAs(page, '/exchange', 'player1', { clock: true })
    const row = page.getByRole('form', { name: 'DOVX' })
    await row.getByLabel('DOVX amount').fill('1')
    await row.getByRole('button', { name: 'Deposit DOVX' }).click()
    const toast = page.getByRole('status').filter({ hasText: 'Transaction successfull' })
    await expect(toast).toBeVisible()
    await toast.hover()
    // Past its 5 s on the page's clock: still there while the pointer is on it.
    await page.clock.runFor(6_000)
    await expect(toast).toBeVisible()
    await page.mouse.move(0, 400)
    await page.clock.runFor(6_000)
    await expect(toast).toBeHidden()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the menu has a backdrop and closes on Escape, a tap outside, and login', async ({
    page,
  }) => {
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.click()
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    await toggle.click()
    await expect(menu).toBeVisible()
    await page.mouse.click(360, 500)
    await expect(menu).toBeHidden()

    await loginAs(page, 'player1')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })
})

test.describe('tokens you recognise', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true })

  test('each token in the header has its own icon, and a tap says what it is for', async ({
    page,
  }) => {
    await page.goto('/')
    const bar = page.getByRole('banner')
    const icons = await Promise.all(
      ['DOVX', 'DOVF', 'DOVH', 'DOVS', 'DOVR'].map((token) =>
        bar
          .getByTestId(`balance-${token}`)
          .locator('xpath=preceding-sibling::dt')
          .evaluate((dt) => getComputedStyle(dt, '::before').backgroundImage),
      ),
    )
    // Five different pictures, each one loaded from the app's art.
    expect(new Set(icons).size).toBe(5)
    for (const icon of icons) expect(icon).toMatch(/\/art\/token-dov[xfhsr]\.svg/)
    for (const icon of icons) {
      const url = /url\("(.+)"\)/.exec(icon)?.[1] ?? ''
      const response = await page.request.get(url)
      expect(response.headers()['content-type']).toContain('svg')
    }

    // A phone has no hover: a tap on the item shows its explanation.
    const dovh = bar.getByTestId('balance-DOVH').locator('..')
    await dovh.tap()
    const hint = await dovh.evaluate((item) => getComputedStyle(item, '::after').content)
    expect(hint).toMatch(/DOVH, medical supplies/)
  })
})
