import { ABIEncoder, Bytes, Checksum256, Name } from '@wharfkit/antelope'
import type { LoadedAbi } from './abi'
import type { PermissionLevel } from './contract'
import { formatTimePoint } from './json'

/**
 * Action and transaction traces. The apply context records what each action did (`ActionRecord`,
 * nodeos's `action_trace` with its receipt) with no JSON work; nodeos's JSON shapes are built from
 * the records only when someone reads them (an HTTP answer), and the data's JSON and `act_digest`
 * only when read in turn, so the genesis's thousands of traces cost next to nothing.
 */

/** What running one action on one receiver produced. */
export interface ActionRecord {
  ordinal: number
  creator: number
  closestUnnotified: number
  receiver: string
  account: string
  name: string
  authorization: readonly PermissionLevel[]
  data: Uint8Array
  globalSequence: number
  recvSequence: number
  authSequence: [string, number][]
  codeSequence: number
  abiSequence: number
  elapsedUs: number
  console: string
}

/** A transaction's run: its actions in ordinal order, and where and at what cost it ran. */
export interface TransactionRecord {
  id: string
  blockNum: number
  blockTimeMs: number
  cpuUsageUs: number
  netUsageWords: number
  actions: ActionRecord[]
}

/** nodeos's JSON action trace. */
export interface ActionTraceJson {
  action_ordinal: number
  creator_action_ordinal: number
  closest_unnotified_ancestor_action_ordinal: number
  receipt: {
    receiver: string
    act_digest: string
    global_sequence: number
    recv_sequence: number
    auth_sequence: [string, number][]
    code_sequence: number
    abi_sequence: number
  } | null
  receiver: string
  act: {
    account: string
    name: string
    authorization: PermissionLevel[]
    data: unknown
    hex_data: string
  }
  context_free: boolean
  elapsed: number
  console: string
  trx_id: string
  block_num: number
  block_time: string
  producer_block_id: null
  account_ram_deltas: { account: string; delta: number }[]
  except: null
  error_code: null
  return_value_hex_data: string
}

/** nodeos's JSON transaction trace (`processed`). */
export interface TransactionTraceJson {
  id: string
  block_num: number
  block_time: string
  producer_block_id: null
  receipt: { status: 'executed'; cpu_usage_us: number; net_usage_words: number } | null
  elapsed: number
  net_usage: number
  scheduled: boolean
  action_traces: ActionTraceJson[]
  account_ram_delta: null
  except: unknown
  error_code: null
}

/** Something that follows every committed transaction (the genesis's too), such as an indexer. */
export type TraceObserver = (trace: TransactionRecord) => void

/**
 * Turns `obj[key]` into an enumerable property computed on first read and then kept (assigning
 * replaces it), so JSON, spreads and deep equality see an ordinary value.
 */
function lazyProperty<T extends object, K extends keyof T>(
  obj: T,
  key: K,
  compute: () => T[K],
): void {
  let value: T[K]
  let done = false
  Object.defineProperty(obj, key, {
    enumerable: true,
    configurable: true,
    get: () => {
      if (!done) {
        value = compute()
        done = true
      }
      return value
    },
    set: (v: T[K]) => {
      value = v
      done = true
    },
  })
}

/**
 * `act_digest`: the SHA-256 of the action in Antelope's binary form (account, name, the
 * authorization levels, then the data with its length), written with wharfkit's encoder and
 * name type; building an `Action` object to serialize it costs four times as much.
 */
export function actionDigest(a: ActionRecord): string {
  const e = new ABIEncoder(64 + a.data.length)
  Name.from(a.account).toABI(e)
  Name.from(a.name).toABI(e)
  e.writeVaruint32(a.authorization.length)
  for (const l of a.authorization) {
    Name.from(l.actor).toABI(e)
    Name.from(l.permission).toABI(e)
  }
  e.writeVaruint32(a.data.length)
  e.writeArray(a.data)
  return Checksum256.hash(e.getData()).hexString
}

/** The ABI of an account, for rendering action data as JSON. */
export type AbiOf = (account: string) => LoadedAbi | undefined

/** An action's data as nodeos shows it: JSON when the account's ABI knows the action, else hex. */
function actionDataJson(a: ActionRecord, abiOf: AbiOf, memo: WeakMap<Uint8Array, unknown>) {
  if (memo.has(a.data)) return memo.get(a.data)
  const abi = abiOf(a.account)
  let data: unknown = Bytes.from(a.data).hexString
  try {
    if (abi?.hasAction(a.name)) data = abi.decodeJson(abi.actionType(a.name), a.data)
  } catch {
    /* data the ABI cannot decode is shown as hex, as nodeos does */
  }
  memo.set(a.data, data)
  return data
}

/** nodeos's JSON for a transaction's trace (action data and digests computed when first read). */
export function transactionTraceJson(t: TransactionRecord, abiOf: AbiOf): TransactionTraceJson {
  const blockTime = formatTimePoint(t.blockTimeMs)
  // A notification echoes its action (same account, name, authorization and data bytes), so
  // the data's JSON and the digest are computed once per action, not once per receiver.
  const memo = new WeakMap<Uint8Array, unknown>()
  const digests = new WeakMap<Uint8Array, string>()
  const digestOf = (a: ActionRecord): string => {
    let d = digests.get(a.data)
    if (d === undefined) {
      d = actionDigest(a)
      digests.set(a.data, d)
    }
    return d
  }
  const action = (a: ActionRecord): ActionTraceJson => {
    const act: ActionTraceJson['act'] = {
      account: a.account,
      name: a.name,
      authorization: [...a.authorization],
      data: undefined,
      hex_data: Bytes.from(a.data).hexString,
    }
    lazyProperty(act, 'data', () => actionDataJson(a, abiOf, memo))
    const receipt: NonNullable<ActionTraceJson['receipt']> = {
      receiver: a.receiver,
      act_digest: '',
      global_sequence: a.globalSequence,
      recv_sequence: a.recvSequence,
      auth_sequence: a.authSequence,
      code_sequence: a.codeSequence,
      abi_sequence: a.abiSequence,
    }
    lazyProperty(receipt, 'act_digest', () => digestOf(a))
    return {
      action_ordinal: a.ordinal,
      creator_action_ordinal: a.creator,
      closest_unnotified_ancestor_action_ordinal: a.closestUnnotified,
      receipt,
      receiver: a.receiver,
      act,
      context_free: false,
      elapsed: a.elapsedUs,
      console: a.console,
      trx_id: t.id,
      block_num: t.blockNum,
      block_time: blockTime,
      producer_block_id: null,
      account_ram_deltas: [],
      except: null,
      error_code: null,
      return_value_hex_data: '',
    }
  }
  return {
    id: t.id,
    block_num: t.blockNum,
    block_time: blockTime,
    producer_block_id: null,
    receipt: { status: 'executed', cpu_usage_us: t.cpuUsageUs, net_usage_words: t.netUsageWords },
    elapsed: t.cpuUsageUs,
    net_usage: t.netUsageWords * 8,
    scheduled: false,
    action_traces: t.actions.map(action),
    account_ram_delta: null,
    except: null,
    error_code: null,
  }
}
