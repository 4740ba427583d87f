import { type IndexerSource, indexerSource } from '../../chain/read/indexer/freshness'
import type { IndexedHof } from '../../chain/read/indexer/hof'

/**
 * Where the boards come from: the indexer (one request), or the chain (a request per player) with
 * the reason, or nothing yet while the indexer's first answer is on its way; the rule is the one
 * every indexer answer follows (`chain/read/indexer/freshness.ts`).
 */
export type HofSource = IndexerSource<IndexedHof>

export function hofSource(input: Parameters<typeof indexerSource<IndexedHof>>[0]): HofSource {
  return indexerSource(input, {
    indexer: 'The Hall of Fame indexer',
    chainReads: 'the boards are read from the chain, one request per player.',
  })
}
