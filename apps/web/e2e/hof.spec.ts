import type { Page, Route } from '@playwright/test'
import { type Devchain, expect, loginAs, test } from './fixtures'
import {
  allRows,
  type Division,
  infoOwners,
  type Json,
  rankTitle,
  rpc,
  strongestDivision,
  type UnitRow,
} from './hofData'

/**
 * The Hall of Fame against the demo world. Every expected board is computed here, at test time,
 * from the devchain's own tables (`sdivisions`, `nfts`, `udata`, `zones`, the `infos` scopes and
 * each owner's `infos`) by this file's own code, following the spec and docs/rules.md ("Hall of
 * Fame"): not with the app's code nor `@dov/game`. So the tests hold whatever the world holds.
 */

const num = (value: unknown) => BigInt(String(value))

/**
 * Spec §5: combat power / 10000 × (1 + terrain bonus / 10000), other units' power added (0: the
 * enrichment gives power only to combat units), × (1 + Σ bonusw / 1,000,000); kept in 1/10000
 * points, rounded down once; shown / 10000 with 1 decimal, truncated.
 */
function divisionPower(
  division: Division,
  templateOf: Map<string, number>,
  units: Map<number, UnitRow>,
  terrainOf: Map<number, string>,
): bigint {
  const terrain = (terrainOf.get(division.zoneID) ?? '').toLowerCase()
  let base = 0n
  let bonusw = 0n
  for (const { value } of division.units) {
    const template = templateOf.get(value)
    if (template === undefined) continue
    const unit = units.get(template)
    if (unit === undefined) continue
    for (const pair of unit.bonus) if (pair.key === 'bonusw') bonusw += num(pair.value)
    if (unit.type !== 'combat') continue
    let terrainBonus = 0n
    for (const pair of unit.bonus)
      if (pair.key.toLowerCase() === terrain) terrainBonus += num(pair.value)
    base += num(unit.power) * (10_000n + terrainBonus)
  }
  const exact = base * (1_000_000n + bonusw)
  const denominator = 10_000_000_000n
  // Floor (toward −∞) for a negative total too.
  return exact >= 0n ? exact / denominator : -((-exact + denominator - 1n) / denominator)
}

