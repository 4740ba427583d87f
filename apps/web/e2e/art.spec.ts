import type { Page } from '@playwright/test'
import { type Devchain, expect, openAs, test } from './fixtures'

/**
 * Art that tells cards apart, on the demo world (player1 holds cards of every unit line, building
 * utility and tool type): each template has a picture of its own, a different drawing, not a
 * recoloured one, loaded from the IPFS gateway as an image; the name and the mint number are
 * printed outside the picture, the rarity framed around it and said in words; and each avatar has
 * its own picture, named by its text alternative.
 */

type ApiAsset = {
  asset_id: string
  name: string
  template_mint: string
  template: { template_id: string } | null
  data: { rarity?: string }
}

async function ownedAssets(devchain: Devchain, owner: string): Promise<ApiAsset[]> {
  const response = await fetch(
    `${devchain.url}/atomicassets/v1/assets?collection_name=dov.army&owner=${owner}&limit=1000`,
  )
  return ((await response.json()) as { data: ApiAsset[] }).data
}

/** A picture's shapes: the SVG without its colours, so two recoloured drawings are the same. */
function shapesOf(svg: string): string {
  return svg
    .replace(/aria-label="[^"]*"/, '')
    .replace(/(fill|stroke|color|stop-color)="[^"]*"/g, '')
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

for (const width of [375, 1440]) {
  test(`every template has a drawing of its own, its name and mint outside it, its rarity framed and in words (${width} px)`, async ({
    page,
    devchain,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const owned = await ownedAssets(devchain, 'player1')
    const templateByName = new Map(
      owned.map((asset) => [asset.name, asset.template?.template_id ?? '']),
    )
    const rarityByName = new Map(owned.map((asset) => [asset.name, asset.data.rarity ?? '']))
    const mints = new Map(owned.map((asset) => [asset.asset_id, asset.template_mint]))
    // Templates are told apart by their names: one name per template.
    expect(new Set(templateByName.values()).size).toBe(templateByName.size)
    // Among them the ones that once shared a picture: officers, tanks, depots.
    for (const name of ['Captain', 'Light Tank', 'Medium Tank', 'Depot Mk 2'])
      expect(templateByName.has(name), name).toBe(true)

    await openAs(page, '/inventory', 'player1')
    const cards = await shownCards(page)
    expect(cards).toHaveLength(owned.length)

    const pictures = new Map<string, Set<string>>()
    const frames = new Map<string, Set<string>>()
    for (const card of cards) {
      // The name is printed on the card, outside its picture, then the mint number, and the rarity
      // in words.
      const [name = '', ...rest] = card.text.split('\n')
      expect(templateByName.has(name), `a card named ${name}`).toBe(true)
      const mint = /^Mint #(\d+)$/.exec(rest.find((line) => line.startsWith('Mint #')) ?? '')?.[1]
      expect(mint, `${name}'s mint number`).toBeDefined()
      expect([...mints.values()]).toContain(mint)
      expect(card.badge).toBe(rarityByName.get(name))
      expect(card.loaded && !card.placeholder, `${name}'s picture loaded`).toBe(true)
      expect(card.src).toContain('/ipfs/')
      // The frame is drawn in the badge's colour.
      expect(card.frame).toBe(card.badgeColor)
      pictures.set(name, (pictures.get(name) ?? new Set()).add(card.src))
      frames.set(card.badge, (frames.get(card.badge) ?? new Set()).add(card.frame))
    }
    // One picture per template, no two templates alike.
    for (const [name, srcs] of pictures) expect(srcs.size, name).toBe(1)
    const srcs = [...pictures.values()].flatMap((set) => [...set])
    expect(srcs.length).toBe(templateByName.size)
    expect(new Set(srcs).size).toBe(srcs.length)
    // And not only their addresses: the images themselves are SVG files of different shapes, not
    // one drawing in other colours.
    const bodies = await Promise.all(
      srcs.map(async (src) => {
        const response = await page.request.get(src)
        expect(response.headers()['content-type']).toBe('image/svg+xml')
        return shapesOf(await response.text())
      }),
    )
    expect(new Set(bodies).size).toBe(srcs.length)
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
}

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
