import type { Page } from '@playwright/test'
import { type Devchain, expect, openAs, test } from './fixtures'

/**
 * Art that tells cards apart, on the demo world (player1 holds every unit line, every building
 * utility and every tool type): each unit line (the four headquarter roles and the two combat
 * classes), utility and tool type has a picture of its own, loaded from the IPFS gateway as an
 * image; the name is printed outside the picture, the rarity framed around it and said in words;
 * and each avatar has its own picture, named by its text alternative.
 */

type ApiAsset = {
  name: string
  schema: { schema_name: string }
  data: { type?: string; utility?: string; rarity?: string; img?: string }
}

/** The catalog's armour line (Jeep … Land Cruiser); every other combat card is infantry. */
const ARMOR = /Jeep|Tank|Cruiser/

/** The line a card belongs to, from its template's data: what its picture should show. */
function lineOf(asset: ApiAsset): string {
  const { schema_name: schema } = asset.schema
  if (schema === 'buildings') return `building: ${asset.data.utility}`
  if (schema === 'tools') return `tool: ${asset.data.type}`
  if (asset.data.type !== 'combat') return `unit: ${asset.data.type}`
  return ARMOR.test(asset.name) ? 'unit: armor' : 'unit: infantry'
}

async function ownedAssets(devchain: Devchain, owner: string): Promise<ApiAsset[]> {
  const response = await fetch(
    `${devchain.url}/atomicassets/v1/assets?collection_name=dov.army&owner=${owner}&limit=1000`,
  )
  return ((await response.json()) as { data: ApiAsset[] }).data
}

type ShownCard = {
  text: string
  src: string
  loaded: boolean
  placeholder: boolean
  frame: string
  badge: string
  badgeColor: string
}

/** Every card of the inventory, page after page: its text, its picture and its rarity's look. */
async function shownCards(page: Page): Promise<ShownCard[]> {
  const grid = page.getByRole('list').filter({ has: page.getByRole('button') })
  const pages = page.getByRole('navigation', { name: 'Asset pages' })
  const shown: ShownCard[] = []
  for (;;) {
    const items = grid.getByRole('listitem')
    await expect(items.first()).toBeVisible()
    // Every picture of the page has loaded (or fallen back to the placeholder) before it is read.
    await expect
      .poll(() =>
        items.evaluateAll((nodes) =>
          nodes.every((node) => (node.querySelector('img')?.naturalWidth ?? 0) > 0),
        ),
      )
      .toBe(true)
    shown.push(
      ...(await items.evaluateAll((nodes) =>
        nodes.map((node) => {
          const img = node.querySelector('img')
          // The innermost element saying a rarity, not the line of facts around it.
          const badge = Array.from(node.querySelectorAll('span')).find(
            (span) =>
              span.childElementCount === 0 &&
              /^(Common|Uncommon|Rare|Epic|Legendary|Supreme)$/.test(span.textContent ?? ''),
          )
          return {
            text: (node as HTMLElement).innerText,
            src: img?.currentSrc ?? '',
            loaded: (img?.naturalWidth ?? 0) > 0,
            placeholder: img?.dataset.fallback === 'placeholder',
            frame: img ? getComputedStyle(img).borderTopColor : '',
            badge: badge?.textContent ?? '',
            badgeColor: badge ? getComputedStyle(badge).color : '',
          }
        }),
      )),
    )
    const next = pages.getByRole('button', { name: 'Next' })
    if ((await next.count()) === 0 || !(await next.isEnabled())) return shown
    const where = await pages.getByText(/^Page \d+ of \d+$/).textContent()
    await next.click()
    await expect(pages.getByText(/^Page \d+ of \d+$/)).not.toHaveText(where ?? '')
  }
}