function showPower(units: bigint): string {
  const tenths = units >= 0n ? units / 1000n : -(-units / 1000n)
  const sign = tenths < 0n ? '-' : ''
  const abs = tenths < 0n ? -tenths : tenths
  // Grouped thousands, as players read numbers: 11985 tenths → "1,198.5".
  return `${sign}${(abs / 10n).toLocaleString('en-US')}.${abs % 10n}`
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

type Expected = {
  players: number
  /** Each owner's commander rank, where the screen knows it (docs/rules.md "Commander rank"). */
  grades: Map<string, string>
  forces: { owner: string; divID: number; power: string }[]
  officers: { owner: string; victories: number }[]
  objectives: Record<string, { owner: string; victories: number }[]>
}

/** Objective: its first and last zone (docs/rules.md, "Objectives ↔ zones"). */
const OBJECTIVES: Record<string, readonly [number, number]> = {
  bunker: [1, 4],
  camp: [5, 8],
  radar: [9, 12],
  hq: [13, 16],
  bridge: [17, 20],
}

/** Accounts by victories desc, then name; none with 0; the first 5. */
function top5(totals: Map<string, number>) {
  return [...totals]
    .filter(([, victories]) => victories > 0)
    .sort(([a, x], [b, y]) => y - x || byName(a, b))
    .slice(0, 5)
    .map(([owner, victories]) => ({ owner, victories }))
}

/** The boards as the spec and docs/rules.md say, from the tables (`leaveOut`: owners not read). */
async function expectedBoards(devchain: Devchain, leaveOut: string[] = []): Promise<Expected> {
  const [divisions, nfts, udata, zones, owners] = await Promise.all([
    allRows<Division>(devchain, 'sdivisions'),
    allRows<{ asset_id: string; template_id: number }>(devchain, 'nfts'),
    allRows<UnitRow>(devchain, 'udata'),
    allRows<{ id: number; terrain: string }>(devchain, 'zones'),
    infoOwners(devchain),
  ])
  const templateOf = new Map(nfts.map((n) => [String(n.asset_id), Number(n.template_id)]))
  const units = new Map(udata.map((u) => [Number(u.template_id), u]))
  const terrainOf = new Map(zones.map((z) => [Number(z.id), z.terrain]))
  const forces = divisions
    .map((d) => ({
      owner: d.owner,
      divID: Number(d.divID),
      power: divisionPower(d, templateOf, units, terrainOf),
    }))
    .sort((a, b) =>
      a.power !== b.power
        ? b.power > a.power
          ? 1
          : -1
        : a.divID - b.divID || byName(a.owner, b.owner),
    )
    .slice(0, 20)
    .map((d) => ({ owner: d.owner, divID: d.divID, power: showPower(d.power) }))

  const totals = new Map<string, number>()
  const perObjective = Object.fromEntries(
    Object.keys(OBJECTIVES).map((name) => [name, new Map<string, number>()]),
  )
  for (const owner of owners) {
    if (leaveOut.includes(owner)) continue
    const rows = (
      (await rpc(devchain, 'get_table_rows', {
        json: true,
        code: 'dov.game',
        scope: owner,
        table: 'infos',
        limit: 1000,
      })) as { rows: { zone: number; wins: number }[] }
    ).rows
    for (const { zone, wins } of rows) {
      const entry = Object.entries(OBJECTIVES).find(
        ([, [first, last]]) => Number(zone) >= first && Number(zone) <= last,
      )
      if (entry === undefined) continue
      const [name] = entry
      totals.set(owner, (totals.get(owner) ?? 0) + Number(wins))
      const board = perObjective[name] as Map<string, number>
      board.set(owner, (board.get(owner) ?? 0) + Number(wins))
    }
  }
  // Every owner read: each one's rank from their victories on objectives; an owner with no
  // `infos` row has none, a Private. With an owner left out, only the owners read have a rank.
  const grades = new Map<string, string>()
  for (const owner of [...owners, ...forces.map((row) => row.owner)])
    if (!leaveOut.includes(owner) && (leaveOut.length === 0 || owners.includes(owner)))
      grades.set(owner, rankTitle(totals.get(owner) ?? 0))
  return {
    players: owners.length,
    grades,
    forces,
    officers: top5(totals),
    objectives: Object.fromEntries(
      Object.entries(perObjective).map(([name, board]) => [name, top5(board)]),
    ),
  }
}

const FORCES = 'TOP 20 Armed forces (ranked by the strength of the military divisions)'
const OFFICERS = 'TOP 5 Officers (ranked by number of victories on objectives)'
const HEADINGS: Record<string, string> = {
  bunker: 'Bunker',
  camp: 'Camp',
  radar: 'Radar',
  hq: 'HQ',
  bridge: 'Bridge',
}

function board(page: Page, name: string) {
  return page.getByRole('region', { name })
}

/** The body rows of a board's table, each as its cells' texts. */
/** A board's top: its rows up to the line before the player's own place beyond it, if any. */
async function rowsOf(page: Page, name: string): Promise<string[][]> {
  const rows = board(page, name).getByRole('table').getByRole('row')
  const count = await rows.count()
  const texts: string[][] = []
  for (let i = 1; i < count; i++) {
    const cells = await rows.nth(i).getByRole('cell').allTextContents()
    if (cells[0] === 'Your place beyond the top') break
    texts.push(cells)
  }
  return texts
}

/** An owner's cell: the name, their rank where it is known, then `You` on the player's own. */
function ownerCell(owner: string, grades: Map<string, string>, you?: string) {
  return [owner, grades.get(owner), owner === you ? 'You' : undefined].filter(Boolean).join(' ')
}

function playerCells(
  rows: { owner: string; victories: number }[],
  grades: Map<string, string>,
  you?: string,
) {
  return rows.map((row, i) => [
    String(i + 1),
    ownerCell(row.owner, grades, you),
    `${row.victories} Victories`,
  ])
}

function forceCells(rows: Expected['forces'], grades: Map<string, string>, you?: string) {
  return rows.map((row, i) => [
    String(i + 1),
    ownerCell(row.owner, grades, you),
    String(row.divID),
    row.power,
  ])
}

/**
 * Every board shows what the tables say (rows in order, with their figures and each owner's
 * rank; the ranks' words come with a chunk of their own, so the rows are read until they match).
 */
async function expectBoards(page: Page, expected: Expected, you?: string, skip: string[] = []) {
  const { grades } = expected
  if (!skip.includes('forces')) {
    await expect(board(page, FORCES)).toHaveAttribute('data-state', 'complete')
    await expect.poll(() => rowsOf(page, FORCES)).toEqual(forceCells(expected.forces, grades, you))
  }
  if (skip.includes('wins')) return
  await expect
    .poll(() => rowsOf(page, OFFICERS))
    .toEqual(playerCells(expected.officers, grades, you))
  for (const [objective, heading] of Object.entries(HEADINGS)) {
    const rows = expected.objectives[objective] ?? []
    if (rows.length === 0) {
      await expect(board(page, heading).getByText('No victories yet.')).toBeVisible()
    } else {
      await expect
        .poll(() => rowsOf(page, heading), { message: objective })
        .toEqual(playerCells(rows, grades, you))
    }
  }
}

/** The owners on the boards, each once. */
function listedOwners(expected: Expected): string[] {
  return [
    ...new Set([
      ...expected.forces.map((row) => row.owner),
      ...expected.officers.map((row) => row.owner),
      ...Object.values(expected.objectives).flatMap((rows) => rows.map((row) => row.owner)),
    ]),
  ]
}

/**
 * Each owner's avatar as the chain has it: the `AVT` row of their staking balances (absent: never
 * chosen), and that id's image in the game's `avatars` table.
 */
async function avatarsOf(devchain: Devchain, owners: string[]) {
  const { rows: avatars } = (await devchain.tableRows('dov.game', 'avatars', 'dov.game')) as {
    rows: { id: number; ipfs: string }[]
  }
  return Promise.all(
    owners.map(async (owner) => {
      const { rows } = (await devchain.tableRows('dov.stake', 'balances', owner)) as {
        rows: { balance: string }[]
      }
      const avt = rows.find((row) => row.balance.endsWith(' AVT'))
      const id = avt === undefined ? 1 : Number.parseInt(avt.balance, 10)
      return { owner, id, hash: avatars.find((row) => row.id === id)?.ipfs ?? '' }
    }),
  )
}

/** The first row of any board whose owner link names `owner`. */
function ownerRow(page: Page, owner: string) {
  return page
    .locator('[data-board] tbody tr')
    .filter({ has: page.getByRole('link', { name: owner, exact: true }) })
    .first()
}

async function allComplete(page: Page, timeout = 15_000) {
  await expect(page.locator('[data-board][data-state="complete"]')).toHaveCount(7, { timeout })
}

/**
 * Answers `match`ing chain reads with a nodeos error (the chain's own answer: no failover), until
 * the returned function is called.
 */
async function failReads(page: Page, match: (body: Json) => boolean) {
  const url = /\/v1\/chain\/get_table_rows$/
  const handler = async (route: Route) => {
    const body = (route.request().postDataJSON() ?? {}) as Json
    if (!match(body)) return route.fallback()
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({
        code: 500,
        message: 'Internal Service Error',
        error: {
          code: 3010001,
          name: 'e2e_failure',
          what: 'Read refused by the test',
          details: [],
        },
      }),
    })
  }
  await page.route(url, handler)
  return () => page.unroute(url, handler)
}

