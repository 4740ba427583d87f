/**
 * What the tools screen shows (spec §2 Tools): staked tools from `mships` with their asset's name
 * and image, and per tool type the unstaked tools with their stake fees (`tdata`).
 */
import { buildingDataFor, unstakedAssets } from '@dov/game/buildings'
import type { AssetFields, Membership, Rarity, ToolData, ToolType } from '@dov/game/rows'
import { TOOL_TYPES } from '@dov/game/rows'

export type StakedTool = {
  assetId: string
  name: string
  img: string
  /** Its mint number (`AssetFields.mint`); undefined when unknown. */
  mint: number | undefined
  type: ToolType
  rarity: Rarity
}

export type UnstakedTool = {
  asset: AssetFields
  type: ToolType
  /** Stake fees as asset strings; undefined when `tdata` could not be read. */
  fees: string[] | undefined
}

/** What each tool type does to the player's buildings (spec §3 Buffs, §9 clock). */
export const TOOL_EFFECTS: Record<ToolType, string> = {
  clock: 'Shortens building delays',
  booster: 'Raises building output',
  effort: 'Lowers DOVX consumption',
}

/** "a clock", "a booster", "an effort". */
export function aTool(type: ToolType): string {
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`
}

function isToolType(value: string): value is ToolType {
  return (TOOL_TYPES as readonly string[]).includes(value)
}

/** The player's staked tools, in table order, named from their assets. */
export function stakedTools(
  mships: readonly Membership[],
  assets: readonly AssetFields[],
): StakedTool[] {
  const byId = new Map(assets.map((asset) => [asset.asset_id, asset]))
  return mships.map((row) => {
    const asset = byId.get(row.asset_id)
    return {
      assetId: row.asset_id,
      name: asset?.name || `${row.rarity} ${row.type}`,
      img: asset?.img ?? '',
      mint: asset?.mint,
      type: row.type,
      rarity: row.rarity,
    }
  })
}

/**
 * The unstaked tools of one type: owned tool assets not in `mships`. The type comes from `tdata`
 * (the contract's), else from the asset's utility; `tdata` undefined means it could not be read.
 */
export function unstakedTools(
  assets: readonly AssetFields[],
  mships: readonly Pick<Membership, 'asset_id'>[],
  tdata: readonly ToolData[] | undefined,
  type: ToolType,
): UnstakedTool[] {
  const tools: UnstakedTool[] = []
  for (const asset of unstakedAssets(assets, mships)) {
    const data = tdata && buildingDataFor(tdata, asset.template_id)
    const assetType = data?.type ?? (isToolType(asset.utility) ? asset.utility : undefined)
    if (assetType !== type) continue
    tools.push({
      asset,
      type: assetType,
      fees: tdata === undefined ? undefined : (data?.fee ?? []),
    })
  }
  return tools
}
