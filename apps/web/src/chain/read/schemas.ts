/**
 * Valibot schemas from chain JSON to the typed rows of `@dov/game/rows`.
 *
 * nodeos writes integers wider than 32 bits as decimal strings and narrower ones as numbers, so
 * both are accepted everywhere: asset ids become strings, counts and values become numbers (which
 * must be safe integers). Booleans may come as 0/1 (uint8 fields). Rarities may come as a name
 * (any case) or as a rank 1–6. Times may be unix seconds or nodeos time text (UTC without `Z`).
 * Key/value vectors are `{ key, value }`.
 *
 * A row that does not fit throws a `ChainDataError` naming the table, the row and the field.
 */
import { tryParseAsset } from '@dov/game/amount'
import {
  type AssetFields,
  type Avatar,
  type BalanceRow,
  type BuildingData,
  type CraftData,
  type Division,
  type DivisionUnit,
  type GameConfig,
  type Membership,
  type Pair,
  RARITIES,
  type Rarity,
  type StakedBuilding,
  TOOL_TYPES,
  type ToolType,
  UNIT_TYPES,
  type UnitConfig,
  type UnitType,
  UTILITIES,
  type Utility,
  type Zone,
  type ZoneWins,
} from '@dov/game/rows'
import * as v from 'valibot'
import { ChainDataError } from './errors'

type Schema<T> = v.GenericSchema<unknown, T>

// ---------------------------------------------------------------------------------------------
// Scalars

function shown(value: unknown): string {
  const text = JSON.stringify(value)
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text
}

/** A scalar read by `convert` (undefined: does not fit), with `expected <what>, got <value>`. */
function scalar<T>(what: string, convert: (value: unknown) => T | undefined): Schema<T> {
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const output = convert(dataset.value)
      if (output === undefined) {
        addIssue({ message: `expected ${what}, got ${shown(dataset.value)}` })
        return NEVER
      }
      return output
    }),
  )
}

function toInt(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d+$/.test(value)
        ? Number(value)
        : Number.NaN
  return Number.isSafeInteger(n) ? n : undefined
}

/** An integer as nodeos writes it (number, or decimal string above 32 bits) → safe number. */
export const ChainInt: Schema<number> = scalar('an integer within ±2^53', toInt)

/** A uint64 id (asset id) → decimal string, whatever way it came. */
export const ChainId: Schema<string> = scalar('a uint64 id', (value) => {
  if (typeof value === 'string') return /^(0|[1-9]\d*)$/.test(value) ? value : undefined
  return Number.isSafeInteger(value) && typeof value === 'number' && value >= 0
    ? String(value)
    : undefined
})

/** A bool, or a uint8 0/1 flag. */
export const ChainBool: Schema<boolean> = scalar('a boolean (true/false or 0/1)', (value) =>
  typeof value === 'boolean' ? value : value === 0 || value === 1 ? value === 1 : undefined,
)

/** nodeos time text (`2025-01-01T00:00:00.500`, UTC without `Z`) → unix ms, or undefined. */
export function parseChainTime(text: string): number | undefined {
  const match = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})?$/.exec(text)
  if (match === null) return undefined
  const ms = Date.parse(match[2] === undefined ? `${text}Z` : text)
  return Number.isNaN(ms) ? undefined : ms
}

/** A time as unix seconds: an integer, or nodeos time text. */
export const ChainSeconds: Schema<number> = scalar('unix seconds or a time', (value) => {
  const int = toInt(value)
  if (int !== undefined || typeof value !== 'string') return int
  const ms = parseChainTime(value)
  return ms === undefined ? undefined : Math.floor(ms / 1000)
})

/** A chain asset string, e.g. `"5.0000 DOVX"`. */
export const AssetText: Schema<string> = scalar('an asset like "1.0000 DOVX"', (value) =>
  typeof value === 'string' && tryParseAsset(value) !== undefined ? value : undefined,
)

