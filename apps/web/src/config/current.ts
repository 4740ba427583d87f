import { resolveNetwork } from './network'

/** The network this build talks to, fixed at build time from DOV_* variables. */
export const network = resolveNetwork(import.meta.env)
