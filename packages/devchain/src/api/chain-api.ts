import { Bytes, Serializer, Transaction } from '@wharfkit/antelope'
import type { Chain, PackedTransactionInput, TransactionTraceJson } from '../core/chain'
import { Chain as ChainClass } from '../core/chain'
import type { PermissionLevel } from '../core/contract'
import { ChainError } from '../core/errors'
import { formatTimePoint, formatTimePointSec } from '../core/json'
import { legacyKey } from '../core/keys'
import { indexPosition, keyString, parseKey, uint64Key } from '../core/keytypes'
import { isValidName, nameString, nameValue, parseUint64Key } from '../core/names'
import type { SecondaryKey, StoredRow, Table } from '../core/store'
import { type ApiRequest, type ApiResponse, type HttpApi, parseBody } from './http'

const SERVER_VERSION = 'dc0a5a8e'
const VERSION_STRING = 'v5.0.3-devchain'

function ok(json: unknown, status = 200): ApiResponse {
  return { status, json }
}

function str(v: unknown, fallback = ''): string {
  if (v === undefined || v === null) return fallback
  return String(v)
}

function requireName(v: unknown, field: string): string {
  const s = str(v)
  if (!isValidName(s)) {
    throw new ChainError('name_type_exception', `Invalid name for ${field}: '${s}'`)
  }
  return s
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')
}

function blockJson(chain: Chain, num: number) {
  const b = chain.getBlock(num)
  if (!b) throw new ChainError('unknown_block_exception', `Could not find block: ${num}`)
  return b
}

function findBlock(chain: Chain, ref: unknown) {
  const s = str(ref).trim()
  if (/^\d+$/.test(s)) return blockJson(chain, Number(s))
  if (/^[0-9a-fA-F]{64}$/.test(s)) {
    const b = chain.getBlockById(s.toLowerCase())
    if (!b) throw new ChainError('unknown_block_exception', `Could not find block: ${s}`)
    return b
  }
  throw new ChainError('block_id_type_exception', `Invalid block ID: ${s}`)
}

function emptyMroot(ids: string[]): string {
  if (ids.length === 0) return '0'.repeat(64)
  return Buffer.from(ids.join(''), 'hex').subarray(0, 32).toString('hex').padEnd(64, '0')
}

/** Decodes a receipt's transaction for get_block, with action data as JSON where an ABI allows. */
function receiptJson(
  chain: Chain,
  r: { id: string; cpuUsageUs: number; netUsageWords: number; input: PackedTransactionInput },
) {
  const { trx } = chain.decodePacked(r.input)
  const t = Serializer.objectify(trx) as Record<string, unknown>
  const actions = trx.actions.map((a) => {
    const account = String(a.account)
    const name = String(a.name)
    const abi = chain.account(account)?.abi
    let data: unknown = hex(a.data.array)
    try {
      if (abi?.hasAction(name)) data = abi.decodeJson(abi.actionType(name), a.data.array)
    } catch {
      data = hex(a.data.array)
    }
    return {
      account,
      name,
      authorization: a.authorization.map((p) => ({
        actor: String(p.actor),
        permission: String(p.permission),
      })),
      data,
      hex_data: hex(a.data.array),
    }
  })
  return {
    status: 'executed',
    cpu_usage_us: r.cpuUsageUs,
    net_usage_words: r.netUsageWords,
    trx: {
      id: r.id,
      signatures: r.input.signatures ?? [],
      compression: r.input.compression,
      packed_context_free_data: r.input.packed_context_free_data ?? '',
      context_free_data: [],
      packed_trx: r.input.packed_trx,
      transaction: {
        ...t,
        expiration: formatTimePointSec(trx.expiration.toMilliseconds()),
        actions,
      },
    },
  }
}

function resourceLimit(chain: Chain) {
  return {
    used: 0,
    available: 2_000_000_000,
    max: 2_000_000_000,
    last_usage_update_time: formatTimePoint(chain.head.timestampMs),
    current_used: 0,
  }
}

function traceResponse(trace: TransactionTraceJson) {
  return { transaction_id: trace.id, processed: trace }
}

