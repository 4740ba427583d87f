import type { Pair, UnitType, Zone } from '@dov/game/rows'
import {
  RARITIES,
  type Rarity,
  rarityRank,
  TOOL_TYPES,
  type ToolType,
  UTILITIES,
  type Utility,
} from '@dov/game/rows'
import type { Picture } from './pictures'

/**
 * The game's content, shared by the `demo` and `large` worlds: unit, building and tool templates
 * with their configs, zones, avatars and craft recipes. Plain data; `game-setup.ts` writes it to
 * the chain. Numbers are in chain units (powers and costs in 1/10000, bonuses as the rules read
 * them: bonusd/bonusw in millionths, terrain in 1/10000).
 */

/** Zone terrains, in zone order (zone id z has TERRAINS[(z - 1) % 4]). */
const TERRAINS = ['plain', 'forest', 'desert', 'urban'] as const

/** Combat power per rarity rank (power units: 1/10000 point): 20, 30, 45, 65, 90, 120 points. */
const COMBAT_POWER = [200_000, 300_000, 450_000, 650_000, 900_000, 1_200_000] as const

export interface UnitKind {
  /** Stable key, e.g. `officer-3`, `infantry-1`, `armor-4`. */
  key: string
  name: string
  type: UnitType
  rarity: Rarity
  power: number
  bonus: Pair[]
  /** Its own picture (`art/`): no two templates share one. */
  picture: Picture
}

const HQ_NAMES: Record<Exclude<UnitType, 'combat'>, readonly string[]> = {
  officer: ['Lieutenant', 'Captain', 'Major', 'Colonel', 'General', 'Marshal'],
  support: [
    'Medic',
    'Mechanic',
    'Radio Operator',
    'Quartermaster',
    'Field Surgeon',
    'Chief of Staff',
  ],
  tactic: ['Ambush', 'Flanking', 'Pincer', 'Blitz', 'Encirclement', 'Deep Battle'],
  godmother: ['Nurse', 'Matron', 'Patroness', 'Benefactress', 'Grand Dame', 'Queen Mother'],
}
/** Per rank: [fx, the bonus key, the bonus per rank]. fx ties a unit to the pre_allow entries naming its line. */
const HQ_BONUS: Record<Exclude<UnitType, 'combat'>, [number, string, number]> = {
  officer: [1, 'bonusw', 20_000],
  support: [2, 'bonusd', 25_000],
  tactic: [3, 'bonusw', 15_000],
  godmother: [4, 'bonusd', 40_000],
}
const INFANTRY = ['Rifleman', 'Grenadier', 'Ranger', 'Commando', 'Guard', 'Elite Guard']
const ARMOR = [
  'Jeep',
  'Light Tank',
  'Medium Tank',
  'Heavy Tank',
  'Super Heavy Tank',
  'Land Cruiser',
]

/** Every unit kind: 4 headquarter lines and 2 combat lines, one of each per rarity (36 templates). */
export function unitKinds(): UnitKind[] {
  const kinds: UnitKind[] = []
  for (const rarity of RARITIES) {
    const rank = rarityRank(rarity)
    for (const type of ['officer', 'support', 'tactic', 'godmother'] as const) {
      const [fx, key, perRank] = HQ_BONUS[type]
      kinds.push({
        key: `${type}-${rank}`,
        name: HQ_NAMES[type][rank - 1] ?? type,
        type,
        rarity,
        power: 0,
        bonus: [
          { key: 'order', value: rank },
          { key: 'fx', value: fx },
          { key, value: perRank * rank },
        ],
        picture: `unit-${type}-${rank}`,
      })
    }
    const power = COMBAT_POWER[rank - 1] ?? 0
    kinds.push({
      key: `infantry-${rank}`,
      name: INFANTRY[rank - 1] ?? 'Infantry',
      type: 'combat',
      rarity,
      power,
      bonus: [
        { key: 'order', value: rank },
        { key: 'fx', value: 5 },
        { key: 'forest', value: 2000 },
        { key: 'urban', value: 1000 },
      ],
      picture: `unit-infantry-${rank}`,
    })
    kinds.push({
      key: `armor-${rank}`,
      name: ARMOR[rank - 1] ?? 'Armor',
      type: 'combat',
      rarity,
      power: (power * 6) / 5,
      bonus: [
        { key: 'order', value: rank },
        { key: 'fx', value: 6 },
        { key: 'plain', value: 2000 },
        { key: 'desert', value: 1000 },
      ],
      picture: `unit-armor-${rank}`,
    })
  }
  return kinds
}

