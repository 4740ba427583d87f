import type { Page } from '@playwright/test'
import { startFights } from './fights'
import { type Devchain, expect, test } from './fixtures'
import { divisionsOf } from './staking'

/**
 * The Hall of Fame over the indexer's live channel (`GET /v1/events?hof=1`, Server-Sent Events):
 * a change on the chain reaches an open /hof as the channel's `hof` event, with no request for
 * `/v1/hof` after the page's first; without the channel, the page polls `/v1/hof` as before.
 */

/** The fight of player5's idle division in zone 1, won and claimed, signed outside the app. */
async function player5WinsInZone1(devchain: Devchain) {
  // The demo leaves player5 one victory short of the Bunker board, with a full division idle in
  // zone 1 that wins there (docs/contracts.md).
  const division = (await divisionsOf(devchain, 'player5')).find(
    (row) => row.zoneID === 1 && row.end_time === 0,
  )
  if (division === undefined) throw new Error('player5 has no idle division in zone 1')
  const player = 'player5'
  await startFights(devchain, player, [{ divID: division.divID, zoneID: 1 }])
  await devchain.advanceTime(180)
  await devchain.transact(player, [
    { account: 'dov.game', name: 'claimfight', data: { player, division_id: division.divID } },
  ])
}

/** The indexer's requests of the page: `/v1/hof` and the channel's, by path. */
function indexerRequests(page: Page, indexer: string) {
  const requests = { hof: 0, events: [] as string[] }
  page.on('request', (request) => {
    if (!request.url().startsWith(indexer)) return
    const url = new URL(request.url())
    if (url.pathname === '/v1/hof') requests.hof += 1
    if (url.pathname === '/v1/events') requests.events.push(url.search)
  })
  return requests
}

/** Opens /hof and waits for its boards: the Bunker's top 5 without player5. */
async function openHof(page: Page, app: string) {
  await page.goto(`${app}/hof`)
  const bunker = page.getByRole('region', { name: 'Bunker' }).getByRole('table')
  await expect(page.locator('[data-board][data-state="complete"]')).toHaveCount(7)
  await expect(bunker.getByRole('row')).toHaveCount(6)
  const player5 = bunker.getByRole('row').filter({ hasText: 'player5' })
  await expect(player5).toHaveCount(0)
  return player5
}

test('a fight claimed reaches an open /hof over the live channel, with no request for /v1/hof after the first', async ({
  page,
  devchain,
  indexer,
  stack,
}) => {
  const requests = indexerRequests(page, indexer)
  const player5 = await openHof(page, stack.indexedApp)
  await expect.poll(() => requests.events).toEqual(['?hof=1'])
  expect(requests.hof).toBe(1)
  const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length)

  await player5WinsInZone1(devchain)

  await expect(player5).toHaveCount(1, { timeout: 10_000 })
  await expect(player5).toContainText('16 Victories')
  // Polling would have asked every 3 s meanwhile: the boards came on the channel alone.
  expect(requests.hof).toBe(1)
  expect(requests.events).toEqual(['?hof=1'])
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(
    navigations,
  )
})

test('without the live channel, an open /hof still follows the chain by asking /v1/hof again', async ({
  page,
  devchain,
  indexer,
  stack,
}) => {
  await page.route('**/v1/events*', (route) => route.abort())
  const requests = indexerRequests(page, indexer)
  const player5 = await openHof(page, stack.indexedApp)
  await expect.poll(() => requests.events.length).toBeGreaterThan(0)
  const before = requests.hof

  await player5WinsInZone1(devchain)

  await expect(player5).toHaveCount(1, { timeout: 10_000 })
  await expect(player5).toContainText('16 Victories')
  expect(requests.hof).toBeGreaterThan(before)
})
