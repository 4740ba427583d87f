import { type Devchain, expect, loginAs, test } from './fixtures'
import { rankTitle } from './hofData'
import { passTime } from './staking'

/**
 * The Hall of Fame through its indexer (apps/indexer, following the devchain's state history):
 * the boards come in one request, and a change on the chain reaches an open /hof by itself.
 */

const forces = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: /^TOP 20 Armed forces/ }).getByRole('table')

/**
 * An owner's avatar as the chain has it: the `AVT` row of their staking balances (absent: never
 * chosen, 1), and that id's image in the game's `avatars` table.
 */
async function avatarOf(devchain: Devchain, owner: string) {
  const [{ rows: avatars }, { rows }] = (await Promise.all([
    devchain.tableRows('dov.game', 'avatars', 'dov.game'),
    devchain.tableRows('dov.stake', 'balances', owner),
  ])) as [{ rows: { id: number; ipfs: string }[] }, { rows: { balance: string }[] }]
  const avt = rows.find((row) => row.balance.endsWith(' AVT'))
  const id = avt === undefined ? 1 : Number.parseInt(avt.balance, 10)
  return { id, hash: avatars.find((row) => row.id === id)?.ipfs ?? '' }
}

test('every board in one request, and a division deleted on chain leaves an open /hof within seconds, without a reload', async ({
  page,
  devchain,
  indexer,
  stack,
}) => {
  /** The tables the Hall of Fame reads from the chain without an indexer (`balances`: avatars). */
  const HOF_TABLES = new Set(['infos', 'sdivisions', 'nfts', 'udata', 'zones', 'balances'])
  const chainReads: string[] = []
  const indexerReads: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    // The live channel (`/v1/events`, hof-live.spec.ts) is not a read of the boards.
    if (url.startsWith(indexer) && !url.startsWith(`${indexer}/v1/events`)) indexerReads.push(url)
    else if (url.includes('/v1/chain/get_table')) {
      const table = String((request.postDataJSON() as { table?: string } | null)?.table)
      if (HOF_TABLES.has(table)) chainReads.push(table)
    }
  })
  // Whether the screen's loading spinner was ever drawn: with its chunk and boards preloaded, its
  // first render already has the boards.
  await page.addInitScript(() => {
    const seen = { spinner: false }
    Object.assign(window, { __seen: seen })
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Loading the screen"]')) seen.spinner = true
    }).observe(document, { childList: true, subtree: true })
  })
  // An officer picks an avatar (the demo's army accounts have none): the indexer names it.
  await devchain.transact('army.ike', [
    { account: 'dov.game', name: 'setavatar', data: { player: 'army.ike', avatar_id: 4 } },
  ])
  const response = await page.goto(`${stack.indexedApp}/hof`)
  // The page itself starts the boards' request (a preload in its headers, build/headers.ts), and
  // the screen takes that answer rather than asking again.
  expect(response?.headers().link).toContain(`<${indexer}/v1/hof>; rel=preload; as=fetch`)
  await expect(page.locator('[data-board][data-state="complete"]')).toHaveCount(7)
  const firstBoards = indexerReads.length
  expect(
    await page.evaluate(
      () => (window as unknown as { __seen: { spinner: boolean } }).__seen.spinner,
    ),
  ).toBe(false)
  await expect(page.getByText(/^As of block [\d,]+, \d+ s ago$/)).toBeVisible()
  expect(firstBoards).toBe(1)
  // The boards from the indexer (and its refreshes since), none of the chain's per-player reads.
  expect(chainReads).toEqual([])

  // Each owner links to their commander page, beside the avatar the indexer names: the one they
  // picked, else the default.
  const owners = page.locator('[data-board] tbody tr').getByRole('link')
  const names = [...new Set(await owners.allInnerTexts())]
  const picked: string[] = []
  for (const owner of names) {
    const row = page
      .locator('[data-board] tbody tr')
      .filter({ has: page.getByRole('link', { name: owner, exact: true }) })
      .first()
    await expect(row.getByRole('link')).toHaveAttribute('href', `/player/${owner}`)
    const { id, hash } = await avatarOf(devchain, owner)
    if (id !== 1 && hash !== '') picked.push(owner)
    await expect(row.locator('img')).toHaveAttribute(
      'src',
      id === 1 || hash === '' ? '/art/avatar-default.svg' : new RegExp(hash),
    )
  }
  expect(picked).toContain('army.ike')
  expect(chainReads).toEqual([])

  // The strongest idle division on the board, deleted by its owner outside the app.
  const { rows } = (await devchain.tableRows('dov.game', 'sdivisions', 'dov.game')) as {
    rows: { divID: string | number; owner: string; end_time: number }[]
  }
  const listed = await forces(page).getByRole('row').allInnerTexts()
  const idle = rows.find(
    (d) => d.end_time === 0 && listed.some((row) => row.includes(`\t${d.divID}\t`)),
  )
  if (idle === undefined) throw new Error('no idle division on the board')
  const row = forces(page)
    .getByRole('row')
    .filter({ hasText: idle.owner })
    .filter({ has: page.getByRole('cell', { name: String(idle.divID), exact: true }) })
  await expect(row).toHaveCount(1)
  const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length)
  await devchain.transact(idle.owner, [
    { account: 'dov.game', name: 'deldivision', data: { asset_id: String(idle.divID) } },
  ])
  await expect(row).toHaveCount(0, { timeout: 10_000 })
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(
    navigations,
  )
  expect(chainReads).toEqual([])
})