export interface BuildingKind {
  key: string
  name: string
  utility: Utility
  fusion: number
  rarity: Rarity
  /** Base delay, seconds. */
  delay: number
  /** Per-hour rates (asset strings). */
  tokenIn: string[]
  tokenOut: string[]
  /** Its own picture (`art/`). */
  picture: Picture
}

function lowercase(utility: Utility): Lowercase<Utility> {
  return utility.toLowerCase() as Lowercase<Utility>
}

const BUILDING_NAMES: Record<Utility, string> = {
  Repair: 'Workshop',
  Health: 'Infirmary',
  Supply: 'Depot',
  Fuel: 'Refinery',
}
const PRODUCES: Record<Utility, string> = {
  Repair: 'DOVR',
  Health: 'DOVH',
  Supply: 'DOVS',
  Fuel: 'DOVF',
}
/** Base delays by fusion: 10, 15, 20 and 30 minutes, short enough to demo. */
const BUILDING_DELAYS = [600, 900, 1200, 1800] as const

/** 16 building kinds: each utility at fusions 1 to 4, rarities spread over all six. */
export function buildingKinds(): BuildingKind[] {
  const kinds: BuildingKind[] = []
  UTILITIES.forEach((utility, u) => {
    for (let fusion = 1; fusion <= 4; fusion++) {
      const rarity = RARITIES[Math.min(5, fusion - 1 + (u % 3))] ?? 'Common'
      const tokenIn = [`${fusion}.0000 DOVX`]
      if (utility === 'Fuel') tokenIn.push(`${fusion}.5000 DOVS`)
      kinds.push({
        key: `${utility.toLowerCase()}-${fusion}`,
        name: `${BUILDING_NAMES[utility]} Mk ${fusion}`,
        utility,
        fusion,
        rarity,
        delay: BUILDING_DELAYS[fusion - 1] ?? 600,
        tokenIn,
        tokenOut: [`${3 * fusion}.0000 ${PRODUCES[utility]}`],
        picture: `building-${lowercase(utility)}-${fusion}`,
      })
    }
  })
  return kinds
}

export interface ToolKind {
  key: string
  name: string
  type: ToolType
  rarity: Rarity
  /** Stake fee, charged by `regbd`. */
  fee: string[]
  /** Its own picture (`art/`). */
  picture: Picture
}

const TOOL_NAMES: Record<ToolType, string> = {
  clock: 'Field Clock',
  booster: 'Overdrive Kit',
  effort: 'Efficiency Manual',
}
const TOOL_FEE_TOKEN: Record<ToolType, string> = { clock: 'DOVF', booster: 'DOVR', effort: 'DOVS' }

/** 18 tool kinds: each type at each rarity; the fee grows with the rarity. */
export function toolKinds(): ToolKind[] {
  return TOOL_TYPES.flatMap((type) =>
    RARITIES.map((rarity) => ({
      key: `${type}-${rarityRank(rarity)}`,
      name: `${TOOL_NAMES[type]} ${rarity}`,
      type,
      rarity,
      fee: [`${rarityRank(rarity)}.0000 ${TOOL_FEE_TOKEN[type]}`],
      picture: `tool-${type}-${rarityRank(rarity)}` as const,
    })),
  )
}

const ZONE_NAMES = [
  'Omaha Beach',
  'Sainte-Mere',
  'Carentan',
  'Atlantic Bunker',
  'Ardennes Woods',
  'Bastogne',
  'Malmedy',
  'Forest Camp',
  'El Alamein',
  'Tobruk',
  'Kasserine',
  'Desert Radar',
  'Stalingrad',
  'Kharkov',
  'Kursk',
  'Enemy HQ',
  'Arnhem',
  'Nijmegen',
  'Eindhoven',
  'Last Bridge',
]

/** Zone ids with an objective (the last of each group of 4): bunker, camp, radar, hq, bridge. */
export const OBJECTIVE_ZONES = [4, 8, 12, 16, 20] as const
/** Closed zones (not selectable), to show the closed state. */
export const CLOSED_ZONES = [15] as const
const POINT = 10_000

/** Wins needed in zone z to reach zone z + 1. */
export function zoneNbwins(id: number): number {
  if (id <= 3) return 1
  return (OBJECTIVE_ZONES as readonly number[]).includes(id) ? 3 : 2
}

