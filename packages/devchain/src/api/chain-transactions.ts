import { inflateSync } from 'node:zlib'
import { Transaction } from '@wharfkit/antelope'
import type { PackedTransactionInput } from '../core/block-log'
import type { Chain, TransactionTraceJson } from '../core/chain'
import type { PermissionLevel } from '../core/contract'
import { ChainError } from '../core/errors'
import { formatTimePoint } from '../core/json'
import { legacyKey } from '../core/keys'
import { type ChainRoute, str } from './chain-params'
import type { HttpApi } from './http'
import { parseBody, parseJson } from './http-body'
import { HttpError } from './http-errors'
import type { ApiResponse } from './http-types'

/** Transactions: `push_transaction`, `send_transaction(2)`, `push_transactions`, `compute_transaction`, `get_required_keys`, `get_transaction_id`. */

function ok(json: unknown, status = 200): ApiResponse {
  return { status, json }
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

/** nodeos inflates at most 1 MiB of a zlib-compressed `packed_trx` (its zip-bomb guard). */
export const MAX_INFLATED_BYTES = 1024 * 1024

/**
 * Refuses (400) compressed data that inflates past MAX_INFLATED_BYTES, stopping as soon as it
 * does, before the core inflates it (the core inflates without a bound). Anything else wrong
 * with it (not hex, not zlib) is left to the core, which refuses it as before.
 */
function checkInflation(hex: string | undefined, field: string): void {
  if (!hex || hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return
  try {
    inflateSync(Buffer.from(hex, 'hex'), { maxOutputLength: MAX_INFLATED_BYTES })
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new HttpError(
        'tx_decompression_error',
        `Exceeded maximum decompressed transaction size: ${field} inflates to more than ${MAX_INFLATED_BYTES} bytes`,
        400,
        'Invalid Request',
      )
    }
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
  const input: PackedTransactionInput = {
    signatures: Array.isArray(o.signatures) ? o.signatures.map(String) : [],
    compression: (o.compression as number | string | undefined) ?? 0,
    packed_context_free_data: str(o.packed_context_free_data),
    packed_trx: o.packed_trx,
  }
  if (input.compression === 1 || input.compression === 'zlib') {
    checkInflation(input.packed_trx, 'packed_trx')
    checkInflation(input.packed_context_free_data, 'packed_context_free_data')
  }
  return input
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

export function registerTransactionRoutes(api: HttpApi, post: ChainRoute, chain: Chain): void {
  post('get_required_keys', (body) => {
    const actions = jsonActions(body.transaction)
    const available = Array.isArray(body.available_keys) ? body.available_keys.map(String) : []
    return { required_keys: chain.requiredKeys(actions, available).map(legacyKey) }
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
    const body = req.body.trim() === '' ? [] : parseJson(req.body)
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
