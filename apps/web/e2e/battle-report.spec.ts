import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { readWorld } from './divisions'
import { type Devchain, expect, openAs, test } from './fixtures'
import { tokenText } from './numbers'
import {
  inGameBalances as balances,
  countTransactions,
  type DivisionRow,
  divisionsOf,
  inGameUnits,
  passTime,
  signedUnits,
  TOKENS,
} from './staking'

/**
 * The battle report against the devchain's demo world, after a fight claim from a card on /fight,
 * from Claim all, and from Claim and fight again sending a division to the planner's best zone.
 * Every figure it shows is compared with the chain's tables, read by the test over the devchain's
 * HTTP API before and after the one transaction: the balances' differences, the wins in the zone,
 * the zones the victory opened and the zone a division fights in again.
 */

type ZoneRow = {
  id: number
  name: string
  nbwins: number
  costs: { key: string; value: number }[]
}
type WinsRow = { zone: number; wins: number }

async function zonesOf(devchain: Devchain): Promise<ZoneRow[]> {
  const { rows } = (await devchain.tableRows('dov.game', 'zones', 'dov.game')) as {
    rows: ZoneRow[]
  }
  return rows.map((row) => ({ ...row, id: Number(row.id), nbwins: Number(row.nbwins) }))
}

async function winsOf(devchain: Devchain, account: string): Promise<Map<number, number>> {
  const { rows } = (await devchain.tableRows('dov.game', 'infos', account)) as { rows: WinsRow[] }
  return new Map(rows.map((row) => [Number(row.zone), Number(row.wins)]))
}

/** The test's own reading of §4: a zone is reachable when the one before has its wins. */
function reachable(zones: ZoneRow[], wins: Map<number, number>, id: number): boolean {
  const previous = zones.filter((zone) => zone.id < id).sort((a, b) => b.id - a.id)[0]
  return previous === undefined || (wins.get(previous.id) ?? 0) >= previous.nbwins
}

/** "+5.0000 DOVX, -1.0000 DOVH" anywhere in a text → { DOVX: 50000, DOVH: -10000 }. */
function amountsIn(text: string): Record<string, number> {
  const found = text.match(/[+-][\d,]+\.\d+ [A-Z]+/g) ?? []
  return Object.fromEntries(found.map(signedUnits))
}

/** Each token's balance difference in units, nonzero ones only (the report lists only those). */
function differences(before: Record<string, number>, after: Record<string, number>) {
  const moved: Record<string, number> = {}
  for (const token of TOKENS) {
    const delta = (after[token] ?? 0) - (before[token] ?? 0)
    if (delta !== 0) moved[token] = delta
  }
  return moved
}

const reportOf = (page: Page) => page.getByRole('region', { name: 'Battle report' })

/**
 * Checks one division's part of the report against the tables: its zone, its result as the wins
 * say it (a Victory is a win more there), its victories against the zone's wins needed, and each
 * zone its victory opened.
 */
async function expectDivision(
  page: Page,
  division: DivisionRow,
  title: string,
  zones: ZoneRow[],
  wins: { before: Map<number, number>; after: Map<number, number> },
) {
  const zone = zones.find((row) => row.id === division.zoneID)
  if (zone === undefined) throw new Error(`no zone ${division.zoneID}`)
  const part = reportOf(page).getByRole('article', { name: new RegExp(`^${title} `) })
  await expect(part.getByRole('heading')).toHaveText(`${title} · ${zone.id} ${zone.name}`)
  const won = (wins.after.get(zone.id) ?? 0) - (wins.before.get(zone.id) ?? 0)
  if (won > 0) await expect(part.getByText('Victory', { exact: true })).toBeVisible()
  else await expect(part.getByText('Victory', { exact: true })).toHaveCount(0)
  await expect(part.getByTestId(`report-wins-${division.divID}`)).toHaveText(
    `${wins.after.get(zone.id) ?? 0} (${zone.nbwins} needed)`,
  )
  for (const other of zones) {
    const opened =
      reachable(zones, wins.after, other.id) && !reachable(zones, wins.before, other.id)
    const previous = zones.filter((row) => row.id < other.id).sort((a, b) => b.id - a.id)[0]
    if (opened && previous?.id === zone.id && won > 0)
      await expect(part.getByText(`${other.name} is open.`)).toBeVisible()
  }
  return part
}