test.describe('Hall of Fame', () => {
  test('logged out, every board shows the tables’ leaders, ranked by the written rules', async ({
    page,
    devchain,
  }) => {
    const expected = await expectedBoards(devchain)
    expect(expected.forces.length).toBeGreaterThan(0)
    expect(expected.officers.length).toBeGreaterThan(0)
    // The strongest division's owner picks an avatar (the demo's army accounts have none).
    const leader = expected.forces[0]?.owner ?? ''
    await devchain.transact(leader, [
      { account: 'dov.game', name: 'setavatar', data: { player: leader, avatar_id: 4 } },
    ])
    await page.goto('/hof')
    await expect(page.getByRole('heading', { level: 1, name: 'Hall of Fame' })).toBeVisible()
    await allComplete(page)
    await expect(page.getByRole('status').filter({ hasText: 'players read' })).toHaveText(
      `${expected.players} players read`,
    )
    await expectBoards(page, expected)
    await expect(page.getByText('You', { exact: true })).toHaveCount(0)
    // Every owner links to their commander page, beside their avatar: the one they picked (its
    // image from the avatars table, read once the boards are done), else the default.
    const owners = await avatarsOf(devchain, listedOwners(expected))
    for (const { owner } of owners)
      await expect(
        ownerRow(page, owner).getByRole('link', { name: owner, exact: true }),
      ).toHaveAttribute('href', `/player/${owner}`)
    const picked = owners.filter((o) => o.id !== 1 && o.hash !== '')
    expect(picked.map((o) => [o.owner, o.id])).toContainEqual([leader, 4])
    for (const { owner, hash } of picked)
      await expect(ownerRow(page, owner).locator('img')).toHaveAttribute('src', new RegExp(hash))
    for (const { owner } of owners.filter((o) => o.id === 1))
      await expect(ownerRow(page, owner).locator('img')).toHaveAttribute(
        'src',
        '/art/avatar-default.svg',
      )
    // Each objective has its picture.
    for (const objective of Object.keys(HEADINGS)) {
      await expect(board(page, HEADINGS[objective] ?? '').locator(':scope > img')).toHaveAttribute(
        'src',
        `/art/${objective}.svg`,
      )
    }
  })

  test("logged in, the player's own rows are marked, and only those", async ({
    page,
    devchain,
  }) => {
    // player2 first strengthens a division with its spare cards (a real `editdivision`), so it
    // stands among the armed forces whatever else the world holds.
    await strongestDivision(devchain, 'player2')
    const expected = await expectedBoards(devchain)
    const listed = [
      ...expected.forces.map((r) => r.owner),
      ...expected.officers.map((r) => r.owner),
      ...Object.values(expected.objectives).flatMap((rows) => rows.map((r) => r.owner)),
    ]
    expect(listed).toContain('player2')
    await page.goto('/hof')
    await loginAs(page, 'player2')
    await allComplete(page)
    await expectBoards(page, expected, 'player2')
    // Marked in the tops, and where a top leaves player2 out, its own place follows the line,
    // ranked below the top.
    const own = page.locator('tr[data-own]')
    const beyond = page.getByRole('row', { name: 'Your place beyond the top' })
    const inTops = listed.filter((owner) => owner === 'player2').length
    await expect(own).toHaveCount(inTops + (await beyond.count()))
    for (const row of await own.all())
      await expect(row).toContainText(`player2 ${expected.grades.get('player2')} You`)
    for (const line of await beyond.all()) {
      const rows = await line.locator('xpath=ancestor::table').getByRole('row').allInnerTexts()
      const at = rows.findIndex((text) => text.includes('Your place beyond the top'))
      // Rows before the line: the header and the top.
      for (const row of rows.slice(at + 1)) {
        expect(row).toContain('player2')
        expect(Number(row.split('\t')[0])).toBeGreaterThan(at - 1)
      }
    }
  })

  test("one owner's failed read leaves that owner out, says so, and Retry brings it back", async ({
    page,
    devchain,
  }) => {
    test.setTimeout(60_000)
    const full = await expectedBoards(devchain)
    const victim = full.officers[0]?.owner ?? ''
    const without = await expectedBoards(devchain, [victim])
    const restore = await failReads(page, (b) => b.table === 'infos' && b.scope === victim)
    await page.goto('/hof')

    // After its retries the owner is named, with Retry; the other boards' rows are right.
    const failure = page.getByRole('status').filter({ hasText: 'Could not be read' })
    await expect(failure).toContainText(`Could not be read: ${victim}.`, { timeout: 20_000 })
    await expect(failure).toContainText(`${full.players - 1} of ${full.players} players read`)
    await expect(board(page, OFFICERS)).toHaveAttribute('data-state', 'partial')
    await expect(board(page, OFFICERS).getByText('Provisional')).toBeVisible()
    await expectBoards(page, without)

    await restore()
    await failure.getByRole('button', { name: 'Retry' }).click()
    await allComplete(page)
    await expectBoards(page, full)
  })

  test('the divisions failing to read fail only their board, with Retry', async ({
    page,
    devchain,
  }) => {
    test.setTimeout(60_000)
    const expected = await expectedBoards(devchain)
    const restore = await failReads(page, (b) => b.table === 'sdivisions')
    await page.goto('/hof')
    const forces = board(page, FORCES)
    await expect(forces.getByRole('alert')).toContainText('The divisions could not be read.', {
      timeout: 15_000,
    })
    await expect(forces).toHaveAttribute('data-state', 'error')
    await expect(forces.getByRole('table')).toHaveCount(0)
    // The wins boards do not depend on it.
    await expect(page.locator('[data-board][data-state="complete"]')).toHaveCount(6, {
      timeout: 15_000,
    })
    await expectBoards(page, expected, undefined, ['forces'])

    await restore()
    await forces.getByRole('button', { name: 'Retry' }).click()
    await allComplete(page)
    await expectBoards(page, expected)
  })

  test('with the chain down: errors with Retry, never an empty board passed off as complete', async ({
    page,
    devchain,
  }) => {
    test.setTimeout(60_000)
    await page.route(/\/v1\/chain\/get_table/, (route) => route.abort())
    await page.goto('/hof')
    await expect(page.getByText('The players could not be listed.')).toBeVisible({
      timeout: 20_000,
    })
    await expect(page.getByText('The divisions could not be read.')).toBeVisible({
      timeout: 20_000,
    })
    await expect(page.locator('[data-board][data-state="complete"]')).toHaveCount(0)
    await expect(page.getByText('No victories yet.')).toHaveCount(0)
    await expect(page.getByText('No divisions yet.')).toHaveCount(0)

    await page.unroute(/\/v1\/chain\/get_table/)
    await board(page, FORCES).getByRole('button', { name: 'Retry' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'The players could not be listed.' })
      .getByRole('button', { name: 'Retry' })
      .click()
    await allComplete(page, 30_000)
    await expectBoards(page, await expectedBoards(devchain))
  })

  test('while the owners are read, a progress figure counts them', async ({ page, devchain }) => {
    test.setTimeout(60_000)
    const players = (await infoOwners(devchain)).length
    await page.route(/\/v1\/chain\/get_table_rows$/, async (route) => {
      const body = (route.request().postDataJSON() ?? {}) as Json
      if (body.table === 'infos') await new Promise((r) => setTimeout(r, 250))
      await route.fallback()
    })
    await page.goto('/hof')
    const figure = page.getByText(new RegExp(`^\\d+ of ${players} players read$`))
    await expect(figure).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Players read' })).toBeVisible()
    await expect(board(page, OFFICERS)).toHaveAttribute('aria-busy', 'true')
    await allComplete(page, 30_000)
    await expect(figure).toHaveCount(0)
  })

  for (const width of [375, 1440])
    test(`at ${width} px, the week's board says it needs the indexer, and ranks follow the names`, async ({
      page,
      devchain,
    }) => {
      const expected = await expectedBoards(devchain)
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/hof')
      await allComplete(page)
      // The chain keeps no claims: the week is not shown as an empty board that would look true.
      const week = board(page, 'This week')
      await expect(week).toHaveAttribute('data-state', 'unavailable')
      await expect(week).toContainText(
        'This week’s board needs the game’s indexer, which this network does not have.',
      )
      await expect(week.getByRole('table')).toHaveCount(0)
      const leader = expected.officers[0]?.owner ?? ''
      await expect(
        board(page, OFFICERS).getByRole('row').filter({ hasText: leader }).locator('[data-grade]'),
      ).toHaveText(expected.grades.get(leader) ?? '')
      await week.scrollIntoViewIfNeeded()
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true)
    })

  test('a window refocus reads the tables again, not every owner', async ({ page }) => {
    const reads: string[] = []
    page.on('request', (request) => {
      if (!request.url().endsWith('/v1/chain/get_table_rows')) return
      const body = (request.postDataJSON() ?? {}) as Json
      reads.push(body.table === 'infos' ? 'infos' : String(body.table))
    })
    await page.clock.install()
    await page.goto('/hof')
    await allComplete(page)
    const before = reads.filter((t) => t === 'infos').length
    expect(before).toBeGreaterThan(0)
    reads.length = 0
    // The tables' reads are stale after 5 s; the owners' wins stay fresh for 5 minutes.
    await page.clock.fastForward(5_500)
    // What a return to the tab fires (TanStack Query listens on the window): every stale read
    // starts at once, so by the time the divisions' read has answered, any owner's would have
    // started too.
    const divisionsRead = page.waitForResponse(
      (response) =>
        response.url().endsWith('/v1/chain/get_table_rows') &&
        (response.request().postData() ?? '').includes('"table":"sdivisions"'),
    )
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
    await divisionsRead
    expect(reads).toContain('sdivisions')
    expect(reads.filter((t) => t === 'infos')).toEqual([])
    await allComplete(page)
  })
})