test('a fight claimed on /fight reaches an open /hof within seconds, without a reload', async ({
  page,
  browser,
  devchain,
  indexer: _indexer,
  stack,
}) => {
  // The demo leaves player5 one victory short of the Bunker board (docs/contracts.md).
  await page.goto(`${stack.indexedApp}/hof`)
  const bunker = page.getByRole('region', { name: 'Bunker' }).getByRole('table')
  await expect(page.getByText(/^As of block [\d,]+, \d+ s ago$/)).toBeVisible()
  await expect(bunker.getByRole('row')).toHaveCount(6)
  const player5 = bunker.getByRole('row').filter({ hasText: 'player5' })
  await expect(player5).toHaveCount(0)
  const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length)

  // The player, in a browser of their own, wins a fight in zone 1 and claims it.
  const context = await browser.newContext()
  try {
    const fight = await context.newPage()
    await fight.clock.install()
    await fight.goto(`${stack.indexedApp}/fight`)
    await loginAs(fight, 'player5')
    const division = fight.getByRole('article').filter({ hasText: 'Omaha Beach' })
    await expect(division).toHaveCount(1)
    await expect(
      division.getByRole('list', { name: 'Expected result' }).locator('[aria-current="true"]'),
    ).toHaveText('Victory')
    const victories = Number(await division.getByTestId('victories').innerText())
    await division.getByRole('button', { name: 'Fight' }).click()
    await expect(division.getByRole('timer')).toBeVisible()
    await passTime(fight, devchain, 180)
    await division.getByRole('button', { name: 'Claim' }).click()
    await expect(division.getByTestId('victories')).toHaveText(String(victories + 1))
  } finally {
    await context.close()
  }

  // The open Hall of Fame shows player5 on the Bunker board by itself.
  await expect(player5).toHaveCount(1, { timeout: 10_000 })
  await expect(player5).toContainText('16 Victories')
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(
    navigations,
  )
})

test('a player outside a top sees their own place after it, as the indexer ranks everyone', async ({
  page,
  indexer: _indexer,
  stack,
}) => {
  // The demo leaves player5 one victory short of the Bunker board: 15, level with the fifth.
  await page.goto(`${stack.indexedApp}/hof`)
  await loginAs(page, 'player5')
  const bunker = page.getByRole('region', { name: 'Bunker' }).getByRole('table')
  await expect(bunker.getByRole('row', { name: 'Your place beyond the top' })).toBeVisible()
  const own = bunker.getByRole('row').filter({ hasText: 'player5' })
  await expect(own).toHaveCount(1)
  // Ranked among everyone: after the five of the top (ties go by name, docs/rules.md).
  expect(Number(await own.getByRole('cell').first().innerText())).toBeGreaterThan(5)
  await expect(own).toContainText('You')
  await expect(own).toContainText('15 Victories')
  // The top itself is unchanged: five ranked rows before the line.
  const ranks = await bunker.getByRole('row').allInnerTexts()
  expect(ranks.slice(1, 6).map((text) => text.split('\t')[0])).toEqual(['1', '2', '3', '4', '5'])
})

for (const width of [375, 1440])
  test(`at ${width} px, each owner's rank follows their victories on the chain, and the week's board waits for its first victory`, async ({
    page,
    devchain,
    indexer: _indexer,
    stack,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`${stack.indexedApp}/hof`)
    await expect(page.locator('[data-board][data-state="complete"]')).toHaveCount(7)
    // Every owner on the officers' board: the rank of their victories on objectives (zones 1–20).
    const officers = page.getByRole('region', { name: /^TOP 5 Officers/ }).locator('tbody tr')
    for (const row of await officers.all()) {
      const owner = (await row.getByRole('link').innerText()).trim()
      const { rows } = (await devchain.tableRows('dov.game', 'infos', owner)) as {
        rows: { zone: number; wins: number }[]
      }
      const victories = rows
        .filter((r) => r.zone >= 1 && r.zone <= 20)
        .reduce((sum, r) => sum + Number(r.wins), 0)
      await expect(row.locator('[data-grade]')).toHaveText(rankTitle(victories))
    }
    // The demo world's victories were set, not claimed: none this week yet, said in words.
    const week = page.getByRole('region', { name: 'This week' })
    await expect(week).toHaveAttribute('data-state', 'complete')
    await expect(week.getByText('No victory claimed this week yet.')).toBeVisible()
    await expect(week).toContainText(/Victories claimed since Monday \d{4}-\d\d-\d\d, 00:00 UTC/)
    await week.scrollIntoViewIfNeeded()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
  })
