import type { Locator, Page } from '@playwright/test'
import { type Devchain, expect, loginAs, test } from './fixtures'
import { divisionsOf, inGameBalances, TOKENS } from './staking'

/**
 * The player's activity (/activity) through the indexer the tests start beside the devchain:
 * every kind of game action appears, newest first, with the amounts the chain's own balance
 * tables moved by; the Buildings and Fight screens list their last ones; and a player back after
 * a time jump sees what finished and what it earned meanwhile.
 */

type Action = { account: string; name: string; data: Record<string, unknown> }
type Balances = Record<string, number>

/** Wallet (`dov.token` `accounts`) balances in units of 0.0001, straight from the chain. */
async function walletBalances(devchain: Devchain, account: string): Promise<Balances> {
  const { rows } = (await devchain.tableRows('dov.token', 'accounts', account)) as {
    rows: { balance: string }[]
  }
  const units: Balances = {}
  for (const token of TOKENS) {
    const row = rows.find((r) => r.balance.endsWith(` ${token}`))
    units[token] = row === undefined ? 0 : Math.round(Number(row.balance.split(' ')[0]) * 10_000)
  }
  return units
}

/** `+1,234.5000 DOVX in game` / `−0.5000 DOVH wallet`: the test's own formatting of a change. */
function effectText(units: number, symbol: string, balance: 'in game' | 'wallet') {
  const abs = Math.abs(units)
  const whole = Math.floor(abs / 10_000).toLocaleString('en-US')
  const fraction = String(abs % 10_000).padStart(4, '0')
  return `${units < 0 ? '−' : '+'}${whole}.${fraction} ${symbol} ${balance}`
}

type Step = { title: string; trxId: string; changes: string[] }

/** Sends one transaction of `account` and notes how it moved the balances on chain. */
async function step(
  devchain: Devchain,
  account: string,
  title: string,
  action: Action,
): Promise<Step> {
  const before = {
    game: await inGameBalances(devchain, account),
    wallet: await walletBalances(devchain, account),
  }
  const result = await devchain.transact(account, [action])
  // One transaction a block, as a player sends them: the indexer shares a block's balance changes
  // among the player's actions of that block, exact when there is one (apps/indexer README).
  const block = Number(result.response?.processed?.block_num)
  await expect
    .poll(async () => {
      const info = await fetch(`${devchain.url}/v1/chain/get_info`, { method: 'POST' })
      return ((await info.json()) as { head_block_num: number }).head_block_num
    })
    .toBeGreaterThan(block)
  const after = {
    game: await inGameBalances(devchain, account),
    wallet: await walletBalances(devchain, account),
  }
  const changes: string[] = []
  for (const [kind, label] of [
    ['game', 'in game'],
    ['wallet', 'wallet'],
  ] as const)
    for (const token of TOKENS) {
      const moved = (after[kind][token] ?? 0) - (before[kind][token] ?? 0)
      if (moved !== 0) changes.push(effectText(moved, token, label))
    }
  return { title, trxId: String(result.resolved?.transaction.id), changes }
}

/** Resolves once the indexer serves at least `count` actions of `account`. */
async function indexed(indexer: string, account: string, count: number) {
  await expect
    .poll(
      async () => {
        const response = await fetch(`${indexer}/v1/activity?account=${account}&limit=100`)
        const body = (await response.json()) as { actions?: unknown[] }
        return body.actions?.length ?? 0
      },
      { timeout: 20_000, message: `the indexer has ${count} actions of ${account}` },
    )
    .toBeGreaterThanOrEqual(count)
}

/** The entries of a list, outermost items only (an entry's facts and effects are lists too). */
const entriesOf = (list: Locator) => list.locator(':scope > li')