function failureTrace(
  chain: Chain,
  input: PackedTransactionInput,
  err: ChainError,
): TransactionTraceJson {
  let id = '0'.repeat(64)
  try {
    id = chain.decodePacked(input).id
  } catch {
    /* an undecodable transaction keeps the zero id */
  }
  return {
    id,
    block_num: chain.pendingBlock.num,
    block_time: formatTimePoint(chain.pendingBlock.timestampMs),
    producer_block_id: null,
    receipt: null,
    elapsed: 0,
    net_usage: 0,
    scheduled: false,
    action_traces: [],
    account_ram_delta: null,
    except: err.except(),
    error_code: null,
  }
}

function packedInput(v: unknown): PackedTransactionInput {
  if (typeof v !== 'object' || v === null) {
    throw new ChainError('packed_transaction_type_exception', 'Invalid packed transaction')
  }
  const o = v as Record<string, unknown>
  if (typeof o.packed_trx !== 'string') {
    throw new ChainError(
      'packed_transaction_type_exception',
      'Invalid packed transaction: missing packed_trx',
    )
  }
  return {
    signatures: Array.isArray(o.signatures) ? o.signatures.map(String) : [],
    compression: (o.compression as number | string | undefined) ?? 0,
    packed_context_free_data: str(o.packed_context_free_data),
    packed_trx: o.packed_trx,
  }
}

/** Reads a transaction's actions from the JSON form get_required_keys receives. */
function jsonActions(
  trx: unknown,
): { account: string; name: string; authorization: PermissionLevel[] }[] {
  const t = (trx ?? {}) as { actions?: unknown[] }
  if (!Array.isArray(t.actions))
    throw new ChainError('transaction_type_exception', 'Invalid transaction: no actions')
  return t.actions.map((a) => {
    const act = a as { account?: unknown; name?: unknown; authorization?: unknown[] }
    return {
      account: str(act.account),
      name: str(act.name),
      authorization: (act.authorization ?? []).map((p) => {
        const l = p as { actor?: unknown; permission?: unknown }
        return { actor: str(l.actor), permission: str(l.permission) }
      }),
    }
  })
}

interface TableRowsParams {
  code: string
  table: string
  scope: bigint
  json: boolean
  lower: string
  upper: string
  limit: number
  keyType: string
  index: number
  reverse: boolean
  showPayer: boolean
}

function rowJson(chain: Chain, p: TableRowsParams, row: StoredRow, type: string): unknown {
  let data: unknown
  if (p.json) {
    if (row.json === undefined) {
      const abi = chain.account(p.code)?.abi
      try {
        row.json = abi ? abi.decodeJson(type, row.value) : hex(row.value)
      } catch {
        row.json = hex(row.value)
      }
    }
    data = row.json
  } else {
    data = hex(row.value)
  }
  return p.showPayer ? { data, payer: row.payer } : data
}

