import type { Page } from '@playwright/test'
import { type Card, cost, type Expected, expected, readWorld } from './divisions'
import { expect, openAs, test } from './fixtures'

/**
 * The division builder (/create) against the devchain's demo world: every number the screen shows
 * is checked against `divisions.ts`, which computes it from the world's rows by the spec's rules.
 */

const summary = (page: Page) => page.getByRole('region', { name: 'Division summary' })
const marker = (page: Page) =>
  summary(page).getByRole('list', { name: 'Expected result' }).locator('[aria-current="true"]')
const tab = (page: Page, n: number) => page.getByRole('tab', { name: `DIVISION ${n}` })
/** Zone `id`'s radio: its name starts with the id and the zone's name. */
const zoneRadio = (page: Page, id: number, name: string) =>
  page.getByRole('radio', { name: new RegExp(`^${id} ${name}`) })
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text)

async function expectSummary(page: Page, want: Expected) {
  await expect(summary(page).getByTestId('division-power')).toHaveText(want.power)
  await expect(summary(page).getByTestId('authorization')).toHaveText(
    want.authorized ? 'Authorized to fight' : 'Unauthorized to fight',
  )
  if (want.marker === undefined) await expect(marker(page)).toHaveCount(0)
  else await expect(marker(page)).toHaveText(want.marker)
}

/**
 * Opens the picker of `slot` and places the card whose accessible name matches `name` (default:
 * the first offered); returns its asset id.
 */
async function place(page: Page, slot: string, name: RegExp = /: place$/): Promise<string> {
  await page.getByRole('button', { name: `${slot}: choose a card`, exact: true }).click()
  const picker = page.getByRole('dialog')
  const option = picker.getByRole('button', { name }).first()
  const label = (await option.getAttribute('aria-label')) ?? ''
  const id = /#(\d+):/.exec(label)?.[1]
  if (id === undefined) throw new Error(`no asset id in "${label}"`)
  await option.click()
  await expect(picker).toBeHidden()
  return id
}

