import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { fightAndClaim, toNextUtcDay } from '../e2e/fights'
import { expect, loginAs, test } from '../e2e/fixtures'
import { strongestDivision } from '../e2e/hofData'
import { divisionsOf, passTime } from '../e2e/staking'

const out = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
]

const SCREENS = [
  { name: 'shell', path: '/', ready: 'Please connect your wallet first.' },
  { name: 'not-found', path: '/nowhere', ready: '404: Page not found' },
]

/** Logs in; on a phone the menu opened for it is closed again. */
async function logIn(page: Page, account: string) {
  // The app has rendered (so on a phone the menu button is there) before logging in.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await loginAs(page, account)
  const toggle = page.getByRole('button', { name: 'Menu' })
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'true') {
    await toggle.click()
  }
}

/** Waits until nothing is loading and every image has loaded (before time jumps, too: a jump
 * fires the images' load timeouts). */
async function settle(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0),
  )
}

/**
 * The whole page as a window as tall as the page shows it. A full-page capture of the window as
 * it is would draw what sticks (the header and the Ready bar at the top, the builder's summary at
 * the bottom) where the window's edges were, over the middle of the page.
 */
async function fullShot(page: Page, path: string) {
  const size = page.viewportSize()
  if (size === null) throw new Error('no viewport')
  await page.evaluate(() => window.scrollTo(0, 0))
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) })
  await page.screenshot({ path })
  await page.setViewportSize(size)
}

async function expectNoOverflow(page: Page) {
  await settle(page)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, 'nothing overflows horizontally').toBe(0)
}

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
      await fullShot(page, `${out}${screen.name}-${size.name}.png`)
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

/**
 * The staking screens, logged in, from the browser suite's demo world. player2 has two buildings
 * staked; after 500 s of chain time the Workshop (500 s with its clock) is finished and the
 * Infirmary (750 s) still counts down. player3 has four buildings and two tools staked.
 */
