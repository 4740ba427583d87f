import type { Page } from '@playwright/test'
import { expect, loginAs, storedSession, test } from './fixtures'

/**
 * The first paint is in the HTML the server sends (build/prerender.ts): the shell and the page's
 * frame are there with JavaScript off, they say nothing of the visitor (no balance, no Log In),
 * and the app takes over from them without a console error, logged out or logged in, and without
 * moving what they drew. An account screen's frame shows a newcomer what the app shows them (the
 * welcome, the connect message) and a returning player Reconnecting, told apart before the first
 * paint: neither is shown the other's, not even for a frame.
 */

const PAGES = [
  { path: '/hof', title: 'Hall of Fame · DOV Warfare', heading: 'Hall of Fame' },
  { path: '/fight', title: 'Fight · DOV Warfare', heading: 'Fight' },
  { path: '/', title: 'Buildings · DOV Warfare', heading: 'Buildings' },
]

/** The shell as the HTML draws it: the header's items, none of them a figure. */
async function expectShell(page: Page) {
  await expect(page.locator('header').getByText('DOV Warfare', { exact: true })).toBeVisible()
  await expect(page.locator('header dt')).toHaveText([
    'DOVX',
    'DOVF',
    'DOVH',
    'DOVS',
    'DOVR',
    'AVT',
  ])
  await expect(page.locator('header dd')).toHaveText(['…', '…', '…', '…', '…', '…'])
  await expect(page.locator('nav').getByRole('link', { name: 'Hall of Fame' })).toBeVisible()
  // Its place is held, but a returning player is not told to log in.
  await expect(page.locator('nav').getByText('Log In')).toBeHidden()
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitsForApp: false })

  for (const { path, title, heading } of PAGES) {
    test(`${path} is drawn from the HTML: the shell and the page's heading`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveTitle(title)
      await expectShell(page)
      await expect(page.locator('main h1')).toHaveText(heading)
    })
  }

  test("a commander's page is drawn from its template, which names nobody", async ({ page }) => {
    await page.goto('/player/player5')
    await expect(page).toHaveTitle('Commander · DOV Warfare')
    await expectShell(page)
    const head = page.locator('main [data-player-page] header')
    await expect(head.locator('h1')).toHaveText('\u00a0')
    await expect(page.locator('main')).not.toContainText('player5')
  })

  test('any other route is drawn as the shell alone', async ({ page }) => {
    await page.goto('/craft')
    await expect(page).toHaveTitle('DOV Warfare')
    await expectShell(page)
    await expect(page.locator('main')).toBeEmpty()
  })
})

/** The console's errors and warnings and the page's uncaught errors, from now on. */
function watchConsole(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
  return messages
}

/** The app has drawn over the HTML's frame: nothing inert is left in `#root`. */
async function takenOver(page: Page) {
  await expect(page.locator('#root [inert]')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test.describe('the app takes over', () => {
  test('logged out, without a console error', async ({ page }) => {
    const messages = watchConsole(page)
    for (const path of ['/hof', '/player/player5', '/fight', '/']) {
      await page.goto(path)
      await takenOver(page)
      await expect(
        page.getByRole('navigation').getByRole('button', { name: 'Log In' }),
      ).toBeVisible()
    }
    expect(messages).toEqual([])
  })

  test('logged in, without a console error', async ({ page }) => {
    await page.goto('/hof')
    await loginAs(page, 'player5')
    const messages = watchConsole(page)
    for (const path of ['/hof', '/player/player5', '/fight']) {
      await page.goto(path)
      await takenOver(page)
      await expect(page.getByTestId('account-name')).toHaveText('player5', { timeout: 20_000 })
    }
    expect(messages).toEqual([])
  })
})

/** Where the shell's header (the page's first) and the page's heading are drawn. */
async function boxes(page: Page) {
  const box = async (selector: string) => {
    const found = await page.locator(selector).first().boundingBox()
    if (found === null) throw new Error(`${selector} is not drawn`)
    return found
  }
  // The heading's start and height: its width is the commander's name's, which the HTML lacks.
  const { x, y, height } = await box('main h1')
  return { header: await box('header'), heading: { x, y, height } }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } })

  // The app's elements replace the HTML's, so the browser counts no shift when it takes over: the
  // places are compared instead, the HTML's (JavaScript off) against the app's once the page is in.
  for (const { path, loaded } of [
    { path: '/hof', loaded: '[data-board][data-state="complete"]' },
    { path: '/player/player5', loaded: '[data-player-page][data-state="complete"]' },
    { path: '/fight', loaded: 'main button' },
  ]) {
    test(`${path}: the app draws the header and the heading where the HTML drew them`, async ({
      browser,
      baseURL,
      page,
    }) => {
      const off = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        viewport: { width: 412, height: 823 },
      })
      const still = await off.newPage()
      await still.goto(path)
      const drawn = await boxes(still)
      await off.close()

      await page.goto(path)
      await takenOver(page)
      await expect(page.locator(loaded).first()).toBeVisible({ timeout: 20_000 })
      expect(await boxes(page)).toEqual(drawn)
    })
  }
})

