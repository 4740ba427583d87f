import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { type Devchain, expect, openAs, test } from './fixtures'
import { headerText, tokenText } from './numbers'
import { headerBalance, inGameUnits } from './staking'
import { marksOffTheirLine } from './tokenMarks'

/**
 * Crafting against the devchain's demo world (`game-catalog.ts` CRAFTS): player1 holds the
 * starter kit (500 DOVX, 200 of each other token in game). The screen shows the first 6 of the 7
 * recipes: the Land Cruiser is sold out, the Workshop Mk 1 costs 750 DOVX, the Captain costs
 * 8.1250 DOVX and 2.0075 DOVH.
 */

async function openCraft(page: Page, account = 'player1') {
  await openAs(page, '/craft', account)
  const items = page.getByRole('region', { name: 'Craftable items' })
  await expect(items.getByRole('article')).toHaveCount(6)
  return items
}

/** How many assets of a template `owner` holds, from the AtomicAssets API. */
async function ownedOfTemplate(devchain: Devchain, owner: string, templateId: string) {
  const response = await fetch(
    `${devchain.url}/atomicassets/v1/assets?collection_name=dov.army&owner=${owner}&template_id=${templateId}&limit=100`,
  )
  const body = (await response.json()) as { data: unknown[] }
  return body.data.length
}

type ApiAsset = { asset_id: string; name: string; data: { img: string } }

/** The assets of a template `owner` holds, from the AtomicAssets API, newest first. */
async function assetsOfTemplate(devchain: Devchain, owner: string, templateId: string) {
  const response = await fetch(
    `${devchain.url}/atomicassets/v1/assets?collection_name=dov.army&owner=${owner}&template_id=${templateId}&limit=100&order=desc&sort=asset_id`,
  )
  return ((await response.json()) as { data: ApiAsset[] }).data
}

