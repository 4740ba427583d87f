import type { WorldFactory } from '../core/world'
import { emptyWorld } from './empty'

/** Worlds by name, for `--world NAME`. The game worlds (`demo`, `large`) register here. */
export const WORLDS: Record<string, WorldFactory> = {
  empty: emptyWorld,
}

/** The world the CLI starts when `--world` is not given. */
export const DEFAULT_WORLD = 'empty'
