import type { Page } from '@playwright/test'
import { type Devchain, expect, openAs, test } from './fixtures'

/**
 * The inventory (/inventory) against the devchain's demo world: player2 owns units, buildings and
 * tools, has staked two buildings and a clock, and has one division (docs/contracts.md, demo).
 * What the screen shows is checked against the AtomicAssets API and the tables, read here.
 */

type ApiAsset = {
  asset_id: string
  name: string | null
  template_mint: string
  template: { issued_supply: string; max_supply: string } | null
  schema: { schema_name: string }
}
type Rows<T> = { rows: T[] }

async function ownedAssets(devchain: Devchain, owner: string): Promise<ApiAsset[]> {
  const response = await fetch(
    `${devchain.url}/atomicassets/v1/assets?collection_name=dov.army&owner=${owner}&limit=1000`,
  )
  return ((await response.json()) as { data: ApiAsset[] }).data
}

const grid = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('button') })
const cards = (page: Page) => grid(page).getByRole('listitem')

test('every owned asset, filtered and sorted, with where each one is in use', async ({
  page,
  devchain,
}) => {
  const owned = await ownedAssets(devchain, 'player2')
  const buildingsOwned = owned.filter((a) => a.schema.schema_name === 'buildings')
  const staked = (
    (await devchain.tableRows('dov.stake', 'buildings', 'dov.stake')) as Rows<{
      asset_id: string
      owner: string
    }>
  ).rows.filter((row) => row.owner === 'player2')
  const [division] = (
    (await devchain.tableRows('dov.game', 'sdivisions', 'dov.game')) as Rows<{
      owner: string
      units: { key: string; value: string }[]
    }>
  ).rows.filter((row) => row.owner === 'player2')
  if (division === undefined || staked.length === 0) throw new Error('demo world changed')
  const placed = division.units.map((unit) => unit.value).filter((id) => id !== '')

  await openAs(page, '/inventory', 'player2')
  await expect(page.getByRole('heading', { level: 1, name: 'My assets' })).toBeVisible()
  await expect(page.getByText(`${owned.length} assets`, { exact: true })).toBeVisible()

  // Buildings only: each one the player owns, two of them staked.
  await page.getByLabel('Schema').selectOption('buildings')
  await expect(
    page.getByText(`${buildingsOwned.length} of ${owned.length} assets`, { exact: true }),
  ).toBeVisible()
  await expect(cards(page).filter({ hasText: 'Staked in a building slot' })).toHaveCount(
    staked.length,
  )

  // A staked building's details: its id, its mint out of its template's supply, and where it is
  // managed.
  const stakedId = staked[0]?.asset_id ?? ''
  const stakedAsset = owned.find((a) => a.asset_id === stakedId)
  await cards(page)
    .filter({ hasText: 'Staked in a building slot' })
    .filter({ hasText: stakedAsset?.name ?? '' })
    .first()
    .getByRole('button')
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('asset-use')).toHaveText('Staked in a building slot')
  await expect(dialog.getByRole('link', { name: 'Manage it in Buildings' })).toBeVisible()
  const shownId = (await dialog.getByText(/^#\d{6,}$/).textContent())?.slice(1) ?? ''
  expect(staked.map((row) => row.asset_id)).toContain(shownId)
  const shown = owned.find((a) => a.asset_id === shownId)
  // The demo's templates have no cap: the supply is how many were minted.
  expect(shown?.template?.max_supply).toBe('0')
  await expect(
    dialog.getByText(`#${shown?.template_mint} of ${shown?.template?.issued_supply}`, {
      exact: true,
    }),
  ).toBeVisible()
  // No AtomicHub page for the devchain.
  await expect(dialog.getByRole('link', { name: 'View on AtomicHub' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // Units by power: the placed cards say so, and the strongest comes first.
  await page.getByLabel('Schema').selectOption('units')
  await page.getByLabel('Sort by').selectOption('Power')
  const powers = (await cards(page).allInnerTexts()).map((text) =>
    Number(/Power ([\d,.]+)/.exec(text)?.[1]?.replaceAll(',', '') ?? Number.NaN),
  )
  expect(powers.length).toBeGreaterThan(1)
  expect(powers).toEqual([...powers].sort((a, b) => b - a))

  await page.getByLabel('Sort by').selectOption('Newest')
  const inDivision = cards(page).filter({ hasText: 'Placed in DIVISION 1' })
  let counted = 0
  for (let more = true; more; ) {
    counted += await inDivision.count()
    const next = page
      .getByRole('navigation', { name: 'Asset pages' })
      .getByRole('button', { name: 'Next' })
    more = (await next.count()) > 0 && (await next.isEnabled())
    if (more) await next.click()
  }
  expect(counted).toBe(placed.length)

  // A placed card (back from the last page to one that shows one) opens its division.
  const pages = page.getByRole('navigation', { name: 'Asset pages' })
  while ((await inDivision.count()) === 0) {
    await pages.getByRole('button', { name: 'Previous' }).click()
  }
  await inDivision.first().getByRole('button').click()
  await expect(dialog.getByTestId('asset-use')).toHaveText('Placed in DIVISION 1')
  const placedId = (await dialog.getByText(/^#\d{6,}$/).textContent())?.slice(1) ?? ''
  expect(placed).toContain(placedId)
  await dialog.getByRole('link', { name: 'Open the division' }).click()
  await expect(page).toHaveURL(/\/create\?division=1$/)
})