/**
 * Signs the round's summary in one transaction: what the summary showed per token and the
 * tables before it (read over the devchain), and the report it opens.
 */
async function signRound(page: Page, devchain: Devchain, summary: Locator, player: string) {
  const totals = summary.getByRole('list', {
    name: 'Claiming and fighting again moves your balances by',
  })
  const shown = Object.fromEntries(
    (await totals.getByRole('listitem').allTextContents()).map(signedUnits),
  )
  const zones = await zonesOf(devchain)
  const before = {
    balances: await balances(devchain, player),
    wins: await winsOf(devchain, player),
  }
  const transactions = countTransactions(page)
  await summary.getByRole('button', { name: 'Sign' }).click()
  const report = reportOf(page)
  await expect(report).toBeVisible()
  expect(transactions()).toBe(1)
  return { shown, zones, before, report }
}

test.describe('battle report', () => {
  test('after a Claim on a /fight card: the figures are the tables’ differences, the balances light up, Escape closes it', async ({
    page,
    devchain,
  }) => {
    // player2 has a win in zone 1, so zone 2 (Sainte-Mere) is open: its division fights there.
    const [division] = await divisionsOf(devchain, 'player2')
    if (division === undefined) throw new Error('player2 has no division')
    await devchain.transact('player2', [
      {
        account: 'dov.game',
        name: 'startfight',
        data: { player: 'player2', division_id: division.divID, zoneID: 2 },
      },
    ])
    const [fighting] = await divisionsOf(devchain, 'player2')
    if (fighting === undefined) throw new Error('the division is gone')

    await openAs(page, '/fight', 'player2', { clock: true })
    // The panel's chunk first: moved 240 s ahead, the page's clock would time its load out.
    await expect(page.getByRole('region', { name: 'Ready to claim' })).toBeVisible()
    await passTime(page, devchain, 240)
    const claim = page
      .getByRole('article', { name: 'DIVISION 1' })
      .getByRole('button', { name: 'Claim' })
    await expect(claim).toBeEnabled()
    const zones = await zonesOf(devchain)
    const before = {
      balances: await balances(devchain, 'player2'),
      wins: await winsOf(devchain, 'player2'),
    }

    const transactions = countTransactions(page)
    await claim.click()
    const report = reportOf(page)
    await expect(report).toBeVisible()
    await expect(report.getByRole('heading', { name: 'Battle report' })).toBeFocused()
    expect(transactions()).toBe(1)

    const after = {
      balances: await balances(devchain, 'player2'),
      wins: await winsOf(devchain, 'player2'),
    }
    const moved = differences(before.balances, after.balances)
    // One claim and nothing else: what the balances moved by is what the division earned.
    expect(Object.keys(moved)).toEqual(['DOVX'])
    expect(amountsIn(await report.getByTestId('report-moved').innerText())).toEqual(moved)
    const part = await expectDivision(page, fighting, 'DIVISION 1', zones, {
      before: before.wins,
      after: after.wins,
    })
    expect(
      amountsIn(await part.getByTestId(`report-earned-${fighting.divID}`).innerText()),
    ).toEqual(moved)
    // The best zone next in words, what it pays marked with DOVX's icon and colour.
    const next = part.getByTestId(`report-next-${fighting.divID}`)
    await expect(next).toHaveText(/^Best next: .*, Victory, [\d,]+\.\d{3} DOVX per fight\.$/)
    await expect(next.locator('[data-token="DOVX"]')).toHaveText(/^[\d,]+\.\d{3} DOVX$/)
    // The header marks the balance that moved, for a moment.
    const dovx = page.getByRole('banner').locator('[data-balance="DOVX"]')
    await expect(dovx).toHaveAttribute('data-moved', '')
    await expect(page.getByRole('banner').locator('[data-balance="DOVH"]')).not.toHaveAttribute(
      'data-moved',
      '',
    )

    await page.keyboard.press('Escape')
    await expect(report).toHaveCount(0)
    // The focus returns to the card's action it came from, which now offers the next fight.
    await expect(
      page.getByRole('article', { name: 'DIVISION 1' }).getByRole('button', { name: 'Fight' }),
    ).toBeFocused()
  })

  test('Claim all of three divisions: each result, and together what the balances moved', async ({
    page,
    devchain,
  }) => {
    // player5's three divisions (zones 1, 2 and 5) are sent out; player5 has no building.
    const divisions = await divisionsOf(devchain, 'player5')
    expect(divisions).toHaveLength(3)
    await devchain.transact(
      'player5',
      divisions.map((division) => ({
        account: 'dov.game',
        name: 'startfight',
        data: { player: 'player5', division_id: division.divID, zoneID: division.zoneID },
      })),
    )
    await openAs(page, '/', 'player5', { clock: true })
    const panel = page.getByRole('region', { name: 'Ready to claim' })
    await expect(panel).toBeVisible()
    await passTime(page, devchain, 240)
    const claimAll = panel.getByRole('button', { name: 'Claim all' })
    await expect(claimAll).toBeEnabled()
    const zones = await zonesOf(devchain)
    const before = {
      balances: await balances(devchain, 'player5'),
      wins: await winsOf(devchain, 'player5'),
    }
    await claimAll.click()
    const report = reportOf(page)
    await expect(report).toBeVisible()
    const after = {
      balances: await balances(devchain, 'player5'),
      wins: await winsOf(devchain, 'player5'),
    }

    const moved = differences(before.balances, after.balances)
    expect(amountsIn(await report.getByTestId('report-moved').innerText())).toEqual(moved)
    let earned = 0
    for (const [index, division] of divisions.entries()) {
      const part = await expectDivision(page, division, `DIVISION ${index + 1}`, zones, {
        before: before.wins,
        after: after.wins,
      })
      earned +=
        amountsIn(await part.getByTestId(`report-earned-${division.divID}`).innerText()).DOVX ?? 0
    }
    // Only the fights moved DOVX: the divisions' earnings add up to the difference.
    expect(earned).toBe(moved.DOVX ?? 0)
    // axe-core finds nothing serious in the panel with the report in it.
    const { violations } = await new AxeBuilder({ page })
      .include('section[aria-label="Ready to claim"]')
      .analyze()
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
    await report.getByRole('button', { name: 'Close' }).click()
    await expect(report).toHaveCount(0)
  })

  test("Claim and fight again to the planner's best zone: the chain's table has the division there, the report says so", async ({
    page,
    devchain,
  }) => {
    // player4's division fights in zone 1 from genesis; player4 also has a building.
    const [division] = (await divisionsOf(devchain, 'player4')).filter((row) => row.end_time !== 0)
    if (division === undefined) throw new Error('player4 has no fight')
    await openAs(page, '/', 'player4', { clock: true })
    const panel = page.getByRole('region', { name: 'Ready to claim' })
    await expect(panel).toBeVisible()
    await passTime(page, devchain, 240)
    await panel.getByRole('button', { name: 'Claim and fight again' }).click()

    const summary = panel.getByRole('region', { name: 'Claim and fight again' })
    const choice = summary.getByRole('group', { name: 'DIVISION 1: where to fight again' })
    await expect(choice.getByRole('radio', { name: /^Same zone: 1 / })).toBeChecked()
    const best = choice.getByRole('radio', { name: /^Planner's best zone: / })
    const label = await best.evaluate((input) => input.parentElement?.textContent ?? '')
    const bestZone = Number(label.match(/best zone: (\d+) /)?.[1])
    expect(bestZone).not.toBe(division.zoneID)
    await best.check()
    const actions = summary.getByRole('list', { name: 'Actions, in order' })
    await expect(actions.getByRole('listitem').last()).toContainText(
      `Send DIVISION 1 to fight in zone ${bestZone}, moved from zone ${division.zoneID}`,
    )
    const { shown, zones, before, report } = await signRound(page, devchain, summary, 'player4')

    const [again] = (await divisionsOf(devchain, 'player4')).filter(
      (row) => row.divID === division.divID,
    )
    expect(again?.zoneID).toBe(bestZone)
    expect(again?.end_time ?? 0).toBeGreaterThan(0)
    const after = {
      balances: await balances(devchain, 'player4'),
      wins: await winsOf(devchain, 'player4'),
    }
    const moved = differences(before.balances, after.balances)
    // The summary before signing, the chain and the report agree on every token.
    for (const token of TOKENS) expect(moved[token] ?? 0, token).toBe(shown[token] ?? 0)
    expect(amountsIn(await report.getByTestId('report-moved').innerText())).toEqual(moved)
    const part = await expectDivision(page, division, 'DIVISION 1', zones, {
      before: before.wins,
      after: after.wins,
    })
    const zone = zones.find((row) => row.id === bestZone)
    await expect(part.getByText(`Fighting again in ${bestZone} ${zone?.name}.`)).toBeVisible()
  })

  test('a division the balances cannot pay after the claims stays, says why, and is not sent', async ({
    page,
    devchain,
  }) => {
    const [division] = (await divisionsOf(devchain, 'player4')).filter((row) => row.end_time !== 0)
    if (division === undefined) throw new Error('player4 has no fight')
    const zone = (await zonesOf(devchain)).find((row) => row.id === division.zoneID)
    const cost = zone?.costs.find((pair) => pair.key === 'DOVH')?.value
    if (cost === undefined) throw new Error('zone without a DOVH cost')
    // player4 keeps half the DOVH one fight costs in game (its building makes DOVS, not DOVH).
    const left = Math.floor(Number(cost) / 2)
    const dovh = await inGameUnits(devchain, 'player4', 'DOVH')
    await devchain.transact('player4', [
      {
        account: 'dov.stake',
        name: 'withdraw',
        data: { player: 'player4', quantity: `${tokenText(dovh - left).replaceAll(',', '')} DOVH` },
      },
    ])
    expect(await inGameUnits(devchain, 'player4', 'DOVH')).toBe(left)

    await openAs(page, '/', 'player4', { clock: true })
    const panel = page.getByRole('region', { name: 'Ready to claim' })
    await expect(panel).toBeVisible()
    await passTime(page, devchain, 240)
    await panel.getByRole('button', { name: 'Claim and fight again' }).click()
    const summary = panel.getByRole('region', { name: 'Claim and fight again' })
    await expect(summary.getByRole('list', { name: 'Divisions that stay' })).toHaveText(
      `DIVISION 1 stays: ${tokenText(Number(cost))} DOVH needed, ${tokenText(left)} after the claims`,
    )
    await expect(
      summary.getByRole('list', { name: 'Actions, in order' }).getByText(/^Send /),
    ).toHaveCount(0)

    const transactions = countTransactions(page)
    await summary.getByRole('button', { name: 'Sign' }).click()
    const report = reportOf(page)
    await expect(report).toBeVisible()
    expect(transactions()).toBe(1)
    const [after] = (await divisionsOf(devchain, 'player4')).filter(
      (row) => row.divID === division.divID,
    )
    // Claimed and not sent: idle on the chain, and the report sends it nowhere.
    expect(after?.end_time).toBe(0)
    await expect(report.getByText(/^Fighting again/)).toHaveCount(0)
    expect(await inGameUnits(devchain, 'player4', 'DOVH')).toBe(left)
  })

  test('three divisions and four buildings: one signature claims it all and sends all three again; every table the chain changed agrees with the summary and the report', async ({
    page,
    devchain,
  }) => {
    // player3 has four buildings and two divisions; a third is made of its spare cards.
    const world = await readWorld(devchain, 'player3')
    const used = new Set(
      (await divisionsOf(devchain, 'player3')).flatMap((d) => d.units.map((u) => u.value)),
    )
    const free = world.cards.filter((card) => !used.has(card.asset_id))
    const officer = free.find((card) => card.unit.type === 'officer')
    const combat = free.filter((card) => card.unit.type === 'combat').slice(0, 2)
    if (officer === undefined || combat.length < 2) throw new Error('player3 lacks spare cards')
    const setup = [officer, ...combat].map((card, i) => ({
      key: ['officer', 'combat4', 'combat5'][i] ?? '',
      value: card.asset_id,
    }))
    await devchain.transact('player3', [
      { account: 'dov.divsim', name: 'adddivision', data: { zoneID: 1, setup, player: 'player3' } },
    ])
    const divisions = await divisionsOf(devchain, 'player3')
    expect(divisions).toHaveLength(3)
    await devchain.transact(
      'player3',
      divisions.map((division) => ({
        account: 'dov.game',
        name: 'startfight',
        data: { player: 'player3', division_id: division.divID, zoneID: division.zoneID },
      })),
    )
    type Building = { asset_id: string; owner: string; last_claim: number }
    const buildingsOf = async () =>
      (
        (await devchain.tableRows('dov.stake', 'buildings', 'dov.stake')) as { rows: Building[] }
      ).rows.filter((row) => row.owner === 'player3')
    const staked = await buildingsOf()
    expect(staked).toHaveLength(4)

    await openAs(page, '/', 'player3', { clock: true })
    const panel = page.getByRole('region', { name: 'Ready to claim' })
    await expect(panel).toBeVisible()
    // 1000 s: every building has finished a cycle (600 and 900 s) and the three fights are over.
    await passTime(page, devchain, 1000)
    await expect(panel.getByText('(4 buildings, 3 fights)')).toBeVisible()
    await panel.getByRole('button', { name: 'Claim and fight again' }).click()
    const summary = panel.getByRole('region', { name: 'Claim and fight again' })
    const actions = summary.getByRole('list', { name: 'Actions, in order' })
    await expect(actions.getByRole('listitem')).toHaveText([
      'Claim the fight of DIVISION 1',
      'Claim the fight of DIVISION 2',
      'Claim the fight of DIVISION 3',
      'Claim 4 buildings',
      /^Send DIVISION 1 to fight in zone /,
      /^Send DIVISION 2 to fight in zone /,
      /^Send DIVISION 3 to fight in zone /,
    ])
    const { shown, zones, before, report } = await signRound(page, devchain, summary, 'player3')

    // The tables the chain changed: the balances by exactly the summary's net, each division
    // fighting again in its zone, each building's cycle claimed.
    const after = {
      balances: await balances(devchain, 'player3'),
      wins: await winsOf(devchain, 'player3'),
    }
    for (const token of TOKENS) {
      expect((after.balances[token] ?? 0) - (before.balances[token] ?? 0), token).toBe(
        shown[token] ?? 0,
      )
    }
    for (const division of await divisionsOf(devchain, 'player3')) {
      const was = divisions.find((d) => d.divID === division.divID)
      expect(division.zoneID).toBe(was?.zoneID)
      expect(division.end_time).toBeGreaterThan(was?.end_time ?? 0)
    }
    for (const building of await buildingsOf()) {
      const was = staked.find((b) => b.asset_id === building.asset_id)
      expect(building.last_claim).toBeGreaterThan(was?.last_claim ?? 0)
    }
    // And the report says the same.
    expect(amountsIn(await report.getByTestId('report-moved').innerText())).toEqual(
      differences(before.balances, after.balances),
    )
    for (const [index, division] of divisions.entries()) {
      const part = await expectDivision(page, division, `DIVISION ${index + 1}`, zones, {
        before: before.wins,
        after: after.wins,
      })
      const zone = zones.find((row) => row.id === division.zoneID)
      await expect(part.getByText(`Fighting again in ${zone?.id} ${zone?.name}.`)).toBeVisible()
    }
  })
})
