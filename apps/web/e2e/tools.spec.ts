import { expect, openAs, test } from './fixtures'
import { inGameUnits } from './staking'

test.describe('tools', () => {
  test('logged out, the screen asks for a wallet', async ({ page }) => {
    await page.goto('/tools')
    await expect(page.getByText('Please connect your wallet first.')).toBeVisible()
  })

  test('with no tool staked: "No assets to show" and three empty slots', async ({ page }) => {
    await openAs(page, '/tools', 'player1')
    const staked = page.getByRole('region', { name: 'Staked tools' })
    await expect(staked.getByText('No assets to show')).toBeVisible()
    for (const name of [
      'clock: stake a clock',
      'booster: stake a booster',
      'effort: stake an effort',
    ]) {
      await expect(page.getByRole('button', { name })).toHaveAccessibleDescription(/Empty slot/)
    }
  })

  test("staking and unstaking a tool changes the buildings' numbers at once", async ({
    page,
    devchain,
  }) => {
    await openAs(page, '/', 'player2')
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    const infirmary = page.getByRole('article', { name: /Infirmary Mk 2/ })
    await expect(infirmary.getByTestId('consumes')).toHaveText('0.5000 DOVX')
    await expect(infirmary.getByTestId('produces')).toHaveText('1.5000 DOVH')

    await menu.getByRole('link', { name: 'Tools' }).click()
    const staked = page.getByRole('region', { name: 'Staked tools' })
    await expect(staked.getByRole('article')).toHaveCount(1)
    await page.getByRole('button', { name: 'effort: stake an effort' }).click()
    const popup = page.getByRole('dialog', { name: 'Stake an effort' })
    const options = popup.getByRole('button', { name: /^Efficiency Manual .*: stake$/ })
    await expect(options).toHaveCount(2)
    await expect(popup.getByText('Stake Fees')).toHaveCount(2)
    const legendary = popup.getByRole('button', {
      name: /^Efficiency Manual Legendary #\d+: stake$/,
    })
    await expect(legendary).toHaveAccessibleDescription(/5\.0000 DOVS/)
    const dovs = await inGameUnits(devchain, 'player2', 'DOVS')
    await legendary.click()
    await expect(popup).toBeHidden()
    await expect(
      page.getByRole('status').filter({ hasText: 'Transaction successfull' }),
    ).toBeVisible()
    await expect(staked.getByRole('article')).toHaveCount(2)
    await expect(
      page.getByRole('button', { name: 'effort: stake an effort' }),
    ).toHaveAccessibleDescription(/In effect: Legendary/)
    expect(await inGameUnits(devchain, 'player2', 'DOVS')).toBe(dovs - 50_000)

    // A Legendary effort (25 %) cuts the DOVX an Infirmary Mk 2 consumes: 0.5 × 0.75.
    await menu.getByRole('link', { name: 'Buildings' }).click()
    await expect(infirmary.getByTestId('consumes')).toHaveText('0.3750 DOVX')
    await expect(infirmary.getByTestId('produces')).toHaveText('1.5000 DOVH')

    await menu.getByRole('link', { name: 'Tools' }).click()
    await staked
      .getByRole('article', { name: /Efficiency Manual Legendary/ })
      .getByRole('button', { name: 'Unstake' })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'Assets unstaked.' })).toBeVisible()
    await expect(staked.getByRole('article')).toHaveCount(1)
    await menu.getByRole('link', { name: 'Buildings' }).click()
    await expect(infirmary.getByTestId('consumes')).toHaveText('0.5000 DOVX')
  })

  test('staked tools come in pages of 4', async ({ page, devchain }) => {
    const { data } = (await fetch(
      `${devchain.url}/atomicassets/v1/assets?owner=player1&schema_name=tools&limit=100`,
    ).then((r) => r.json())) as { data: { asset_id: string }[] }
    await devchain.transact('player1', [
      {
        account: 'dov.stake',
        name: 'regbd',
        data: { player: 'player1', asset_ids: data.slice(0, 5).map((a) => a.asset_id) },
      },
    ])
    await openAs(page, '/tools', 'player1')
    const staked = page.getByRole('region', { name: 'Staked tools' })
    await expect(staked.getByRole('article')).toHaveCount(4)
    await staked.getByRole('button', { name: 'Next' }).click()
    await expect(staked.getByText('Page 2 of 2')).toBeVisible()
    await expect(staked.getByRole('article')).toHaveCount(1)
  })
})
