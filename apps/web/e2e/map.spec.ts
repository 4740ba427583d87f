import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { startFights } from './fights'
import { expect, openAs, test } from './fixtures'
import { divisionsOf } from './staking'

/**
 * The campaign map, against the devchain's demo world, where player5 has won in zones 1 to 8 (so
 * 1 to 9 are open, 10 on locked), Kursk (15) is closed, and its 3 divisions stand in Omaha Beach
 * (1), Sainte-Mere (2) and Ardennes Woods (5). The zone is chosen on the map in the builder and
 * on a fight card, with the mouse on the zone's mark and with the keyboard (a radio group).
 */

const KURSK_NOTE =
  'Kursk (15) is closed: zones 16–20 stay locked until it reopens, and zone 16 needs 2 wins in it.'

/** Zone `id`'s radio in `map`: its name starts with the id. */
const zone = (map: Locator, id: number) => map.getByRole('radio', { name: new RegExp(`^${id} `) })

/** Clicks the middle of zone `id`'s mark in the map's drawing, as a player's mouse would. */
async function clickMark(page: Page, id: number) {
  const disc = page.locator(`svg g[data-zone="${id}"] circle`).last()
  await disc.scrollIntoViewIfNeeded()
  const box = await disc.boundingBox()
  if (box === null) throw new Error(`zone ${id} is not drawn`)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** axe-core's serious and critical findings inside `selector`, by rule (as the a11y walk runs it). */
async function seriousIn(page: Page, selector: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** How much wider than the window the page is, in px. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** Whether the map's own box scrolls sideways (the map is wider than the box). */
const mapScrolls = (map: Locator) =>
  map.evaluate((board) => {
    const box = board.parentElement
    return box !== null && box.scrollWidth > box.clientWidth
  })

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the builder: a zone chosen on the map with the mouse and the keyboard; locked zones cannot be', async ({
      page,
    }) => {
      await openAs(page, '/create', 'player5')
      const map = page.getByRole('group', { name: 'Choose the zone to fight in' })
      const chosen = page.getByRole('region', { name: 'Chosen zone' })
      await expect(zone(map, 1)).toBeChecked()
      await expect(map.getByRole('group', { name: /^Zones \d+–\d+: \w+$/ })).toHaveCount(5)

      // Each zone's radio sits on its mark: a click there chooses it.
      const radio = await zone(map, 3).boundingBox()
      const disc = await page.locator('svg g[data-zone="3"] circle').last().boundingBox()
      expect(
        Math.abs(
          (radio?.x ?? 0) + (radio?.width ?? 0) / 2 - ((disc?.x ?? 0) + (disc?.width ?? 0) / 2),
        ),
      ).toBeLessThan(2)
      await clickMark(page, 3)
      await expect(zone(map, 3)).toBeChecked()
      await expect(chosen).toContainText('Carentan')

      // A locked zone: read, not chosen.
      await expect(zone(map, 10)).toBeDisabled()
      await expect(zone(map, 10)).toHaveAccessibleName(
        /^10 Tobruk, Locked: 2 wins needed in El Alamein/,
      )
      await clickMark(page, 10)
      await expect(zone(map, 3)).toBeChecked()
      await expect(chosen).toContainText('Carentan')

      // The keyboard: the arrow keys move between the zones that can be chosen, past the locked.
      await zone(map, 3).focus()
      await page.keyboard.press('ArrowRight')
      await expect(zone(map, 4)).toBeChecked()
      await expect(zone(map, 4)).toBeFocused()
      await expect(chosen).toContainText('Atlantic Bunker')
      for (let id = 5; id <= 9; id++) await page.keyboard.press('ArrowDown')
      await expect(zone(map, 9)).toBeChecked()
      await page.keyboard.press('ArrowDown')
      await expect(zone(map, 1)).toBeChecked()
      await expect(zone(map, 1)).toBeFocused()
      await expect(chosen).toContainText('Omaha Beach')

      // The closed zone says what it holds; every zone has a name in the demo world.
      await expect(zone(map, 15)).toBeDisabled()
      await expect(zone(map, 15)).toHaveAccessibleName(
        /^15 Kursk, Closed: zones 16–20 stay locked until it reopens, /,
      )
      await expect(page.getByText(KURSK_NOTE)).toBeVisible()
      await expect(zone(map, 19)).toHaveAccessibleName(/^19 Eindhoven, /)

      // On a phone the map scrolls in its own box, never the page.
      expect(await mapScrolls(map)).toBe(width < 800)
      expect(await pageOverflow(page)).toBe(0)
      await page.setViewportSize({ width: 320, height: 900 })
      await expect(zone(map, 1)).toBeChecked()
      expect(await pageOverflow(page)).toBe(0)
    })

    test('a fight card: a zone chosen on its map with the mouse and the keyboard', async ({
      page,
    }) => {
      await openAs(page, '/fight', 'player5')
      const card = page.getByRole('article', { name: 'DIVISION 1' })
      const toggle = card.getByRole('button', { name: 'Change zone' })
      await toggle.click()
      const map = card.getByRole('group', { name: 'Zone to send DIVISION 1 to' })
      await expect(zone(map, 1)).toBeChecked()
      await expect(zone(map, 1)).toHaveAccessibleName(/, expected: Victory, DIVISION 1 here$/)

      // From the toggle, Tab reaches the chosen zone; the arrows choose another.
      await toggle.focus()
      await page.keyboard.press('Tab')
      await expect(zone(map, 1)).toBeFocused()
      await page.keyboard.press('ArrowRight')
      await expect(zone(map, 2)).toBeChecked()
      await expect(card.getByRole('heading', { level: 2 }).locator('..')).toContainText(
        'Sainte-Mere',
      )
      await expect(card.getByRole('button', { name: 'Move and fight' })).toBeVisible()

      // The mouse, on a zone's mark; a locked one changes nothing.
      await clickMark(page, 3)
      await expect(zone(map, 3)).toBeChecked()
      await expect(card.getByRole('heading', { level: 2 }).locator('..')).toContainText('Carentan')
      await clickMark(page, 10)
      await expect(zone(map, 3)).toBeChecked()
      await expect(zone(map, 10)).toBeDisabled()

      expect(await seriousIn(page, 'article')).toEqual([])

      // Back on its own zone, Fight as before.
      await clickMark(page, 1)
      await expect(card.getByRole('button', { name: 'Fight', exact: true })).toBeVisible()
      await expect(card.getByText(KURSK_NOTE)).toBeVisible()
      expect(await mapScrolls(map)).toBe(width < 800)
      expect(await pageOverflow(page)).toBe(0)
      await page.setViewportSize({ width: 320, height: 900 })
      expect(await pageOverflow(page)).toBe(0)
    })

    test('the divisions stand on the map where they are, fighting or not', async ({
      page,
      devchain,
    }) => {
      const [, second] = await divisionsOf(devchain, 'player5')
      if (second === undefined) throw new Error('player5 has no second division')
      await startFights(devchain, 'player5', [second])
      await openAs(page, '/create', 'player5')
      const map = page.getByRole('group', { name: 'Choose the zone to fight in' })
      await expect(zone(map, 1)).toHaveAccessibleName(/, DIVISION 1 here$/)
      await expect(zone(map, 2)).toHaveAccessibleName(/, DIVISION 2 here, fighting$/)
      await expect(zone(map, 5)).toHaveAccessibleName(/, DIVISION 3 here$/)
      // The drawing: a flag per division in its zone, a red pennant for the one fighting.
      const flags = page.locator('svg [data-status]')
      await expect(flags).toHaveCount(3)
      await expect(page.locator('svg [data-status="fighting"]')).toHaveCount(1)
      // The same on a fight card's map.
      await page.goto('/fight')
      const card = page.getByRole('article', { name: 'DIVISION 1' })
      await card.getByRole('button', { name: 'Change zone' }).click()
      const cardMap = card.getByRole('group', { name: 'Zone to send DIVISION 1 to' })
      await expect(zone(cardMap, 2)).toHaveAccessibleName(/, DIVISION 2 here, fighting$/)
      await expect(card.locator('svg [data-status="fighting"]')).toHaveCount(1)
    })
  })
}

test.describe('while the map loads', () => {
  test.use({ viewport: { width: 320, height: 900 } })

  test('its place in the builder is as wide as the screen, not as wide as the map', async ({
    page,
  }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/CampaignMap-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await openAs(page, '/create', 'player5')
    await expect(page.getByRole('progressbar', { name: 'Loading the map' })).toBeVisible()
    expect(await pageOverflow(page)).toBe(0)
    release()
    await expect(page.getByRole('group', { name: 'Choose the zone to fight in' })).toBeVisible()
    expect(await pageOverflow(page)).toBe(0)
  })
})
