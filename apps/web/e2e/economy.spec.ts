import type { Page } from '@playwright/test'
import { expected, readWorld } from './divisions'
import { type Devchain, expect, loginAs, test } from './fixtures'
import { tokenText } from './numbers'

/**
 * Economy at a glance (/economy) against the devchain's demo world. The expected figures
 * are computed here from the chain's rows with the rules as docs/rules.md writes them (not with
 * the app's code): a building's cycle = rate × base delay × (100 ± tool %) / 360000, rounded down;
 * its delay with a clock = ceil(delay × (12 − rank) / 12); per hour = cycle × 3600 / delay, rounded
 * down; a division's fight per hour = (payout, costs) × 3600 / fight_secs, rounded down.
 */

type Rows<T> = { rows: T[] }
type Building = { asset_id: string; owner: string; template_id: number }
type Bdata = { template_id: number; token_in: string[]; token_out: string[]; delay: number }
type Mship = { owner: string; type: string; rarity: string | number }
type DivisionRow = {
  divID: number
  owner: string
  zoneID: number
  units: { key: string; value: string }[]
}

const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary', 'supreme']
const rank = (rarity: string | number) =>
  typeof rarity === 'number' ? rarity : RARITIES.indexOf(rarity.toLowerCase()) + 1
const TOKENS = ['DOVX', 'DOVF', 'DOVH', 'DOVS', 'DOVR']

/** "3.0000 DOVX" → [30000n, 'DOVX']. */
function asset(text: string): [bigint, string] {
  const [amount = '', symbol = ''] = text.trim().split(' ')
  return [BigInt(amount.replace(/[,.]/g, '')), symbol]
}
const amountsIn = (text: string) =>
  [...text.matchAll(/(-?[\d,]+\.\d{4}) ([A-Z]+)/g)].map((m) => asset(`${m[1]} ${m[2]}`))
const shown = ([units, symbol]: [bigint, string]) => `${tokenText(Number(units))} ${symbol}`

async function rows<T>(devchain: Devchain, code: string, table: string, scope = code) {
  return ((await devchain.tableRows(code, table, scope)) as Rows<T>).rows
}

/** player3's figures per hour, from the chain's rows. */
async function expectedEconomy(devchain: Devchain, player: string) {
  const staked = (await rows<Building>(devchain, 'dov.stake', 'buildings')).filter(
    (row) => row.owner === player,
  )
  const bdata = await rows<Bdata>(devchain, 'dov.stake', 'bdata')
  const tools = new Map<string, number>()
  for (const tool of await rows<Mship>(devchain, 'dov.stake', 'mships')) {
    if (tool.owner === player)
      tools.set(tool.type, Math.max(tools.get(tool.type) ?? 0, rank(tool.rarity)))
  }
  const percent = (type: string) => 5 * (tools.get(type) ?? 0)
  const clock = tools.get('clock') ?? 0

  const totals = new Map(TOKENS.map((t) => [t, { produced: 0n, consumed: 0n }]))
  const add = (side: 'produced' | 'consumed', [units, symbol]: [bigint, string]) => {
    const total = totals.get(symbol)
    if (total) total[side] += units
  }
  const buildings = staked.map((row) => {
    const data = bdata.find((d) => Number(d.template_id) === Number(row.template_id))
    if (data === undefined) throw new Error(`no bdata for ${row.template_id}`)
    const base = BigInt(data.delay)
    const cycle = (rate: string, pct: number): [bigint, string] => {
      const [units, symbol] = asset(rate)
      return [(units * base * BigInt(100 + pct)) / 360_000n, symbol]
    }
    const delay = Math.ceil((data.delay * (12 - clock)) / 12)
    const hourly = ([units, symbol]: [bigint, string]): [bigint, string] => [
      (units * 3600n) / BigInt(delay),
      symbol,
    ]
    const consumed = data.token_in.map((r) =>
      cycle(r, r.endsWith(' DOVX') ? -percent('effort') : 0),
    )
    const produced = data.token_out.map((r) => cycle(r, percent('booster')))
    const perHour = { produced: produced.map(hourly), consumed: consumed.map(hourly) }
    for (const a of perHour.produced) add('produced', a)
    for (const a of perHour.consumed) add('consumed', a)
    return { assetId: String(row.asset_id), delay, produced, consumed, perHour }
  })

  const world = await readWorld(devchain, player)
  const [settings] = await rows<{ fight_secs: number }>(devchain, 'dov.game', 'settings')
  const secs = BigInt(settings?.fight_secs ?? 0)
  const wins = await rows<{ zone: number; wins: number }>(devchain, 'dov.game', 'infos', player)
  const winsIn = (zone: number) => Number(wins.find((w) => Number(w.zone) === zone)?.wins ?? 0)
  const divisions = (await rows<DivisionRow>(devchain, 'dov.game', 'sdivisions'))
    .filter((row) => row.owner === player && Number(row.zoneID) > 0)
    .map((row) => {
      const zone = world.zone(Number(row.zoneID))
      const cards = row.units.map((unit) => {
        const card = world.cards.find((c) => c.asset_id === String(unit.value))
        if (card === undefined) throw new Error(`not ${player}'s card: ${unit.value}`)
        return card.unit
      })
      const earned = expected(cards, zone, world.udata).earningsUnits
      const previous = world.zones
        .filter((z) => Number(z.id) < Number(zone.id))
        .sort((a, b) => Number(b.id) - Number(a.id))[0]
      const open = Boolean(Number((zone as { open?: unknown }).open ?? 1))
      const reachable = previous === undefined || winsIn(Number(previous.id)) >= previous.nbwins
      const fights = open && reachable && expected(cards, zone, world.udata).authorized
      const cost = (symbol: string) =>
        BigInt(zone.costs.find((pair) => pair.key === symbol)?.value ?? 0)
      const hourly = (units: bigint) => (units * 3600n) / secs
      if (fights) {
        add('produced', [hourly(earned), 'DOVX'])
        add('consumed', [hourly(cost('DOVH')), 'DOVH'])
        add('consumed', [hourly(cost('DOVX')), 'DOVX'])
      }
      return { divID: Number(row.divID), fights }
    })
  return { buildings, divisions, totals }
}

