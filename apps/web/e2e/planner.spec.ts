import type { Page } from '@playwright/test'
import { type Card, cost, expected, readWorld } from './divisions'
import { type Devchain, expect, openAs, test } from './fixtures'
import { shown } from './numbers'

/**
 * The battle planner on /create against the devchain's demo world: the outcome strip's
 * markers and costs are checked against `divisions.ts` (the spec's rules over the world's rows,
 * without the app's code), and a proposed division is used, saved and sent to fight.
 */

const planner = (page: Page) => page.getByRole('region', { name: 'Battle planner' })
const strip = (page: Page) => planner(page).getByRole('toolbar', { name: 'Outcome in each zone' })
/** Zone `id`'s cell: its name starts with the id ("1 Omaha Beach…", never "10 …"). */
const cell = (page: Page, id: number) =>
  strip(page).getByRole('button', { name: new RegExp(`^${id} `) })
const zoneRadio = (page: Page, id: number, name: string) =>
  page.getByRole('radio', { name: new RegExp(`^${id} ${name}`) })
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text)

async function place(page: Page, slot: string, name: RegExp): Promise<string> {
  await page.getByRole('button', { name: `${slot}: choose a card`, exact: true }).click()
  const option = page.getByRole('dialog').getByRole('button', { name }).first()
  const id = /#(\d+):/.exec((await option.getAttribute('aria-label')) ?? '')?.[1]
  if (id === undefined) throw new Error(`no asset id for ${name}`)
  await option.click()
  await expect(page.getByRole('dialog')).toBeHidden()
  return id
}

/** The fight duration, from the game's settings row (not in the spec). */
async function fightSecsOf(devchain: Devchain): Promise<number> {
  const { rows } = (await devchain.tableRows('dov.game', 'settings', 'dov.game')) as {
    rows: { fight_secs: number }[]
  }
  const secs = rows[0]?.fight_secs
  if (secs === undefined) throw new Error('no settings row')
  return secs
}

/** Earnings per hour of fighting: units × 3600 / fight_secs, 3 decimals (truncated), DOVX. */
function perHourText(earningsUnits: bigint, fightSecs: number): string {
  const perHour = (earningsUnits * 3600n) / BigInt(fightSecs)
  return `${shown(Math.trunc(Number(perHour) / 10) / 1000, 3)} DOVX`
}

async function divisionsOf(devchain: Devchain, owner: string) {
  const { rows } = (await devchain.tableRows('dov.game', 'sdivisions', 'dov.game')) as {
    rows: {
      divID: number
      owner: string
      zoneID: number
      units: { key: string; value: string }[]
    }[]
  }
  return rows.filter((row) => row.owner === owner)
}