for (const size of WIDTHS) {
  test.describe(`staking screens at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('buildings', async ({ page, devchain }) => {
      await page.clock.install()
      await page.goto('/')
      await logIn(page, 'player2')
      await expect(page.getByRole('article')).toHaveCount(2)
      await settle(page)
      await passTime(page, devchain, 500)
      const slots = page.getByRole('list', { name: 'Building slots' })
      await expect(slots.getByText('Is Finished')).toBeVisible()
      await expect(slots.getByText('Will end in')).toBeVisible()
      await page.mouse.move(0, 0)
      await expectNoOverflow(page)
      await fullShot(page, `${out}buildings-${size.name}.png`)
    })

    test('add popup', async ({ page, devchain: _devchain }) => {
      await page.goto('/')
      await logIn(page, 'player1')
      await page.getByRole('button', { name: 'Add a building' }).first().click()
      const popup = page.getByRole('dialog', { name: 'Add a building' })
      await expect(popup.getByText('Page 1 of 2')).toBeVisible()
      await expectNoOverflow(page)
      await page.screenshot({ path: `${out}buildings-popup-${size.name}.png` })
    })

    test('machine staking', async ({ page, devchain }) => {
      await page.clock.install()
      await page.goto('/?view=machines')
      await logIn(page, 'player3')
      await expect(page.getByText('Will end in')).toHaveCount(4)
      await settle(page)
      await passTime(page, devchain, 700)
      const staked = page.getByRole('region', { name: 'Staked buildings', exact: true })
      await expect(staked.getByText('Is Finished')).toHaveCount(2)
      await staked
        .getByRole('checkbox', { name: /^Select .* #\d+$/ })
        .first()
        .check()
      await expectNoOverflow(page)
      await fullShot(page, `${out}machines-${size.name}.png`)
    })

    test('tools', async ({ page, devchain: _devchain }) => {
      await page.goto('/tools')
      await logIn(page, 'player3')
      await expect(
        page.getByRole('region', { name: 'Staked tools' }).getByRole('article'),
      ).toHaveCount(2)
      await expectNoOverflow(page)
      await fullShot(page, `${out}tools-${size.name}.png`)
    })
  })
}

for (const size of WIDTHS) {
  test(`economy at ${size.width} px`, async ({ page, devchain: _devchain }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.goto('/economy')
    await logIn(page, 'player3')
    await expect(page.getByRole('img', { name: /^Tokens per hour\./ })).toBeVisible()
    await expectNoOverflow(page)
    await fullShot(page, `${out}economy-${size.name}.png`)
    expect(errors).toEqual([])
  })
}

for (const size of WIDTHS) {
  test(`exchange at ${size.width} px`, async ({ page, devchain: _devchain }) => {
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.goto('/exchange')
    await logIn(page, 'player1')
    const row = page.getByRole('form', { name: 'DOVX' })
    await row.getByLabel('DOVX amount').fill('12.5')
    const bad = page.getByRole('form', { name: 'DOVH' })
    await bad.getByLabel('DOVH amount').fill('1.23456')
    await expect(bad.getByRole('alert')).toBeVisible()
    await expectNoOverflow(page)
    await fullShot(page, `${out}exchange-${size.name}.png`)
    await page.getByRole('button', { name: 'Withdraw' }).click()
    await expect(page.getByTestId('withdraw-fee')).toHaveText('5%')
    await page.getByRole('form', { name: 'DOVF' }).getByLabel('DOVF amount').fill('10')
    await expectNoOverflow(page)
    await fullShot(page, `${out}exchange-withdraw-${size.name}.png`)
  })
}

/** Crafting and the avatar screen, as player1 (the Marshal avatar is more than they hold). */
for (const size of WIDTHS) {
  test(`craft at ${size.width} px`, async ({ page, devchain: _devchain }) => {
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.goto('/craft')
    await logIn(page, 'player1')
    await expect(
      page.getByRole('region', { name: 'Craftable items' }).getByRole('article'),
    ).toHaveCount(6)
    await expectNoOverflow(page)
    await fullShot(page, `${out}craft-${size.name}.png`)
  })

  test(`avatars at ${size.width} px`, async ({ page, devchain: _devchain }) => {
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.goto('/avatars')
    await logIn(page, 'player1')
    await page.getByRole('radio', { name: /^Avatar 4,/ }).check()
    await expectNoOverflow(page)
    await fullShot(page, `${out}avatars-${size.name}.png`)
  })
}

/**
 * The division builder and the fight list. player1 builds a division in zone 1 card by
 * card (the picker shown on a phone); player3 has two divisions, one moved to Carentan where its
 * Lieutenant is not enough; player4's is in a fight.
 */
for (const size of WIDTHS) {
  test.describe(`division screens at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('division builder', async ({ page, devchain: _devchain }) => {
      await page.goto('/create')
      await logIn(page, 'player1')
      await page.getByRole('radio', { name: /^1 Omaha Beach/ }).check()
      for (const slot of ['Officer', 'Support', 'Combat 4', 'Combat 5', 'Combat 6']) {
        await page.getByRole('button', { name: `${slot}: choose a card`, exact: true }).click()
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /: place$/ })
          .first()
          .click()
        await expect(page.getByRole('dialog')).toBeHidden()
      }
      await expectNoOverflow(page)
      await fullShot(page, `${out}create-${size.name}.png`)
      await page.getByRole('button', { name: 'Combat 7: choose a card', exact: true }).click()
      await expect(
        page
          .getByRole('dialog')
          .getByRole('button', { name: /: place$/ })
          .first(),
      ).toBeVisible()
      await settle(page)
      await page.screenshot({ path: `${out}create-picker-${size.name}.png` })
    })

    test('fight list', async ({ page, devchain }) => {
      const { rows } = (await devchain.tableRows('dov.game', 'sdivisions', 'dov.game')) as {
        rows: { divID: number; owner: string; units: unknown[] }[]
      }
      const full = rows.filter((r) => r.owner === 'player3').sort((a, b) => a.divID - b.divID)[0]
      if (full === undefined) throw new Error('player3 has no division')
      await devchain.transact('player3', [
        {
          account: 'dov.divsim',
          name: 'editdivision',
          data: { divID: full.divID, player: 'player3', setup: full.units, zoneID: 3 },
        },
      ])
      await page.goto('/fight')
      await logIn(page, 'player3')
      await expect(page.getByRole('article')).toHaveCount(2)
      // The battle planner's summaries, a lazy part of each card.
      await expect(page.getByTestId('plan-summary')).toHaveCount(2)
      await expectNoOverflow(page)
      await fullShot(page, `${out}fight-${size.name}.png`)
    })
  })
}

