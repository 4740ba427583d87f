/**
 * Staking contract `bdata` (spec §7 "bdata (limit 1000)"): building templates (rates, rarity,
 * delay), 1000 a page, read to its end through `more`/`next_key`.
 */
import type { BuildingData } from '@dov/game/rows'
import * as v from 'valibot'
import {
  AssetText,
  ChainInt,
  RaritySchema,
  type Schema,
  UtilitySchema,
} from '../../transport/scalars'
import { contractTable } from '../table'

export const BuildingDataSchema: Schema<BuildingData> = v.object({
  template_id: ChainInt,
  type: UtilitySchema,
  token_in: v.array(AssetText),
  token_out: v.array(AssetText),
  rarity: RaritySchema,
  delay: ChainInt,
})

export const buildingDataRead = contractTable({
  contract: 'staking',
  table: 'bdata',
  limit: 1000,
  pages: 'all',
  schema: BuildingDataSchema,
})
