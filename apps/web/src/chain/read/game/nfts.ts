/**
 * Game contract `nfts` (spec §7 "nfts (1000)"): the cards placed in divisions (asset id, owner,
 * template id), every page; the data keeps `truncated`, which the Hall of Fame reports.
 */
import type { NftRow } from '@dov/game/rows'
import * as v from 'valibot'
import { ChainId, ChainInt, type Schema } from '../../transport/scalars'
import type { AllParsedRows } from '../../transport/tables'
import { contractTable } from '../table'

export const NftRowSchema: Schema<NftRow> = v.object({
  asset_id: ChainId,
  owner: v.string(),
  template_id: ChainInt,
})

export const nftsRead = contractTable({
  contract: 'game',
  table: 'nfts',
  limit: 1000,
  pages: 'all',
  schema: NftRowSchema,
  result: (all: AllParsedRows<NftRow>) => all,
})
