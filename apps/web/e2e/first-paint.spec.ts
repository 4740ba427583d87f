import type { Page } from '@playwright/test'
import { expect, loginAs, test } from './fixtures'

/**
 * The first paint is in the HTML the server sends (build/prerender.ts): the shell and the page's
 * frame are there with JavaScript off, they say nothing of the visitor (no balance, no Log In),
 * and the app takes over from them without a console error, logged out or logged in, and without
 * moving what they drew.
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
