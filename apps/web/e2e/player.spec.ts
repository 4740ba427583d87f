import type { Locator, Page } from '@playwright/test'
import { fightAndClaim, toNextUtcDay } from './fights'
import { type Devchain, expect, loginAs, test } from './fixtures'
import { rankTitle } from './hofData'

/**
 * A commander's public page (`/player/:account`) against the demo world: through the indexer,
 * reached from an owner's link on the Hall of Fame, its figures are the boards'; over the chain
 * alone, its avatar, divisions and victories are the devchain's tables'.
 */

/** The objectives' boards and their zones (docs/rules.md, "Objectives ↔ zones"). */
const OBJECTIVES = [
  ['Bunker', 1, 4],
  ['Camp', 5, 8],
  ['Radar', 9, 12],
  ['HQ', 13, 16],
  ['Bridge', 17, 20],
] as const

/**
 * A board's rows as their cells' texts (rank, owner, then the board's own columns), the owner's
 * cell as its link's name (the account; its rank and `You` follow the link).
 */
async function boardRows(page: Page, name: RegExp | string): Promise<string[][]> {
  const rows = page.getByRole('region', { name }).getByRole('table').locator('tbody tr')
  const texts: string[][] = []
  for (const row of await rows.all()) {
    const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim())
    // The line before the player's own place beyond the top is one cell: not a ranked row.
    if (cells.length > 2) {
      const owner = (await row.getByRole('link').first().innerText()).trim()
      texts.push([cells[0] ?? '', owner, ...cells.slice(2)])
    }
  }
  return texts
}

/** An account's victories on objectives (zones 1–20) from its `infos` rows on the chain. */
async function victoriesOf(devchain: Devchain, account: string): Promise<number> {
  const { rows } = (await devchain.tableRows('dov.game', 'infos', account)) as {
    rows: { zone: number; wins: number }[]
  }
  return rows
    .filter((row) => row.zone >= 1 && row.zone <= 20)
    .reduce((sum, row) => sum + Number(row.wins), 0)
}

/** Nothing wider than the window: no sideways scroll. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  )
}

/** A division's card on the commander page, by its heading (`DIVISION 1 #4`). */
const divisionCard = (page: Page, name: RegExp | string) =>
  page
    .getByRole('region', { name: 'Divisions' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: typeof name === 'string' }) })

/** A row of the commander page's table `table` by its row header. */
const pageRow = (table: Locator, header: RegExp | string) =>
  table.getByRole('row').filter({
    has: table.page().getByRole('rowheader', { name: header, exact: typeof header === 'string' }),
  })

test('through the indexer, an owner followed from the Hall of Fame has the boards’ figures on their page', async ({
  page,
  indexer,
  stack,
}) => {
  await page.goto(`${stack.indexedApp}/hof`)
  await expect(page.locator('[data-board][data-state="complete"]')).toHaveCount(7)
  const forces = await boardRows(page, /^TOP 20 Armed forces/)
  const officers = await boardRows(page, /^TOP 5 Officers/)
  // An officer of the top 5 with a division among the 20 strongest: both kinds of ranks to check.
  const owner = officers.map((row) => row[1]).find((name) => forces.some((row) => row[1] === name))
  if (owner === undefined) throw new Error('no top officer has a division on the armed forces')
  const objectives = new Map<string, string[]>()
  for (const [name] of OBJECTIVES) {
    const row = (await boardRows(page, name)).find((cells) => cells[1] === owner)
    if (row !== undefined) objectives.set(name, row)
  }

  // The owner's name on the armed forces' board links to their page.
  const asked = page.waitForRequest(`${indexer}/v1/player?account=${owner}`)
  await page
    .getByRole('region', { name: /^TOP 20 Armed forces/ })
    .getByRole('link', { name: owner, exact: true })
    .first()
    .click()
  await expect(page).toHaveURL(`${stack.indexedApp}/player/${owner}`)
  await asked
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner)
  await expect(page.getByText(/^As of block [\d,]+, \d+ s ago/)).toBeVisible()

  for (const [rank, , divID, power] of forces.filter((row) => row[1] === owner)) {
    const row = divisionCard(page, new RegExp(`^DIVISION \\d #${divID}$`))
    await expect(row.getByTestId('power')).toHaveText(power ?? '')
    await expect(row.getByTestId('rank')).toHaveText(`#${rank} of all divisions`)
  }

  const boards = page.getByRole('region', { name: 'Victories and Hall of Fame ranks' })
  const table = boards.getByRole('table')
  const officer = officers.find((row) => row[1] === owner) ?? []
  const officersRow = pageRow(table, 'Officers (all objectives)')
  await expect(officersRow.getByTestId('victories')).toHaveText(officer[2] ?? '')
  await expect(officersRow.getByTestId('rank')).toHaveText(`#${officer[0]}`)
  for (const [name, row] of objectives) {
    const objectiveRow = pageRow(table, name)
    await expect(objectiveRow.getByTestId('victories')).toHaveText(row[2] ?? '')
    await expect(objectiveRow.getByTestId('rank')).toHaveText(`#${row[0]}`)
  }
  // Recent victories come with the indexer: a list or the sentence that there are none, never
  // the sentence that they need it.
  await expect(page.getByText(/Recent victories need the game’s indexer/)).toHaveCount(0)

  await page.getByRole('link', { name: 'Back to the Hall of Fame' }).click()
  await expect(page).toHaveURL(`${stack.indexedApp}/hof`)
})

