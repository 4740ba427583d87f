/**
 * Game contract `udata` (spec §7 "udata (1000)"): unit configs by template (type, power, bonus),
 * for the enrichment of assets and for power. Paged to its end through `more`/`next_key`.
 */
import type { UnitConfig } from '@dov/game/rows'
import * as v from 'valibot'
import { ChainInt, PairSchema, type Schema, UnitTypeSchema } from '../../transport/scalars'
import { contractTable } from '../table'

export const UnitConfigSchema: Schema<UnitConfig> = v.object({
  template_id: ChainInt,
  type: UnitTypeSchema,
  power: ChainInt,
  bonus: v.array(PairSchema),
})

export const unitConfigsRead = contractTable({
  contract: 'game',
  table: 'udata',
  limit: 1000,
  pages: 'all',
  schema: UnitConfigSchema,
})