test.describe('division builder', () => {
  test('logged out, the screen asks for a wallet', async ({ page }) => {
    await page.goto('/create')
    await expect(page.getByText('Please connect your wallet first.')).toBeVisible()
  })

  test('a division built card by card shows the power, authorization and marker the rules give', async ({
    page,
    devchain,
  }) => {
    const world = await readWorld(devchain, 'player1')
    const zone1 = world.zone(1)
    await openAs(page, '/create', 'player1')
    await expect(tab(page, 1)).toHaveAttribute('aria-selected', 'true')
    await expect(summary(page).getByTestId('division-power')).toHaveText('0.0000')
    await expect(summary(page).getByTestId('authorization')).toHaveText('Unauthorized to fight')

    // Zones: 5 groups of 4 with their objectives; zone 2 waits for a win in zone 1, zone 15 is
    // closed.
    await expect(page.getByRole('group', { name: /^Zones \d+–\d+: \w+$/ })).toHaveCount(5)
    await expect(zoneRadio(page, 2, 'Sainte-Mere')).toBeDisabled()
    await expect(zoneRadio(page, 2, 'Sainte-Mere')).toHaveAccessibleName(
      /Locked: 1 win needed in Omaha Beach/,
    )
    await expect(zoneRadio(page, 15, 'Kursk')).toBeDisabled()
    await zoneRadio(page, 1, 'Omaha Beach').check()
    const chosen = page.getByRole('region', { name: 'Chosen zone' })
    await expect(chosen.getByTestId('zone-cost')).toHaveText(
      `${cost(zone1, 'DOVH')} DOVH, ${cost(zone1, 'DOVX')} DOVX`,
    )
    await expect(chosen.getByTestId('zone-wins')).toHaveText('0')

    const placed: Card[] = []
    const check = async () => {
      const want = expected(
        placed.map((card) => card.unit),
        zone1,
        world.udata,
      )
      await expectSummary(page, want)
      await expect(chosen.getByTestId('zone-earnings')).toHaveText(`${want.earnings} DOVX`)
      return want
    }
    const add = async (slot: string, name?: RegExp) => {
      const id = await place(page, slot, name)
      const card = world.cards.find((c) => c.asset_id === id)
      if (card === undefined) throw new Error(`not player1's card: ${id}`)
      placed.push(card)
      return check()
    }
    // An officer alone has no power: authorized in zone 1 (no prerequisite), but no result.
    expect((await add('Officer', /^Lieutenant #\d+: place$/)).marker).toBeUndefined()
    for (const slot of ['Combat 4', 'Combat 5', 'Combat 6'])
      await add(slot, /^Rifleman #\d+: place$/)
    await add('Support')
    await add('Combat 7')
    const full = await add('Combat 8')
    expect(full.marker).toBe('Victory')

    // Each filled slot has its remove button; removing a card updates everything at once.
    await page.getByRole('button', { name: /^Remove .* from Combat 8$/ }).click()
    placed.pop()
    await check()
  })

  test('the three warnings: no officer, no zone, no division to delete', async ({ page }) => {
    await openAs(page, '/create', 'player1')
    await page.getByRole('button', { name: 'Save division' }).click()
    await expect(toast(page, 'No Officer Selected')).toBeVisible()
    await expect(toast(page, 'Warning').first()).toBeVisible()

    await place(page, 'Officer')
    await page.getByRole('button', { name: 'Save division' }).click()
    await expect(toast(page, 'No Zone Selected')).toBeVisible()

    await page.getByRole('button', { name: 'Delete division' }).click()
    await expect(toast(page, 'No division selected')).toBeVisible()
    await expect(toast(page, 'Error')).toBeVisible()
  })

  test('save, reload, edit and delete a division', async ({ page, devchain }) => {
    const owned = async () =>
      (
        (await devchain.tableRows('dov.game', 'sdivisions', 'dov.game')) as {
          rows: {
            divID: number
            owner: string
            zoneID: number
            units: { key: string; value: string }[]
          }[]
        }
      ).rows.filter((row) => row.owner === 'player1')
    await openAs(page, '/create', 'player1')
    await zoneRadio(page, 1, 'Omaha Beach').check()
    const officer = await place(page, 'Officer')
    const rifle = await place(page, 'Combat 4')
    await expect(tab(page, 1)).toContainText('unsaved')
    await page.getByRole('button', { name: 'Save division' }).click()
    await expect(toast(page, 'Transaction successfull')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Edit division' })).toBeVisible()
    await expect(tab(page, 1)).not.toContainText('unsaved')
    await expect(tab(page, 1)).toContainText('Omaha Beach')
    const [saved] = await owned()
    expect(saved?.zoneID).toBe(1)
    expect(saved?.units.map((u) => [u.key, String(u.value)])).toEqual([
      ['officer', officer],
      ['combat4', rifle],
    ])

    await page.reload()
    await expect(page.getByRole('button', { name: 'Edit division' })).toBeVisible()
    await expect(
      page.getByRole('button', { name: new RegExp(`^.* #${rifle} in Combat 4: change card$`) }),
    ).toBeVisible()

    const second = await place(page, 'Combat 5')
    await page.getByRole('button', { name: /^Remove .* from Combat 4$/ }).click()
    await page.getByRole('button', { name: 'Edit division' }).click()
    await expect(toast(page, 'Transaction successfull')).toBeVisible()
    await expect
      .poll(async () => (await owned())[0]?.units.map((u) => [u.key, String(u.value)]))
      .toEqual([
        ['officer', officer],
        ['combat5', second],
      ])

    await page.getByRole('button', { name: 'Delete division' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete DIVISION 1?' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(confirm).toBeHidden()
    await expect(page.getByRole('button', { name: 'Save division' })).toBeVisible()
    await expect(tab(page, 1)).toContainText('New division')
    await expect.poll(owned).toEqual([])
  })

  test('unsaved changes survive a switch of division, a reload warns, and a placed card is hidden elsewhere', async ({
    page,
  }) => {
    await openAs(page, '/create', 'player1')
    const officers = () => page.getByRole('dialog').getByRole('button', { name: /: place$/ })
    await page.getByRole('button', { name: 'Officer: choose a card', exact: true }).click()
    await expect(officers()).toHaveCount(3)
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()

    const lieutenant = await place(page, 'Officer', /^Lieutenant #\d+: place$/)
    await expect(tab(page, 1)).toContainText('unsaved')
    await tab(page, 2).click()
    await expect(tab(page, 2)).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/division=2/)
    await page.getByRole('button', { name: 'Officer: choose a card', exact: true }).click()
    await expect(officers()).toHaveCount(2)
    await expect(
      page.getByRole('dialog').getByRole('button', { name: new RegExp(`#${lieutenant}: place$`) }),
    ).toHaveCount(0)
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()

    await tab(page, 1).click()
    await expect(
      page.getByRole('button', {
        name: new RegExp(`^Lieutenant #${lieutenant} in Officer: change card$`),
      }),
    ).toBeVisible()

    // The side menu's division titles open the builder on that division; the draft stays.
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await menu.getByRole('link', { name: 'DIVISION 3' }).click()
    await expect(tab(page, 3)).toHaveAttribute('aria-selected', 'true')
    await menu.getByRole('link', { name: 'DIVISION 1' }).click()
    await expect(
      page.getByRole('button', { name: /^Lieutenant #\d+ in Officer: change card$/ }),
    ).toBeVisible()

    const dialog = new Promise<string>((resolve) => {
      page.once('dialog', (d) => {
        resolve(d.type())
        void d.dismiss()
      })
    })
    await page.reload({ timeout: 3_000 }).catch(() => {})
    expect(await dialog).toBe('beforeunload')
  })

  test('a prerequisite names the card it needs: the Lieutenant is not enough in Carentan, the Major is', async ({
    page,
    devchain,
  }) => {
    await devchain.transact('dov.game', [
      { account: 'dov.game', name: 'setwins', data: { player: 'player1', zone: 1, wins: 1 } },
      { account: 'dov.game', name: 'setwins', data: { player: 'player1', zone: 2, wins: 1 } },
    ])
    const world = await readWorld(devchain, 'player1')
    const zone3 = world.zone(3)
    await openAs(page, '/create', 'player1')
    await zoneRadio(page, 3, 'Carentan').check()
    await expect(zoneRadio(page, 4, 'Atlantic Bunker')).toBeDisabled()
    const card = (id: string) => {
      const found = world.cards.find((c) => c.asset_id === id)
      if (found === undefined) throw new Error(id)
      return found.unit
    }
    const combat = [await place(page, 'Combat 4'), await place(page, 'Combat 5')]
    const lieutenant = await place(page, 'Officer', /^Lieutenant #\d+: place$/)
    const without = expected([...combat, lieutenant].map(card), zone3, world.udata)
    expect(without.authorized).toBe(false)
    await expectSummary(page, without)
    await expect(summary(page).getByTestId('authorization-needs')).toHaveText(
      'Needs Major (officer of order 3 or higher)',
    )

    await page.getByRole('button', { name: /^Remove Lieutenant from Officer$/ }).click()
    const major = await place(page, 'Officer', /^Major #\d+: place$/)
    const withMajor = expected([...combat, major].map(card), zone3, world.udata)
    expect(withMajor.authorized).toBe(true)
    await expectSummary(page, withMajor)
    await expect(summary(page).getByTestId('authorization-needs')).toHaveCount(0)
  })

  test('the division tabs show their zones whole, on a phone and on a desktop', async ({
    page,
  }) => {
    // player5's three divisions stand in Omaha Beach, Sainte-Mere and Ardennes Woods: three tabs
    // share a phone's width.
    await page.setViewportSize({ width: 320, height: 812 })
    await openAs(page, '/create', 'player5')
    await expect(tab(page, 3)).toContainText('Ardennes Woods')
    for (const width of [320, 375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await expect
        .poll(
          () =>
            page
              .getByRole('tablist', { name: 'Divisions' })
              .evaluate((tabs) =>
                [tabs, ...Array.from(tabs.querySelectorAll('*'))]
                  .filter((box) => box.scrollWidth > box.clientWidth)
                  .map((box) => `${box.textContent} (${box.clientWidth} < ${box.scrollWidth} px)`),
              ),
          { message: `every tab's text whole at ${width} px` },
        )
        .toEqual([])
    }
  })
})
