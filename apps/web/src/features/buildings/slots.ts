/**
 * What the buildings screen shows, derived from the chain rows with `@dov/game/buildings` and the
 * player's staked tools, so every number equals what `claimmch` pays and charges.
 */
import type { Amount } from '@dov/game/amount'
import {
  type ActiveTools,
  buildingDataFor,
  buildingState,
  type CycleFlows,
  claimSettlement,
  cycleFlows,
  unstakedAssets,
} from '@dov/game/buildings'
import type { AssetFields, BuildingData, Rarity, StakedBuilding, Utility } from '@dov/game/rows'

/** A staked building, ready to show: its asset's name and image, its flows with the tools. */
export type StakedView = {
  assetId: string
  name: string
  img: string
  /** Its mint number (`AssetFields.mint`); undefined when unknown. */
  mint: number | undefined
  type: Utility
  rarity: Rarity
  lastClaim: number
  /** undefined when `bdata` has no row for the template: no amounts, no timer. */
  flows: CycleFlows | undefined
}

/** An unstaked building asset the player can stake, with one cycle's flows. */
export type UnstakedView = {
  asset: AssetFields
  data: BuildingData
  flows: CycleFlows
}

/** The name shown when the asset service has not (yet) given one. */
export function fallbackName(type: string): string {
  return `${type} building`
}

function byId(assets: readonly AssetFields[]): Map<string, AssetFields> {
  return new Map(assets.map((asset) => [asset.asset_id, asset]))
}

/** The player's staked buildings, in table order, with their tools applied. */
export function stakedViews(
  staked: readonly StakedBuilding[],
  bdata: readonly BuildingData[],
  tools: ActiveTools,
  assets: readonly AssetFields[],
): StakedView[] {
  const owned = byId(assets)
  return staked.map((row) => {
    const asset = owned.get(row.asset_id)
    const data = buildingDataFor(bdata, row.template_id)
    return {
      assetId: row.asset_id,
      name: asset?.name || fallbackName(row.type),
      img: asset?.img ?? '',
      mint: asset?.mint,
      type: row.type,
      rarity: row.rarity,
      lastClaim: row.last_claim,
      flows: data && cycleFlows(data, tools),
    }
  })
}

/** Building assets the player owns and has not staked (assets without `bdata` cannot be). */
export function unstakedViews(
  assets: readonly AssetFields[],
  staked: readonly Pick<StakedBuilding, 'asset_id'>[],
  bdata: readonly BuildingData[],
  tools: ActiveTools,
): UnstakedView[] {
  const views: UnstakedView[] = []
  for (const asset of unstakedAssets(assets, staked)) {
    const data = buildingDataFor(bdata, asset.template_id)
    if (data !== undefined) views.push({ asset, data, flows: cycleFlows(data, tools) })
  }
  return views
}

export type CardState =
  | { kind: 'unknown' }
  | { kind: 'running'; remaining: number; consumed: Amount[]; produced: Amount[] }
  | { kind: 'finished'; cycles: number; consumed: Amount[]; produced: Amount[] }

/**
 * The card at chain time `now`: running ('Will end in', one cycle's amounts) or finished
 * ('Is Finished', what the claim settles: every finished cycle's output, and the inputs of as
 * many cycles, the one that starts with the claim included).
 */
export function cardState(view: Pick<StakedView, 'lastClaim' | 'flows'>, now: number): CardState {
  const { flows } = view
  if (flows === undefined) return { kind: 'unknown' }
  const state = buildingState(view.lastClaim, flows.delay, now)
  if (state.kind === 'running') {
    return {
      kind: 'running',
      remaining: state.remaining,
      consumed: flows.consumed,
      produced: flows.produced,
    }
  }
  const settlement = claimSettlement({ last_claim: view.lastClaim }, flows, now)
  return {
    kind: 'finished',
    cycles: settlement.cycles,
    consumed: settlement.consumed,
    produced: settlement.produced,
  }
}