test('each unit line, building utility and tool type has its own picture, its rarity framed and in words', async ({
  page,
  devchain,
}) => {
  const owned = await ownedAssets(devchain, 'player1')
  const lineByName = new Map(owned.map((asset) => [asset.name, lineOf(asset)]))
  const rarityByName = new Map(owned.map((asset) => [asset.name, asset.data.rarity ?? '']))
  const lines = new Set(lineByName.values())
  // The demo's player1 holds all 13: officer, support, tactic, godmother, infantry, armor; the four
  // utilities; the three tool types.
  expect([...lines].sort()).toEqual(
    [
      'building: Fuel',
      'building: Health',
      'building: Repair',
      'building: Supply',
      'tool: booster',
      'tool: clock',
      'tool: effort',
      'unit: armor',
      'unit: godmother',
      'unit: infantry',
      'unit: officer',
      'unit: support',
      'unit: tactic',
    ].sort(),
  )

  await openAs(page, '/inventory', 'player1')
  const cards = await shownCards(page)
  expect(cards).toHaveLength(owned.length)

  const pictures = new Map<string, Set<string>>()
  const frames = new Map<string, Set<string>>()
  for (const card of cards) {
    // The name is printed on the card, outside its picture, and the rarity in words.
    const name = card.text.split('\n')[0] ?? ''
    const line = lineByName.get(name)
    expect(line, `a card named ${name}`).toBeDefined()
    expect(card.badge).toBe(rarityByName.get(name))
    expect(card.loaded && !card.placeholder, `${name}'s picture loaded`).toBe(true)
    expect(card.src).toContain('/ipfs/')
    // The frame is drawn in the badge's colour.
    expect(card.frame).toBe(card.badgeColor)
    pictures.set(line ?? '', (pictures.get(line ?? '') ?? new Set()).add(card.src))
    frames.set(card.badge, (frames.get(card.badge) ?? new Set()).add(card.frame))
  }
  // One picture per line, no two lines alike.
  for (const [line, srcs] of pictures) expect(srcs.size, line).toBe(1)
  const srcs = [...pictures.values()].flatMap((set) => [...set])
  expect(new Set(srcs).size).toBe(13)
  // And not only their addresses: the images themselves differ, and are SVG files.
  const bodies = await Promise.all(
    srcs.map(async (src) => {
      const response = await page.request.get(src)
      expect(response.headers()['content-type']).toBe('image/svg+xml')
      return response.text()
    }),
  )
  expect(new Set(bodies).size).toBe(13)
  // Each rarity the player holds has one colour, and no two rarities share one.
  for (const [rarity, colors] of frames) expect(colors.size, rarity).toBe(1)
  const colors = [...frames.values()].flatMap((set) => [...set])
  expect(frames.size).toBeGreaterThanOrEqual(4)
  expect(new Set(colors).size).toBe(frames.size)

  // Opened (a card of the last page, still on screen), its picture is named by the card's name:
  // beside the card's name the picture is decorative, alone in the dialog it says what it shows.
  const last = cards.at(-1)?.text.split('\n')[0] ?? ''
  await page.getByRole('listitem').getByRole('button').filter({ hasText: last }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('img', { name: last })).toBeVisible()
  await expect(dialog.getByText(rarityByName.get(last) ?? '-', { exact: true })).toBeVisible()
})

test('ten avatars, ten pictures, each named by its text alternative', async ({ page }) => {
  await openAs(page, '/avatars', 'player1')
  const group = page.getByRole('group', { name: 'Avatar icons' })
  await expect(group.getByRole('radio')).toHaveCount(9)
  const images = group.getByRole('img')
  await expect(images).toHaveCount(9)
  await expect
    .poll(() =>
      images.evaluateAll((nodes) =>
        nodes.every((node) => node instanceof HTMLImageElement && node.naturalWidth > 0),
      ),
    )
    .toBe(true)
  const shown = await images.evaluateAll((nodes) =>
    nodes.map((node) => ({
      alt: node.getAttribute('alt') ?? '',
      src: node instanceof HTMLImageElement ? node.currentSrc : '',
    })),
  )
  expect(shown.map((image) => image.alt)).toEqual(
    [2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => `Avatar ${id}`),
  )
  // The default avatar (the menu's, before one is chosen) is the tenth picture.
  const menuAvatar = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('img', { name: 'Your avatar' })
  const defaultSrc = await menuAvatar.evaluate((node) =>
    node instanceof HTMLImageElement ? node.currentSrc : '',
  )
  const srcs = [...shown.map((image) => image.src), defaultSrc]
  expect(new Set(srcs).size).toBe(10)
  const bodies = await Promise.all(srcs.map(async (src) => (await page.request.get(src)).text()))
  expect(new Set(bodies).size).toBe(10)
})
