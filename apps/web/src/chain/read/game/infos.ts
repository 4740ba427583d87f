/**
 * Game contract `infos` (spec §7 "infos (scope account, 1000)", "infos per owner feeds the
 * leaderboards."): an account's wins per zone, and the Hall of Fame's wins of many players. Wins
 * read failures are swallowed (spec §8): `useZoneWins` is silent, and in `playersWinsQuery` an
 * owner whose read fails counts as no wins.
 */
import type { PlayerWins } from '@dov/game/hof'
import type { ZoneWins } from '@dov/game/rows'
import { queryOptions, skipToken } from '@tanstack/react-query'
import * as v from 'valibot'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import { mapLimit } from '../../transport/concurrency'
import { tableQueryKey } from '../../transport/keys'
import { ChainInt, type Schema } from '../../transport/scalars'
import { readTable } from '../../transport/tables'
import { type QueryConfig, useRead } from '../queryConfig'
import { type SilentResult, useSilentRead } from '../silent'

export const INFOS_LIMIT = 1000

/** At most this many per-owner `infos` reads in flight for the Hall of Fame. */
export const WINS_CONCURRENCY = 4

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

/**
 * The wins of each owner, read per owner with at most `WINS_CONCURRENCY` in flight, in the
 * order given. An owner whose read fails counts as no wins (spec §8); an abort still rejects.
 */
export function getPlayersWins(
  network: Network,
  owners: readonly string[],
  signal: AbortSignal,
): Promise<PlayerWins[]> {
  return mapLimit(owners, WINS_CONCURRENCY, async (owner) => {
    try {
      return { owner, wins: await getZoneWins(network, owner, signal) }
    } catch (error) {
      if (signal.aborted) throw error
      return { owner, wins: [] }
    }
  })
}

/**
 * The Hall of Fame's wins. Owners are deduplicated and sorted, so the key does not depend on
 * their order.
 */
export function playersWinsQuery(network: Network, owners: readonly string[]) {
  const code = network.contracts.game
  const unique = [...new Set(owners)].sort()
  return queryOptions({
    queryKey: tableQueryKey(code, 'infos', null, { owners: unique, limit: INFOS_LIMIT }),
    queryFn: ({ signal }): Promise<PlayerWins[]> => getPlayersWins(network, unique, signal),
  })
}

export function usePlayersWins<TData = PlayerWins[]>(
  owners: readonly string[],
  options: QueryConfig<PlayerWins[], TData> = {},
  network: Network = currentNetwork,
) {
  return useRead(playersWinsQuery(network, owners), options)
}
