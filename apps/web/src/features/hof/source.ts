import { groupThousands } from '@dov/game/amount'
import { type IndexedHof, IndexerAnswerError } from '../../chain/read/indexer/hof'

/** An indexer further behind the chain than this is not used: its boards would be old news. */
export const MAX_INDEXER_LAG_MS = 60_000

/**
 * Where the boards come from: the indexer (one request), or the chain (a request per player) with
 * the reason, or nothing yet while the indexer's first answer is on its way.
 */
export type HofSource =
  | { kind: 'waiting' }
  | { kind: 'indexer'; hof: IndexedHof }
  | { kind: 'chain'; reason: string }

const CHAIN_READS = 'the boards are read from the chain, one request per player.'

/**
 * Decides the source from the indexer's query: its last good answer is used while it is of this
 * chain and at most a minute behind the chain's clock (`now`), even when a later refresh failed;
 * without one, a failure sends the screen to the chain reads at once.
 */
export function hofSource(input: {
  configured: boolean
  chainId: string
  data: IndexedHof | undefined
  error: Error | null
  now: number
}): HofSource {
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
          : // The browser's own words for a failed request ("Failed to fetch") say nothing more.
            'did not answer'
    return {
      kind: 'chain',
      reason: `The Hall of Fame indexer could not be read (${why}): ${CHAIN_READS}`,
    }
  }
  if (data.chainId !== input.chainId)
    return {
      kind: 'chain',
      reason: `The Hall of Fame indexer answers for another chain: ${CHAIN_READS}`,
    }
  const lag = input.now - data.asOf.time
  if (lag > MAX_INDEXER_LAG_MS)
    return {
      kind: 'chain',
      reason: `The Hall of Fame indexer is ${Math.round(lag / 60_000)} min behind the chain: ${CHAIN_READS}`,
    }
  return { kind: 'indexer', hof: data }
}

/**
 * "as of block 1,234, 3 s ago": how fresh the indexer's boards are. Grouped by the app's own
 * formatter, not `toLocaleString`: the first use of the browser's number formatting loads its
 * locale data, ~16 ms of the page's first render.
 */
export function freshness(hof: IndexedHof, now: number): string {
  const seconds = Math.max(0, Math.round((now - hof.asOf.time) / 1000))
  const ago = seconds < 90 ? `${seconds} s ago` : `${Math.round(seconds / 60)} min ago`
  return `As of block ${groupThousands(String(hof.asOf.blockNum))}, ${ago}`
}
