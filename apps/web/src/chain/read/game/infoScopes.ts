/**
 * Game contract `infos`, its scopes (spec §7 "infos (scope account, 1000)", "infos per owner feeds
 * the leaderboards."): `get_table_by_scope` lists the accounts that have an `infos` scope, i.e.
 * every account with a win in some zone, 1000 a page through `more`. The Hall of Fame reads the
 * wins of these owners only (`playerWins.ts`), never of every account.
 */
import { queryOptions } from '@tanstack/react-query'
import type { Network } from '../../../config/network'
import { rpcPool } from '../../transport/endpoints'
import { tableQueryKey } from '../../transport/keys'
import { getAllTableScopes } from '../../transport/scopes'

export const INFO_SCOPES_LIMIT = 1000

export type InfoScopes = {
  /** Accounts with at least one `infos` row, in the node's scope order, each once. */
  owners: string[]
  /** True when the page cap stopped the listing while the node had more scopes. */
  truncated: boolean
}

export async function getInfoScopes(network: Network, signal?: AbortSignal): Promise<InfoScopes> {
  const code = network.contracts.game
  const query = { code, table: 'infos', limit: INFO_SCOPES_LIMIT }
  const all = await getAllTableScopes(rpcPool(network), query, { signal })
  const owners = all.rows
    .filter((row) => row.code === code && row.table === 'infos' && row.count > 0)
    .map((row) => row.scope)
  return { owners: [...new Set(owners)], truncated: all.truncated }
}

export function infoScopesQuery(network: Network) {
  const code = network.contracts.game
  return queryOptions({
    queryKey: tableQueryKey(network, code, 'infos', null, {
      scopes: true,
      limit: INFO_SCOPES_LIMIT,
    }),
    queryFn: ({ signal }): Promise<InfoScopes> => getInfoScopes(network, signal),
  })
}
