import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { openedReport, reportOf, sequenceOf } from './battle'
import { readWorld } from './divisions'
import { fightAndClaim, startFights, toNextUtcDay } from './fights'
import { type Devchain, expect, loginAs, openAs, test } from './fixtures'
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

/**
 * Records which of the header's balances are marked as moved (`data-moved`, set for a few
 * seconds) from now on: the mark is checked whatever the machine's speed, not at a later instant
 * that may fall after it is gone.
 */
async function watchMovedBalances(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const marked = new Set<string>()
    Object.assign(window, { __marked: marked })
    const header = document.querySelector('header')
    if (header === null) throw new Error('no header')
    new MutationObserver((records) => {
      for (const { target } of records) {
        const item = target as HTMLElement
        if (item.dataset.moved !== undefined && item.dataset.balance !== undefined)
          marked.add(item.dataset.balance)
      }
    }).observe(header, { attributes: true, attributeFilter: ['data-moved'], subtree: true })
  })
  return () =>
    page.evaluate(() => [...(window as unknown as { __marked: Set<string> }).__marked].sort())
}

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
      await expect(part.getByText(`Zone ${other.id} ${other.name} is open.`)).toBeVisible()
  }
  return part
}

/**
 * Signs the round's summary in one transaction: what the summary showed per token and the
 * tables before it (read over the devchain), and the report it opens. `ask`: the question Sign
 * asks first (a fight the single Fight would ask about), confirmed.
 */
