/** Staking contract `configs` (spec §7 "configs (limit 4)"): wfee and use_dov, usually one row. */
import type { GameConfig } from '@dov/game/rows'
import * as v from 'valibot'
import { ChainBool, ChainInt, type Schema } from '../../transport/scalars'
import { contractTable } from '../table'

export const GameConfigSchema: Schema<GameConfig> = v.object({ wfee: ChainInt, use_dov: ChainBool })

export const configsRead = contractTable({
  contract: 'staking',
  table: 'configs',
  limit: 4,
  pages: 'one',
  schema: GameConfigSchema,
})
