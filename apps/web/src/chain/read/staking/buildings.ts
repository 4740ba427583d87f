/**
 * Staking contract `buildings` (spec §7 "buildings"): the buildings an account staked. Like
 * `mships`, read in the contract's scope, every page (1000 rows a page), filtered by `owner`.
 */
import type { StakedBuilding } from '@dov/game/rows'
import * as v from 'valibot'
import {
  ChainId,
  ChainInt,
  ChainSeconds,
  RaritySchema,
  type Schema,
  UtilitySchema,
} from '../../transport/scalars'
import { ownerTable } from '../table'

export const StakedBuildingSchema: Schema<StakedBuilding> = v.object({
  asset_id: ChainId,
  owner: v.string(),
  template_id: ChainInt,
  last_claim: ChainSeconds,
  type: UtilitySchema,
  rarity: RaritySchema,
})

export const stakedBuildingsRead = ownerTable({
  contract: 'staking',
  table: 'buildings',
  limit: 1000,
  schema: StakedBuildingSchema,
})