async function expectEntry(entry: Locator, s: Step) {
  // A claimed fight's title goes on with its result (`Fight claimed: Victory`), checked apart.
  await expect(entry.locator('span').first(), s.title).toHaveText(
    new RegExp(`^${s.title}(: (Victory|Draw|Defeat))?$`),
  )
  const shown = await entry.getByTestId('effect').allInnerTexts()
  expect(shown.map((t) => t.replace(/\s+/g, ' ').trim()).sort(), s.title).toEqual(
    [...s.changes].sort(),
  )
}

test('each kind of game action shows in /activity with what the chain tables moved', async ({
  page,
  devchain,
  indexer,
  stack,
}) => {
  test.setTimeout(180_000)
  const player = 'player2'
  const rows = async <T>(code: string, table: string, scope: string) =>
    ((await devchain.tableRows(code, table, scope)) as { rows: T[] }).rows
  const [division] = await divisionsOf(devchain, player)
  if (division === undefined) throw new Error(`${player} has no division`)
  const assets = await rows<{ asset_id: string; template_id: number }>(
    'atomicassets',
    'assets',
    player,
  )
  const templates = async (table: string) =>
    new Set(
      (await rows<{ template_id: number }>('dov.stake', table, 'dov.stake')).map(
        (r) => r.template_id,
      ),
    )
  const staked = new Set(
    [
      ...(await rows<{ asset_id: string }>('dov.stake', 'buildings', 'dov.stake')),
      ...(await rows<{ asset_id: string }>('dov.stake', 'mships', 'dov.stake')),
    ].map((r) => String(r.asset_id)),
  )
  const free = (kinds: Set<number>) =>
    assets.find((a) => kinds.has(a.template_id) && !staked.has(String(a.asset_id)))
  const building = free(await templates('bdata'))
  const tool = free(await templates('tdata'))
  if (building === undefined || tool === undefined) throw new Error('no free building or tool')
  const buildingIds = [String(building.asset_id)]
  const toolIds = [String(tool.asset_id)]
  const game = (name: string, data: Record<string, unknown>) => ({
    account: 'dov.game',
    name,
    data,
  })
  const stake = (name: string, data: Record<string, unknown>) => ({
    account: 'dov.stake',
    name,
    data,
  })
  const divID = String(division.divID)

  const steps: Step[] = []
  const send = async (title: string, action: Action) =>
    steps.push(await step(devchain, player, title, action))
  await send('Deposit', {
    account: 'dov.token',
    name: 'transfer',
    data: { from: player, to: 'dov.stake', quantity: '10.0000 DOVX', memo: 'deposit' },
  })
  await send('Withdrawal', stake('withdraw', { player, quantity: '5.0000 DOVH' }))
  await send('Avatar changed', game('setavatar', { player, avatar_id: 2 }))
  await send('Division saved', {
    account: 'dov.divsim',
    name: 'editdivision',
    data: { divID: division.divID, player, setup: division.units, zoneID: division.zoneID },
  })
  await send('Fight started', game('startfight', { player, division_id: divID, zoneID: 1 }))
  await send('Buildings staked', stake('regmch', { player, asset_ids: buildingIds }))
  await send('Tools staked', stake('regbd', { player, asset_ids: toolIds }))
  const crafts = await rows<{ template_id: number; available: number }>(
    'dov.stake',
    'cdata',
    'dov.stake',
  )
  const balances = await inGameBalances(devchain, player)
  let crafted = false
  for (const { template_id, available } of crafts) {
    if (crafted || available === 0) continue
    try {
      await send('Crafted', stake('startcraft', { player, craft_id: template_id }))
      crafted = true
    } catch {
      // Not affordable with the demo's balances: the next recipe.
    }
  }
  expect(crafted, `a recipe ${player} can pay with ${JSON.stringify(balances)}`).toBe(true)
  const winsIn = async (zone: number) =>
    (await rows<{ zone: number; wins: number }>('dov.game', 'infos', player)).find(
      (r) => r.zone === zone,
    )?.wins ?? 0
  const winsBefore = await winsIn(1)
  await devchain.advanceTime(3_600)
  await send('Fight claimed', game('claimfight', { player, division_id: divID }))
  const won = (await winsIn(1)) > winsBefore
  // The card the craft minted: the player's one asset that was not there before.
  const known = new Set(assets.map((a) => String(a.asset_id)))
  const minted = (await rows<{ asset_id: string }>('atomicassets', 'assets', player))
    .map((a) => String(a.asset_id))
    .filter((id) => !known.has(id))
  expect(minted).toHaveLength(1)
  const mine = (
    await rows<{ asset_id: string; owner: string }>('dov.stake', 'buildings', 'dov.stake')
  )
    .filter((b) => b.owner === player)
    .map((b) => String(b.asset_id))
  await send('Production claimed', stake('claimmch', { asset_ids: mine }))
  await send('Buildings unstaked', stake('deregmch', { player, asset_ids: buildingIds }))
  await send('Tools unstaked', stake('deregbd', { player, asset_ids: toolIds }))
  await send('Division deleted', game('deldivision', { asset_id: divID }))
  await indexed(indexer, player, steps.length)

  await page.goto(`${stack.indexedApp}/activity`)
  await loginAs(page, player)
  const list = page.getByRole('list', { name: 'Your activity' })
  const entries = entriesOf(list)
  await expect(entries.first()).toBeVisible({ timeout: 15_000 })
  // Newest first: the steps in reverse.
  const newest = [...steps].reverse()
  for (const [i, s] of newest.entries()) await expectEntry(entries.nth(i), s)
  // The claim names its zone and its result as the infos table moved; the craft, the card it
  // minted; the withdrawal, its fee.
  const claim = entries.nth(newest.findIndex((s) => s.title === 'Fight claimed'))
  await expect(claim.getByRole('list', { name: 'Details' })).toContainText(`Division ${divID}`)
  await expect(claim.getByRole('list', { name: 'Details' })).toContainText('Zone 1')
  await expect(claim.locator('span').first()).toHaveText(
    won ? 'Fight claimed: Victory' : /^Fight claimed: (Draw|Defeat)$/,
  )
  await expect(
    entries.nth(newest.findIndex((s) => s.title === 'Crafted')).getByRole('list', {
      name: 'Details',
    }),
  ).toContainText(`Card #${minted[0]}`)
  await expect(entries.nth(newest.findIndex((s) => s.title === 'Withdrawal'))).toContainText(
    /Fee \d/,
  )
  // No explorer on the devchain: the transaction's short id as text.
  const deposit = newest.findIndex((s) => s.title === 'Deposit')
  await expect(entries.nth(deposit)).toContainText(`Transaction ${steps[0]?.trxId.slice(0, 8)}`)
  await expect(entries.nth(deposit).getByRole('link')).toHaveCount(0)

  // The Buildings screen lists the last of its kinds.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Buildings', exact: true })
    .click()
  const recent = page.getByRole('region', { name: 'Recent activity' })
  const recentEntries = entriesOf(recent.getByRole('list', { name: 'Recent activity' }))
  await expect(recentEntries).toHaveCount(4)
  for (const [i, title] of [
    'Tools unstaked',
    'Buildings unstaked',
    'Production claimed',
    'Tools staked',
  ].entries())
    await expect(recentEntries.nth(i).locator('span').first()).toHaveText(title)
  await recent.getByRole('link', { name: 'All activity' }).click()
  await expect(page).toHaveURL(/\/activity$/)
})

