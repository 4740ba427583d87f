/**
 * Card collections for the `bestDivision` benchmark, built from a seed (no randomness from the
 * clock, so Node and Chromium time the very same work).
 *
 * `realistic`: the game's catalog as the devchain's `game-catalog.ts` defines it (4 headquarter
 * lines and 2 combat lines, 6 rarities each: 36 templates; officers and tactics carry bonusw,
 * supports and godmothers bonusd, infantry +20% in forest, armour +20% on plain) and its 20
 * zones (a Major needed in zone 3, a Mechanic in zone 8, zone 15 closed). A player's 500 cards
 * lean to the common rarities; some sit in the player's two other divisions.
 *
 * `stress`: not the game, a harder case for the search: every card with its own random stats,
 * and a quarter of the combat cards trading power for a big bonusw (up to +25%).
 */
import type { PlannerCard } from '../src/bestDivision'
import type { Pair, UnitConfig, UnitType, Zone, ZoneWins } from '../src/rows'

const POINT = 10_000
const TERRAINS = ['plain', 'forest', 'desert', 'urban'] as const
const HQ_TYPES = ['officer', 'support', 'tactic', 'godmother'] as const
/** Per headquarter line: fx, the bonus key, the bonus per rank (the devchain catalog's). */
const HQ_BONUS: Record<(typeof HQ_TYPES)[number], [number, string, number]> = {
  officer: [1, 'bonusw', 20_000],
  support: [2, 'bonusd', 25_000],
  tactic: [3, 'bonusw', 15_000],
  godmother: [4, 'bonusd', 40_000],
}
const COMBAT_POWER = [200_000, 300_000, 450_000, 650_000, 900_000, 1_200_000] as const
/** How often each rarity rank turns up in a player's collection (Common … Supreme). */
const RARITY_WEIGHTS = [40, 25, 15, 10, 6, 4] as const

export type Collection = {
  label: string
  cards: PlannerCard[]
  placed: Set<string>
}

export type World = {
  zones: Zone[]
  udata: UnitConfig[]
  wins: ZoneWins[]
}

/** mulberry32. */
export function prng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, int: (n: number) => Math.floor(next() * n) }
}

/** The catalog's 36 unit templates (template id = position + 1, as the devchain creates them). */
export function catalog(): UnitConfig[] {
  const rows: UnitConfig[] = []
  for (let rank = 1; rank <= 6; rank++) {
    for (const type of HQ_TYPES) {
      const [fx, key, perRank] = HQ_BONUS[type]
      rows.push({
        template_id: rows.length + 1,
        type,
        power: 0,
        bonus: [
          { key: 'order', value: rank },
          { key: 'fx', value: fx },
          { key, value: perRank * rank },
        ],
      })
    }
    const power = COMBAT_POWER[rank - 1] ?? 0
    rows.push({
      template_id: rows.length + 1,
      type: 'combat',
      power,
      bonus: [
        { key: 'order', value: rank },
        { key: 'fx', value: 5 },
        { key: 'forest', value: 2000 },
        { key: 'urban', value: 1000 },
      ],
    })
    rows.push({
      template_id: rows.length + 1,
      type: 'combat',
      power: (power * 6) / 5,
      bonus: [
        { key: 'order', value: rank },
        { key: 'fx', value: 6 },
        { key: 'plain', value: 2000 },
        { key: 'desert', value: 1000 },
      ],
    })
  }
  return rows
}

const templateOf = (udata: readonly UnitConfig[], type: UnitType, rank: number): number =>
  udata.find(
    (row) => row.type === type && row.bonus.some((p) => p.key === 'order' && p.value === rank),
  )?.template_id ?? 0

/** The catalog's 20 zones; the player has won enough everywhere to reach every open one. */
export function world(): World {
  const udata = catalog()
  const zones: Zone[] = Array.from({ length: 20 }, (_, index) => {
    const id = index + 1
    const win = (200 + 60 * index) * POINT
    const resolutionWin = (5 + 2 * index) * POINT
    const preAllow: Pair[] = []
    if (id === 3) preAllow.push({ key: String(templateOf(udata, 'officer', 3)), value: 100 })
    if (id === 5) preAllow.push({ key: 'tomint', value: 100 })
    if (id === 8) preAllow.push({ key: String(templateOf(udata, 'support', 2)), value: 100 })
    if (id === 12) preAllow.push({ key: String(templateOf(udata, 'godmother', 6)), value: 50 })
    return {
      id,
      name: `Zone ${id}`,
      terrain: TERRAINS[index % 4] ?? 'plain',
      open: id !== 15,
      nbwins: id <= 3 ? 1 : 2,
      wmini: 0,
      nextZone: id < 20 ? id + 1 : 0,
      costs: [
        { key: 'DOVH', value: POINT + (POINT / 2) * index },
        { key: 'DOVX', value: POINT / 2 + (POINT / 4) * index },
      ],
      resolutions: [
        { key: 'win', value: resolutionWin },
        { key: 'draw', value: (resolutionWin * 2) / 5 },
        { key: 'loss', value: resolutionWin / 10 },
      ],
      pre_allow: preAllow,
      power: [
        { key: 'win', value: win },
        { key: 'draw', value: win / 2 },
        { key: 'loss', value: POINT },
      ],
    }
  })
  const wins = zones.map((zone) => ({ zone: zone.id, wins: 5 }))
  return { zones, udata, wins }
}

