import { expect, openAs, test } from './fixtures'
import {
  inGameBalances as balances,
  countTransactions,
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
  await expect(panel.getByTestId('claim-report')).toContainText('your balances moved by exactly')
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
