import { expect, loginAs, storedSession, test } from './fixtures'

test.describe('wallet', () => {
  test('logs in with a local demo account, survives a reload, and logs out', async ({
    page,
    devchain,
  }) => {
    await page.goto('/')
    await loginAs(page, 'player2')
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await expect(page.getByText('Please connect your wallet first.')).toBeHidden()
    // player2's in-game balances and chosen avatar (AVT 3), read from the chain.
    const { rows } = (await devchain.tableRows('dov.stake', 'balances', 'player2')) as {
      rows: { balance: string }[]
    }
    const dovx = rows.find((row) => row.balance.endsWith(' DOVX'))?.balance.split(' ')[0] ?? ''
    await expect(page.getByRole('banner').getByTestId('balance-DOVX')).toHaveText(dovx.slice(0, -2))
    await expect(page.getByRole('banner').getByTestId('balance-AVT')).toHaveText('3')
    await expect(menu.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', /\/ipfs\//)

    await page.reload()
    await expect(menu.getByTestId('account-name')).toHaveText('player2')

    await menu.getByRole('button', { name: 'Log out' }).click()
    await expect(menu.getByRole('button', { name: 'Log In' })).toBeVisible()
    await expect(page.getByText('Please connect your wallet first.')).toBeVisible()
    await expect(page.getByRole('banner').getByRole('definition')).toHaveText([
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '1',
    ])
    await page.reload()
    await expect(menu.getByRole('button', { name: 'Log In' })).toBeVisible()
  })

  test('a login through the chooser stores the session a returning player has (openAs restores it)', async ({
    page,
    devchain,
  }) => {
    await page.goto('/')
    await loginAs(page, 'player4')
    const stored = await page.evaluate(() =>
      Object.fromEntries(
        Object.entries(localStorage).filter(([name]) => name.startsWith('wharf-dovwarfare-')),
      ),
    )
    const sessions = (value: string | undefined) => JSON.parse(value ?? 'null') as unknown
    const expected = storedSession(await devchain.chainId(), 'player4')
    expect(Object.keys(stored).sort()).toEqual(Object.keys(expected).sort())
    for (const name of Object.keys(expected))
      expect(sessions(stored[name]), name).toEqual(sessions(expected[name]))
  })

  test('the wallet stack is not loaded until the player asks to log in', async ({ page }) => {
    const kitRequests: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/kit-[^/]+\.js$/.test(request.url())) kitRequests.push(request.url())
    })
    await page.goto('/')
    await expect(page.getByText('Please connect your wallet first.')).toBeVisible()
    expect(kitRequests).toHaveLength(0)
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Log In' })
      .click()
    await expect.poll(() => kitRequests.length).toBe(1)
  })
})

test('a stored session of another chain is never restored', async ({
  page,
  devchain: _devchain,
}) => {
  await page.goto('/')
  await loginAs(page, 'player3')
  const stored = await page.evaluate(() =>
    Object.entries(localStorage).filter(([key]) => key.startsWith('wharf-dovwarfare-')),
  )
  expect(stored.length).toBeGreaterThan(0)
  // Point every stored session at the WAX test network's chain id.
  await page.evaluate((entries) => {
    const devchainId = 'ef207288e6712afa0c9a0bc113b6ec9d9939cbe4b74cd3e5d26aeaf75ba88397'
    const waxTestnetId = 'f16b1833c747c43682f4386fca9cbb327929334a762755ebec17f6f23c9b8a12'
    for (const [key, value] of entries)
      localStorage.setItem(key, value.replaceAll(devchainId, waxTestnetId))
  }, stored)
  await page.reload()
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu.getByRole('button', { name: 'Log In' })).toBeVisible()
  await expect(menu.getByTestId('account-name')).toHaveCount(0)
})

test('a transaction goes through the resource provider: cosigned for this chain, no console error', async ({
  page,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  const providerAnswers: number[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('/v1/resource_provider/request_transaction'))
      providerAnswers.push(response.status())
  })
  await page.goto('/exchange')
  await loginAs(page, 'player1')
  const row = page.getByRole('form', { name: 'DOVX' })
  await row.getByLabel('DOVX amount').fill('1')
  const sent = page.waitForResponse((response) =>
    /\/v1\/chain\/(send|push)_transaction2?$/.test(response.url()),
  )
  await row.getByRole('button', { name: 'Deposit DOVX' }).click()
  const trace = (await (await sent).json()) as {
    processed: { action_traces: { act: { account: string; name: string } }[] }
  }
  await expect(
    page.getByRole('status').filter({ hasText: 'Transaction successfull' }),
  ).toBeVisible()
  // The provider answered for this chain (not `400 Unsupported blockchain`), and its `noop`
  // (authorized by its cosign permission) leads the transaction the chain applied.
  expect(providerAnswers).toEqual([200])
  expect(trace.processed.action_traces[0]?.act).toMatchObject({ account: 'dov.rp', name: 'noop' })
  expect(problems).toEqual([])
})
