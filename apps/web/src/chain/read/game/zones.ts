/** Game contract `zones` (spec §7 "zones (1000)"): the fight zones, paged to the table's end. */
import type { Zone } from '@dov/game/rows'
import * as v from 'valibot'
import { ChainBool, ChainInt, PairSchema, type Schema } from '../../transport/scalars'
import { contractTable } from '../table'

const Pairs = v.array(PairSchema)

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

export const zonesRead = contractTable({
  contract: 'game',
  table: 'zones',
  limit: 1000,
  pages: 'all',
  schema: ZoneSchema,
})
