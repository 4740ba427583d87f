/**
 * Staking contract `mships` (spec §7 "mships (limit 300 or 4)"): the tools (clock, booster,
 * effort) an account staked. The table lives in the contract's scope with an `owner` field and no
 * owner index in the spec, so an owner's rows are found by paging the whole table (300 rows a
 * page) and filtering by owner; with a secondary owner index on the contract this becomes one
 * bounded read, like `sdivisions`.
 */
import type { Membership } from '@dov/game/rows'
import * as v from 'valibot'
import { ChainId, RaritySchema, type Schema, ToolTypeSchema } from '../../transport/scalars'
import { ownerTable } from '../table'

export const MembershipSchema: Schema<Membership> = v.object({
  asset_id: ChainId,
  owner: v.string(),
  type: ToolTypeSchema,
  rarity: RaritySchema,
})

export const membershipsRead = ownerTable({
  contract: 'staking',
  table: 'mships',
  limit: 300,
  schema: MembershipSchema,
})
