import { BlockTimestamp, Bytes, TimePointSec } from '@wharfkit/antelope'
import { headerFields } from '../api/chain-blocks'
import { BlockLog, type BlockRecord, type TransactionReceipt } from '../core/block-log'
import type { Chain } from '../core/chain'
import type { HistoryEntry } from '../core/state-history'
import { type ActionRecord, actionDigest, type TransactionRecord } from '../core/traces'
import { shipEncode } from './abi'

/**
 * A block and its traces as the state-history ABI packs them: `signed_block` (the header
 * `get_block` shows, with its receipts' packed transactions) and `transaction_trace[]`
 * (nodeos's `transaction_trace_v0` with `action_trace_v1`, in the block's transaction order).
 */

function compressionOf(r: TransactionReceipt): number {
  const c = r.input.compression
  return c === 1 || c === 'zlib' ? 1 : 0
}

/** The block as a packed `signed_block`. */
export function packSignedBlock(b: BlockRecord): Uint8Array {
  return shipEncode('signed_block', {
    timestamp: BlockTimestamp.fromMilliseconds(b.timestampMs),
    ...headerFields(b),
    header_extensions: [],
    producer_signature: BlockLog.blockSignature(b.id),
    transactions: b.receipts.map((r) => ({
      status: 0,
      cpu_usage_us: r.cpuUsageUs,
      net_usage_words: r.netUsageWords,
      trx: [
        'packed_transaction',
        {
          signatures: r.input.signatures ?? [],
          compression: compressionOf(r),
          packed_context_free_data: r.input.packed_context_free_data ?? '',
          packed_trx: r.input.packed_trx,
        },
      ],
    })),
    block_extensions: [],
  })
}

function actionTrace(a: ActionRecord) {
  return [
    'action_trace_v1',
    {
      action_ordinal: a.ordinal,
      creator_action_ordinal: a.creator,
      receipt: [
        'action_receipt_v0',
        {
          receiver: a.receiver,
          act_digest: actionDigest(a),
          global_sequence: a.globalSequence,
          recv_sequence: a.recvSequence,
          auth_sequence: a.authSequence.map(([account, sequence]) => ({ account, sequence })),
          code_sequence: a.codeSequence,
          abi_sequence: a.abiSequence,
        },
      ],
      receiver: a.receiver,
      act: {
        account: a.account,
        name: a.name,
        authorization: a.authorization,
        data: Bytes.from(a.data),
      },
      context_free: false,
      elapsed: a.elapsedUs,
      console: a.console,
      account_ram_deltas: [],
      except: null,
      error_code: null,
      return_value: Bytes.from(new Uint8Array(0)),
    },
  ]
}

/** The transaction's header fields nodeos's trace repeats (`partial_transaction_v0`). */
function partial(chain: Chain, r: TransactionReceipt | undefined) {
  if (!r) return null
  const { trx } = chain.decodePacked(r.input)
  return [
    'partial_transaction_v0',
    {
      expiration: TimePointSec.fromMilliseconds(trx.expiration.toMilliseconds()),
      ref_block_num: trx.ref_block_num,
      ref_block_prefix: trx.ref_block_prefix,
      max_net_usage_words: trx.max_net_usage_words,
      max_cpu_usage_ms: trx.max_cpu_usage_ms,
      delay_sec: trx.delay_sec,
      transaction_extensions: trx.transaction_extensions,
      signatures: r.input.signatures ?? [],
      context_free_data: [],
    },
  ]
}

function transactionTrace(chain: Chain, t: TransactionRecord, r: TransactionReceipt | undefined) {
  return [
    'transaction_trace_v0',
    {
      id: t.id,
      status: 0,
      cpu_usage_us: t.cpuUsageUs,
      net_usage_words: t.netUsageWords,
      elapsed: t.cpuUsageUs,
      net_usage: t.netUsageWords * 8,
      scheduled: false,
      action_traces: t.actions.map(actionTrace),
      account_ram_delta: null,
      except: null,
      error_code: null,
      failed_dtrx_trace: null,
      partial: partial(chain, r),
    },
  ]
}

/**
 * The block's transactions' traces as a packed `transaction_trace[]`. The genesis's actions run
 * outside any transaction (block 1 has no receipts), so they have no trace; their rows are in the
 * block's deltas.
 */
export function packTraces(
  chain: Chain,
  b: BlockRecord,
  entries: readonly HistoryEntry[],
): Uint8Array {
  const receipts = new Map(b.receipts.map((r) => [r.id, r]))
  const traces = entries
    .filter((e): e is HistoryEntry & { record: TransactionRecord } => e.record !== undefined)
    .map((e) => transactionTrace(chain, e.record, receipts.get(e.record.id)))
  return shipEncode('transaction_trace[]', traces)
}
