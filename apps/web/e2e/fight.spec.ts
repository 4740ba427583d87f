import type { Page } from '@playwright/test'
import { openedReport } from './battle'
import { cost, expected, readWorld } from './divisions'
import { expect, openAs, test } from './fixtures'
import { headerText } from './numbers'
import { divisionsOf, headerBalance, inGameUnits, passTime } from './staking'

/**
 * The fight zone list (/fight) against the devchain's demo world: what each card shows is checked
 * against `divisions.ts` (the spec's rules over the world's rows), and a fight is played to the
 * end: Fight, the chain clock moves on, Claim, and the wins and balances move by what was shown.
 */

const card = (page: Page, n: number) => page.getByRole('article', { name: `DIVISION ${n}` })
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text)

test.describe('fight zone list', () => {
  test('logged out, the screen asks for a wallet', async ({ page }) => {
    await page.goto('/fight')
    await expect(page.getByText('Please connect your wallet first.')).toBeVisible()
  })

  test('without a division, a clear way to the builder', async ({ page, devchain }) => {
    // The fixture resets the world (an earlier spec may have saved a division for player1).
    await devchain.setFirstEndpointDown(false)
    await openAs(page, '/fight', 'player1')
    await expect(page.getByText('You have no division yet.')).toBeVisible()
    await page.getByRole('link', { name: 'Create a division' }).click()
    await expect(page).toHaveURL(/\/create$/)
    await expect(page.getByRole('tab', { name: 'DIVISION 1' })).toBeVisible()
  })

  test('fight, let the chain time pass, claim: wins and balances move by the shown earnings and costs', async ({
    page,
    devchain,
  }) => {
    const world = await readWorld(devchain, 'player1')
    const zone1 = world.zone(1)
    const pick = (name: string, count: number) =>
      world.cards.filter((c) => c.name === name).slice(0, count)
    const chosen = [
      ...pick('Lieutenant', 1),
      ...pick('Medic', 1),
      ...pick('Guard', 1),
      ...pick('Commando', 1),
      ...pick('Ranger', 2),
      ...pick('Heavy Tank', 1),
    ]
    expect(chosen).toHaveLength(7)
    const slots = ['officer', 'support', 'combat4', 'combat5', 'combat6', 'combat7', 'combat8']
    const setup = chosen.map((c, i) => ({ key: slots[i] ?? '', value: c.asset_id }))
    await devchain.transact('player1', [
      { account: 'dov.divsim', name: 'adddivision', data: { zoneID: 1, setup, player: 'player1' } },
    ])
    const want = expected(
      chosen.map((c) => c.unit),
      zone1,
      world.udata,
    )
    expect(want.marker).toBe('Victory')

    // Zone 2 waits for a win in zone 1.
    await openAs(page, '/create', 'player1', { clock: true })
    await expect(page.getByRole('radio', { name: /^2 Sainte-Mere/ })).toBeDisabled()
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Fight', exact: true })
      .click()

    const division = card(page, 1)
    await expect(division.getByRole('heading')).toHaveText('DIVISION 1')
    await expect(division.getByText('Omaha Beach')).toBeVisible()
    await expect(division.getByTestId('cost-dovh')).toHaveText(cost(zone1, 'DOVH'))
    await expect(division.getByTestId('cost-dovx')).toHaveText(cost(zone1, 'DOVX'))
    await expect(division.getByTestId('wins-needed')).toHaveText(String(zone1.nbwins))
    await expect(division.getByTestId('victories')).toHaveText('0')
    await expect(division.getByTestId('earnings')).toHaveText(`${want.earnings} DOVX`)
    await expect(division.getByTestId('power')).toHaveText(want.power1)
    await expect(division.getByText('Authorized to fight')).toBeVisible()
    await expect(
      division.getByRole('list', { name: 'Expected result' }).locator('[aria-current="true"]'),
    ).toHaveText('Victory')

    const dovh = await inGameUnits(devchain, 'player1', 'DOVH')
    const dovx = await inGameUnits(devchain, 'player1', 'DOVX')
    const costH = Math.round(Number(cost(zone1, 'DOVH')) * 10_000)
    const costX = Math.round(Number(cost(zone1, 'DOVX')) * 10_000)
    await division.getByRole('button', { name: 'Fight' }).click()
    await expect(toast(page, 'Transaction successfull')).toBeVisible()
    await expect(division.getByRole('timer')).toHaveText(/^00:0[23]:\d\d$/)
    await expect(division.getByRole('button', { name: 'Fight' })).toHaveCount(0)
    expect(await inGameUnits(devchain, 'player1', 'DOVH')).toBe(dovh - costH)
    expect(await inGameUnits(devchain, 'player1', 'DOVX')).toBe(dovx - costX)
    await expect(headerBalance(page, 'DOVH')).toHaveText(headerText(dovh - costH))

    await passTime(page, devchain, 180)
    await division.getByRole('button', { name: 'Claim' }).click()
    await expect(division.getByRole('button', { name: 'Fight' })).toBeVisible()
    await expect(division.getByTestId('victories')).toHaveText('1')
    const after = dovx - costX + Number(want.earningsUnits)
    expect(await inGameUnits(devchain, 'player1', 'DOVX')).toBe(after)
    await expect(headerBalance(page, 'DOVX')).toHaveText(headerText(after))
    // The claim's report says so too; its sequence covers the screen while it plays, so a click
    // on the menu before it has ended would skip it rather than open the builder.
    await expect(await openedReport(page)).toContainText('Zone 2 Sainte-Mere is open.')

    // The win opens zone 2 in the builder.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Create' })
      .click()
    await expect(page.getByRole('radio', { name: /^2 Sainte-Mere/ })).toBeEnabled()
  })

  test('an unauthorized division is explained before signing', async ({ page, devchain }) => {
    // player3's full division (a Lieutenant) moves to Carentan, which needs a Major.
    const [full] = await divisionsOf(devchain, 'player3')
    if (full === undefined) throw new Error('player3 has no division')
    await devchain.transact('player3', [
      {
        account: 'dov.divsim',
        name: 'editdivision',
        data: { divID: full.divID, player: 'player3', setup: full.units, zoneID: 3 },
      },
    ])
    await openAs(page, '/fight', 'player3')
    const division = card(page, 1)
    await expect(division.getByText('Carentan')).toBeVisible()
    await expect(division.getByText('Unauthorized to fight', { exact: true })).toBeVisible()
    await expect(
      division.getByRole('list', { name: 'Expected result' }).locator('[aria-current="true"]'),
    ).toHaveCount(0)
    const fight = division.getByRole('button', { name: 'Fight' })
    await expect(fight).toBeDisabled()
    await expect(fight).toHaveAccessibleDescription(
      'Unauthorized to fight: needs Major (officer of order 3 or higher).',
    )
    // The other division (zone 1) can go.
    await expect(card(page, 2).getByRole('button', { name: 'Fight' })).toBeEnabled()
  })

  test('a cost the in-game balance cannot pay disables Fight and says so', async ({
    page,
    devchain,
  }) => {
    const dovh = await inGameUnits(devchain, 'player2', 'DOVH')
    const all = `${Math.floor(dovh / 10_000)}.${String(dovh % 10_000).padStart(4, '0')} DOVH`
    await devchain.transact('player2', [
      { account: 'dov.stake', name: 'withdraw', data: { player: 'player2', quantity: all } },
    ])
    await openAs(page, '/fight', 'player2')
    const fight = card(page, 1).getByRole('button', { name: 'Fight' })
    await expect(fight).toBeDisabled()
    await expect(fight).toHaveAccessibleDescription(
      'Not enough DOVH: the fight costs 1.0000, you have 0.0000 in game.',
    )
  })

  test('a division in a fight counts down on the chain clock, then offers Claim', async ({
    page,
    devchain,
  }) => {
    await openAs(page, '/fight', 'player4', { clock: true })
    const division = card(page, 1)
    await expect(division.getByText('Fight ends in')).toBeVisible()
    await expect(division.getByRole('timer')).toHaveText(/^00:0[0-3]:\d\d$/)
    await passTime(page, devchain, 200)
    await expect(division.getByRole('button', { name: 'Claim' })).toBeVisible()
  })
})
