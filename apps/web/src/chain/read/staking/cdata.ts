/** Staking contract `cdata` (spec §7 "cdata (limit 10)"): the craft recipes. */
import type { CraftData } from '@dov/game/rows'
import * as v from 'valibot'
import { ChainInt, type Schema } from '../../transport/scalars'
import { contractTable } from '../table'

export const CraftDataSchema: Schema<CraftData> = v.object({
  template_id: ChainInt,
  type: v.string(),
  costs: v.array(v.string()),
  schema: v.string(),
  available: ChainInt,
})

export const craftDataRead = contractTable({
  contract: 'staking',
  table: 'cdata',
  limit: 10,
  pages: 'one',
  schema: CraftDataSchema,
})
