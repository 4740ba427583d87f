/**
 * Wombat answers a page through the object its extension (or its app's browser) injects. The
 * Scatter protocol its WharfKit plugin speaks (`@wharfkit/protocol-scatter`, which bundles
 * ScatterJS) also tries two transports of the retired Scatter wallets: a relay service
 * (`relay.get-scatter.com`) and a desktop Scatter's local sockets (`127.0.0.1:50005`,
 * `local.get-scatter.com:50006`). The Content-Security-Policy refuses both (docs/security.md), so
 * they can never answer here; each attempt only logged a refusal, and the relay's an uncaught
 * rejection, on every Wombat login. The build leaves the two out of ScatterJS's constructor.
 */
import type { Plugin } from 'vite'

/** ScatterJS's constructor lines that register the two transports. */
const TRANSPORTS =
  /^[ \t]*PluginRepository\.loadPlugin\(new (?:RelaySocket|LocalSocket)\(this, holderFns\)\);\n/gm

/**
 * The library's code without the two transports. A version of it that no longer registers them
 * this way throws, so the patch fails the build rather than lapse unseen.
 */
export function injectionOnly(code: string): string {
  const found = code.match(TRANSPORTS)?.length ?? 0
  if (found !== 2) {
    throw new Error(
      `@wharfkit/protocol-scatter: expected ScatterJS to register RelaySocket and LocalSocket, found ${found}; check build/scatter.ts against this version`,
    )
  }
  return code.replace(TRANSPORTS, '')
}

/** The Vite plugin: `injectionOnly` on the library's module, in production builds. */
export function scatterInjectionOnly(): Plugin {
  return {
    name: 'dov-scatter-injection-only',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]@wharfkit[\\/]protocol-scatter[\\/]/.test(id)) return undefined
      return { code: injectionOnly(code), map: null }
    },
  }
}
