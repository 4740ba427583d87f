import type { FullConfig } from '@playwright/test'
import { bundleIndexer } from '../../../scripts/bundle-indexer.mjs'
import { INDEXER_BUNDLE_VARIABLE, type RunningStack, STACKS_VARIABLE, startStack } from './stack'

// DOV_E2E_DIST lets two suites run side by side on one machine without sharing builds.
const outDir = process.env.DOV_E2E_DIST ?? 'node_modules/.e2e-dist'

/**
 * Starts one stack (e2e/stack.ts: devchain, killable front door, app build) per worker, so that
 * workers never share chain state: each test resets only its own worker's world, and a fault or a
 * time jump one test injects is seen by no other. Workers find theirs by `parallelIndex`
 * (fixtures.ts). Returns the teardown that stops them all.
 */
export default async function globalSetup(config: FullConfig) {
  const world = process.env.DOV_E2E_WORLD ?? 'demo'
  // The indexer's service as plain JavaScript, which the tests that need an indexer start.
  const bundle = await bundleIndexer()
  process.env[INDEXER_BUNDLE_VARIABLE] = JSON.stringify({
    main: bundle.main,
    migrate: bundle.migrate,
  })
  const stacks: RunningStack[] = []
  // One after another: a build reads the network from the environment (stack.ts).
  for (let index = 0; index < config.workers; index++) {
    stacks.push(await startStack(world, `${outDir}/${index}`))
  }
  process.env[STACKS_VARIABLE] = JSON.stringify(stacks.map(({ close: _close, ...urls }) => urls))
  return async () => {
    await Promise.all(stacks.map((stack) => stack.close()))
    bundle.remove()
  }
}
