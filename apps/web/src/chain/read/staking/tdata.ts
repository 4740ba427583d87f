/**
 * Staking contract `tdata`: tool templates (type, rarity, stake fee), the `Stake Fees` of the
 * tools popup (spec §2 Tools). Not among the spec's reads (§7): the devchain's `dov.stake` has it,
 * and a production contract without it makes only this read fail (the popup then shows `-`).
 */
import type { ToolData } from '@dov/game/rows'
import * as v from 'valibot'
import {
  AssetText,
  ChainInt,
  RaritySchema,
  type Schema,
  ToolTypeSchema,
} from '../../transport/scalars'
import { contractTable } from '../table'

export const ToolDataSchema: Schema<ToolData> = v.object({
  template_id: ChainInt,
  type: ToolTypeSchema,
  rarity: RaritySchema,
  fee: v.array(AssetText),
})

export const toolDataRead = contractTable({
  contract: 'staking',
  table: 'tdata',
  limit: 1000,
  pages: 'all',
  schema: ToolDataSchema,
})
