import type { Page } from '@playwright/test'
import { type Devchain, expect, openAs, test } from './fixtures'
import { inGameUnits } from './staking'

/**
 * No loss unwarned, against the devchain's demo world: player3's weak division in zone 1
 * (officer + 2 Riflemen, 40.8 points: a Defeat) is marked in words on its fight card and asks
 * before signing; declining sends nothing (the division stays idle, no cost is charged), Confirm
 * sends `startfight`. A winning division signs at once (fight.spec.ts).
 */

const card = (page: Page, n: number) => page.getByRole('article', { name: `DIVISION ${n}` })

type DivisionRow = { divID: number; owner: string; zoneID: number; end_time: number }

async function weakDivision(devchain: Devchain): Promise<DivisionRow> {
  const { rows } = (await devchain.tableRows('dov.game', 'sdivisions', 'dov.game')) as {
    rows: DivisionRow[]
  }
  const weak = rows.find((row) => row.owner === 'player3' && row.zoneID === 1)
  if (weak === undefined) throw new Error('player3 has no division in zone 1')
  return weak
}

test('an expected Defeat is marked, asks first, sends nothing on Cancel and fights on Confirm', async ({
  page,
  devchain,
}) => {
  await openAs(page, '/fight', 'player3')
  // DIVISION 2 is the weak one (division id order), in Omaha Beach.
  const division = card(page, 2)
  await expect(division.getByText('Omaha Beach')).toBeVisible()
  await expect(
    division.getByRole('list', { name: 'Expected result' }).locator('[aria-current="true"]'),
  ).toHaveText('Defeat')
  // Every text of before stays; the marking is added, in words.
  await expect(division.getByText('Authorized to fight')).toBeVisible()
  await expect(division.getByTestId('earnings')).toHaveText('0.500 DOVX')
  await expect(division.getByTestId('net')).toHaveText('DOVX 0.0000 · DOVH \u22121.0000')
  await expect(division.getByText('Expected: Defeat — this fight loses DOVH.')).toBeVisible()
  const fight = division.getByRole('button', { name: 'Fight' })
  await expect(fight).toHaveAccessibleDescription('Expected: Defeat — this fight loses DOVH.')

  const dovh = await inGameUnits(devchain, 'player3', 'DOVH')
  const dovx = await inGameUnits(devchain, 'player3', 'DOVX')
  const dialog = page.getByRole('dialog', { name: 'Send DIVISION 2 to fight?' })

  // Declined, with the mouse and with the keyboard: nothing is sent.
  await fight.click()
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Expected: Defeat — this fight loses DOVH.')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await fight.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(fight).toBeEnabled()
  expect((await weakDivision(devchain)).end_time).toBe(0)
  expect(await inGameUnits(devchain, 'player3', 'DOVH')).toBe(dovh)
  expect(await inGameUnits(devchain, 'player3', 'DOVX')).toBe(dovx)

  // Confirmed: startfight is signed, the division fights and the zone's costs are charged.
  await fight.click()
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Transaction successfull'),
  ).toBeVisible()
  await expect(division.getByText('Fight ends in')).toBeVisible()
  expect((await weakDivision(devchain)).end_time).toBeGreaterThan(0)
  expect(await inGameUnits(devchain, 'player3', 'DOVH')).toBe(dovh - 10_000)
  expect(await inGameUnits(devchain, 'player3', 'DOVX')).toBe(dovx - 5_000)
})

test('the economy says how long DOVH lasts at the current rate', async ({ page }) => {
  await openAs(page, '/economy', 'player3')
  await expect(page.getByTestId('lasts-DOVH')).toHaveText(
    /^DOVH lasts (~\d+ (min|h|days)|under a minute) at this rate: [\d,.]+ in game, -[\d,.]+ per hour\.$/,
  )
})
