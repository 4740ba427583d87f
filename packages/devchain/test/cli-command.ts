import { inject } from 'vitest'
import type { DevchainBundle } from '../../../scripts/bundle-devchain.mjs'

/**
 * The arguments of `node` that start the CLI (`src/cli.ts`) from the run's bundle
 * (`scripts/bundle-devchain.mjs`, the project's global setup) with `args`: Node itself, with no wrapper, so a signal reaches the devchain
 * and not a parent of it.
 */
export function cliCommand(args: readonly string[]): string[] {
  const bundle: DevchainBundle = inject('devchainBundle')
  return [bundle.cli, ...args]
}
