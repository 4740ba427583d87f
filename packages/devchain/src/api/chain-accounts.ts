import { Bytes } from '@wharfkit/antelope'
import type { Chain } from '../core/chain'
import { ChainError } from '../core/errors'
import { formatTimePoint } from '../core/json'
import { legacyKey } from '../core/keys'
import { nameValue } from '../core/names'
import { accountOrThrow, type ChainRoute, requireName, str } from './chain-params'
import { getTableRows } from './chain-tables'
import { ACCOUNT_RESOURCES, type Faults } from './faults'

/** Accounts and ABIs: `get_account`, `get_abi`, `get_raw_abi`, `get_code`…, `abi_json_to_bin`, `abi_bin_to_json`. */

/**
 * A CPU or NET limit as nodeos gives it. The devchain bills nothing, so nothing is used unless a
 * resource fault runs the resource short (faults.ts): then all of it is.
 */
function resourceLimit(chain: Chain, max: number, short: boolean) {
  const used = short ? max : 0
  return {
    used,
    available: max - used,
    max,
    last_usage_update_time: formatTimePoint(chain.head.timestampMs),
    current_used: used,
  }
}

/**
 * The account's liquid balance of the core token (WAX, 8 decimals) in the token contract's
 * `accounts` table; none when it holds no WAX, as nodeos leaves `core_liquid_balance` out then.
 */
function coreLiquidBalance(chain: Chain, account: string): string | undefined {
  // The token contract plays `eosio.token`'s part on the devchain.
  const code = chain.names.token
  if (!chain.account(code)?.abi) return undefined
  const { rows } = getTableRows(chain, {
    code,
    table: 'accounts',
    scope: account,
    json: true,
    limit: 100,
  })
  return rows
    .map((row) => String((row as { balance?: unknown }).balance))
    .find((balance) => balance.endsWith(' WAX'))
}

export function registerAccountRoutes(post: ChainRoute, chain: Chain, faults: Faults): void {
  post('get_abi', (body) => {
    const name = requireName(body.account_name, 'account_name')
    const a = accountOrThrow(chain, name)
    return a.abi ? { account_name: name, abi: a.abi.json } : { account_name: name }
  })

  post('get_raw_abi', (body) => {
    const name = requireName(body.account_name, 'account_name')
    const a = accountOrThrow(chain, name)
    return {
      account_name: name,
      code_hash: a.codeHash,
      abi_hash: a.abi?.hash ?? '0'.repeat(64),
      abi: a.abi ? Buffer.from(a.abi.packed).toString('base64') : '',
    }
  })

  post('get_raw_code_and_abi', (body) => {
    const name = requireName(body.account_name, 'account_name')
    const a = accountOrThrow(chain, name)
    return {
      account_name: name,
      wasm: '',
      abi: a.abi ? Buffer.from(a.abi.packed).toString('base64') : '',
    }
  })

  post('get_code', (body) => {
    const name = requireName(body.account_name, 'account_name')
    const a = accountOrThrow(chain, name)
    return { account_name: name, code_hash: a.codeHash, wast: '', wasm: '', abi: a.abi?.json }
  })

  post('get_code_hash', (body) => {
    const name = requireName(body.account_name, 'account_name')
    return { account_name: name, code_hash: accountOrThrow(chain, name).codeHash }
  })

  post('get_account', (body) => {
    const name = requireName(body.account_name, 'account_name')
    const a = accountOrThrow(chain, name)
    const perms = [...a.permissions.values()].sort((x, y) =>
      nameValue(x.name) < nameValue(y.name) ? -1 : 1,
    )
    const links = [...a.links.entries()]
    const short = faults.short()
    const r = ACCOUNT_RESOURCES
    const core = coreLiquidBalance(chain, name)
    return {
      account_name: name,
      head_block_num: chain.head.num,
      head_block_time: formatTimePoint(chain.head.timestampMs),
      privileged: false,
      last_code_update: formatTimePoint(a.contract ? a.createdMs : 0),
      created: formatTimePoint(a.createdMs),
      ...(core === undefined ? {} : { core_liquid_balance: core }),
      ram_quota: r.ramQuota,
      net_weight: 1000000000,
      cpu_weight: 1000000000,
      net_limit: resourceLimit(chain, r.netMax, short.has('net')),
      cpu_limit: resourceLimit(chain, r.cpuMax, short.has('cpu')),
      ram_usage: short.has('ram') ? r.ramQuota : r.ramUsage,
      permissions: perms.map((p) => ({
        perm_name: p.name,
        parent: p.parent,
        required_auth: {
          threshold: p.auth.threshold,
          keys: p.auth.keys.map((k) => ({ key: legacyKey(k.key), weight: k.weight })),
          accounts: p.auth.accounts,
          waits: p.auth.waits,
        },
        linked_actions: links
          .filter(([, perm]) => perm === p.name)
          .map(([key]) => {
            const [account, action] = key.split('::')
            return action ? { account, action } : { account }
          }),
      })),
      total_resources: {
        owner: name,
        net_weight: '100.00000000 WAX',
        cpu_weight: '100.00000000 WAX',
        ram_bytes: 1048576,
      },
      self_delegated_bandwidth: null,
      refund_request: null,
      voter_info: null,
      rex_info: null,
      subjective_cpu_bill_limit: resourceLimit(chain, r.cpuMax, false),
      eosio_any_linked_actions: [],
    }
  })

  post('abi_json_to_bin', (body) => {
    const code = requireName(body.code, 'code')
    const abi = chain.account(code)?.abi
    if (!abi) throw new ChainError('abi_not_found_exception', `No ABI found for ${code}`)
    return {
      binargs: Bytes.from(abi.encode(abi.actionType(str(body.action)), body.args)).hexString,
    }
  })

  post('abi_bin_to_json', (body) => {
    const code = requireName(body.code, 'code')
    const abi = chain.account(code)?.abi
    if (!abi) throw new ChainError('abi_not_found_exception', `No ABI found for ${code}`)
    const bytes = Bytes.from(str(body.binargs), 'hex').array
    return { args: abi.decodeJson(abi.actionType(str(body.action)), bytes) }
  })
}
