import type { Page } from '@playwright/test'
import { cost, expected, readWorld } from './divisions'
import { expect, openAs, test } from './fixtures'
import { countTransactions, divisionsOf } from './staking'

/**
 * Send from where you are, against the devchain's demo world: a fight card moves its division to
 * another reachable zone and sends it there in one signed transaction (`editdivision` then
 * `startfight`), and the builder sends a division it has just saved.
 */

const card = (page: Page, n: number) => page.getByRole('article', { name: `DIVISION ${n}` })
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text)

/** Signs what the button sends, confirming first when it asks (an expected Defeat). */
async function send(page: Page, button: ReturnType<Page['getByRole']>) {
  const asks = (await button.getAttribute('data-variant')) === 'secondary'
  await button.click()
  if (asks) await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
}

test('a fight card changes zone and fights there in one signature', async ({ page, devchain }) => {
  const world = await readWorld(devchain, 'player5')
  const before = await divisionsOf(devchain, 'player5')
  const first = before[0]
  if (first === undefined) throw new Error('player5 has no division')
  const used = new Set(before.map((row) => row.zoneID))
  const sent = countTransactions(page)
  await openAs(page, '/fight', 'player5')

  const division = card(page, 1)
  await division.getByRole('button', { name: 'Change zone' }).click()
  const map = division.getByRole('group', { name: 'Zone to send DIVISION 1 to' })
  await expect(map.getByRole('radio', { checked: true })).toHaveAccessibleName(
    new RegExp(`^${first.zoneID} `),
  )
  // The map scrolls within its box on a 320 px screen: the page does not.
  await page.setViewportSize({ width: 320, height: 800 })
  await expect(map).toBeVisible()
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true)
  const offered = map.getByRole('radio', { disabled: false })
  const labels = await offered.evaluateAll((radios) =>
    radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? ''),
  )
  // Only reachable, open zones: player5 has won in zones 1 to 8, so 9 is the last it reaches.
  const ids = labels.map((label) => Number(label.split(' ')[0]))
  expect(Math.max(...ids)).toBeLessThanOrEqual(9)
  const units = first.units.map((unit) => {
    const found = world.cards.find((c) => c.asset_id === String(unit.value))
    if (found === undefined) throw new Error(`not player5's card: ${unit.value}`)
    return found.unit
  })
  // Another zone, free of player5's divisions, where this one is authorized.
  const target = ids.find(
    (id) => !used.has(id) && expected(units, world.zone(id), world.udata).authorized,
  )
  if (target === undefined) throw new Error('no other zone to send DIVISION 1 to')
  const zone = world.zone(target)
  const want = expected(units, zone, world.udata)
  const label = labels[ids.indexOf(target)] ?? ''
  expect(label).toContain(`cost ${cost(zone, 'DOVH')} DOVH, ${cost(zone, 'DOVX')} DOVX`)
  expect(label).toContain(`expected: ${want.marker ?? 'No result'}`)

  // The card follows the picked zone before signing.
  await map.getByRole('radio', { name: new RegExp(`^${target} `) }).check()
  await expect(division.getByTestId('cost-dovh')).toHaveText(cost(zone, 'DOVH'))
  await expect(division.getByTestId('cost-dovx')).toHaveText(cost(zone, 'DOVX'))
  await expect(division.getByTestId('earnings')).toHaveText(`${want.earnings} DOVX`)
  const marker = division
    .getByRole('list', { name: 'Expected result' })
    .locator('[aria-current="true"]')
  if (want.marker === undefined) await expect(marker).toHaveCount(0)
  else await expect(marker).toHaveText(want.marker)

  const transactions = sent()
  await send(page, division.getByRole('button', { name: 'Move and fight' }))
  await expect(toast(page, 'Transaction successfull')).toBeVisible()
  await expect(division.getByRole('timer')).toBeVisible()
  expect(sent() - transactions).toBe(1)
  const after = (await divisionsOf(devchain, 'player5')).find((row) => row.divID === first.divID)
  expect(after?.zoneID).toBe(target)
  expect(after?.end_time).toBeGreaterThan(0)
  expect(after?.units).toEqual(first.units)
})

test('the builder sends a division it has just saved', async ({ page, devchain }) => {
  await openAs(page, '/create', 'player1')
  await page.getByRole('radio', { name: /^1 Omaha Beach/ }).check()
  const planner = page.getByRole('region', { name: 'Battle planner' })
  await planner.getByRole('button', { name: 'Best division for this zone' }).click()
  await planner
    .getByRole('region', { name: 'Proposed division' })
    .getByRole('button', { name: 'Use this division' })
    .click()
  // Nothing to send before it is saved.
  await expect(page.getByRole('button', { name: 'Send to fight' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Save division' }).click()
  await expect(toast(page, 'Transaction successfull')).toBeVisible()

  const sendButton = page.getByRole('button', { name: 'Send to fight' })
  await expect(sendButton).toBeEnabled()
  await send(page, sendButton)
  await expect(toast(page, 'Transaction successfull').nth(1)).toBeVisible()
  await expect(page.getByRole('note').filter({ hasText: 'is in a fight' })).toContainText(
    'DIVISION 1 is in a fight',
  )
  await expect(sendButton).toHaveCount(0)
  const [division] = await divisionsOf(devchain, 'player1')
  expect(division?.zoneID).toBe(1)
  expect(division?.end_time).toBeGreaterThan(0)
})