test.describe('craft', () => {
  test('logged out, the screen asks for a wallet', async ({ page }) => {
    await page.goto('/craft')
    await expect(page.getByText('Please connect your wallet first.')).toBeVisible()
  })

  test('crafting an item lowers Remains, takes exactly the costs and adds the asset', async ({
    page,
    devchain,
  }) => {
    const dovx = await inGameUnits(devchain, 'player1', 'DOVX')
    const dovh = await inGameUnits(devchain, 'player1', 'DOVH')
    const items = await openCraft(page)
    const captain = items.getByRole('article', { name: 'Captain' })
    await expect(captain.getByTestId('remains')).toHaveText('10')
    const templateId = ((await captain.getByTestId('template-id').textContent()) ?? '').slice(1)
    const owned = await ownedOfTemplate(devchain, 'player1', templateId)
    await expect(captain.getByTestId('owned')).toHaveText(String(owned))
    await expect(captain.getByRole('list', { name: 'Costs' }).getByRole('listitem')).toHaveText([
      '8.1250 DOVX',
      '2.0075 DOVH',
    ])
    await expect(page.getByTestId('in-game-DOVX')).toHaveText(tokenText(dovx))
    await expect(headerBalance(page, 'DOVX')).toHaveText(headerText(dovx))

    await captain.getByRole('button', { name: 'Craft' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Transaction successfull' }),
    ).toBeVisible()

    await expect(captain.getByTestId('remains')).toHaveText('9')
    await expect(captain.getByTestId('owned')).toHaveText(String(owned + 1))
    // 500.0000 − 8.1250 and 200.0000 − 2.0075, to the 4th decimal on the screen; the header
    // shows 2 decimals, truncated (197.9925 → 197.99).
    await expect(page.getByTestId('in-game-DOVX')).toHaveText(tokenText(dovx - 81_250))
    await expect(page.getByTestId('in-game-DOVH')).toHaveText(tokenText(dovh - 20_075))
    await expect(headerBalance(page, 'DOVX')).toHaveText(headerText(dovx - 81_250))
    await expect(headerBalance(page, 'DOVH')).toHaveText(headerText(dovh - 20_075))
    expect(await inGameUnits(devchain, 'player1', 'DOVX')).toBe(dovx - 81_250)
    expect(await inGameUnits(devchain, 'player1', 'DOVH')).toBe(dovh - 20_075)
    expect(await ownedOfTemplate(devchain, 'player1', templateId)).toBe(owned + 1)
  })

  test('an unaffordable craft and a sold-out template have no working button', async ({
    page,
    devchain: _devchain,
  }) => {
    const items = await openCraft(page)
    const workshop = items.getByRole('article', { name: 'Workshop Mk 1' })
    const craft = workshop.getByRole('button', { name: 'Craft' })
    await expect(craft).toBeDisabled()
    await expect(craft).toHaveAccessibleDescription('You need 250.0000 DOVX more in game.')
    await expect(workshop.getByRole('listitem').filter({ hasText: 'DOVX' })).toHaveAttribute(
      'data-short',
      'true',
    )

    const cruiser = items.getByRole('article', { name: 'Land Cruiser' })
    await expect(cruiser.getByTestId('remains')).toHaveText('0')
    await expect(cruiser.getByRole('button')).toHaveCount(0)
    await expect(cruiser.getByText('Nothing left to craft')).toBeVisible()
    // The 7th recipe is not shown.
    await expect(items.getByRole('article', { name: 'Field Clock Common' })).toHaveCount(0)
  })

  for (const width of [1440, 375, 320]) {
    test(`each token's label stays on one line with its icon (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await openCraft(page)
      await expect(page.getByTestId('in-game-DOVH')).toHaveText(/\d/)
      // Every token mark of the screen (the balances' labels, the costs): its text begins on the
      // line its icon (the ::before) is on, and takes one line.
      const marks = await marksOffTheirLine(page)
      expect(marks.count).toBeGreaterThan(5)
      expect(marks.off).toEqual([])
      // The balances' amounts stay beside their labels: on the label's line. Each pair is
      // measured at one instant: panels drawn above (First steps) move both while the test reads.
      const balances = page.getByRole('region', { name: 'In-game balances' })
      for (const token of ['DOVX', 'DOVF', 'DOVH', 'DOVS', 'DOVR']) {
        const pair = await balances.evaluate((region, name) => {
          const label = region.querySelector(`dt[data-token="${name}"]`)
          const amount = region.querySelector(`[data-testid="in-game-${name}"]`)
          if (label === null || amount === null) return null
          const { top, height } = label.getBoundingClientRect()
          const box = amount.getBoundingClientRect()
          return { top, bottom: top + height, middle: box.top + box.height / 2 }
        }, token)
        if (pair === null) throw new Error(`${token} is not shown`)
        expect(pair.middle, token).toBeGreaterThan(pair.top)
        expect(pair.middle, token).toBeLessThan(pair.bottom)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
    })
  }

  test("a refusal of the chain shows the chain's message", async ({ page, devchain }) => {
    const items = await openCraft(page)
    const captain = items.getByRole('article', { name: 'Captain' })
    await expect(captain.getByRole('button', { name: 'Craft' })).toBeEnabled()
    // Meanwhile, on another device, player1 withdraws almost all their in-game DOVX.
    await devchain.transact('player1', [
      {
        account: 'dov.stake',
        name: 'withdraw',
        data: { player: 'player1', quantity: '495.0000 DOVX' },
      },
    ])
    await captain.getByRole('button', { name: 'Craft' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'An error has occurred.' }),
    ).toBeVisible()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Insufficient DOVX balance' }),
    ).toBeVisible()
    // The reload after the refusal shows what the chain holds, and the screen now refuses it.
    await expect(page.getByTestId('in-game-DOVX')).toHaveText('5.0000')
    await expect(captain.getByRole('button', { name: 'Craft' })).toHaveAccessibleDescription(
      'You need 3.1250 DOVX more in game.',
    )
    await expect(captain.getByTestId('remains')).toHaveText('10')
  })

  test('a craft says Crafting… while it is out, then shows the new asset, the one on chain', async ({
    page,
    devchain,
  }) => {
    const items = await openCraft(page)
    const captain = items.getByRole('article', { name: 'Captain' })
    const templateId = ((await captain.getByTestId('template-id').textContent()) ?? '').slice(1)
    const before = (await assetsOfTemplate(devchain, 'player1', templateId)).map((a) => a.asset_id)
    // The transaction is held on its way to the chain until the pending state has been seen.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/v1\/chain\/(send_transaction2?|push_transaction)$/, async (route) => {
      await held
      await route.continue()
    })

    await captain.getByRole('button', { name: 'Craft' }).click()
    const crafting = captain.getByRole('button', { name: 'Crafting…' })
    await expect(crafting).toHaveAttribute('aria-busy', 'true')
    await expect(crafting).toBeDisabled()
    const lightTank = items.getByRole('article', { name: 'Light Tank' })
    await expect(lightTank.getByRole('button', { name: 'Craft' })).toBeDisabled()
    await expect(page.getByRole('status').filter({ hasText: 'You crafted' })).toHaveCount(0)
    release()

    const notice = page.getByRole('status').filter({ hasText: 'You crafted' })
    await expect(notice).toHaveText(/^You crafted Captain #\d+$/)
    const id = /#(\d+)$/.exec((await notice.textContent()) ?? '')?.[1] ?? ''
    await expect(captain.getByRole('button', { name: 'Craft' })).toBeEnabled()
    await expect(captain.getByRole('button', { name: 'Craft' })).not.toHaveAttribute('aria-busy')

    // The id is the asset the craft minted: new, of the Captain's template, the player's on chain
    // (atomicassets `assets`, scope player1) and in the AtomicAssets API, with the shown name.
    expect(before).not.toContain(id)
    const { rows } = (await devchain.tableRows('atomicassets', 'assets', 'player1')) as {
      rows: { asset_id: string | number; template_id: number }[]
    }
    expect(rows.find((row) => String(row.asset_id) === id)?.template_id).toBe(Number(templateId))
    const after = await assetsOfTemplate(devchain, 'player1', templateId)
    expect(after.map((a) => a.asset_id).filter((a) => !before.includes(a))).toEqual([id])
    const minted = after.find((a) => a.asset_id === id)
    expect(minted?.name).toBe('Captain')
    const panel = notice.locator('xpath=..')
    await expect(panel.locator('img')).toHaveAttribute('src', new RegExp(minted?.data.img ?? '-'))

    // axe-core finds nothing serious on the screen with the notice (the page's main region: the
    // success toast is the shell's, outside it).
    const { violations } = await new AxeBuilder({ page }).include('main').analyze()
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

    await panel.getByRole('button', { name: 'Dismiss' }).press('Enter')
    await expect(notice).toHaveCount(0)
    await expect(items.getByRole('heading', { name: 'Craftable items' })).toBeFocused()
  })
})
