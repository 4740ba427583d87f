import type { Chain } from '../core/chain'
import { formatTimePoint } from '../core/json'
import { registerAccountRoutes } from './chain-accounts'
import { registerBlockRoutes } from './chain-blocks'
import { chainRoute } from './chain-params'
import { registerTableRoutes } from './chain-tables'
import { registerTransactionRoutes } from './chain-transactions'
import type { HttpApi } from './http'

const SERVER_VERSION = 'dc0a5a8e'
const VERSION_STRING = 'v5.0.3-devchain'

/** Registers every /v1/chain endpoint (nodeos's chain_api_plugin), grouped in the `chain-*.ts` modules. */
export function registerChainApi(api: HttpApi, chain: Chain): void {
  const post = chainRoute(api)
  post('get_info', () => {
    const h = chain.head
    return {
      server_version: SERVER_VERSION,
      chain_id: chain.chainId,
      head_block_num: h.num,
      last_irreversible_block_num: h.num,
      last_irreversible_block_id: h.id,
      head_block_id: h.id,
      head_block_time: formatTimePoint(h.timestampMs),
      head_block_producer: 'eosio',
      virtual_block_cpu_limit: 200000000,
      virtual_block_net_limit: 1048576000,
      block_cpu_limit: 200000,
      block_net_limit: 1048576,
      server_version_string: VERSION_STRING,
      fork_db_head_block_num: h.num,
      fork_db_head_block_id: h.id,
      server_full_version_string: `${VERSION_STRING}-${SERVER_VERSION}`,
      total_cpu_weight: '100000000000',
      total_net_weight: '100000000000',
      earliest_available_block_num: 1,
      last_irreversible_block_time: formatTimePoint(h.timestampMs),
    }
  })
  registerBlockRoutes(post, chain)
  registerAccountRoutes(post, chain, api.faults)
  registerTableRoutes(post, chain)
  registerTransactionRoutes(api, post, chain)
}