/** get_table_rows, paging with `more` and `next_key` exactly as nodeos's get_table_rows_ex does. */
export function getTableRows(chain: Chain, body: Record<string, unknown>) {
  const code = requireName(body.code, 'code')
  const table = requireName(body.table, 'table')
  const account = chain.account(code)
  const abi = account?.abi
  if (!abi)
    throw new ChainError(
      'contract_table_query_exception',
      `Table ${table} is not specified in the ABI`,
    )
  const type = abi.tableType(table)
  const p: TableRowsParams = {
    code,
    table,
    scope: uint64Key(str(body.scope), 'scope'),
    json: body.json === true || body.json === 'true',
    lower: str(body.lower_bound),
    upper: str(body.upper_bound),
    limit:
      body.limit === undefined || body.limit === null || body.limit === ''
        ? 10
        : Number(body.limit),
    keyType: str(body.key_type),
    index: indexPosition(body.index_position),
    reverse: body.reverse === true || body.reverse === 'true',
    showPayer: body.show_payer === true || body.show_payer === 'true',
  }
  if (!Number.isFinite(p.limit) || p.limit < 0) p.limit = 10
  const result: { rows: unknown[]; more: boolean; next_key: string } = {
    rows: [],
    more: false,
    next_key: '',
  }
  const tbl: Table | undefined = chain.db.getTable(code, p.scope, table)
  if (!tbl) return result
  if (p.index === 1) {
    const lower = p.lower
      ? p.keyType === 'name'
        ? (parseKey(p.lower, 'name', 'lower_bound') as bigint)
        : uint64Key(p.lower, 'lower_bound')
      : 0n
    const upper = p.upper
      ? p.keyType === 'name'
        ? (parseKey(p.upper, 'name', 'upper_bound') as bigint)
        : uint64Key(p.upper, 'upper_bound')
      : 0xffffffffffffffffn
    if (upper < lower) return result
    let count = 0
    for (const row of tbl.primaryRange(lower, upper, p.reverse)) {
      if (count >= p.limit) {
        result.more = true
        result.next_key = row.pk.toString()
        break
      }
      result.rows.push(rowJson(chain, p, row, type))
      count++
    }
    return result
  }
  const keyType = p.keyType
  if (!['i64', 'name', 'i128', 'float64'].includes(keyType)) {
    throw new ChainError(
      'contract_table_query_exception',
      `Unsupported secondary index type: ${keyType}`,
    )
  }
  const lower: SecondaryKey | undefined = p.lower
    ? parseKey(p.lower, keyType, 'lower_bound')
    : undefined
  const upper: SecondaryKey | undefined = p.upper
    ? parseKey(p.upper, keyType, 'upper_bound')
    : undefined
  if (lower !== undefined && upper !== undefined && upper < lower) return result
  let count = 0
  for (const { row, sec } of tbl.secondaryRange(p.index - 2, lower, upper, p.reverse)) {
    if (count >= p.limit) {
      result.more = true
      result.next_key = keyString(sec)
      break
    }
    result.rows.push(rowJson(chain, p, row, type))
    count++
  }
  return result
}

