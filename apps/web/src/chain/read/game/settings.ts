/**
 * Game contract `settings` (not in the spec, docs/contracts.md): one row whose `fight_secs` is the
 * length of a fight. The war room turns earnings per fight into earnings per hour with it.
 */
import type { FightSettings } from '@dov/game/rows'
import * as v from 'valibot'
import { ChainInt, type Schema } from '../../transport/scalars'
import type { AllParsedRows } from '../../transport/tables'
import { contractTable } from '../table'

export const FightSettingsSchema: Schema<FightSettings> = v.object({ fight_secs: ChainInt })

/**
 * The fight duration in seconds, or null when the contract has no settings row yet (its
 * default is not on chain: the app then shows no per-hour figure rather than a guessed one).
 */
export const fightSecsRead = contractTable({
  contract: 'game',
  table: 'settings',
  limit: 1,
  pages: 'one',
  schema: FightSettingsSchema,
  result: ({ rows: [row] }: AllParsedRows<FightSettings>): number | null =>
    row !== undefined && row.fight_secs > 0 ? row.fight_secs : null,
})
