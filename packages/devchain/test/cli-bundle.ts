/**
 * Vitest global setup of the devchain's tests: the CLI bundled once per run
 * (`scripts/bundle-devchain.mjs`), which the tests that start it as a process run with plain
 * `node` (`cliCommand` in `cli-command.ts`): a start through tsx's loader hooks costs about 0.7
 * CPU-seconds more, a refused flag four times what it costs from the bundle.
 */
import type { TestProject } from 'vitest/node'
import { bundleDevchain, type DevchainBundle } from '../../../scripts/bundle-devchain.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The CLI's entry file, bundled from this checkout's sources. */
    devchainBundle: DevchainBundle
  }
}

export default async function setup(project: TestProject) {
  const bundle = await bundleDevchain()
  project.provide('devchainBundle', { cli: bundle.cli })
  return () => bundle.remove()
}