/**
 * The Hall of Fame: public, so logged out at both widths; logged in as player2, whose
 * strongest division (rebuilt with its spare cards) is on the armed forces' board, marked `You`.
 */
for (const size of WIDTHS) {
  test.describe(`hall of fame at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('hall of fame', async ({ page, devchain: _devchain }) => {
      await page.goto('/hof')
      await expect(page.locator('[data-board][data-state="complete"]')).toHaveCount(7, {
        timeout: 20_000,
      })
      await expectNoOverflow(page)
      await fullShot(page, `${out}hof-${size.name}.png`)
    })

    test('hall of fame, logged in', async ({ page, devchain }) => {
      await strongestDivision(devchain, 'player2')
      await page.goto('/hof')
      await logIn(page, 'player2')
      await expect(page.locator('[data-board][data-state="complete"]')).toHaveCount(7, {
        timeout: 20_000,
      })
      await expect(page.locator('tr[data-own]').first()).toBeVisible()
      await expectNoOverflow(page)
      await fullShot(page, `${out}hof-logged-in-${size.name}.png`)
    })
  })
}

/**
 * The war record: My assets (player3: buildings and tools staked, cards in divisions), a
 * commander's page (player5, public, logged out: its divisions, victories and ranks over the
 * chain reads), and the activity through the indexer after a few of player2's actions.
 */
for (const size of WIDTHS) {
  test.describe(`war record at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('my assets', async ({ page, devchain: _devchain }) => {
      await page.goto('/inventory')
      await logIn(page, 'player3')
      await expect(page.getByRole('heading', { level: 1, name: 'My assets' })).toBeVisible()
      await expect(
        page.getByRole('navigation', { name: 'Asset pages' }).or(page.getByRole('img').nth(4)),
      ).toBeVisible({ timeout: 15_000 })
      await expectNoOverflow(page)
      await fullShot(page, `${out}inventory-${size.name}.png`)
    })

    test('commander page', async ({ page, devchain: _devchain }) => {
      await page.goto('/player/player5')
      await expect(page.getByRole('heading', { level: 1, name: /player5/ })).toBeVisible()
      await expect(page.locator('[data-player-page][data-state="complete"]')).toBeVisible({
        timeout: 20_000,
      })
      await expectNoOverflow(page)
      await fullShot(page, `${out}player-${size.name}.png`)
    })

    test('commander page with medals, through the indexer', async ({
      page,
      devchain,
      indexer: _indexer,
      stack,
    }) => {
      // player2's three victories of one UTC day: a dated Hat-Trick beside the medals held before
      // the indexer's record, and the week's board.
      await toNextUtcDay(devchain)
      const [division] = await divisionsOf(devchain, 'player2')
      if (division === undefined) throw new Error('player2 has no division')
      await fightAndClaim(devchain, 'player2', division, 3)
      await page.goto(`${stack.indexedApp}/player/player2`)
      await expect(
        page.getByRole('region', { name: 'Medals' }).locator('[data-medal="hat-trick"]'),
      ).toHaveAttribute('data-state', 'dated', { timeout: 20_000 })
      await expectNoOverflow(page)
      await fullShot(page, `${out}player-medals-${size.name}.png`)
    })

    test('activity', async ({ page, devchain, indexer: _indexer, stack }) => {
      await devchain.transact('player2', [
        {
          account: 'dov.token',
          name: 'transfer',
          data: { from: 'player2', to: 'dov.stake', quantity: '10.0000 DOVX', memo: 'deposit' },
        },
      ])
      await devchain.transact('player2', [
        {
          account: 'dov.stake',
          name: 'withdraw',
          data: { player: 'player2', quantity: '5.0000 DOVH' },
        },
      ])
      await page.goto(`${stack.indexedApp}/activity`)
      await logIn(page, 'player2')
      await expect(
        page.getByRole('list', { name: 'Your activity' }).getByRole('listitem').first(),
      ).toBeVisible({ timeout: 20_000 })
      await expectNoOverflow(page)
      await fullShot(page, `${out}activity-${size.name}.png`)
    })
  })
}
