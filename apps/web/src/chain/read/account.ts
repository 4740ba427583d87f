/**
 * An account's resources and liquid WAX, from nodeos's `/v1/chain/get_account` (not a table):
 * what the header's account menu shows. Read when the menu opens (and after a transaction the
 * chain refused for want of a resource), never on the first route: the menu is a lazy chunk.
 */
import { queryOptions, skipToken } from '@tanstack/react-query'
import * as v from 'valibot'
import type { Network } from '../../config/network'
import { rpcPool } from '../transport/endpoints'
import { networkKey } from '../transport/keys'
import { parseWith } from '../transport/parse'
import { post } from '../transport/rpc'
import { AssetText, ChainInt, type Schema } from '../transport/scalars'

/** A CPU (microseconds) or NET (bytes) allowance: nodeos's `cpu_limit` / `net_limit`. */
export type ResourceLimit = {
  used: number
  available: number
  /** -1 when unlimited (a privileged account). */
  max: number
}

export type AccountResources = {
  /**
   * Liquid WAX as the chain writes it (`12.34567890 WAX`). nodeos leaves `core_liquid_balance`
   * out when the account holds none of the core token: then null, which is a balance of zero.
   */
  liquid: string | null
  cpu: ResourceLimit
  net: ResourceLimit
  /** RAM in bytes: used and the quota bought (-1 when unlimited). */
  ram: { used: number; quota: number }
}

const LimitSchema: Schema<ResourceLimit> = v.object({
  used: ChainInt,
  available: ChainInt,
  max: ChainInt,
})

/** The fields of nodeos's answer the menu shows; the rest (permissions, votes, …) is dropped. */
export const AccountResourcesSchema: Schema<AccountResources> = v.pipe(
  v.object({
    core_liquid_balance: v.optional(AssetText),
    cpu_limit: LimitSchema,
    net_limit: LimitSchema,
    ram_usage: ChainInt,
    ram_quota: ChainInt,
  }),
  v.transform((account) => ({
    liquid: account.core_liquid_balance ?? null,
    cpu: account.cpu_limit,
    net: account.net_limit,
    ram: { used: account.ram_usage, quota: account.ram_quota },
  })),
)

export async function getAccountResources(
  network: Network,
  account: string,
  signal?: AbortSignal,
): Promise<AccountResources> {
  const answer = await post(
    rpcPool(network),
    '/v1/chain/get_account',
    { account_name: account },
    signal,
  )
  return parseWith(AccountResourcesSchema, answer.body, `get_account ${account}`)
}

/** `['chain', chainId, 'account', account]`: under the network, so a logout removes it. */
export function accountResourcesKey(network: Pick<Network, 'chainId'>, account: string | null) {
  return [...networkKey(network), 'account', account] as const
}

/** The query of an account's resources; no read without an account. */
export function accountResourcesQuery(network: Network, account: string | null) {
  return queryOptions({
    queryKey: accountResourcesKey(network, account),
    queryFn:
      account === null
        ? skipToken
        : ({ signal }): Promise<AccountResources> => getAccountResources(network, account, signal),
  })
}
