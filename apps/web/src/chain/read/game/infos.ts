/**
 * Game contract `infos` (spec §7 "infos (scope account, 1000)", "infos per owner feeds the
 * leaderboards."): an account's wins per zone. Wins read failures are swallowed (spec §8):
 * `useZoneWins` is silent. The Hall of Fame reads many owners through `playerWins.ts`.
 */
import type { ZoneWins } from '@dov/game/rows'
import { queryOptions, skipToken } from '@tanstack/react-query'
import * as v from 'valibot'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import { tableQueryKey } from '../../transport/keys'
import { ChainInt, type Schema } from '../../transport/scalars'
import { readTable } from '../../transport/tables'
import type { QueryConfig } from '../queryConfig'
import { type SilentResult, useSilentRead } from '../silent'

export const INFOS_LIMIT = 1000

export const ZoneWinsSchema: Schema<ZoneWins> = v.object({ zone: ChainInt, wins: ChainInt })

/** `owner`'s wins per zone (the `infos` rows of the owner's scope). */
export function getZoneWins(
  network: Network,
  owner: string,
  signal?: AbortSignal,
): Promise<ZoneWins[]> {
  const code = network.contracts.game
  const query = { code, scope: owner, table: 'infos', limit: INFOS_LIMIT }
  return readTable(network, query, ZoneWinsSchema, signal)
}

export function zoneWinsQuery(network: Network, account: string | null) {
  const code = network.contracts.game
  return queryOptions({
    queryKey: tableQueryKey(code, 'infos', account, { limit: INFOS_LIMIT }),
    queryFn:
      account === null
        ? skipToken
        : ({ signal }): Promise<readonly ZoneWins[]> => getZoneWins(network, account, signal),
  })
}

const NO_WINS: readonly ZoneWins[] = []

/** Wins per zone; on a read failure the last good rows, else none (spec §8: silent). */
export function useZoneWins<TData = readonly ZoneWins[]>(
  account: string | null,
  options: QueryConfig<readonly ZoneWins[], TData> = {},
  network: Network = currentNetwork,
): SilentResult<TData> {
  return useSilentRead(zoneWinsQuery(network, account), options, NO_WINS)
}
