/**
 * The Claim all chunk, which the shell loads once someone is logged in (`loadClaimAll`): the
 * panel, and the count the shell's title reads from the panel's reads.
 */
import { activeTools } from '@dov/game/buildings'
import { readyCount } from '@dov/game/claimAll'
import type { QueryClient } from '@tanstack/react-query'
import { chainNow } from '../../chain/read/chainTime'
import { ownerDivisionsQuery } from '../../chain/read/game/sdivisions'
import { zonesRead } from '../../chain/read/game/zones'
import { buildingDataRead } from '../../chain/read/staking/bdata'
import { stakedBuildingsRead } from '../../chain/read/staking/buildings'
import { membershipsRead } from '../../chain/read/staking/mships'
import { network } from '../../config/current'
import { ClaimAll } from './ClaimAll'

export default ClaimAll

/**
 * `useReadyClaims(account, now).count` from what its reads (the same queries) hold in `client`'s
 * cache, reading nothing: the shell's count, while the panel keeps the reads going. Logged out
 * (`null`) nothing is cached under the account's keys: 0.
 */
export function cachedReadyCount(
  client: QueryClient,
  account: string | null,
  now = chainNow(),
): number {
  const cached = client.getQueryData.bind(client)
  return readyCount(
    {
      staked: cached(stakedBuildingsRead.query(network, account).queryKey) ?? [],
      bdata: cached(buildingDataRead.query(network).queryKey) ?? [],
      tools: activeTools(cached(membershipsRead.query(network, account).queryKey) ?? []),
      divisions: cached(ownerDivisionsQuery(network, account).queryKey) ?? [],
      zones: cached(zonesRead.query(network).queryKey),
    },
    now,
  )
}