test('"Older" loads the page before, without gap or repeat', async ({
  page,
  devchain,
  indexer,
  stack,
}) => {
  test.setTimeout(120_000)
  const player = 'player4'
  // 23 deposits of 1 to 23 units: more than a page of 20.
  for (let n = 1; n <= 23; n++)
    await devchain.transact(player, [
      {
        account: 'dov.token',
        name: 'transfer',
        data: {
          from: player,
          to: 'dov.stake',
          quantity: `0.${String(n).padStart(4, '0')} DOVX`,
          memo: 'deposit',
        },
      },
    ])
  await indexed(indexer, player, 23)
  await page.goto(`${stack.indexedApp}/activity`)
  await loginAs(page, player)
  const entries = entriesOf(page.getByRole('list', { name: 'Your activity' }))
  await expect(entries).toHaveCount(20, { timeout: 15_000 })
  await page.getByRole('button', { name: 'Older' }).click()
  await expect(entries).not.toHaveCount(20)
  const amounts = (await entries.getByRole('list', { name: 'Details' }).allInnerTexts()).filter(
    (t) => t.startsWith('Amount 0.'),
  )
  expect(amounts.slice(0, 23)).toEqual(
    Array.from({ length: 23 }, (_, i) => `Amount 0.${String(23 - i).padStart(4, '0')} DOVX`),
  )
})

