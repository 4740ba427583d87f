/**
 * Reads of the game contract (spec §7 "Game contract: avatars (100), udata (1000), zones (1000),
 * infos (scope account, 1000), nfts (1000), sdivisions (secondary index by owner, 1000).",
 * "sdivisions full scan pages via more and next_key. infos per owner feeds the leaderboards.").
 *
 * The limits are page sizes: tables that can outgrow them (udata, zones, nfts, the sdivisions
 * scan) are paged through `more`/`next_key`, so nothing is silently cut at 1000 rows.
 */
import type { PlayerWins } from '@dov/game/hof'
import type { Avatar, Division, UnitConfig, Zone, ZoneWins } from '@dov/game/rows'
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { network as currentNetwork } from '../../config/current'
import type { Network } from '../../config/network'
import { mapLimit } from './concurrency'
import { tableQueryKey } from './keys'
import {
  AvatarSchema,
  DivisionSchema,
  type NftRow,
  NftRowSchema,
  UnitConfigSchema,
  ZoneSchema,
  ZoneWinsSchema,
} from './schemas'
import { type SilentResult, silent } from './silent'
import { type AllParsedRows, readAllTable, readTable } from './tables'

export const GAME_LIMITS = {
  avatars: 100,
  udata: 1000,
  zones: 1000,
  infos: 1000,
  nfts: 1000,
  sdivisions: 1000,
} as const

/** At most this many per-owner `infos` reads in flight for the Hall of Fame. */
export const WINS_CONCURRENCY = 4

export function avatarsQuery(network: Network) {
  const code = network.contracts.game
  const limit = GAME_LIMITS.avatars
  return queryOptions({
    queryKey: tableQueryKey(code, 'avatars', code, { limit }),
    queryFn: ({ signal }): Promise<Avatar[]> =>
      readTable(network, { code, scope: code, table: 'avatars', limit }, AvatarSchema, signal),
  })
}

export function useAvatars(network: Network = currentNetwork) {
  return useQuery(avatarsQuery(network))
}

/** Unit configs by template (type, power, bonus), for enrichment and power. */
export function unitConfigsQuery(network: Network) {
  const code = network.contracts.game
  const limit = GAME_LIMITS.udata
  return queryOptions({
    queryKey: tableQueryKey(code, 'udata', code, { limit }),
    queryFn: async ({ signal }): Promise<UnitConfig[]> => {
      const query = { code, scope: code, table: 'udata', limit }
      return (await readAllTable(network, query, UnitConfigSchema, { signal })).rows
    },
  })
}

export function useUnitConfigs(network: Network = currentNetwork) {
  return useQuery(unitConfigsQuery(network))
}

export function zonesQuery(network: Network) {
  const code = network.contracts.game
  const limit = GAME_LIMITS.zones
  return queryOptions({
    queryKey: tableQueryKey(code, 'zones', code, { limit }),
    queryFn: async ({ signal }): Promise<Zone[]> => {
      const query = { code, scope: code, table: 'zones', limit }
      return (await readAllTable(network, query, ZoneSchema, { signal })).rows
    },
  })
}

export function useZones(network: Network = currentNetwork) {
  return useQuery(zonesQuery(network))
}

function readWins(network: Network, owner: string, signal?: AbortSignal): Promise<ZoneWins[]> {
  const code = network.contracts.game
  const query = { code, scope: owner, table: 'infos', limit: GAME_LIMITS.infos }
  return readTable(network, query, ZoneWinsSchema, signal)
}

/** `account`'s wins per zone. */
export function zoneWinsQuery(network: Network, account: string | null) {
  const code = network.contracts.game
  return queryOptions({
    queryKey: tableQueryKey(code, 'infos', account, { limit: GAME_LIMITS.infos }),
    queryFn:
      account === null
        ? skipToken
        : ({ signal }): Promise<readonly ZoneWins[]> => readWins(network, account, signal),
  })
}

const NO_WINS: readonly ZoneWins[] = []

/** Wins per zone; on a read failure the last good rows, else none (spec §8: silent). */
export function useZoneWins(
  account: string | null,
  network: Network = currentNetwork,
): SilentResult<readonly ZoneWins[]> {
  return silent(useQuery(zoneWinsQuery(network, account)), NO_WINS)
}

/**
 * The wins of each owner (Hall of Fame), read per owner with at most `WINS_CONCURRENCY` in
 * flight. An owner whose read fails counts as no wins (spec §8: wins read failures are silent).
 * Owners are deduplicated and sorted, so the key does not depend on their order.
 */
export function playersWinsQuery(network: Network, owners: readonly string[]) {
  const code = network.contracts.game
  const unique = [...new Set(owners)].sort()
  return queryOptions({
    queryKey: tableQueryKey(code, 'infos', null, { owners: unique, limit: GAME_LIMITS.infos }),
    queryFn: ({ signal }): Promise<PlayerWins[]> =>
      mapLimit(unique, WINS_CONCURRENCY, async (owner) => {
        try {
          return { owner, wins: await readWins(network, owner, signal) }
        } catch (error) {
          if (signal.aborted) throw error
          return { owner, wins: [] }
        }
      }),
  })
}

export function usePlayersWins(owners: readonly string[], network: Network = currentNetwork) {
  return useQuery(playersWinsQuery(network, owners))
}

/** Cards placed in divisions (asset id, owner, template id): every page. */
export function nftsQuery(network: Network) {
  const code = network.contracts.game
  const limit = GAME_LIMITS.nfts
  return queryOptions({
    queryKey: tableQueryKey(code, 'nfts', code, { limit }),
    queryFn: ({ signal }): Promise<AllParsedRows<NftRow>> =>
      readAllTable(network, { code, scope: code, table: 'nfts', limit }, NftRowSchema, { signal }),
  })
}

export function useNfts(network: Network = currentNetwork) {
  return useQuery(nftsQuery(network))
}

/** `account`'s divisions, through the owner index (index 2, key type name, bounds = owner). */
export function ownerDivisionsQuery(network: Network, account: string | null) {
  const code = network.contracts.game
  const limit = GAME_LIMITS.sdivisions
  return queryOptions({
    queryKey: tableQueryKey(code, 'sdivisions', code, { owner: account, limit }),
    queryFn:
      account === null
        ? skipToken
        : ({ signal }): Promise<Division[]> =>
            readTable(
              network,
              {
                code,
                scope: code,
                table: 'sdivisions',
                index_position: 2,
                key_type: 'name',
                lower_bound: account,
                upper_bound: account,
                limit,
              },
              DivisionSchema,
              signal,
            ),
  })
}

export function useOwnerDivisions(account: string | null, network: Network = currentNetwork) {
  return useQuery(ownerDivisionsQuery(network, account))
}

/** Every division (Hall of Fame): the full scan, 1000 a page via `more`/`next_key`. */
export function allDivisionsQuery(network: Network) {
  const code = network.contracts.game
  const limit = GAME_LIMITS.sdivisions
  return queryOptions({
    queryKey: tableQueryKey(code, 'sdivisions', code, { scan: true, limit }),
    queryFn: ({ signal }): Promise<AllParsedRows<Division>> =>
      readAllTable(network, { code, scope: code, table: 'sdivisions', limit }, DivisionSchema, {
        signal,
      }),
  })
}

export function useAllDivisions(network: Network = currentNetwork) {
  return useQuery(allDivisionsQuery(network))
}