/** A rarity name (any case) or rank 1–6. */
export const RaritySchema: Schema<Rarity> = scalar(
  `a rarity (${RARITIES.join(', ')} or 1–6)`,
  (value) => {
    if (typeof value === 'number') return Number.isInteger(value) ? RARITIES[value - 1] : undefined
    if (typeof value !== 'string') return undefined
    const wanted = value.trim().toLowerCase()
    return RARITIES.find((name) => name.toLowerCase() === wanted)
  },
)

function oneOf<T extends string>(names: readonly T[], what: string): Schema<T> {
  return scalar(`${what} (${names.join(', ')})`, (value) => names.find((name) => name === value))
}

export const UnitTypeSchema: Schema<UnitType> = oneOf(UNIT_TYPES, 'a unit type')
export const UtilitySchema: Schema<Utility> = oneOf(UTILITIES, 'a utility')
export const ToolTypeSchema: Schema<ToolType> = oneOf(TOOL_TYPES, 'a tool type')

export const PairSchema: Schema<Pair> = v.object({ key: v.string(), value: ChainInt })
const Pairs = v.array(PairSchema)
const Strings = v.array(v.string())
const Assets = v.array(AssetText)

// ---------------------------------------------------------------------------------------------
// Rows (spec §3, field names as in `@dov/game/rows`)

/** Game contract `udata`. */
export const UnitConfigSchema: Schema<UnitConfig> = v.object({
  template_id: ChainInt,
  type: UnitTypeSchema,
  power: ChainInt,
  bonus: Pairs,
})

/** Game contract `zones`. */
export const ZoneSchema: Schema<Zone> = v.object({
  id: ChainInt,
  name: v.string(),
  terrain: v.string(),
  open: ChainBool,
  nbwins: ChainInt,
  wmini: ChainInt,
  nextZone: ChainInt,
  costs: Pairs,
  resolutions: Pairs,
  pre_allow: Pairs,
  power: Pairs,
})

export const DivisionUnitSchema: Schema<DivisionUnit> = v.object({
  key: v.string(),
  value: ChainId,
})

/** Game contract `sdivisions`. `end_time` may be 0 (idle), -1 (claimable) or a time. */
export const DivisionSchema: Schema<Division> = v.object({
  divID: ChainInt,
  owner: v.string(),
  zoneID: ChainInt,
  end_time: ChainSeconds,
  units: v.array(DivisionUnitSchema),
})

/** Game contract `infos` (scope account). */
export const ZoneWinsSchema: Schema<ZoneWins> = v.object({ zone: ChainInt, wins: ChainInt })

/** Game contract `avatars`. */
export const AvatarSchema: Schema<Avatar> = v.object({
  id: ChainInt,
  ipfs: v.string(),
  cost: v.string(),
})

/** Game contract `nfts`: the cards placed in divisions (issue 6: asset id, owner, template id). */
export type NftRow = { asset_id: string; owner: string; template_id: number }

export const NftRowSchema: Schema<NftRow> = v.object({
  asset_id: ChainId,
  owner: v.string(),
  template_id: ChainInt,
})

/** Staking contract `configs`. */
export const GameConfigSchema: Schema<GameConfig> = v.object({ wfee: ChainInt, use_dov: ChainBool })

/** Staking contract `cdata`. */
export const CraftDataSchema: Schema<CraftData> = v.object({
  template_id: ChainInt,
  type: v.string(),
  costs: Strings,
  schema: v.string(),
  available: ChainInt,
})

/** Staking contract `bdata`. */
export const BuildingDataSchema: Schema<BuildingData> = v.object({
  template_id: ChainInt,
  type: UtilitySchema,
  token_in: Assets,
  token_out: Assets,
  rarity: RaritySchema,
  delay: ChainInt,
})