/**
 * Resolves once the page has stamped `account`'s visit at or after `seconds` (chain time): the
 * player stayed on the screen after their last action, as the app stamps an open visit every 5 s.
 */
async function visitStampedAfter(page: Page, account: string, seconds: number) {
  await expect
    .poll(() =>
      page.evaluate((name) => {
        const key = Object.keys(localStorage).find(
          (k) => k.startsWith('dov.lastVisit.') && k.endsWith(`.${name}`),
        )
        return key === undefined ? 0 : Number(localStorage.getItem(key))
      }, account),
    )
    .toBeGreaterThanOrEqual(seconds)
}

/** The block time (unix seconds) of `account`'s newest action, as the indexer serves it. */
async function newestActionTime(indexer: string, account: string) {
  const response = await fetch(`${indexer}/v1/activity?account=${account}&limit=1`)
  const body = (await response.json()) as { actions: { block_time: string }[] }
  return Math.ceil(Date.parse(body.actions[0]?.block_time ?? '') / 1000)
}

test('back after a time jump: what finished and what it earned while away, on Buildings and /activity, until dismissed', async ({
  page,
  context,
  devchain,
  indexer,
  stack,
}) => {
  test.setTimeout(150_000)
  const player = 'player5'
  // The player sends a division to fight on /fight, which lists it as recent activity.
  await page.goto(`${stack.indexedApp}/fight`)
  await loginAs(page, player)
  const division = page.getByRole('article').filter({ hasText: 'Omaha Beach' })
  await expect(division).toHaveCount(1)
  const divID = (await divisionsOf(devchain, player)).find(
    (d) => d.zoneID === 1 && d.end_time === 0,
  )?.divID
  await division.getByRole('button', { name: 'Fight' }).click()
  await expect(division.getByRole('timer')).toBeVisible()
  const recent = page.getByRole('region', { name: 'Recent activity' })
  const first = entriesOf(recent.getByRole('list', { name: 'Recent activity' })).first()
  await expect(first.locator('span').first()).toHaveText('Fight started', { timeout: 25_000 })
  await expect(first).toContainText('Zone 1, Omaha Beach')
  await visitStampedAfter(page, player, await newestActionTime(indexer, player))
  await page.close()

  // Two hours pass; meanwhile the fight is claimed from another device.
  await devchain.advanceTime(7_200)
  const before = await inGameBalances(devchain, player)
  await devchain.transact(player, [
    { account: 'dov.game', name: 'claimfight', data: { player, division_id: String(divID) } },
  ])
  const earned = ((await inGameBalances(devchain, player)).DOVX ?? 0) - (before.DOVX ?? 0)
  expect(earned).toBeGreaterThan(0)
  await indexed(indexer, player, 2)

  // Back on the Buildings screen (the session is restored in the same browser).
  const back = await context.newPage()
  const errors: string[] = []
  back.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await back.goto(`${stack.indexedApp}/`)
  const away = back.getByRole('region', { name: 'While you were away' })
  await expect(away).toBeVisible({ timeout: 20_000 })
  await expect(away).toContainText(/While you were away \(2 h( \d+ min)?\)/)
  await expect(away).toContainText('1 fight finished')
  await expect(away).toContainText('1 fight claimed')
  await expect(away.getByTestId('away-earned')).toHaveText(
    `Moved: ${effectText(earned, 'DOVX', 'in game')}`,
  )

  // The same summary on /activity, in full; dismissed there, it is gone from Buildings too.
  await away.getByRole('link', { name: 'See your activity' }).click()
  const full = back.getByRole('region', { name: 'While you were away' })
  await expect(full).toContainText('1 fight claimed')
  await full.getByRole('button', { name: 'Dismiss' }).click()
  await expect(full).toHaveCount(0)
  await back
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Buildings', exact: true })
    .click()
  await expect(back.getByRole('region', { name: 'Recent activity' })).toBeVisible()
  await expect(back.getByRole('region', { name: 'While you were away' })).toHaveCount(0)

  // The Fight screen lists the claim with its zone and what it paid.
  await back
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Fight', exact: true })
    .click()
  const claim = entriesOf(
    back
      .getByRole('region', { name: 'Recent activity' })
      .getByRole('list', { name: 'Recent activity' }),
  ).first()
  await expect(claim.locator('span').first()).toHaveText(/^Fight claimed: (Victory|Draw|Defeat)$/)
  await expect(claim).toContainText('Zone 1, Omaha Beach')
  await expect(claim.getByTestId('effect')).toHaveText(effectText(earned, 'DOVX', 'in game'))
  expect(errors).toEqual([])
})