test.describe('battle planner', () => {
  test('the strip shows, for each of the 20 zones, the marker and cost the rules give', async ({
    page,
    devchain,
  }) => {
    await devchain.transact('dov.game', [
      { account: 'dov.game', name: 'setwins', data: { player: 'player1', zone: 1, wins: 1 } },
    ])
    const world = await readWorld(devchain, 'player1')
    const fightSecs = await fightSecsOf(devchain)
    await openAs(page, '/create', 'player1')
    await expect(strip(page).getByRole('button')).toHaveCount(20)

    const placed: Card[] = []
    const add = async (slot: string, name: RegExp) => {
      const id = await place(page, slot, name)
      const card = world.cards.find((c) => c.asset_id === id)
      if (card === undefined) throw new Error(`not player1's card: ${id}`)
      placed.push(card)
    }
    await add('Officer', /^Lieutenant #\d+: place$/)
    for (const slot of ['Combat 4', 'Combat 5', 'Combat 6'])
      await add(slot, /^Rifleman #\d+: place$/)

    const winnable: number[] = []
    for (const id of [1, 2, 3, 4, 15, 20]) {
      const zone = world.zone(id)
      const want = expected(
        placed.map((card) => card.unit),
        zone,
        world.udata,
      )
      const status = want.marker ?? (want.authorized ? 'No result' : 'Unauthorized')
      await expect(cell(page, id).getByTestId('plan-marker')).toHaveText(status)
      await expect(cell(page, id).getByTestId('plan-cost')).toHaveText(
        `${cost(zone, 'DOVH')} DOVH, ${cost(zone, 'DOVX')} DOVX`,
      )
      await expect(cell(page, id).getByTestId('plan-earnings')).toHaveText(`${want.earnings} DOVX`)
      // Per hour of fighting: earnings × 3600 / the settings' fight_secs, 3 decimals, truncated.
      await expect(cell(page, id).getByTestId('plan-per-hour')).toHaveText(
        perHourText(want.earningsUnits, fightSecs),
      )
      await expect(cell(page, id)).toHaveAccessibleName(
        new RegExp(`^${id} .*: ${status}.*, cost ${cost(zone, 'DOVH')} DOVH`),
      )
      if (id <= 2 && want.marker === 'Victory') winnable.push(id)
    }
    // Zone 3 waits for a win in zone 2, zone 15 is closed and holds 16 to 20 locked: said in
    // words, not chosen.
    await expect(cell(page, 3)).toHaveAttribute('aria-disabled', 'true')
    await expect(cell(page, 3)).toHaveAccessibleName(/Locked\s*,.*needed in Sainte-Mere/)
    await expect(cell(page, 15)).toHaveAttribute('aria-disabled', 'true')
    await expect(cell(page, 15)).toContainText('Closed: zones 16–20 stay locked until it reopens')
    await expect(cell(page, 15)).toHaveAccessibleName(
      /,\s*Closed: zones 16–20 stay locked until it reopens\s*,/,
    )

    // The best zone is marked in words, in its cell and above the strip.
    const best = strip(page).getByRole('button', { name: /,\s*Best\s*zone\s*:/ })
    if (winnable.length === 0) {
      await expect(best).toHaveCount(0)
      await expect(planner(page).getByTestId('plan-best')).toHaveText(/^Best zone: none/)
    } else {
      await expect(best).toHaveCount(1)
      await expect(best).toHaveAccessibleName(/^\d+ /)
      const bestId = Number(/^(\d+) /.exec((await best.textContent()) ?? '')?.[1])
      expect(winnable).toContain(bestId)
      await expect(planner(page).getByTestId('plan-best')).toHaveText(
        new RegExp(`^Best zone: ${bestId} `),
      )
    }

    // A cell chooses its zone; the keyboard moves along the strip (one tab stop).
    await cell(page, 2).click()
    await expect(zoneRadio(page, 2, 'Sainte-Mere')).toBeChecked()
    await expect(cell(page, 2)).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('ArrowLeft')
    await expect(cell(page, 1)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(zoneRadio(page, 1, 'Omaha Beach')).toBeChecked()
    await page.keyboard.press('End')
    await expect(cell(page, 20)).toBeFocused()
  })

  test('every cell shows all of its text, on a phone and on a desktop', async ({ page }) => {
    await openAs(page, '/create', 'player1')
    await expect(strip(page).getByRole('button')).toHaveCount(20)
    // The longest words a cell holds are there: a status `Unauthorized` (the demo world's first
    // division lacks a Major for zone 3) and the closed zone's note.
    await expect(cell(page, 3).getByTestId('plan-marker')).toHaveText('Unauthorized')
    await expect(cell(page, 15)).toContainText('stay locked until it reopens')
    for (const width of [320, 375, 800, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      // Every box a cell draws text in (the cell and each element in it a reader sees) is as wide
      // as its content: nothing clipped, cut off with an ellipsis or spilling past the border,
      // and neither the strip nor the page scrolls sideways.
      await expect
        .poll(
          () =>
            strip(page).evaluate((toolbar) => {
              const cut: string[] = []
              const wide = (box: Element) => box.scrollWidth > box.clientWidth
              if (wide(toolbar)) cut.push('the strip scrolls sideways')
              if (wide(document.documentElement)) cut.push('the page scrolls sideways')
              for (const button of Array.from(toolbar.querySelectorAll('button'))) {
                for (const box of [button, ...Array.from(button.querySelectorAll('*'))]) {
                  if (box.closest('.visually-hidden') !== null || !wide(box)) continue
                  cut.push(`${box.textContent} (${box.clientWidth} < ${box.scrollWidth} px)`)
                }
              }
              return cut
            }),
          { message: `every cell's text whole at ${width} px` },
        )
        .toEqual([])
    }
  })

  test('the best division for a zone is proposed, used, saved, and fights on /fight', async ({
    page,
    devchain,
  }) => {
    const world = await readWorld(devchain, 'player1')
    const fightSecs = await fightSecsOf(devchain)
    const zone1 = world.zone(1)
    await openAs(page, '/create', 'player1', { clock: true })
    const propose = planner(page).getByRole('button', { name: 'Best division for this zone' })
    await expect(propose).toBeDisabled()
    await zoneRadio(page, 1, 'Omaha Beach').check()
    await propose.click()

    const proposal = planner(page).getByRole('region', { name: 'Proposed division' })
    await expect(proposal).toBeVisible()
    const lines = await proposal
      .getByRole('list', { name: 'Proposed cards' })
      .getByRole('listitem')
      .allTextContents()
    const ids = lines.map((line) => /#(\d+)$/.exec(line)?.[1] ?? '')
    expect(lines[0]).toMatch(/^Officer:/)
    const cards = ids.map((id) => {
      const card = world.cards.find((c) => c.asset_id === id)
      if (card === undefined) throw new Error(`not player1's card: ${id}`)
      return card
    })
    const want = expected(
      cards.map((card) => card.unit),
      zone1,
      world.udata,
    )
    expect(want.authorized).toBe(true)
    await expect(proposal.getByTestId('proposal-power')).toHaveText(want.power)
    await expect(proposal.getByTestId('proposal-earnings')).toHaveText(`${want.earnings} DOVX`)
    await expect(
      proposal.getByRole('list', { name: 'Expected result' }).locator('[aria-current="true"]'),
    ).toHaveText(want.marker ?? '')
    // Nothing is saved before the player says so.
    expect(await divisionsOf(devchain, 'player1')).toEqual([])

    await proposal.getByRole('button', { name: 'Use this division' }).click()
    const summary = page.getByRole('region', { name: 'Division summary' })
    await expect(summary.getByTestId('division-power')).toHaveText(want.power)
    // The zone the planner marks best for this division: /fight's summary names the same.
    const bestText = (await planner(page).getByTestId('plan-best').textContent()) ?? ''
    const bestId = Number(/^Best zone: (\d+) /.exec(bestText)?.[1])
    await expect(page.getByRole('tab', { name: 'DIVISION 1' })).toContainText('unsaved')
    await page.getByRole('button', { name: 'Save division' }).click()
    await expect(toast(page, 'Transaction successfull')).toBeVisible()
    await expect
      .poll(async () =>
        (await divisionsOf(devchain, 'player1')).map((row) => ({
          zone: row.zoneID,
          ids: row.units.map((unit) => String(unit.value)).sort(),
        })),
      )
      .toEqual([{ zone: 1, ids: [...ids].sort() }])

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Fight', exact: true })
      .click()
    const division = page.getByRole('article', { name: 'DIVISION 1' })
    await expect(division.getByTestId('power')).toHaveText(want.power1)
    // The battle planner's summary: what an hour in its zone pays, and its best zone.
    const plan = division.getByTestId('plan-summary')
    await expect(plan.getByTestId('plan-here')).toHaveText(
      `${perHourText(want.earningsUnits, fightSecs)} per hour of fighting here.`,
    )
    if (Number.isNaN(bestId)) {
      await expect(plan.getByTestId('plan-best')).toHaveText(
        'No zone it can choose and pay for gives this division a Victory.',
      )
    } else if (bestId === 1) {
      await expect(plan.getByTestId('plan-best')).toHaveText(
        `This is its best zone: Victory, ${want.earnings} DOVX per fight, ${perHourText(want.earningsUnits, fightSecs)} per hour.`,
      )
    } else {
      await expect(plan.getByTestId('plan-best')).toHaveText(
        new RegExp(`^Its best zone: ${bestId} `),
      )
      await expect(plan.getByRole('link', { name: 'Plan DIVISION 1 in the builder' })).toBeVisible()
    }
    await division.getByRole('button', { name: 'Fight' }).click()
    await expect(toast(page, 'Transaction successfull').first()).toBeVisible()
    await expect(division.getByRole('timer')).toHaveText(/^00:0[23]:\d\d$/)
  })

  test('no division possible: the reason is said', async ({ page, devchain }) => {
    // Carentan (zone 3) needs a Major; with the Major in another division, no free card meets it.
    await devchain.transact('dov.game', [
      { account: 'dov.game', name: 'setwins', data: { player: 'player1', zone: 1, wins: 1 } },
      { account: 'dov.game', name: 'setwins', data: { player: 'player1', zone: 2, wins: 1 } },
    ])
    await openAs(page, '/create', 'player1')
    await place(page, 'Officer', /^Major #\d+: place$/)
    await page.getByRole('tab', { name: 'DIVISION 2' }).click()
    await zoneRadio(page, 3, 'Carentan').check()
    await planner(page).getByRole('button', { name: 'Best division for this zone' }).click()
    await expect(planner(page).getByTestId('best-division-reason')).toHaveText(
      'No division possible: Your free cards cannot meet Major (officer of order 3 or higher).',
    )
  })
})