/** Staking contract `buildings`. */
export const StakedBuildingSchema: Schema<StakedBuilding> = v.object({
  asset_id: ChainId,
  owner: v.string(),
  template_id: ChainInt,
  last_claim: ChainSeconds,
  type: UtilitySchema,
  rarity: RaritySchema,
})

/** Staking contract `mships`. */
export const MembershipSchema: Schema<Membership> = v.object({
  asset_id: ChainId,
  owner: v.string(),
  type: ToolTypeSchema,
  rarity: RaritySchema,
})

/**
 * Staking contract `tdata` (not in the spec's table list; the devchain's `dov.stake` has it): a
 * tool template's type, rarity and stake fee, the `Stake Fees` of the tools popup (spec §2 Tools).
 */
export type ToolData = { template_id: number; type: ToolType; rarity: Rarity; fee: string[] }

export const ToolDataSchema: Schema<ToolData> = v.object({
  template_id: ChainInt,
  type: ToolTypeSchema,
  rarity: RaritySchema,
  fee: Assets,
})

/** Staking contract `balances` and token contract `accounts`. */
export const BalanceRowSchema: Schema<BalanceRow> = v.object({ balance: AssetText })

// ---------------------------------------------------------------------------------------------
// AtomicAssets API

/** Optional text of the API: absent or null reads as ''. */
const Text = v.nullish(v.string(), '')

/**
 * An asset of `GET /atomicassets/v1/assets`, flattened to `AssetFields`. `data` is the API's merge
 * of mutable, immutable and template data. `name` is null when the asset has none (then
 * `data.name`, else ''); `template` is null for a template-less asset (then template 0).
 */
export const AtomicAssetSchema: Schema<AssetFields> = v.pipe(
  v.object({
    asset_id: ChainId,
    name: v.nullish(v.string()),
    data: v.object({
      img: Text,
      name: v.nullish(v.string()),
      fusion: v.nullish(ChainInt, 0),
      rarity: RaritySchema,
      utility: Text,
    }),
    template: v.nullish(v.object({ template_id: ChainInt })),
    schema: v.object({ schema_name: v.string() }),
  }),
  v.transform(
    (asset): AssetFields => ({
      asset_id: asset.asset_id,
      name: asset.name ?? asset.data.name ?? '',
      img: asset.data.img,
      template_id: asset.template?.template_id ?? 0,
      schema: asset.schema.schema_name,
      fusion: asset.data.fusion,
      rarity: asset.data.rarity,
      utility: asset.data.utility,
    }),
  ),
)

/** A craft item's template (`POST /atomicassets/v1/templates/{collection}/{id}`). */
export type CraftTemplate = { template_id: number; name: string; img: string }

export const AtomicTemplateSchema: Schema<CraftTemplate> = v.pipe(
  v.object({
    template_id: ChainInt,
    immutable_data: v.object({ img: Text, name: Text }),
  }),
  v.transform((t): CraftTemplate => ({ template_id: t.template_id, ...t.immutable_data })),
)

// ---------------------------------------------------------------------------------------------
// Parsing with clear errors

function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues
  if (issue === undefined) return 'invalid'
  const path = v.getDotPath(issue)
  return path === null ? issue.message : `${path}: ${issue.message}`
}

/** Parses one value; a mismatch throws `ChainDataError(source, "<field>: <problem>")`. */
export function parseWith<T>(schema: Schema<T>, value: unknown, source: string): T {
  const result = v.safeParse(schema, value)
  if (!result.success) throw new ChainDataError(source, issueText(result.issues))
  return result.output
}

/** Parses every row; the first that does not fit throws `ChainDataError` naming its index. */
export function parseRows<T>(schema: Schema<T>, rows: readonly unknown[], source: string): T[] {
  return rows.map((row, index) => {
    const result = v.safeParse(schema, row)
    if (!result.success) {
      throw new ChainDataError(source, `row ${index}: ${issueText(result.issues)}`)
    }
    return result.output
  })
}