async function signRound(
  page: Page,
  devchain: Devchain,
  summary: Locator,
  player: string,
  ask?: string,
) {
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
  if (ask !== undefined)
    await page.getByRole('dialog', { name: ask }).getByRole('button', { name: 'Confirm' }).click()
  const report = await openedReport(page)
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
    await startFights(devchain, 'player2', [{ divID: division.divID, zoneID: 2 }])
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
    const markedBalances = await watchMovedBalances(page)
    await claim.click()
    const report = await openedReport(page)
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
    // The header marked the balance that moved, for a moment, and only that one.
    expect(await markedBalances()).toEqual(['DOVX'])

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
    await startFights(devchain, 'player5', divisions)
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
    const report = await openedReport(page)
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
    // axe-core finds nothing serious in the panel and the report.
    const { violations } = await new AxeBuilder({ page })
      .include('section[aria-label="Ready to claim"]')
      .include('[data-testid="battle-report"]')
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
    const order = summary.getByRole('combobox', { name: 'DIVISION 1: standing order' })
    await expect(order).toHaveValue('same')
    await expect(order).toHaveAccessibleDescription(/^Fights again in 1 /)
    await order.selectOption({ label: "Planner's best zone" })
    await expect(order).toHaveAccessibleDescription(/^Planner's best zone: \d+ /)
    const said = (await order.getAttribute('aria-describedby')) ?? ''
    const label = (await page.locator(`[id="${said}"]`).textContent()) ?? ''
    const bestZone = Number(label.match(/best zone: (\d+) /)?.[1])
    expect(bestZone).not.toBe(division.zoneID)
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
    const report = await openedReport(page)
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
    await startFights(devchain, 'player3', divisions)
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
    // DIVISION 2 (an officer and two riflemen in zone 1) is expected to lose: Sign asks first.
    const { shown, zones, before, report } = await signRound(
      page,
      devchain,
      summary,
      'player3',
      'Send DIVISION 2 to fight?',
    )

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

/**
 * player2's division sent to zone 2 (Sainte-Mere, a Victory for it) outside the app, and /fight
 * opened with the chain 240 s on: its card offers Claim. Returns the card's Claim and the balances
 * before it.
 */
async function player2Claim(page: Page, devchain: Devchain, path = '/fight') {
  const [division] = await divisionsOf(devchain, 'player2')
  if (division === undefined) throw new Error('player2 has no division')
  await startFights(devchain, 'player2', [{ divID: division.divID, zoneID: 2 }])
  await openAs(page, path, 'player2', { clock: true })
  await expect(page.getByRole('region', { name: 'Ready to claim' })).toBeVisible()
  await passTime(page, devchain, 240)
  const claim = page
    .getByRole('article', { name: 'DIVISION 1' })
    .getByRole('button', { name: 'Claim' })
  await expect(claim).toBeEnabled()
  return { claim, division, before: await balances(devchain, 'player2') }
}

for (const [width, height] of [
  [375, 812],
  [1440, 900],
] as const) {
  test.describe(`the battle as a moment, at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    test('the division against its objective, the result stamped, the earnings counting up; then a sheet of at most half the screen that the page scrolls behind and a tap outside closes', async ({
      page,
      devchain,
    }) => {
      // Every figure the count shows, in order, as the page draws it.
      await page.addInitScript(() => {
        const counts: string[] = []
        Object.assign(window, { __counts: counts })
        new MutationObserver(() => {
          const text = document.querySelector(
            '[data-testid="battle-sequence"] [data-token]',
          )?.textContent
          if (text !== undefined && text !== null && counts.at(-1) !== text) counts.push(text)
        }).observe(document, { childList: true, subtree: true, characterData: true })
      })
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      const { claim, before } = await player2Claim(page, devchain)
      await claim.click()
      const sequence = sequenceOf(page)
      await expect(sequence).toBeVisible()
      await expect(sequence).toContainText('DIVISION 1 · 2 Sainte-Mere')
      // Its cards' pictures (one per line, the count of each), the zone's objective.
      await expect(sequence.locator('img[src*="/ipfs/"]').first()).toBeVisible()
      await expect(sequence.locator('img[src="/art/bunker.svg"]')).toBeVisible()
      await expect(sequence).toContainText('Victory')
      const moved = (await balances(devchain, 'player2')).DOVX ?? 0
      const earned = moved - (before.DOVX ?? 0)
      // Once its CSS animations have played (the stamp at 1.1 s), while the count still runs.
      await expect
        .poll(() =>
          sequence.evaluate((stage) =>
            stage.getAnimations({ subtree: true }).every((a) => a.playState === 'finished'),
          ),
        )
        .toBe(true)
      // It ends by itself, and the report opens.
      const report = reportOf(page)
      await expect(report).toBeVisible({ timeout: 5_000 })
      await expect(sequence).toHaveCount(0)
      // The count went up from 0 to what the claim paid (3 decimals, as the card's earnings).
      const paid = `+${tokenText(earned).slice(0, -1)} DOVX`
      const counts = await page.evaluate(
        () => (window as unknown as { __counts: string[] }).__counts,
      )
      const value = (text: string) => Number(text.replace(/[^\d.]/g, ''))
      expect(counts[0]).toBe('+0.000 DOVX')
      expect(counts.at(-1)).toBe(paid)
      expect(counts.map(value)).toEqual([...counts.map(value)].sort((a, b) => a - b))
      await expect(report.getByRole('heading', { name: 'Battle report' })).toBeFocused()
      await expect(report.getByTestId('report-moved')).toHaveText(
        `Your balances moved by +${tokenText(earned)} DOVX.`,
      )

      // Never more than half the screen; the page scrolls behind it.
      const box = await report.boundingBox()
      expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(height / 2)
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(height, 0)
      // The toasts keep clear of it: the spec's 'Transaction successfull' moves above it.
      const toast = page.getByRole('status').filter({ hasText: 'Transaction successfull' })
      await expect
        .poll(async () => {
          const [t, r] = [await toast.boundingBox(), await report.boundingBox()]
          return t === null || r === null || t.y + t.height <= r.y
        })
        .toBe(true)
      // Over the screen (not the Ready bar, which scrolls by itself when opened).
      await page.mouse.move(width / 2, height / 3)
      await page.mouse.wheel(0, 300)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      await expect(report).toBeInViewport()
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(wide).toBe(0)

      // A tap outside it closes it, and goes on to what it was on.
      await page.getByRole('banner').click({ position: { x: 5, y: 5 } })
      await expect(report).toHaveCount(0)
      expect(errors).toEqual([])
    })
  })
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 375, height: 812 } })

  test('no sequence and no animation: the report at once; a swipe down puts it away and the focus returns', async ({
    page,
    devchain,
  }) => {
    await page.addInitScript(() => {
      const seen = { sequence: false }
      Object.assign(window, { __seen: seen })
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="battle-sequence"]')) seen.sequence = true
      }).observe(document, { childList: true, subtree: true })
    })
    const { claim } = await player2Claim(page, devchain)
    await claim.click()
    const report = reportOf(page)
    await expect(report).toBeVisible()
    expect(
      await page.evaluate(() => (window as unknown as { __seen: { sequence: boolean } }).__seen),
    ).toEqual({ sequence: false })
    // Nothing moves on the page: no animation runs (the header's moved balances are ringed, still).
    await expect(page.getByRole('banner').locator('[data-balance="DOVX"]')).toHaveAttribute(
      'data-moved',
      '',
    )
    expect(
      await page.evaluate(() =>
        document.getAnimations().map((a) => `${a.constructor.name} ${a.playState}`),
      ),
    ).toEqual([])

    // On the narrowest phones too: no wider than the screen, at most half of it high.
    await page.setViewportSize({ width: 320, height: 640 })
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBe(0)
    expect((await report.boundingBox())?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(
      320,
    )

    // A drag down from its top edge puts it away; the focus goes back to the card's action.
    const heading = report.getByRole('heading', { name: 'Battle report' })
    const box = await heading.boundingBox()
    if (box === null) throw new Error('no heading')
    await page.mouse.move(box.x + 10, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + 10, box.y + 60, { steps: 4 })
    await page.mouse.move(box.x + 10, box.y + 160, { steps: 4 })
    await page.mouse.up()
    await expect(report).toHaveCount(0)
    await expect(
      page.getByRole('article', { name: 'DIVISION 1' }).getByRole('button', { name: 'Fight' }),
    ).toBeFocused()
  })
})

test('a Victory that moves a Hall of Fame place says so, as the indexer ranks everyone', async ({
  page,
  devchain,
  indexer,
  stack,
}) => {
  type Place = { rank: number; victories: number } | null
  type Standing = { officers: Place; objectives: Record<string, Place> }
  const standing = async (): Promise<Standing> => {
    const answer = await fetch(`${indexer}/v1/standing?account=player5`)
    return ((await answer.json()) as { standing: Standing }).standing
  }
  // The demo leaves player5 one victory short of the Bunker board; its first division (zone 1,
  // Omaha Beach) wins there.
  const [first] = await divisionsOf(devchain, 'player5')
  if (first === undefined) throw new Error('player5 has no division')
  await startFights(devchain, 'player5', [{ divID: first.divID, zoneID: 1 }])
  const before = await standing()
  await page.clock.install()
  await page.goto(`${stack.indexedApp}/fight`)
  await loginAs(page, 'player5')
  await expect(page.getByRole('region', { name: 'Ready to claim' })).toBeVisible()
  await passTime(page, devchain, 240)
  const card = page.getByRole('article', { name: 'DIVISION 1' })
  await card.getByRole('button', { name: 'Claim' }).click()
  const report = await openedReport(page)
  const places = report.getByTestId('report-places')
  await expect(places).toBeVisible({ timeout: 15_000 })
  // The test's own reading: every board where player5 won more and its place moved.
  const after = await standing()
  const parts: string[] = []
  const board = (name: string, was: Place, now: Place, where: string) => {
    if (now === null || now.victories <= (was?.victories ?? 0) || now.rank === was?.rank) return
    parts.push(
      `#${now.rank} ${where} (${was === null ? 'first victory there' : `was #${was.rank}`})`,
    )
    return name
  }
  board('officers', before.officers, after.officers, 'among officers')
  const bunker = board(
    'bunker',
    before.objectives.bunker ?? null,
    after.objectives.bunker ?? null,
    'on the Bunker board',
  )
  expect(bunker).toBe('bunker')
  await expect(places).toHaveText(`Hall of Fame: ${parts.join(', ')}.`)
})

