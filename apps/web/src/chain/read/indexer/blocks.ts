/**
 * The live channel's `block` events (`events.ts`), pure: an event read from its data as the
 * indexer's contract has it (`@dov/indexer-api/documents/events`), whether a cached answer is
 * current as of a block, and whose answers a block asks again for.
 */
import { BlockEventData } from '@dov/indexer-api/documents/events'
import * as v from 'valibot'
import type { IndexedAsOf } from './hof'

/** A `block` event: the block the indexer is at, and what changed since its last one. */
export type BlockEvent = IndexedAsOf & {
  hof: boolean
  ranks: boolean
  accounts: ReadonlySet<string>
  reload: boolean
}

/** The event in a `block` message's data; a malformed one: undefined. */
export function parseBlock(data: unknown): BlockEvent | undefined {
  let body: unknown
  try {
    body = JSON.parse(String(data))
  } catch {
    return undefined
  }
  const parsed = v.safeParse(BlockEventData, body)
  if (!parsed.success) return undefined
  const { chain_id, as_of, catching_up, hof, ranks, accounts, reload } = parsed.output
  const time = Date.parse(as_of.time)
  if (Number.isNaN(time)) return undefined
  return {
    chainId: chain_id,
    asOf: { blockNum: as_of.block_num, blockId: as_of.block_id, time },
    catchingUp: catching_up,
    hof,
    ranks,
    accounts: new Set(accounts),
    reload,
  }
}

/** Whether `data` is a cached answer that says its chain and block (the boards, a page). */
export function isAsOfAnswer(data: unknown): data is IndexedAsOf {
  return typeof data === 'object' && data !== null && 'asOf' in data && 'chainId' in data
}

/** Whether a cached answer says it is as of `block` or later, of its chain: current. */
export function isCurrent(data: unknown, block: Pick<BlockEvent, 'chainId' | 'asOf'>): boolean {
  return (
    isAsOfAnswer(data) &&
    data.chainId === block.chainId &&
    data.asOf.blockNum >= block.asOf.blockNum
  )
}

/**
 * Whose answers a block asks again for: everyone's (undefined) when `everyone`, else the listed
 * `accounts`', or nobody's (null) when it lists none.
 */
export function whose(
  everyone: boolean,
  accounts: ReadonlySet<string>,
): ReadonlySet<string> | undefined | null {
  return everyone ? undefined : accounts.size > 0 ? accounts : null
}
