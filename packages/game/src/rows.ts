/**
 * Typed rows of the chain tables and of the asset service (spec section 3).
 * These shapes are shared by the devchain contracts and the app's data layer, which parse chain
 * JSON into them. Asset ids are decimal strings: they can exceed 2^53.
 */

/** A chain key/value vector entry. */
export type Pair = { key: string; value: number }

export const RARITIES = ['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary', 'Supreme'] as const
export type Rarity = (typeof RARITIES)[number]

export const UTILITIES = ['Repair', 'Health', 'Supply', 'Fuel'] as const
export type Utility = (typeof UTILITIES)[number]

export const FUSIONS = [1, 2, 3, 4] as const
export type Fusion = (typeof FUSIONS)[number]

export const UNIT_TYPES = ['officer', 'support', 'tactic', 'godmother', 'combat'] as const
export type UnitType = (typeof UNIT_TYPES)[number]

export const TOOL_TYPES = ['clock', 'booster', 'effort'] as const
export type ToolType = (typeof TOOL_TYPES)[number]

/** Rank of a rarity, Common = 1 … Supreme = 6. */
export function rarityRank(rarity: Rarity): number {
  return RARITIES.indexOf(rarity) + 1
}

export function isRarity(value: string): value is Rarity {
  return (RARITIES as readonly string[]).includes(value)
}

/** Game contract `udata`. Bonus keys: order, fx, bonusd, bonusw, terrain names (1/10000). */
export type UnitConfig = { template_id: number; type: UnitType; power: number; bonus: Pair[] }

/** Game contract `zones`. */
export type Zone = {
  id: number
  name: string
  terrain: string
  open: boolean
  nbwins: number
  wmini: number
  nextZone: number
  /** Keys DOVH, DOVX; values in 1/10000 token units. */
  costs: Pair[]
  /** Keys win, draw, loss; values in 1/10000 DOVX. */
  resolutions: Pair[]
  /** Key: a template id as a string, or `tomint`. Values below 100 are always met. */
  pre_allow: Pair[]
  /** Keys win, draw, loss; thresholds in power units (1/10000 of a displayed power point). */
  power: Pair[]
}

/** A unit of a division: slot key and asset id (decimal string). */
export type DivisionUnit = { key: string; value: string }

/** Game contract `sdivisions`. */
export type Division = {
  divID: number
  owner: string
  zoneID: number
  end_time: number
  units: DivisionUnit[]
}

/**
 * Game contract `nfts`: a card placed in a division (one row per card, removed with the
 * division). `asset_id` is the card's asset id (decimal string), `owner` its owner, `template_id`
 * its template.
 */
export type NftRow = { asset_id: string; owner: string; template_id: number }

/** Game contract `infos`, scope account. */
export type ZoneWins = { zone: number; wins: number }

/**
 * Game contract `settings` (not in the spec; one row, id 0): `fight_secs` is how long a fight
 * lasts, which turns earnings per fight into earnings per hour of fighting.
 */
export type FightSettings = { fight_secs: number }

/** Game contract `avatars`. `cost` is an asset string like `"5.0000 DOVX"`. */
export type Avatar = { id: number; ipfs: string; cost: string }

/** Staking contract `configs`. `wfee` is the withdrawal fee in percent. */
export type GameConfig = { wfee: number; use_dov: boolean }

/** Staking contract `cdata`. */
export type CraftData = {
  template_id: number
  type: string
  costs: string[]
  schema: string
  available: number
}

/** Staking contract `bdata`. token_in/token_out are per-hour rates (asset strings); delay seconds. */
export type BuildingData = {
  template_id: number
  type: Utility
  token_in: string[]
  token_out: string[]
  rarity: Rarity
  delay: number
}

/** Staking contract `buildings`. */
export type StakedBuilding = {
  asset_id: string
  owner: string
  template_id: number
  last_claim: number
  type: Utility
  rarity: Rarity
}

/** Staking contract `mships`. */
export type Membership = { asset_id: string; owner: string; type: ToolType; rarity: Rarity }

/**
 * Staking contract `tdata` (not in the spec's table list): which templates are tools, their type,
 * rarity and stake fee (asset strings like `"1.0000 DOVF"`), the `Stake Fees` of the tools popup
 * (spec section 2, Tools).
 */
export type ToolData = { template_id: number; type: ToolType; rarity: Rarity; fee: string[] }

/** Staking contract `balances` (scope account) and token contract `accounts`. */
export type BalanceRow = { balance: string }

/** An asset from the AtomicAssets API, flattened, before enrichment. */
export type AssetFields = {
  asset_id: string
  name: string
  img: string
  template_id: number
  schema: string
  fusion: number
  rarity: Rarity
  utility: string
  /**
   * Its number among its template's assets, 1 for the first minted (AtomicAssets'
   * `template_mint`); absent for an asset without a template, or when the source does not say.
   */
  mint?: number
}

/** An asset enriched with its unit config (see `enrichAsset` in `./assets`). */
export type Asset = AssetFields & { type: string; power: number; bonus: Pair[] }
