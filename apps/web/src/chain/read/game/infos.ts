/**
 * Game contract `infos` (spec §7 "infos (scope account, 1000)", "infos per owner feeds the
 * leaderboards."): an account's wins per zone. Wins read failures are swallowed (spec §8):
 * `useZoneWins` is silent. The Hall of Fame reads many owners through `playerWins.ts`.
 */
import type { ZoneWins } from '@dov/game/rows'
import * as v from 'valibot'
import { ChainInt, type Schema } from '../../transport/scalars'
import { silentAccountHook } from '../silent'
import { accountTable } from '../table'

export const ZoneWinsSchema: Schema<ZoneWins> = v.object({ zone: ChainInt, wins: ChainInt })

/** An account's wins per zone (the `infos` rows of its scope). */
export const zoneWinsRead = accountTable({
  contract: 'game',
  table: 'infos',
  limit: 1000,
  schema: ZoneWinsSchema,
})

/** Wins per zone; on a read failure the last good rows, else none (spec §8: silent). */
export const useZoneWins = silentAccountHook(zoneWinsRead)
