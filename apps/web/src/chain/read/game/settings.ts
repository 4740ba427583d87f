/**
 * Game contract `settings` (not in the spec, docs/contracts.md): one row whose `fight_secs` is the
 * length of a fight. The war room turns earnings per fight into earnings per hour with it.
 */
import type { FightSettings } from '@dov/game/rows'
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import { tableQueryKey } from '../../transport/keys'
import { ChainInt, type Schema } from '../../transport/scalars'
import { readTable } from '../../transport/tables'
import { type QueryConfig, useRead } from '../queryConfig'

export const SETTINGS_LIMIT = 1

export const FightSettingsSchema: Schema<FightSettings> = v.object({ fight_secs: ChainInt })

/**
 * The fight duration in seconds, or null when the contract has no settings row yet (its
 * default is not on chain: the app then shows no per-hour figure rather than a guessed one).
 */
export async function getFightSecs(network: Network, signal?: AbortSignal): Promise<number | null> {
  const code = network.contracts.game
  const query = { code, scope: code, table: 'settings', limit: SETTINGS_LIMIT }
  const [row] = await readTable(network, query, FightSettingsSchema, signal)
  return row !== undefined && row.fight_secs > 0 ? row.fight_secs : null
}

export function fightSecsQuery(network: Network) {
  const code = network.contracts.game
  return queryOptions({
    queryKey: tableQueryKey(code, 'settings', code, { limit: SETTINGS_LIMIT }),
    queryFn: ({ signal }): Promise<number | null> => getFightSecs(network, signal),
  })
}

/** The fight duration in seconds (`null`: no settings row on chain). */
export function useFightSecs<TData = number | null>(
  options: QueryConfig<number | null, TData> = {},
  network: Network = currentNetwork,
) {
  return useRead(fightSecsQuery(network), options)
}
