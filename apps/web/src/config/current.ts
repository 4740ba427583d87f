import type { Network } from './network'

/**
 * The network this build talks to, resolved at build time from the DOV_* variables by
 * `resolveNetwork` (vite.config.ts): the bundle carries the result, not the presets.
 */
export const network: Network = __NETWORK__
