/**
 * Vitest global setup of the indexer's tests: the service bundled once per run
 * (`scripts/bundle-indexer.mjs`), which the tests that start it as a process run with plain `node`
 * (`serviceCommand` in `indexer-process.ts`): a start of the service through tsx's loader hooks
 * costs about a third more CPU, and these tests start it dozens of times.
 */
import type { TestProject } from 'vitest/node'
import { bundleIndexer, type IndexerBundle } from '../../../../scripts/bundle-indexer.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The service's entry files, bundled from this checkout's sources. */
    indexerBundle: IndexerBundle
  }
}

export default async function setup(project: TestProject) {
  const bundle = await bundleIndexer()
  project.provide('indexerBundle', { main: bundle.main, migrate: bundle.migrate })
  return () => bundle.remove()
}
