import type { Locator } from '@playwright/test'
import { type Devchain, expect, openAs, test } from './fixtures'

/**
 * The name and the mint number on every card of an asset (docs/rules.md, "Mint numbers"): the
 * staked building and tool cards and the popups' choices (the tools' add popup, the division
 * builder's picker) print the name as text beside the picture and `Mint #N`, N the asset's
 * `template_mint` as the AtomicAssets API gives it, on a phone and on a desktop. The inventory's
 * cards are checked in art.spec.ts, its details in inventory.spec.ts.
 */

type ApiAsset = { asset_id: string; name: string; template_mint: string }

async function mints(devchain: Devchain, owner: string): Promise<Map<string, ApiAsset>> {
  const response = await fetch(
    `${devchain.url}/atomicassets/v1/assets?collection_name=dov.army&owner=${owner}&limit=1000`,
  )
  const { data } = (await response.json()) as { data: ApiAsset[] }
  return new Map(data.map((asset) => [asset.asset_id, asset]))
}

/** The asset id in an accessible name: "Depot Mk 2 #1099511627790", "Captain #1099511627781: place". */
async function idIn(element: Locator): Promise<string> {
  const name = (await element.getAttribute('aria-label')) ?? ''
  const id = /#(\d+)/.exec(name)?.[1]
  if (id === undefined) throw new Error(`no asset id in "${name}"`)
  return id
}

/** Each staked card (an article named "<name> #<id>") shows its name and its mint number. */
async function expectStakedCards(cards: Locator, owned: Map<string, ApiAsset>) {
  await expect(cards.first()).toBeVisible()
  const count = await cards.count()
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index)
    const asset = owned.get(await idIn(card))
    if (asset === undefined) throw new Error('a card of an asset the player does not own')
    await expect(card.getByRole('heading', { name: asset.name, exact: true })).toBeVisible()
    await expect(card.getByText(`Mint #${asset.template_mint}`, { exact: true })).toBeVisible()
  }
}

/** Each choice of a popup shows its name and mint number, and its description starts with it. */
async function expectChoices(options: Locator, owned: Map<string, ApiAsset>) {
  await expect(options.first()).toBeVisible()
  const count = await options.count()
  expect(count).toBeGreaterThan(0)
  for (let index = 0; index < count; index++) {
    const option = options.nth(index)
    const asset = owned.get(await idIn(option))
    if (asset === undefined) throw new Error('a choice of an asset the player does not own')
    await expect(option).toHaveText(`${asset.name} #${asset.asset_id}`)
    await expect(option).toHaveAccessibleDescription(
      new RegExp(`^Mint #${asset.template_mint}(?!\\d)`),
    )
  }
}

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('staked buildings and tools, and the tools popup, show each name and mint number', async ({
      page,
      devchain,
    }) => {
      const owned = await mints(devchain, 'player2')
      await openAs(page, '/', 'player2')
      await expectStakedCards(
        page.getByRole('list', { name: 'Building slots' }).getByRole('article'),
        owned,
      )

      await page.goto('/tools')
      await expectStakedCards(
        page.getByRole('region', { name: 'Staked tools' }).getByRole('article'),
        owned,
      )
      await page.getByRole('button', { name: 'effort: stake an effort' }).click()
      const popup = page.getByRole('dialog', { name: 'Stake an effort' })
      await expectChoices(popup.getByRole('button', { name: /: stake$/ }), owned)
    })

    test("the division builder's picker shows each card's name and mint number", async ({
      page,
      devchain,
    }) => {
      const owned = await mints(devchain, 'player1')
      await openAs(page, '/create', 'player1')
      await page.getByRole('button', { name: 'Officer: choose a card', exact: true }).click()
      const picker = page.getByRole('dialog')
      await expectChoices(picker.getByRole('button', { name: /: place$/ }), owned)
    })
  })
}
