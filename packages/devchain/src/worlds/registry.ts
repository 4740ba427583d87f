import type { WorldFactory } from '../core/world'
import { demoWorld } from './demo'
import { emptyWorld } from './empty'
import { HUGE_OPTIONS, largeWorld } from './large'

/** Worlds by name, for `--world NAME`. */
export const WORLDS: Record<string, WorldFactory> = {
  empty: emptyWorld,
  demo: demoWorld,
  large: (names) => largeWorld(names),
  huge: (names) => largeWorld(names, HUGE_OPTIONS),
}

/**
 * The world started when `--world` is not given (CLI) or `world` is absent (`startDevchain`):
 * the demo, so `npm run devchain` gives a playable chain. Tests name their world explicitly.
 */
export const DEFAULT_WORLD = 'demo'
