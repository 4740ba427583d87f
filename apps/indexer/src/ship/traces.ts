import { type ABI, type ABISerializable, type Bytes, Serializer } from '@wharfkit/antelope'
import type { AbiBook } from './abis'

/** A permission level, as an action's authorization lists it. */
export type PermissionLevel = { actor: string; permission: string }

/** One action trace (`action_trace_v0` or `_v1`): an action run on one receiver. */
export type ActionTraceRecord = {
  /** Its place in the transaction (`action_ordinal`, from 1). */
  ordinal: number
  /** The action that sent it inline or notified it (`creator_action_ordinal`); 0 for a root action. */
  creator: number
  receiver: string
  account: string
  name: string
  authorization: PermissionLevel[]
  /** The receipt's global sequence (unique and increasing over the chain); null without receipt. */
  globalSequence: string | null
  /**
   * The action's data as JSON, decoded with its contract's ABI in force at the block; null when the
   * account is not one `decodeTraces` was asked to read, or its ABI does not know the action.
   */
  data: Record<string, unknown> | null
}

/** One executed transaction's trace (`transaction_trace_v0`), its actions in ordinal order. */
export type TransactionTraceRecord = { id: string; actions: ActionTraceRecord[] }

type Variant = [string, Record<string, ABISerializable>]

/** Which action an action trace runs: its contract and name. */
export type ActionName = { account: string; name: string }

/** `transaction_trace_v0.status` of a transaction that ran (nodeos's `executed`). */
const EXECUTED = 0

/**
 * Reads a block's packed `transaction_trace[]` (state history's `traces`, as nodeos sends them):
 * the executed transactions, each with its action traces (root actions, notifications and inline
 * actions alike). The data of the actions of the accounts `readData` names is decoded with that
 * account's ABI in `book` (the ABIs in force at the block); others keep only their names, so a
 * block full of transactions the indexer does not follow costs little more than the frame's
 * decoding. `readData` is asked with the action and its root (the action that, through inline
 * actions and notifications, sent it), so the inline actions of some roots only may be read.
 * Failed, delayed or expired transactions changed nothing and are left out.
 */
export function decodeTraces(
  shipAbi: ABI,
  packed: Bytes,
  book: AbiBook,
  readData: (action: ActionName, root: ActionName) => boolean,
): TransactionTraceRecord[] {
  const traces = Serializer.decode({
    data: packed,
    type: 'transaction_trace[]',
    abi: shipAbi,
  }) as Variant[]
  const out: TransactionTraceRecord[] = []
  for (const [, trace] of traces) {
    if (Number(trace.status) !== EXECUTED) continue
    const raws = (trace.action_traces as unknown as Variant[])
      .map(([, a]) => actionOf(a))
      .sort((a, b) => a.ordinal - b.ordinal)
    // Each action's root (a creator's ordinal is below its own): what it was sent for.
    const rootOf = new Map<number, RawAction>()
    for (const a of raws) rootOf.set(a.ordinal, a.creator === 0 ? a : (rootOf.get(a.creator) ?? a))
    const actions = raws.map(({ raw, ...action }) => {
      if (readData(action, rootOf.get(action.ordinal) ?? action))
        action.data = decodeData(book, action, raw)
      return action
    })
    out.push({ id: String(trace.id), actions })
  }
  return out
}

type RawAction = ActionTraceRecord & { raw: Bytes }

function actionOf(a: Record<string, ABISerializable>): RawAction {
  const act = a.act as unknown as {
    account: ABISerializable
    name: ABISerializable
    authorization: { actor: ABISerializable; permission: ABISerializable }[]
    data: Bytes
  }
  const receipt = a.receipt as unknown as [string, { global_sequence: ABISerializable }] | null
  return {
    ordinal: Number(a.action_ordinal),
    creator: Number(a.creator_action_ordinal),
    receiver: String(a.receiver),
    account: String(act.account),
    name: String(act.name),
    authorization: act.authorization.map((level) => ({
      actor: String(level.actor),
      permission: String(level.permission),
    })),
    globalSequence: receipt === null ? null : String(receipt[1].global_sequence),
    data: null,
    raw: act.data,
  }
}

function decodeData(
  book: AbiBook,
  action: ActionTraceRecord,
  raw: Bytes,
): Record<string, unknown> | null {
  const abi = book.get(action.account)
  const type = abi?.actions.find((x) => String(x.name) === action.name)?.type
  if (abi === undefined || type === undefined) return null
  try {
    return Serializer.objectify(
      Serializer.decode({ data: raw, type: String(type), abi }),
    ) as Record<string, unknown>
  } catch {
    // Data its ABI cannot read (a contract may accept any bytes): kept without it, as nodeos
    // shows such data as hex.
    return null
  }
}