for (const width of [375, 1440])
  test(`at ${width} px, a claim that earns a medal says so in its report, with the medal's picture`, async ({
    page,
    devchain,
    indexer: _indexer,
    stack,
  }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width, height: 900 })
    const account = 'player2'
    // The chain's clock just past a UTC midnight: two victories claimed outside the app, the third
    // (a Hat-Trick: 3 victories on one UTC day) with the fight card's Claim.
    await toNextUtcDay(devchain)
    const [division] = await divisionsOf(devchain, account)
    if (division === undefined) throw new Error(`${account} has no division`)
    await fightAndClaim(devchain, account, division, 2)
    await startFights(devchain, account, [division])
    await page.clock.install()
    await page.goto(`${stack.indexedApp}/fight`)
    await loginAs(page, account)
    await expect(page.getByRole('region', { name: 'Ready to claim' })).toBeVisible()
    await passTime(page, devchain, 600)
    const card = page.getByRole('article', { name: 'DIVISION 1' })
    await card.getByRole('button', { name: 'Claim' }).click()
    const report = await openedReport(page)
    const medals = report.getByRole('list', { name: 'Medal earned' })
    await expect(medals).toBeVisible({ timeout: 15_000 })
    await expect(medals.getByRole('listitem')).toHaveText([
      'Medal earned: Hat-Trick 3 victories on one day (UTC).',
    ])
    await expect(medals.locator('img')).toHaveAttribute('src', '/art/medal-hat-trick.svg')
    // The picture is drawn once it has loaded.
    await expect
      .poll(() => medals.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0)
    // The first victory and the Bunker came before the indexer's record: not announced again.
    await expect(report.locator('[data-medal]')).toHaveCount(1)
    await expect(report.getByRole('article', { name: /^DIVISION 1 ·/ })).toContainText('Victory')
  })
