import { groupThousands } from '@dov/game/amount'
import { IndexerAnswerError } from '../../chain/read/indexer/hof'
import type { IndexedPlayer } from '../../chain/read/indexer/player'

/** An indexer further behind the chain than this is not used (the Hall of Fame's rule). */
export const MAX_INDEXER_LAG_MS = 60_000

/**
 * Where the page comes from: the indexer (one request), or the chain's tables with the reason in
 * one line, or nothing yet while the indexer's first answer is on its way.
 */
export type PlayerSource =
  | { kind: 'waiting' }
  | { kind: 'indexer'; player: IndexedPlayer }
  | { kind: 'chain'; reason: string }

const CHAIN_READS = 'this page is read from the chain.'

/**
 * The Hall of Fame's rule (features/hof/source.ts): the indexer's last good answer is used while
 * it is of this chain and at most a minute behind the chain's clock (`now`); without one, a
 * failure sends the page to the chain's tables at once.
 */
export function playerSource(input: {
  configured: boolean
  chainId: string
  data: IndexedPlayer | undefined
  error: Error | null
  now: number
}): PlayerSource {
  if (!input.configured)
    return { kind: 'chain', reason: `No indexer serves this network: ${CHAIN_READS}` }
  const { data } = input
  if (data === undefined) {
    if (input.error === null) return { kind: 'waiting' }
    const why =
      input.error.name === 'TimeoutError'
        ? 'did not answer in time'
        : input.error instanceof IndexerAnswerError
          ? input.error.message
          : 'did not answer'
    return { kind: 'chain', reason: `The indexer could not be read (${why}): ${CHAIN_READS}` }
  }
  if (data.chainId !== input.chainId)
    return { kind: 'chain', reason: `The indexer answers for another chain: ${CHAIN_READS}` }
  const lag = input.now - data.asOf.time
  if (lag > MAX_INDEXER_LAG_MS)
    return {
      kind: 'chain',
      reason: `The indexer is ${Math.round(lag / 60_000)} min behind the chain: ${CHAIN_READS}`,
    }
  return { kind: 'indexer', player: data }
}

/** "As of block 1,234, 3 s ago": how fresh the indexer's answer is. */
export function freshness(player: IndexedPlayer, now: number): string {
  const seconds = Math.max(0, Math.round((now - player.asOf.time) / 1000))
  const ago = seconds < 90 ? `${seconds} s ago` : `${Math.round(seconds / 60)} min ago`
  return `As of block ${groupThousands(String(player.asOf.blockNum))}, ${ago}`
}