/** player3 stakes a Rare clock outside the app, so every tool's buff is in play. */
async function stakeRareClock(devchain: Devchain, player: string) {
  const response = await fetch(
    `${devchain.url}/atomicassets/v1/assets?owner=${player}&schema_name=tools&limit=100`,
  )
  const { data } = (await response.json()) as { data: { asset_id: string; name: string }[] }
  const clock = data.find((tool) => tool.name === 'Field Clock Rare')
  if (clock === undefined) throw new Error(`${player} has no Rare clock`)
  await devchain.transact(player, [
    { account: 'dov.stake', name: 'regbd', data: { player, asset_ids: [clock.asset_id] } },
  ])
}

/** What a running building card shows: its id, duration and one cycle's amounts. */
function readCards(page: Page) {
  return page
    .getByRole('list', { name: 'Building slots' })
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => ({
        // The asset id is the card's line that is only '#' and digits (its mint reads 'Mint #12').
        id:
          Array.from(card.querySelectorAll('p'))
            .map((line) => /^#(\d+)$/.exec(line.textContent ?? '')?.[1])
            .find((id) => id !== undefined) ?? '',
        duration: card.querySelector('[title$=" h"]')?.textContent ?? '',
        produces: card.querySelector('[data-testid="produces"]')?.textContent ?? '',
        consumes: card.querySelector('[data-testid="consumes"]')?.textContent ?? '',
      })),
    )
}

test.describe('economy at a glance', () => {
  test("per token and per building, the figures the chain's rows give, and the Buildings cards agree", async ({
    page,
    devchain,
  }) => {
    // player3: four buildings, a Rare booster, an Uncommon effort and two divisions; the clock is
    // staked while the page loads, and read before logging in (the app reads after the login).
    const [want] = await Promise.all([
      stakeRareClock(devchain, 'player3').then(() => expectedEconomy(devchain, 'player3')),
      page.goto('/'),
    ])
    expect(want.buildings).toHaveLength(4)
    expect(want.divisions.filter((d) => d.fights).length).toBeGreaterThan(0)
    await loginAs(page, 'player3')

    // The Buildings cards show one cycle with the tools: per cycle × 3600 / delay is per hour.
    await expect(page.getByText('Will end in')).toHaveCount(4)
    const cards = await readCards(page)
    const hourly = (list: [bigint, string][], delay: number) =>
      list.map(([units, symbol]): [bigint, string] => [(units * 3600n) / BigInt(delay), symbol])
    const fromCards = want.buildings.map((building) => {
      const card = cards.find((c) => c.id === building.assetId)
      const seconds = building.delay % 60
      expect(card?.duration).toBe(
        `${Math.floor(building.delay / 60)} min${seconds === 0 ? '' : ` ${seconds} s`}`,
      )
      const produced = amountsIn(card?.produces ?? '')
      const consumed = amountsIn(card?.consumes ?? '')
      expect({ produced, consumed }).toEqual({
        produced: building.produced,
        consumed: building.consumed,
      })
      return {
        id: building.assetId,
        produces: hourly(produced, building.delay).map(shown).join(''),
        consumes: hourly(consumed, building.delay).map(shown).join(''),
      }
    })

    // The panel: per token, the figures of the rows; per building, the cards' figures per hour.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Economy', exact: true })
      .click()
    await expect(page.getByRole('img', { name: /^Tokens per hour\. DOVX: produced/ })).toBeVisible()
    const tokens = page.getByRole('table', { name: 'Tokens per hour' })
    const totals = TOKENS.map((symbol) => want.totals.get(symbol) ?? { produced: 0n, consumed: 0n })
    await expect(tokens.getByRole('rowheader')).toHaveText(TOKENS)
    await expect(tokens.getByTestId('produced')).toHaveText(
      totals.map((t) => tokenText(Number(t.produced))),
    )
    await expect(tokens.getByTestId('consumed')).toHaveText(
      totals.map((t) => tokenText(Number(t.consumed))),
    )
    await expect(tokens.getByTestId('net')).toHaveText(
      totals.map(({ produced, consumed }) => {
        const net = produced - consumed
        return `${net > 0n ? '+' : ''}${tokenText(Number(net))}`
      }),
    )
    const rows = page
      .getByRole('table', { name: 'Per hour, by building and division' })
      .locator('[data-testid^="building-"]')
    await expect(rows).toHaveCount(4)
    const panel = await rows.evaluateAll((list) =>
      list.map((row) => ({
        id: row.getAttribute('data-testid')?.replace('building-', ''),
        produces: row.querySelector('[data-testid="produces"]')?.textContent,
        consumes: row.querySelector('[data-testid="consumes"]')?.textContent,
      })),
    )
    const fromRows = want.buildings.map((b) => ({
      id: b.assetId,
      produces: b.perHour.produced.map(shown).join(''),
      consumes: b.perHour.consumed.map(shown).join(''),
    }))
    expect(panel).toEqual(fromRows)
    expect(panel).toEqual(fromCards)
  })
})