/** Registers every /v1/chain endpoint. `durable` awaits the journal before answering. */
export function registerChainApi(api: HttpApi, chain: Chain): void {
  const post = (
    name: string,
    fn: (body: Record<string, unknown>, req: ApiRequest) => unknown,
    status = 200,
  ) => {
    api.route(`/v1/chain/${name}`, async (req) => {
      const out = await fn(parseBody(req), req)
      return ok(out, status)
    })
  }

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

  const blockResponse = (num: number) => {
    const b = blockJson(chain, num)
    return {
      timestamp: formatTimePoint(b.timestampMs),
      producer: 'eosio',
      confirmed: 0,
      previous: b.previous,
      transaction_mroot: emptyMroot(b.receipts.map((r) => r.id)),
      action_mroot: emptyMroot(b.receipts.length ? [b.id] : []),
      schedule_version: 0,
      new_producers: null,
      producer_signature: ChainClass.blockSignature(b.id),
      transactions: b.receipts.map((r) => receiptJson(chain, r)),
      id: b.id,
      block_num: b.num,
      ref_block_prefix: ChainClass.refBlockPrefix(b.id),
    }
  }

  post('get_block', (body) => blockResponse(findBlock(chain, body.block_num_or_id).num))

  post('get_block_info', (body) => {
    const n = Number(body.block_num)
    if (!Number.isInteger(n)) throw new ChainError('invalid_http_request', 'Invalid block_num')
    const b = blockJson(chain, n)
    return {
      block_num: b.num,
      ref_block_num: b.num & 0xffff,
      id: b.id,
      timestamp: formatTimePoint(b.timestampMs),
      producer: 'eosio',
      confirmed: 0,
      previous: b.previous,
      transaction_mroot: emptyMroot(b.receipts.map((r) => r.id)),
      action_mroot: emptyMroot(b.receipts.length ? [b.id] : []),
      schedule_version: 0,
      producer_signature: ChainClass.blockSignature(b.id),
      ref_block_prefix: ChainClass.refBlockPrefix(b.id),
    }
  })

  post('get_block_header_state', (body) => {
    const b = findBlock(chain, body.block_num_or_id)
    return {
      block_num: b.num,
      dpos_proposed_irreversible_blocknum: b.num,
      dpos_irreversible_blocknum: b.num,
      id: b.id,
      header: {
        timestamp: formatTimePoint(b.timestampMs),
        producer: 'eosio',
        confirmed: 0,
        previous: b.previous,
        transaction_mroot: emptyMroot(b.receipts.map((r) => r.id)),
        action_mroot: emptyMroot([]),
        schedule_version: 0,
        header_extensions: [],
        producer_signature: ChainClass.blockSignature(b.id),
      },
      pending_schedule: {
        schedule_lib_num: 0,
        schedule_hash: '0'.repeat(64),
        schedule: { version: 0, producers: [] },
      },
      activated_protocol_features: { protocol_features: [] },
      additional_signatures: [],
      active_schedule: { version: 0, producers: [] },
      blockroot_merkle: { _active_nodes: [], _node_count: b.num },
      producer_to_last_produced: [],
      producer_to_last_implied_irb: [],
      valid_block_signing_authority: [0, { threshold: 1, keys: [] }],
      confirm_count: [],
    }
  })

  const accountOrThrow = (name: string) => {
    const a = chain.account(name)
    if (!a) throw new ChainError('account_query_exception', `Fail to retrieve account for ${name}`)
    return a
  }

  post('get_abi', (body) => {
    const name = requireName(body.account_name, 'account_name')
    const a = accountOrThrow(name)
    return a.abi ? { account_name: name, abi: a.abi.json } : { account_name: name }
  })

  post('get_raw_abi', (body) => {
    const name = requireName(body.account_name, 'account_name')
    const a = accountOrThrow(name)
    return {
      account_name: name,
      code_hash: a.codeHash,
      abi_hash: a.abi?.hash ?? '0'.repeat(64),
      abi: a.abi ? Buffer.from(a.abi.packed).toString('base64') : '',
    }
  })

  post('get_raw_code_and_abi', (body) => {
    const name = requireName(body.account_name, 'account_name')
    const a = accountOrThrow(name)
    return {
      account_name: name,
      wasm: '',
      abi: a.abi ? Buffer.from(a.abi.packed).toString('base64') : '',
    }
  })

  post('get_code', (body) => {
    const name = requireName(body.account_name, 'account_name')
    const a = accountOrThrow(name)
    return { account_name: name, code_hash: a.codeHash, wast: '', wasm: '', abi: a.abi?.json }
  })

  post('get_code_hash', (body) => {
    const name = requireName(body.account_name, 'account_name')
    return { account_name: name, code_hash: accountOrThrow(name).codeHash }
  })

  post('get_account', (body) => {
    const name = requireName(body.account_name, 'account_name')
    const a = accountOrThrow(name)
    const perms = [...a.permissions.values()].sort((x, y) =>
      nameValue(x.name) < nameValue(y.name) ? -1 : 1,
    )
    const links = [...a.links.entries()]
    return {
      account_name: name,
      head_block_num: chain.head.num,
      head_block_time: formatTimePoint(chain.head.timestampMs),
      privileged: false,
      last_code_update: formatTimePoint(a.contract ? a.createdMs : 0),
      created: formatTimePoint(a.createdMs),
      ram_quota: 1048576,
      net_weight: 1000000000,
      cpu_weight: 1000000000,
      net_limit: resourceLimit(chain),
      cpu_limit: resourceLimit(chain),
      ram_usage: 3000,
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
      subjective_cpu_bill_limit: resourceLimit(chain),
      eosio_any_linked_actions: [],
    }
  })

  post('get_currency_balance', (body) => {
    const code = requireName(body.code, 'code')
    const account = requireName(body.account, 'account')
    const symbol =
      body.symbol === undefined || body.symbol === null ? undefined : str(body.symbol).toUpperCase()
    const tbl = chain.db.getTable(code, nameValue(account), 'accounts')
    const abi = chain.account(code)?.abi
    if (!tbl || !abi?.hasTable('accounts')) return []
    const out: string[] = []
    for (const row of tbl.all()) {
      const j = abi.decodeJson(abi.tableType('accounts'), row.value) as { balance?: string }
      const bal = j.balance
      if (typeof bal === 'string' && (!symbol || bal.endsWith(` ${symbol}`))) out.push(bal)
    }
    return out
  })

  post('get_currency_stats', (body) => {
    const code = requireName(body.code, 'code')
    const symbol = str(body.symbol).toUpperCase()
    const scope = parseUint64Key(symbol)
    const abi = chain.account(code)?.abi
    if (scope === undefined || !abi?.hasTable('stat')) return {}
    const tbl = chain.db.getTable(code, scope, 'stat')
    const row = tbl ? [...tbl.all()][0] : undefined
    if (!row) return {}
    return { [symbol]: abi.decodeJson(abi.tableType('stat'), row.value) }
  })

  post('get_required_keys', (body) => {
    const actions = jsonActions(body.transaction)
    const available = Array.isArray(body.available_keys) ? body.available_keys.map(String) : []
    return { required_keys: chain.requiredKeys(actions, available).map(legacyKey) }
  })

  post('get_table_rows', (body) => getTableRows(chain, body))

  post('get_table_by_scope', (body) => {
    const code = requireName(body.code, 'code')
    const table = str(body.table)
    const limit = body.limit === undefined ? 10 : Number(body.limit)
    const lower = body.lower_bound ? uint64Key(str(body.lower_bound), 'lower_bound') : 0n
    const upper = body.upper_bound
      ? uint64Key(str(body.upper_bound), 'upper_bound')
      : 0xffffffffffffffffn
    const reverse = body.reverse === true
    let tables = chain.db
      .tablesOf(code, table || undefined)
      .filter((t) => t.scope >= lower && t.scope <= upper)
    if (reverse) tables = tables.reverse()
    const rows = tables.slice(0, limit).map((t) => ({
      code,
      scope: nameString(t.scope),
      table: t.table,
      payer: t.payer,
      count: t.size,
    }))
    const next = tables[limit]
    return { rows, more: next ? nameString(next.scope) : '' }
  })

  post('abi_json_to_bin', (body) => {
    const code = requireName(body.code, 'code')
    const abi = chain.account(code)?.abi
    if (!abi) throw new ChainError('abi_not_found_exception', `No ABI found for ${code}`)
    return { binargs: hex(abi.encode(abi.actionType(str(body.action)), body.args)) }
  })

  post('abi_bin_to_json', (body) => {
    const code = requireName(body.code, 'code')
    const abi = chain.account(code)?.abi
    if (!abi) throw new ChainError('abi_not_found_exception', `No ABI found for ${code}`)
    const bytes = Bytes.from(str(body.binargs), 'hex').array
    return { args: abi.decodeJson(abi.actionType(str(body.action)), bytes) }
  })

  const push = async (input: PackedTransactionInput) => {
    const { trace, durable } = chain.pushTransaction(input, 'push')
    await durable
    return traceResponse(trace)
  }

  post('push_transaction', (body) => push(packedInput(body)), 202)
  post('send_transaction', (body) => push(packedInput(body)), 202)

  api.route('/v1/chain/send_transaction2', async (req) => {
    const body = parseBody(req, true)
    const input = packedInput(body.transaction)
    const returnFailure = body.return_failure_trace !== false
    try {
      return ok(await push(input), 202)
    } catch (e) {
      if (returnFailure && e instanceof ChainError) {
        return ok(
          {
            transaction_id: failureTrace(chain, input, e).id,
            processed: failureTrace(chain, input, e),
          },
          202,
        )
      }
      throw e
    }
  })

  post('compute_transaction', (body) => {
    const { trace } = chain.pushTransaction(packedInput(body.transaction), 'compute')
    return traceResponse(trace)
  })

  api.route('/v1/chain/push_transactions', async (req) => {
    const body = JSON.parse(req.body || '[]') as unknown
    if (!Array.isArray(body))
      throw new ChainError('invalid_http_request', 'Unable to parse valid input from POST body')
    const out: unknown[] = []
    for (const t of body) {
      const input = packedInput(t)
      try {
        out.push(await push(input))
      } catch (e) {
        if (!(e instanceof ChainError)) throw e
        const trace = failureTrace(chain, input, e)
        out.push({ transaction_id: trace.id, processed: trace })
      }
    }
    return ok(out, 202)
  })

  post('get_transaction_id', (body) => {
    const trx = Transaction.from(body as never)
    return trx.id.hexString
  })
}
