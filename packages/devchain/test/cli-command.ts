import { inject } from 'vitest'

/**
 * The arguments of `node` that start the CLI (`src/cli.ts`) from the run's bundle
 * (`cli-bundle.ts`) with `args`: Node itself, with no wrapper, so a signal reaches the devchain
 * and not a parent of it.
 */
export function cliCommand(args: readonly string[]): string[] {
  return [inject('devchainBundle').cli, ...args]
}