test('back after 4 h: each finished fight and building is told once, on one line per fact', async ({
  page,
  context,
  devchain,
  indexer,
  stack,
}) => {
  test.setTimeout(150_000)
  const player = 'player5'
  const rows = async <T>(code: string, table: string, scope: string) =>
    ((await devchain.tableRows(code, table, scope)) as { rows: T[] }).rows
  const kinds = new Set(
    (await rows<{ template_id: number }>('dov.stake', 'bdata', 'dov.stake')).map(
      (r) => r.template_id,
    ),
  )
  const buildingIds = (
    await rows<{ asset_id: string; template_id: number }>('atomicassets', 'assets', player)
  )
    .filter((a) => kinds.has(a.template_id))
    .slice(0, 4)
    .map((a) => String(a.asset_id))
  expect(buildingIds).toHaveLength(4)
  // Four buildings staked and the three divisions sent to fight, then the player looks once.
  const divisions = await divisionsOf(devchain, player)
  expect(divisions).toHaveLength(3)
  await devchain.transact(player, [
    { account: 'dov.stake', name: 'regmch', data: { player, asset_ids: buildingIds } },
    ...divisions.map((d) => ({
      account: 'dov.game',
      name: 'startfight',
      data: { player, division_id: String(d.divID), zoneID: d.zoneID },
    })),
  ])
  await indexed(indexer, player, 4)
  await page.goto(`${stack.indexedApp}/fight`)
  await loginAs(page, player)
  await expect(page.getByRole('article').getByRole('timer')).toHaveCount(3)
  await visitStampedAfter(page, player, await newestActionTime(indexer, player))
  await page.close()

  // Four hours pass: every fight is over and every building has finished cycles, none claimed.
  await devchain.advanceTime(4 * 3600)
  const back = await context.newPage()
  await back.goto(`${stack.indexedApp}/`)
  const away = back.getByRole('region', { name: 'While you were away' })
  await expect(away).toContainText(/While you were away \(4 h( \d+ min)?\)/, { timeout: 20_000 })
  await expect(away.getByRole('listitem')).toHaveText([
    '3 fights finished, ready to claim',
    '4 buildings finished, ready to claim',
  ])
})
