/**
 * When an indexer's answer is used (the Hall of Fame's boards, a commander's page): the rule both
 * screens follow, and how they say how fresh it is. Grouped by the app's own formatter, not
 * `toLocaleString`: the first use of the browser's number formatting loads its locale data,
 * ~16 ms of the page's first render.
 */
import { groupThousands } from '@dov/game/amount'
import { IndexerAnswerError } from './hof'

/** An indexer further behind the chain than this is not used: its answer would be old news. */
export const MAX_INDEXER_LAG_MS = 60_000

/** What the rule reads of an answer: the chain it names and the block it is as of. */
export type IndexerAnswer = { chainId: string; asOf: { blockNum: number; time: number } }

/**
 * Where a screen's figures come from: the indexer's answer, or the chain's tables with the
 * reason in one line, or nothing yet while the indexer's first answer is on its way.
 */
export type IndexerSource<T> =
  | { kind: 'waiting' }
  | { kind: 'indexer'; answer: T }
  | { kind: 'chain'; reason: string }

/**
 * The indexer's last good answer (`data`) is used while it is of this chain and at most a minute
 * behind the chain's clock (`now`), even when a later refresh failed; without one, a failure sends
 * the screen to the chain's tables at once. `indexer` names the indexer in the reason ("The Hall
 * of Fame indexer"), `chainReads` says what the screen does instead.
 */
export function indexerSource<T extends IndexerAnswer>(
  input: {
    configured: boolean
    chainId: string
    data: T | undefined
    error: Error | null
    now: number
  },
  words: { indexer: string; chainReads: string },
): IndexerSource<T> {
  const chain = (why: string): IndexerSource<T> => ({
    kind: 'chain',
    reason: `${why}: ${words.chainReads}`,
  })
  if (!input.configured) return chain('No indexer serves this network')
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
    return chain(`${words.indexer} could not be read (${why})`)
  }
  if (data.chainId !== input.chainId) return chain(`${words.indexer} answers for another chain`)
  const lag = input.now - data.asOf.time
  if (lag > MAX_INDEXER_LAG_MS)
    return chain(`${words.indexer} is ${Math.round(lag / 60_000)} min behind the chain`)
  return { kind: 'indexer', answer: data }
}

/** "As of block 1,234, 3 s ago": how fresh the indexer's answer is. */
export function freshness(answer: IndexerAnswer, now: number): string {
  const seconds = Math.max(0, Math.round((now - answer.asOf.time) / 1000))
  const ago = seconds < 90 ? `${seconds} s ago` : `${Math.round(seconds / 60)} min ago`
  return `As of block ${groupThousands(String(answer.asOf.blockNum))}, ${ago}`
}
