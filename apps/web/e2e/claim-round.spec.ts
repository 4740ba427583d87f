import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { openedReport } from './battle'
import { startFights } from './fights'
import { type Devchain, expect, openAs, test } from './fixtures'
import {
  inGameBalances as balances,
  countTransactions,
  type DivisionRow,
  divisionsOf,
  passTime,
  signedUnits,
  TOKENS,
} from './staking'

/**
 * Claim and fight again against the devchain's demo world: player4's division fights in zone 1
 * from genesis (180 s) and player4 has a staked building. After the fight is over, one click shows
 * every action and the net per token (the new fight's costs included), one signature claims it
 * all and sends the division back to zone 1: the balances moved by exactly what was shown and the
 * division is fighting again on the chain.
 */

test('claim and fight again: the summary, one transaction, the balances moved as shown, the division fights again', async ({
  page,
  devchain,
}) => {
  const fighting = (await divisionsOf(devchain, 'player4')).filter((row) => row.end_time !== 0)
  expect(fighting).toHaveLength(1)
  const [division] = fighting
  if (division === undefined) throw new Error('player4 has no fight')

  await openAs(page, '/', 'player4', { clock: true })
  const panel = page.getByRole('region', { name: 'Ready to claim' })
  // The panel's chunk first: moved 240 s ahead, the page's clock would time its load out.
  await expect(panel).toBeVisible()
  await passTime(page, devchain, 240)
  const again = panel.getByRole('button', { name: 'Claim and fight again' })
  await expect(again).toBeEnabled()
  await again.click()

  const summary = panel.getByRole('region', { name: 'Claim and fight again' })
  const actions = summary.getByRole('list', { name: 'Actions, in order' })
  await expect(actions.getByRole('listitem').first()).toHaveText('Claim the fight of DIVISION 1')
  await expect(actions.getByRole('listitem').last()).toContainText(
    `Send DIVISION 1 to fight in zone ${division.zoneID}`,
  )
  await expect(summary.getByRole('list', { name: 'Divisions that stay' })).toHaveCount(0)
  const totals = summary.getByRole('list', {
    name: 'Claiming and fighting again moves your balances by',
  })
  await expect(totals.getByRole('listitem').first()).toBeVisible()
  const shown = Object.fromEntries(
    (await totals.getByRole('listitem').allTextContents()).map(signedUnits),
  )
  // The new fight's DOVH cost is in the net: no fight pays DOVH back.
  expect(shown.DOVH ?? 0).toBeLessThan(0)
  const before = await balances(devchain, 'player4')

  const transactions = countTransactions(page)
  await summary.getByRole('button', { name: 'Sign' }).click()
  // Told once: the toast, and the battle report; the panel's check says nothing more.
  await openedReport(page)
  await expect(panel.getByTestId('claim-report')).toHaveText('')
  expect(transactions()).toBe(1)

  const after = await balances(devchain, 'player4')
  for (const token of TOKENS) {
    expect((after[token] ?? 0) - (before[token] ?? 0), token).toBe(shown[token] ?? 0)
  }
  const [again4] = (await divisionsOf(devchain, 'player4')).filter(
    (row) => row.divID === division.divID,
  )
  expect(again4?.zoneID).toBe(division.zoneID)
  // Sent at least 240 s after genesis (the old fight ended at genesis + 180 s), the new fight ends
  // 180 s after it was sent: in the same second as the test's clock jump, exactly old end + 240.
  expect(again4?.end_time ?? 0).toBeGreaterThanOrEqual(division.end_time + 240)
  // The chain's clock agrees: the new fight is not over, so its claim is refused.
  await expect(
    devchain.transact('player4', [
      {
        account: 'dov.game',
        name: 'claimfight',
        data: { player: 'player4', division_id: division.divID },
      },
    ]),
  ).rejects.toThrow(/Fight not finished/)
  expect(transactions()).toBe(1)
})

/**
 * player5's three divisions sent out to their zones (1, 2 and 5) outside the app: DIVISION 3 (an
 * officer and two riflemen) fights in zone 5, Ardennes Woods, where it is expected to lose: 3.0000
 * DOVH and 1.5000 DOVX for 1.3000 DOVX. The page is opened with the chain 240 s on: every fight
 * is over.
 */
async function player5Round(page: Page, devchain: Devchain): Promise<DivisionRow[]> {
  const divisions = await divisionsOf(devchain, 'player5')
  expect(divisions.map((d) => d.zoneID)).toEqual([1, 2, 5])
  await startFights(devchain, 'player5', divisions)
  await openAs(page, '/', 'player5', { clock: true })
  await expect(page.getByRole('region', { name: 'Ready to claim' })).toBeVisible()
  await passTime(page, devchain, 240)
  return divisionsOf(devchain, 'player5')
}

