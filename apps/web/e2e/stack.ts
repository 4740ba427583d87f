import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'
import type { IndexerBundle } from '../../../scripts/bundle-indexer.mjs'
import { startDevchain } from './devchain'
import { startProxy } from './proxy'
import { freePort } from './servers'

const appRoot = fileURLToPath(new URL('..', import.meta.url))

/** What one browser-test worker talks to: its own devchain, the killable front door, the app. */
export type StackUrls = {
  /** The production build of the app, served by `vite preview`; its Hall of Fame reads the chain. */
  app: string
  /** The same app built with the Hall of Fame's indexer at `indexer` (fixtures.ts starts one). */
  indexedApp: string
  /** Where that indexer listens (it follows `ship`). */
  indexer: string
  /** The devchain's state history. */
  ship: string
  /** The devchain (second RPC endpoint, AtomicAssets API, IPFS, resource provider, controls). */
  devchain: string
  /** The killable front door to the devchain: the app's first RPC endpoint. */
  proxy: string
}

export type RunningStack = StackUrls & { close: () => Promise<void> }

/**
 * Starts one stack on free loopback ports: the real devchain with `world` and its state history, a
 * proxy in front of it that a test can kill (the failover tests), and two production builds of the
 * app configured for those two, served by `vite preview`: one whose Hall of Fame reads the chain,
 * in `outDir`, and one whose Hall of Fame asks an indexer (started by the tests that need it).
 *
 * The network is resolved from `DOV_*` variables at build time (vite.config.ts), so builds of two
 * stacks must not overlap: callers start stacks one after another.
 */
export async function startStack(world: string, outDir: string): Promise<RunningStack> {
  const shipPort = await freePort()
  const devchainPort = await freePort()
  const devchainUrl = `http://127.0.0.1:${devchainPort}`
  // The devchain starts in its own process while the builds run here: the builds need only its
  // address.
  const starting = startDevchain(devchainPort, world, shipPort)
  // Awaited below; a failure to start is reported there, not as an unhandled rejection now.
  starting.catch(() => {})
  const proxy = await startProxy(await freePort(), devchainUrl)
  const indexer = `http://127.0.0.1:${await freePort()}`
  const servers: Awaited<ReturnType<typeof preview>>[] = []
  const serve = async (dir: string, indexerUrl: string) => {
    Object.assign(process.env, {
      DOV_NETWORK: 'local',
      DOV_RPC_URLS: `${proxy.url},${devchainUrl}`,
      DOV_ATOMIC_URLS: devchainUrl,
      DOV_IPFS_GATEWAYS: `${devchainUrl}/ipfs/`,
      DOV_RESOURCE_PROVIDER: devchainUrl,
      DOV_INDEXER_URL: indexerUrl,
    })
    await build({ root: appRoot, logLevel: 'warn', build: { outDir: dir, emptyOutDir: true } })
    const port = await freePort()
    servers.push(
      await preview({
        root: appRoot,
        logLevel: 'warn',
        build: { outDir: dir },
        preview: { host: '127.0.0.1', port, strictPort: true },
      }),
    )
    return `http://127.0.0.1:${port}`
  }
  // Most tests: the Hall of Fame reads the chain (its own tests cover those reads).
  const app = await serve(outDir, 'none')
  const indexedApp = await serve(`${outDir}-indexed`, indexer)
  const devchain = await starting.catch(async (error: unknown) => {
    for (const server of servers) await server.close()
    await proxy.close()
    throw error
  })
  return {
    app,
    indexedApp,
    indexer,
    ship: `ws://127.0.0.1:${shipPort}`,
    devchain: devchain.url,
    proxy: proxy.url,
    close: async () => {
      for (const server of servers) await server.close()
      await proxy.close()
      await devchain.stop()
    },
  }
}

/** The variable through which the runner hands the stacks to its workers (JSON `StackUrls[]`). */
export const STACKS_VARIABLE = 'DOV_E2E_STACKS'

/**
 * The variable through which the runner hands the indexer's bundle (`scripts/bundle-indexer.mjs`,
 * made once per run by global-setup.ts) to its workers (JSON `IndexerBundle`).
 */
export const INDEXER_BUNDLE_VARIABLE = 'DOV_E2E_INDEXER_BUNDLE'

/** What global-setup.ts put in the environment variable `name`, as JSON, for the workers. */
function handedOver<T>(name: string): T {
  const json = process.env[name]
  if (json === undefined)
    throw new Error(`${name} is not set: run the suite through playwright.config.ts`)
  return JSON.parse(json) as T
}

/** The stack of the worker in parallel slot `index` (Playwright's `parallelIndex`). */
export function stackOf(index: number): StackUrls {
  const stacks = handedOver<StackUrls[]>(STACKS_VARIABLE)
  const stack = stacks[index]
  if (stack === undefined)
    throw new Error(`no stack for worker slot ${index}: ${stacks.length} were started`)
  return stack
}

/** The indexer's entry files for a worker's `node` (fixtures.ts). */
export function indexerBundle(): IndexerBundle {
  return handedOver<IndexerBundle>(INDEXER_BUNDLE_VARIABLE)
}
