import { type IndexerSource, indexerSource } from '../../chain/read/indexer/freshness'
import type { IndexedPlayer } from '../../chain/read/indexer/player'

/**
 * Where the page comes from: the indexer (one request), or the chain's tables with the reason in
 * one line, or nothing yet while the indexer's first answer is on its way; the Hall of Fame's
 * rule (`chain/read/indexer/freshness.ts`).
 */
export type PlayerSource = IndexerSource<IndexedPlayer>

export function playerSource(
  input: Parameters<typeof indexerSource<IndexedPlayer>>[0],
): PlayerSource {
  return indexerSource(input, {
    indexer: 'The indexer',
    chainReads: 'this page is read from the chain.',
  })
}
