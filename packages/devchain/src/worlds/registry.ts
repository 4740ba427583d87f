import type { WorldFactory } from '../core/world'
import { demoWorld } from './demo'
import { emptyWorld } from './empty'
import { HUGE_OPTIONS, largeWorld } from './large'
import { RANDOM_WORLD_PREFIX, randomWorldFactory } from './random'

/** Worlds by name, for `--world NAME`. */
export const WORLDS: Record<string, WorldFactory> = {
  empty: emptyWorld,
  demo: demoWorld,
  large: (names) => largeWorld(names),
  huge: (names) => largeWorld(names, HUGE_OPTIONS),
}

/** Families of worlds named by a pattern rather than listed: `random-<seed>` (`random.ts`). */
export const WORLD_FAMILIES = [`${RANDOM_WORLD_PREFIX}<seed>`]

/** Every world name `worldFactory` knows, as usage texts list them. */
export const WORLD_NAMES = [...Object.keys(WORLDS), ...WORLD_FAMILIES]

/** The factory of a world name: a listed world, or one of a family; undefined if unknown. */
export function worldFactory(name: string): WorldFactory | undefined {
  return Object.hasOwn(WORLDS, name) ? WORLDS[name] : randomWorldFactory(name)
}

/**
 * The world started when `--world` is not given (CLI) or `world` is absent (`startDevchain`):
 * the demo, so `npm run devchain` gives a playable chain. Tests name their world explicitly.
 */
export const DEFAULT_WORLD = 'demo'