/** What one painted frame of the page showed. */
type Frame = { html: boolean; newcomer: boolean; returning: boolean }

/**
 * Records, at every animation frame from the page's start, whether the HTML's frame is still there
 * and whether the newcomer's line (`newcomer`, its text) and the Reconnecting line are drawn;
 * frames before the page's stylesheets apply (both parts of the HTML's frame laid out) are skipped:
 * nothing is painted then.
 */
async function recordFrames(page: Page, newcomer: string) {
  await page.addInitScript((newcomerText) => {
    const frames: Frame[] = []
    Object.assign(window, { recordedFrames: frames })
    const drawn = (text: string) =>
      Array.from(document.querySelectorAll('main h2, main p')).some(
        (element) => element.textContent === text && element.checkVisibility(),
      )
    const tick = () => {
      const parts = Array.from(document.querySelectorAll('[data-visitor]'))
      const styled = parts.every((part) => getComputedStyle(part).display !== 'block')
      if (document.body !== null && styled)
        frames.push({
          html: document.querySelector('[data-first-paint]') !== null,
          newcomer: drawn(newcomerText),
          returning: drawn('Reconnecting…'),
        })
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  }, newcomer)
}

const framesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { recordedFrames: Frame[] }).recordedFrames)

test.describe('an account screen, before and after the app draws it', () => {
  for (const { path, newcomer } of [
    { path: '/', newcomer: 'A war for the WAX blockchain, fought with the cards you own' },
    { path: '/fight', newcomer: 'Please connect your wallet first.' },
  ]) {
    test(`${path}: a newcomer sees their part from the first frame on`, async ({ page }) => {
      const messages = watchConsole(page)
      await recordFrames(page, newcomer)
      await page.goto(path)
      await expect(page.locator('main').getByText(newcomer)).toBeVisible()
      // Some frames of the app's own page.
      await expect
        .poll(async () => (await framesOf(page)).filter((f) => !f.html).length)
        .toBeGreaterThan(5)
      const frames = await framesOf(page)
      expect(frames[0]?.html).toBe(true)
      expect(frames.filter((frame) => !frame.newcomer || frame.returning)).toEqual([])
      expect(messages).toEqual([])
    })

    test(`${path}: a returning player is never shown the newcomer's part`, async ({
      page,
      devchain,
    }) => {
      const messages = watchConsole(page)
      const stored = storedSession(await devchain.chainId(), 'player5')
      await page.addInitScript((entries) => {
        if (location.protocol !== 'http:') return
        for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value)
      }, stored)
      await recordFrames(page, newcomer)
      await page.goto(path)
      await expect(page.getByTestId('account-name')).toHaveText('player5', { timeout: 20_000 })
      const frames = await framesOf(page)
      expect(frames[0]).toEqual({ html: true, newcomer: false, returning: true })
      expect(frames.filter((frame) => frame.newcomer)).toEqual([])
      expect(messages).toEqual([])
    })
  }
})
