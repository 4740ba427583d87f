import { expect, openAs, test } from './fixtures'
import { headerText } from './numbers'
import { assetUnits, headerBalance, inGameUnits, passTime } from './staking'

test.describe('buildings', () => {
  test('logged out, the screen asks for a wallet', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByText('Please connect your wallet first.')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Building slots' })).toBeHidden()
  })

  test('stake from the popup, count down on the chain clock, claim exactly what the card showed', async ({
    page,
    devchain,
  }) => {
    await openAs(page, '/', 'player1', { clock: true })
    const slots = page.getByRole('list', { name: 'Building slots' })
    await expect(slots.getByRole('button', { name: 'Add a building' })).toHaveCount(4)

    await slots.getByRole('button', { name: 'Add a building' }).first().click()
    const popup = page.getByRole('dialog', { name: 'Add a building' })
    const options = popup.getByRole('list', { name: 'Unstaked buildings' }).getByRole('button')
    await expect(options).toHaveCount(4)
    await expect(popup.getByText('Page 1 of 2')).toBeVisible()
    await popup.getByRole('button', { name: 'Next' }).click()
    await expect(popup.getByText('Page 2 of 2')).toBeVisible()
    await expect(options).toHaveCount(4)
    await popup.getByLabel('Utility').selectOption('Repair')
    await expect(options).toHaveCount(2)
    await expect(popup.getByRole('navigation', { name: 'Building pages' })).toBeHidden()
    await popup.getByLabel('Fusion').selectOption('3')
    await expect(options).toHaveCount(1)
    await popup.getByLabel('Fusion').selectOption('2')
    await expect(popup.getByText('No assets to show')).toBeVisible()
    await popup.getByLabel('Fusion').selectOption('3')
    await options.first().click()
    await expect(popup).toBeHidden()
    await expect(
      page.getByRole('status').filter({ hasText: 'Transaction successfull' }),
    ).toBeVisible()

    const card = slots.getByRole('article', { name: /Workshop Mk 3/ })
    await expect(card.getByText('Will end in')).toBeVisible()
    // The free slot that opened the popup is gone: focus is on the new card's slot, not lost.
    const newSlot = slots
      .getByRole('listitem')
      .filter({ has: page.getByRole('article', { name: /Workshop Mk 3/ }) })
    await expect(newSlot).toBeFocused()
    await expect(card.getByRole('timer')).toHaveText(/^00:(19|20):\d\d$/)
    // 1200 s (0.33 h), as players read it.
    await expect(card.getByText('20 min')).toBeVisible()
    const produced = (await card.getByTestId('produces').textContent()) ?? ''
    const consumed = (await card.getByTestId('consumes').textContent()) ?? ''
    expect([produced, consumed]).toEqual(['3.0000 DOVR', '1.0000 DOVX'])
    await expect(slots.getByRole('button', { name: 'Add a building' })).toHaveCount(3)

    const dovr = await inGameUnits(devchain, 'player1', 'DOVR')
    const dovx = await inGameUnits(devchain, 'player1', 'DOVX')
    await expect(headerBalance(page, 'DOVR')).toHaveText(headerText(dovr))

    await passTime(page, devchain, 1200)
    await expect(card.getByText('Is Finished')).toBeVisible()
    await expect(card.getByTestId('produces')).toHaveText(produced)
    await card.getByRole('button', { name: 'Claim' }).click()
    await expect(headerBalance(page, 'DOVR')).toHaveText(headerText(dovr + assetUnits(produced)))
    await expect(headerBalance(page, 'DOVX')).toHaveText(headerText(dovx - assetUnits(consumed)))
    expect(await inGameUnits(devchain, 'player1', 'DOVR')).toBe(dovr + assetUnits(produced))
    expect(await inGameUnits(devchain, 'player1', 'DOVX')).toBe(dovx - assetUnits(consumed))
    await expect(card.getByText('Will end in')).toBeVisible()
  })

  test('the popup closes with X, Escape and the backdrop', async ({ page }) => {
    await openAs(page, '/', 'player1')
    const add = page.getByRole('button', { name: 'Add a building' }).first()
    const popup = page.getByRole('dialog', { name: 'Add a building' })
    await add.click()
    await expect(popup).toBeVisible()
    await popup.getByRole('button', { name: 'Close' }).click()
    await expect(popup).toBeHidden()
    await add.click()
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    await expect(add).toBeFocused()
    await add.click()
    await page.mouse.click(3, 3)
    await expect(popup).toBeHidden()
  })

  test('disassembling unstakes that one building after a confirmation', async ({
    page,
    devchain,
  }) => {
    await openAs(page, '/', 'player2')
    const slots = page.getByRole('list', { name: 'Building slots' })
    await expect(slots.getByRole('article')).toHaveCount(2)
    const card = slots.getByRole('article', { name: /Infirmary Mk 2/ })
    await card.getByRole('button', { name: 'Disassemble' }).click()
    const confirm = page.getByRole('dialog', { name: 'Disassemble' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(slots.getByRole('article')).toHaveCount(2)
    await card.getByRole('button', { name: 'Disassemble' }).click()
    await confirm.getByRole('button', { name: 'Unstake' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Assets unstaked.' })).toBeVisible()
    await expect(card).toBeHidden()
    await expect(slots.getByRole('article')).toHaveCount(1)
    await expect(slots.getByRole('button', { name: 'Add a building' })).toHaveCount(3)
    const { rows } = (await devchain.tableRows('dov.stake', 'buildings', 'dov.stake')) as {
      rows: { owner: string }[]
    }
    expect(rows.filter((row) => row.owner === 'player2')).toHaveLength(1)
  })

  test('machine staking: filters, several staked at once, and a list claim pays what the rows showed', async ({
    page,
    devchain,
  }) => {
    await openAs(page, '/', 'player1', { clock: true })
    await page.getByRole('link', { name: 'Machine staking' }).click()
    await expect(page).toHaveURL(/\?view=machines$/)
    const staked = page.getByRole('region', { name: 'Staked buildings', exact: true })
    const unstaked = page.getByRole('region', { name: 'Unstaked buildings' })
    const rowBoxes = (list: typeof staked) =>
      list.getByRole('checkbox', { name: /^Select .* #\d+$/ })
    await expect(staked.getByText('No assets to show')).toBeVisible()
    await expect(rowBoxes(unstaked)).toHaveCount(8)

    await page.getByLabel('Type').selectOption('Supply')
    await expect(rowBoxes(unstaked)).toHaveCount(2)
    await page.getByLabel('Rarity').selectOption('Legendary')
    await expect(unstaked.getByText('No assets to show')).toBeVisible()
    await page.getByLabel('Rarity').selectOption('All')
    await unstaked.getByRole('checkbox', { name: 'Select all' }).check()
    await expect(unstaked.getByText('4 of 4 slots free')).toBeVisible()
    await unstaked.getByRole('button', { name: 'Stake selected (2)' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Transaction successfull' }),
    ).toBeVisible()
    await expect(rowBoxes(staked)).toHaveCount(2)
    await expect(staked.getByText('Will end in')).toHaveCount(2)

    // Running buildings have nothing to claim: the claim is not offered for them.
    await staked.getByRole('checkbox', { name: 'Select all' }).check()
    await expect(staked.getByRole('button', { name: 'Claim selected (0)' })).toBeDisabled()
    await expect(staked.getByText('None of the selected buildings has finished.')).toBeVisible()

    // Depot Mk 2 (900 s) and Depot Mk 4 (1800 s): after 1800 s, 2 cycles and 1 are finished.
    const dovs = await inGameUnits(devchain, 'player1', 'DOVS')
    const dovx = await inGameUnits(devchain, 'player1', 'DOVX')
    await passTime(page, devchain, 1800)
    await expect(staked.getByText('Is Finished')).toHaveCount(2)
    const sum = async (testId: string) =>
      (await staked.getByTestId(testId).allTextContents()).reduce((n, t) => n + assetUnits(t), 0)
    const produced = await sum('produces')
    const consumed = await sum('consumes')
    expect([produced, consumed]).toEqual([30_000 + 60_000, 10_000 + 20_000])
    await staked.getByRole('button', { name: 'Claim selected (2)' }).click()
    await expect.poll(() => inGameUnits(devchain, 'player1', 'DOVS')).toBe(dovs + produced)
    expect(await inGameUnits(devchain, 'player1', 'DOVX')).toBe(dovx - consumed)
    await expect(staked.getByText('Will end in')).toHaveCount(2)
  })

  test('a claim already made elsewhere gets "Nothing to claim." and the card catches up', async ({
    page,
    devchain,
  }) => {
    await openAs(page, '/', 'player2', { clock: true })
    const card = page.getByRole('article', { name: /Workshop Mk 1/ })
    await expect(card.getByText('Will end in')).toBeVisible()
    // Workshop Mk 1: 600 s, 500 s with player2's Uncommon clock.
    await passTime(page, devchain, 500)
    await expect(card.getByText('Is Finished')).toBeVisible()
    const assetId = ((await card.getByText(/^#\d+$/).textContent()) ?? '').slice(1)
    await devchain.transact('player2', [
      { account: 'dov.stake', name: 'claimmch', data: { asset_ids: [assetId] } },
    ])
    await card.getByRole('button', { name: 'Claim' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Nothing to claim.' })).toBeVisible()
    await expect(card.getByText('Will end in')).toBeVisible()
    // A warning, not a failure: no wallet error dialog is left blocking the page.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Tools' })
      .click()
    await expect(page).toHaveURL(/\/tools$/)
  })

  for (const width of [375, 1440]) {
    test(`a cycle's duration is shown to the second, never rounded to the minute (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await openAs(page, '/', 'player5')
      const slots = page.getByRole('list', { name: 'Building slots' })
      await slots.getByRole('button', { name: 'Add a building' }).first().click()
      const popup = page.getByRole('dialog', { name: 'Add a building' })
      await popup.getByLabel('Utility').selectOption('Health')
      await popup.getByLabel('Fusion').selectOption('2')
      const option = popup.getByRole('list', { name: 'Unstaked buildings' }).getByRole('listitem')
      await expect(option).toHaveCount(1)
      // Infirmary Mk 2: 900 s, 450 s with player5's Supreme clock; already in the popup.
      await expect(option.getByText('7 min 30 s', { exact: true })).toBeVisible()
      await option.getByRole('button', { name: /Infirmary Mk 2/ }).click()
      await expect(popup).toBeHidden()
      const card = slots.getByRole('article', { name: /Infirmary Mk 2/ })
      await expect(card.getByText('Will end in')).toBeVisible()
      const duration = card.getByText('7 min 30 s', { exact: true })
      await expect(duration).toBeVisible()
      // The spec's hours, on hover.
      await expect(duration).toHaveAttribute('title', '0.12 h')
    })
  }

  test('a failed read shows the error with a retry, never a crashed screen', async ({ page }) => {
    let fail = true
    await page.route(/\/v1\/chain\/get_table_rows$/, async (route) => {
      const body = route.request().postDataJSON() as { table?: string }
      if (fail && body.table === 'buildings')
        await route.fulfill({
          status: 400,
          json: { code: 400, message: 'bad table', error: { what: 'bad table', details: [] } },
        })
      else await route.fallback()
    })
    await openAs(page, '/', 'player2')
    await expect(page.getByText('Your buildings could not be loaded.')).toBeVisible()
    fail = false
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(
      page.getByRole('list', { name: 'Building slots' }).getByRole('article'),
    ).toHaveCount(2)
  })
})

test('a lazy part of the screen that fails to load names its chunk and offers a reload', async ({
  page,
  devchain: _devchain,
}) => {
  await page.route(/\/assets\/MachineStaking-[^/]+\.js$/, (route) => route.abort())
  await openAs(page, '/', 'player1')
  await page.getByRole('link', { name: 'Machine staking' }).click()
  await expect(page.getByText('Loading chunk machine-staking failed')).toBeVisible()
  await page.unroute(/\/assets\/MachineStaking-[^/]+\.js$/)
  await page.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByRole('heading', { name: 'Staked buildings', exact: true })).toBeVisible({
    timeout: 20_000,
  })
})