function rarityRank(rand: ReturnType<typeof prng>): number {
  let roll = rand.int(100)
  for (let rank = 1; rank <= 6; rank++) {
    roll -= RARITY_WEIGHTS[rank - 1] ?? 0
    if (roll < 0) return rank
  }
  return 1
}

const FIRST_ASSET_ID = 1_099_511_627_776

/** Cards placed in the player's two other divisions: an officer and up to 13 others each. */
function placeSome(cards: readonly PlannerCard[], rand: ReturnType<typeof prng>): Set<string> {
  const placed = new Set<string>()
  const officers = cards.filter((card) => card.type === 'officer')
  const others = cards.filter((card) => card.type !== 'officer')
  for (let division = 0; division < 2; division++) {
    const officer = officers[rand.int(officers.length)]
    if (officer) placed.add(officer.asset_id)
    for (let i = 0; i < 13; i++) {
      const card = others[rand.int(others.length)]
      if (card) placed.add(card.asset_id)
    }
  }
  return placed
}

/** `size` cards of the catalog, `combatShare` of them combat cards. */
export function realistic(seed: number, size: number, combatShare: number): Collection {
  const rand = prng(seed)
  const udata = catalog()
  const cards: PlannerCard[] = []
  for (let i = 0; i < size; i++) {
    const rank = rarityRank(rand)
    const type: UnitType =
      rand.next() < combatShare ? 'combat' : (HQ_TYPES[rand.int(HQ_TYPES.length)] ?? 'officer')
    const rows = udata.filter(
      (row) => row.type === type && row.bonus.some((p) => p.key === 'order' && p.value === rank),
    )
    const row = rows[rand.int(rows.length)] ?? udata[0]
    if (!row) continue
    cards.push({
      asset_id: String(FIRST_ASSET_ID + seed * 100_000 + i * 3 + rand.int(3)),
      type: row.type,
      power: row.type === 'combat' ? row.power : 0,
      bonus: row.bonus,
    })
  }
  return {
    label: `realistic #${seed} (${Math.round(combatShare * 100)}% combat)`,
    cards,
    placed: placeSome(cards, rand),
  }
}

/** `size` cards with stats of their own; a quarter of the combat cards are weak boosters. */
export function stress(seed: number, size: number): Collection {
  const rand = prng(seed)
  const cards: PlannerCard[] = []
  const between = (low: number, high: number) => low + rand.int(high - low + 1)
  for (let i = 0; i < size; i++) {
    const id = String(FIRST_ASSET_ID + seed * 100_000 + i * 3 + rand.int(3))
    if (rand.next() < 0.35) {
      const type = HQ_TYPES[rand.int(HQ_TYPES.length)] ?? 'officer'
      const [fx] = HQ_BONUS[type]
      cards.push({
        asset_id: id,
        type,
        power: 0,
        bonus: [
          { key: 'order', value: between(1, 6) },
          { key: 'fx', value: fx },
          { key: 'bonusw', value: between(-10_000, 150_000) },
          { key: 'bonusd', value: between(0, 200_000) },
        ],
      })
      continue
    }
    const booster = rand.next() < 0.25
    const terrain = TERRAINS[rand.int(TERRAINS.length)] ?? 'plain'
    cards.push({
      asset_id: id,
      type: 'combat',
      power: (booster ? between(0, 40) : between(10, 150)) * POINT,
      bonus: [
        { key: 'order', value: between(1, 6) },
        { key: 'fx', value: between(5, 6) },
        { key: terrain, value: booster ? 0 : between(-2000, 5000) },
        { key: 'bonusw', value: booster ? between(20_000, 250_000) : between(-20_000, 60_000) },
        { key: 'bonusd', value: between(-10_000, 50_000) },
      ],
    })
  }
  return { label: `stress #${seed}`, cards, placed: placeSome(cards, rand) }
}
