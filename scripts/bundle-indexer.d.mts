/** The bundled service's entry files (`bundle-indexer.mjs`). */
export type IndexerBundle = { main: string; migrate: string }

export function bundleIndexer(): Promise<IndexerBundle & { remove: () => void }>
