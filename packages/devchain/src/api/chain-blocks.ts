import { Bytes, Serializer } from '@wharfkit/antelope'
import { BlockLog, type BlockRecord, type TransactionReceipt } from '../core/block-log'
import type { Chain } from '../core/chain'
import { ChainError } from '../core/errors'
import { formatTimePoint, formatTimePointSec } from '../core/json'
import { type ChainRoute, str } from './chain-params'
import { clip } from './http-body'

/** Blocks: `get_block`, `get_block_info`, `get_block_header_state` (the last 65,536 blocks). */

function blockJson(chain: Chain, num: number): BlockRecord {
  const b = chain.getBlock(num)
  if (!b) throw new ChainError('unknown_block_exception', `Could not find block: ${num}`)
  return b
}

function findBlock(chain: Chain, ref: unknown): BlockRecord {
  const s = str(ref).trim()
  if (/^\d+$/.test(s)) return blockJson(chain, Number(s))
  if (/^[0-9a-fA-F]{64}$/.test(s)) {
    const b = chain.getBlockById(s.toLowerCase())
    if (!b) throw new ChainError('unknown_block_exception', `Could not find block: ${clip(s)}`)
    return b
  }
  throw new ChainError('block_id_type_exception', `Invalid block ID: ${clip(s)}`)
}

/** A stand-in merkle root (one producer, no merkle tree): the first 32 bytes of the ids, zeros when none. */
function mrootOf(ids: string[]): string {
  if (ids.length === 0) return '0'.repeat(64)
  return ids.join('').slice(0, 64).padEnd(64, '0')
}

/**
 * A block header's fields besides its time (one producer, `eosio`, no schedule change), as both
 * `get_block` and state history's packed `signed_block` give them.
 */
export function headerFields(b: BlockRecord) {
  return {
    producer: 'eosio',
    confirmed: 0,
    previous: b.previous,
    transaction_mroot: mrootOf(b.receipts.map((r) => r.id)),
    action_mroot: mrootOf(b.receipts.length ? [b.id] : []),
    schedule_version: 0,
    new_producers: null,
  }
}

/** Decodes a receipt's transaction for get_block, with action data as JSON where an ABI allows. */
function receiptJson(chain: Chain, r: TransactionReceipt) {
  const { trx } = chain.decodePacked(r.input)
  const t = Serializer.objectify(trx) as Record<string, unknown>
  const actions = trx.actions.map((a) => {
    const account = String(a.account)
    const name = String(a.name)
    const abi = chain.account(account)?.abi
    let data: unknown = Bytes.from(a.data.array).hexString
    try {
      if (abi?.hasAction(name)) data = abi.decodeJson(abi.actionType(name), a.data.array)
    } catch {
      data = Bytes.from(a.data.array).hexString
    }
    return {
      account,
      name,
      authorization: a.authorization.map((p) => ({
        actor: String(p.actor),
        permission: String(p.permission),
      })),
      data,
      hex_data: Bytes.from(a.data.array).hexString,
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

export function registerBlockRoutes(post: ChainRoute, chain: Chain): void {
  const blockResponse = (num: number) => {
    const b = blockJson(chain, num)
    return {
      timestamp: formatTimePoint(b.timestampMs),
      ...headerFields(b),
      producer_signature: BlockLog.blockSignature(b.id),
      transactions: b.receipts.map((r) => receiptJson(chain, r)),
      id: b.id,
      block_num: b.num,
      ref_block_prefix: BlockLog.refBlockPrefix(b.id),
    }
  }

  post('get_block', (body) => blockResponse(findBlock(chain, body.block_num_or_id).num))

  post('get_block_info', (body) => {
    const n = Number(body.block_num)
    if (!Number.isInteger(n)) throw new ChainError('invalid_http_request', 'Invalid block_num')
    const b = blockJson(chain, n)
    // nodeos's get_block_info has no new_producers.
    const { new_producers: _, ...header } = headerFields(b)
    return {
      block_num: b.num,
      ref_block_num: b.num & 0xffff,
      id: b.id,
      timestamp: formatTimePoint(b.timestampMs),
      ...header,
      producer_signature: BlockLog.blockSignature(b.id),
      ref_block_prefix: BlockLog.refBlockPrefix(b.id),
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
        transaction_mroot: mrootOf(b.receipts.map((r) => r.id)),
        action_mroot: mrootOf([]),
        schedule_version: 0,
        header_extensions: [],
        producer_signature: BlockLog.blockSignature(b.id),
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
}