test('over the chain, a commander page shows the avatar, divisions and victories of the tables, and the account menu leads to one’s own', async ({
  page,
  devchain,
}) => {
  const account = 'player5'
  const [balances, avatars, divisions, wins, zones] = (await Promise.all([
    devchain.tableRows('dov.stake', 'balances', account),
    devchain.tableRows('dov.game', 'avatars', 'dov.game'),
    devchain.tableRows('dov.game', 'sdivisions', 'dov.game'),
    devchain.tableRows('dov.game', 'infos', account),
    devchain.tableRows('dov.game', 'zones', 'dov.game'),
  ])) as [
    { rows: { balance: string }[] },
    { rows: { id: number; ipfs: string }[] },
    { rows: { divID: number | string; owner: string; zoneID: number }[] },
    { rows: { zone: number; wins: number }[] },
    { rows: { id: number; name: string }[] },
  ]
  const avt = balances.rows.find((row) => row.balance.endsWith(' AVT'))
  const avatarId = avt === undefined ? 1 : Number.parseInt(avt.balance, 10)
  const own = divisions.rows
    .filter((row) => row.owner === account)
    .sort((a, b) => Number(a.divID) - Number(b.divID))
  expect(own.length).toBeGreaterThan(0)

  await page.goto(`/player/${account}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account)
  await expect(page.getByText(/^No indexer serves this network/)).toBeVisible()

  const avatar = page.locator('[data-avatar-id]')
  await expect(avatar).toHaveAttribute('data-avatar-id', String(avatarId))
  const ipfs = avatars.rows.find((row) => row.id === avatarId)?.ipfs ?? ''
  if (ipfs !== '') await expect(avatar.getByRole('img')).toHaveAttribute('src', new RegExp(ipfs))

  await expect(
    page.getByRole('region', { name: 'Divisions' }).locator('[data-division]'),
  ).toHaveCount(own.length)
  for (const [index, division] of own.entries()) {
    const row = divisionCard(page, `DIVISION ${index + 1} #${division.divID}`)
    const zone = zones.rows.find((candidate) => candidate.id === division.zoneID)
    await expect(row).toContainText(zone?.name ?? `Zone ${division.zoneID}`)
    await expect(row.getByTestId('power')).toHaveText(/^[\d,]+\.\d$/)
  }

  const victories = (first: number, last: number) =>
    wins.rows
      .filter((row) => row.zone >= first && row.zone <= last)
      .reduce((sum, row) => sum + Number(row.wins), 0)
  const boards = page.getByRole('region', { name: 'Victories and Hall of Fame ranks' })
  const ranks = boards.getByRole('table')
  await expect(pageRow(ranks, 'Officers (all objectives)').getByTestId('victories')).toHaveText(
    `${victories(1, 20)} Victories`,
  )
  for (const [name, first, last] of OBJECTIVES)
    await expect(pageRow(ranks, name).getByTestId('victories')).toHaveText(
      `${victories(first, last)} Victories`,
    )
  // The ranks come once every owner's victories are read.
  await expect(boards.getByText(/players read/)).toHaveCount(0, { timeout: 20_000 })
  await expect(pageRow(ranks, 'Officers (all objectives)').getByTestId('rank')).toHaveText(/^#\d+$/)
  await expect(
    page.getByText('Recent victories need the game’s indexer, which this network does not have.'),
  ).toBeVisible()
  // The rank comes from the chain's infos rows; medals need a record of claims the chain lacks.
  await expect(page.getByTestId('commander-rank')).toHaveText(rankTitle(victories(1, 20)))
  const medals = page.getByRole('region', { name: 'Medals' })
  await expect(
    medals.getByText('Medals need the game’s indexer, which this network does not have.'),
  ).toBeVisible()
  await expect(medals.getByRole('list')).toHaveCount(0)

  // Logged in as another player, the page is the same commander's; the account menu leads to
  // one's own, which says You.
  await loginAs(page, 'player3')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account)
  await page.getByRole('button', { name: 'Account' }).click()
  await page.getByRole('link', { name: 'Your commander page' }).click()
  await expect(page).toHaveURL(/\/player\/player3$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('player3 You')
  await expect(page.getByRole('region', { name: 'Account' })).toBeHidden()
})

test('through the indexer, three victories claimed on one day earn a dated Hat-Trick: the page shows it with the rank, and the week’s board counts them', async ({
  page,
  devchain,
  indexer: _indexer,
  stack,
}) => {
  test.setTimeout(90_000)
  const account = 'player2'
  // The chain's clock just past a UTC midnight: the three fights below end on one day.
  await toNextUtcDay(devchain)
  const { rows } = (await devchain.tableRows('dov.game', 'sdivisions', 'dov.game')) as {
    rows: { divID: string | number; owner: string; zoneID: number; end_time: number }[]
  }
  const division = rows.find((row) => row.owner === account && row.end_time === 0)
  if (division === undefined) throw new Error(`${account} has no idle division`)
  await fightAndClaim(devchain, account, division, 3)
  const rank = rankTitle(await victoriesOf(devchain, account))

  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`${stack.indexedApp}/player/${account}`)
    await expect(page.getByTestId('commander-rank')).toHaveText(rank)
    const medals = page.getByRole('region', { name: 'Medals' })
    const medal = (id: string) => medals.locator(`[data-medal="${id}"]`)
    // Dated by the third claim; the demo's victory predates the indexer's record.
    await expect(medal('hat-trick')).toHaveAttribute('data-state', 'dated', { timeout: 15_000 })
    await expect(medal('hat-trick')).toContainText('Hat-Trick')
    await expect(medal('hat-trick').locator('time')).toHaveAttribute('datetime', /Z$/)
    await expect(medal('first-victory')).toHaveAttribute('data-state', 'undated')
    await expect(medal('first-victory')).toContainText('Earned before the indexer’s record')
    await expect(medal('zone-veteran')).toHaveAttribute('data-state', 'missing')
    await expect(medals.getByText('3 of 10 earned')).toBeVisible()
    await expect(medal('hat-trick').locator('img')).toHaveAttribute(
      'src',
      '/art/medal-hat-trick.svg',
    )
    await medals.scrollIntoViewIfNeeded()
    await expectNoSidewaysScroll(page)

    await page.goto(`${stack.indexedApp}/hof`)
    const week = page.getByRole('region', { name: 'This week' })
    const row = week.getByRole('row').filter({ hasText: account })
    await expect(row).toContainText('3 Victories', { timeout: 15_000 })
    await expect(row.locator('[data-grade]')).toHaveText(rank)
    await expect(week).toContainText(/Victories claimed since Monday \d{4}-\d\d-\d\d, 00:00 UTC/)
    await week.scrollIntoViewIfNeeded()
    await expectNoSidewaysScroll(page)
  }
})

for (const width of [375, 1440])
  test(`at ${width} px, the account menu shows the player's commander rank from the chain`, async ({
    page,
    devchain,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    await loginAs(page, 'player5')
    const victories = await victoriesOf(devchain, 'player5')
    await page.getByRole('button', { name: 'Account' }).click()
    const panel = page.getByRole('region', { name: 'Account' })
    await expect(panel.getByTestId('account-rank')).toHaveText(rankTitle(victories))
    await expect(panel).toContainText(/\d+ victor(y|ies) to [A-Z][a-z]+|The highest rank/)
    const box = await panel.boundingBox()
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true)
  })
