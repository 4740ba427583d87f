/**
 * Vitest global setup of the indexer's tests: the devchain's CLI bundled once per run
 * (`scripts/bundle-devchain.mjs`), which `DevchainProcess` (`devchain.ts`) starts with plain
 * `node`: a start through tsx's loader hooks costs about 0.7 CPU-seconds more, and these tests
 * start a devchain a dozen times.
 */
import type { TestProject } from 'vitest/node'
import { bundleDevchain, type DevchainBundle } from '../../../../scripts/bundle-devchain.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The devchain CLI's entry file, bundled from this checkout's sources. */
    devchainBundle: DevchainBundle
  }
}

export default async function setup(project: TestProject) {
  const bundle = await bundleDevchain()
  project.provide('devchainBundle', { cli: bundle.cli })
  return () => bundle.remove()
}
