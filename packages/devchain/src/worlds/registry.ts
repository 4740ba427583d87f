import type { WorldFactory } from '../core/world'
import { demoWorld } from './demo'
import { emptyWorld } from './empty'
import { largeWorld } from './large'

/** Worlds by name, for `--world NAME`. The game worlds (`demo`, `large`) register here. */
export const WORLDS: Record<string, WorldFactory> = {
  empty: emptyWorld,
  demo: demoWorld,
  large: (names) => largeWorld(names),
}

/** The world the CLI starts when `--world` is not given. */
export const DEFAULT_WORLD = 'empty'