/**
 * The 20 zones. Thresholds rise by 60 points a zone from zone 1 (win 200, draw 100, loss 1 point);
 * costs (DOVH, DOVX) and resolutions (win, draw, loss in DOVX) rise with them. `pre_allow` needs
 * an officer of rank 3 (Major) or better in zone 3, a support of rank 2 or better in zone 8; zone 5
 * lists `tomint` and zone 12 an entry below 100, both always met. Every zone has a name: the
 * app's fallback ("desert 19") is for a chain whose table has none.
 */
export function zones(template: (key: string) => number): Zone[] {
  return ZONE_NAMES.map((name, index) => {
    const id = index + 1
    const win = (200 + 60 * index) * POINT
    const resolutionWin = (5 + 2 * index) * POINT
    const preAllow: Pair[] = []
    if (id === 3) preAllow.push({ key: String(template('officer-3')), value: 100 })
    if (id === 5) preAllow.push({ key: 'tomint', value: 100 })
    if (id === 8) preAllow.push({ key: String(template('support-2')), value: 100 })
    if (id === 12) preAllow.push({ key: String(template('godmother-6')), value: 50 })
    return {
      id,
      name,
      terrain: TERRAINS[index % 4] ?? 'plain',
      open: !(CLOSED_ZONES as readonly number[]).includes(id),
      nbwins: zoneNbwins(id),
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
}

export interface AvatarKind {
  id: number
  name: string
  cost: string
  /** Its own picture: no two avatars look alike. */
  picture: Picture
}

/**
 * Avatars 2 to 10 (id 1 is the app's placeholder "Select Avatar"): 2 to 9 cost 1 to 8 DOVX; the
 * Marshal (10) costs 250 DOVR, more than a starter kit holds in game (200), so the avatar screen
 * shows one the player cannot afford until they deposit more.
 */
export const AVATARS: AvatarKind[] = [
  ...['Recruit', 'Sergeant', 'Sniper', 'Tank Ace', 'Pilot', 'Spy', 'Commander', 'Legend'].map(
    (name, index) => ({
      id: index + 2,
      name,
      cost: `${index + 1}.0000 DOVX`,
      picture: `avatar-${index + 2}` as const,
    }),
  ),
  { id: 10, name: 'Marshal', cost: '250.0000 DOVR', picture: 'avatar-10' },
]

export interface CraftKind {
  /** The unit, building or tool kind crafted. */
  key: string
  schema: 'units' | 'buildings' | 'tools'
  type: 'unit' | 'building' | 'tool'
  costs: string[]
  available: number
}

/**
 * Seven recipes. `cdata` is keyed by template id, so its table order (the screen shows the first
 * 6) is template order: Rifleman (infantry-1), Captain (officer-2), Light Tank (armor-2), Radio
 * Operator (support-3), Land Cruiser (armor-6, sold out: no craft button), Workshop Mk 1
 * (repair-1, 750 DOVX: more than a starter kit holds in game, 500) and, not shown, Field Clock
 * Common (clock-1). The Captain's costs have 4 significant decimals, so a craft shows that the
 * balances drop by exactly the costs.
 */
export const CRAFTS: CraftKind[] = [
  {
    key: 'infantry-1',
    schema: 'units',
    type: 'unit',
    costs: ['2.0000 DOVX', '1.0000 DOVS'],
    available: 50,
  },
  {
    key: 'armor-2',
    schema: 'units',
    type: 'unit',
    costs: ['5.0000 DOVX', '2.0000 DOVF'],
    available: 25,
  },
  {
    key: 'officer-2',
    schema: 'units',
    type: 'unit',
    costs: ['8.1250 DOVX', '2.0075 DOVH'],
    available: 10,
  },
  {
    key: 'clock-1',
    schema: 'tools',
    type: 'tool',
    costs: ['3.0000 DOVX', '1.0000 DOVF'],
    available: 20,
  },
  {
    key: 'repair-1',
    schema: 'buildings',
    type: 'building',
    costs: ['750.0000 DOVX', '25.0000 DOVR'],
    available: 3,
  },
  {
    key: 'support-3',
    schema: 'units',
    type: 'unit',
    costs: ['12.0000 DOVX', '4.0000 DOVH'],
    available: 5,
  },
  { key: 'armor-6', schema: 'units', type: 'unit', costs: ['100.0000 DOVX'], available: 0 },
]

/**
 * Every template kind key in creation order (units, buildings, tools): the kind with index i gets
 * AtomicAssets template id i + 1, since the worlds create these templates first.
 */
export function templateKeys(): string[] {
  return [...unitKinds(), ...buildingKinds(), ...toolKinds()].map((kind) => kind.key)
}