/** Opens Claim and fight again's summary (on a phone, from under More). */
async function openRound(page: Page) {
  const panel = page.getByRole('region', { name: 'Ready to claim' })
  const again = panel.getByRole('button', { name: 'Claim and fight again' })
  await expect(panel.getByTestId('ready-count')).toHaveText('3')
  // The toggle is a phone's only: there, the round's button is under it.
  const more = panel.getByRole('button', { name: 'More' })
  if (await more.isVisible()) await more.click()
  await again.click()
  return panel.getByRole('region', { name: 'Claim and fight again' })
}

/** What the fight card and the round say before a fight in Ardennes Woods for DIVISION 3. */
const DEFEAT = 'Expected: Defeat — this fight loses DOVH and DOVX.'

for (const [width, height] of [
  [375, 812],
  [1440, 900],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    test('Claim and fight again asks before an expected Defeat, as the single Fight does: Cancel sends nothing, Confirm signs', async ({
      page,
      devchain,
    }) => {
      const before = await player5Round(page, devchain)
      const summary = await openRound(page)
      const actions = summary.getByRole('list', { name: 'Actions, in order' })
      // The action says why it will ask, in the fight card's words.
      await expect(actions.getByRole('listitem').last()).toHaveText(
        `Send DIVISION 3 to fight in zone 5 (-3.0000 DOVH, -1.5000 DOVX) ${DEFEAT}`,
      )
      const transactions = countTransactions(page)
      await summary.getByRole('button', { name: 'Sign' }).click()
      const ask = page.getByRole('dialog', { name: 'Send DIVISION 3 to fight?' })
      await expect(ask).toContainText(DEFEAT)
      await ask.getByRole('button', { name: 'Cancel' }).click()
      await expect(ask).toHaveCount(0)
      expect(transactions()).toBe(0)
      expect(await divisionsOf(devchain, 'player5')).toEqual(before)

      await summary.getByRole('button', { name: 'Sign' }).click()
      await ask.getByRole('button', { name: 'Confirm' }).click()
      await openedReport(page)
      expect(transactions()).toBe(1)
      const [, , third] = await divisionsOf(devchain, 'player5')
      expect(third?.zoneID).toBe(5)
      expect(third?.end_time ?? 0).toBeGreaterThan(before[2]?.end_time ?? 0)
    })

    test('standing orders: a division ordered to hold stays where it would lose, the order kept on the device, the others sent at once', async ({
      page,
      devchain,
    }) => {
      const before = await player5Round(page, devchain)
      let summary = await openRound(page)
      const order = summary.getByRole('combobox', { name: 'DIVISION 3: standing order' })
      await expect(order).toHaveValue('same')
      await order.selectOption({ label: 'Hold if it would lose' })
      const stays = summary.getByRole('list', { name: 'Divisions that stay' })
      await expect(stays).toHaveText(`DIVISION 3 holds in zone 5: ${DEFEAT}`)
      await expect(
        summary.getByRole('list', { name: 'Actions, in order' }).getByText(/^Send DIVISION 3/),
      ).toHaveCount(0)
      // axe-core finds nothing serious in the panel with the orders open.
      const { violations } = await new AxeBuilder({ page })
        .include('section[aria-label="Ready to claim"]')
        .analyze()
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
        [],
      )

      // Kept per account on the device: the next visit's round follows it.
      const stored = await page.evaluate(() =>
        Object.entries(localStorage).filter(([key]) => key.startsWith('dovwarfare.orders.')),
      )
      expect(stored).toEqual([
        [
          expect.stringMatching(/^dovwarfare\.orders\.[0-9a-f]+\.player5$/),
          `{"${before[2]?.divID}":"hold"}`,
        ],
      ])
      await page.reload()
      summary = await openRound(page)
      await expect(
        summary.getByRole('combobox', { name: 'DIVISION 3: standing order' }),
      ).toHaveValue('hold')
      await expect(summary.getByRole('list', { name: 'Divisions that stay' })).toHaveText(
        `DIVISION 3 holds in zone 5: ${DEFEAT}`,
      )

      // Nothing to ask: the two fights sent are Victories.
      const transactions = countTransactions(page)
      await summary.getByRole('button', { name: 'Sign' }).click()
      await openedReport(page)
      expect(transactions()).toBe(1)
      const after = await divisionsOf(devchain, 'player5')
      expect(after.map((d) => d.end_time > (before[0]?.end_time ?? 0))).toEqual([true, true, false])
      expect(after[2]?.end_time).toBe(0)
      // The fight card says the same words before the same fight.
      await page.keyboard.press('Escape')
      await page.goto('/fight')
      await expect(page.getByRole('article', { name: 'DIVISION 3' })).toContainText(DEFEAT)
    })
  })
}
