import type { AddressInfo } from 'node:net'
import { registerAtomicApi } from './api/atomic-api'
import { AtomicIndex } from './api/atomic-index'
import { AtomicReader } from './api/atomic-reader'
import { registerChainApi } from './api/chain-api'
import { registerDevchainApi } from './api/devchain-api'
import type { FaultSpec } from './api/faults'
import { HttpApi } from './api/http'
import { registerIpfs } from './api/ipfs'
import { registerResourceProvider } from './api/resource-provider'
import { Chain } from './core/chain'
import { Persistence } from './core/persistence'
import { DEFAULT_NAMES, type DevchainNames, type WorldFactory } from './core/world'
import { ShipServer } from './ship/server'
import { DEFAULT_WORLD, WORLD_NAMES, worldFactory } from './worlds/registry'

export interface DevchainOptions {
  port?: number
  host?: string
  /** Persist state here (journal + snapshots); in memory when absent. */
  dataDir?: string
  /** A registered world's name, or a world factory (tests bring their own contracts this way). */
  world?: string | WorldFactory
  blockMs?: number
  names?: Partial<DevchainNames>
  /** Faults injected from the start (as `POST /devchain/faults` sets them; the CLI's `--fault`). */
  faults?: FaultSpec[]
  /** Serve nodeos's state-history websocket protocol on this port of `host` (0 picks a free one). */
  shipPort?: number
}

export interface Devchain {
  url: string
  port: number
  chain: Chain
  /** The state-history websocket's address (`ws://host:port`), when `shipPort` was given. */
  shipUrl?: string
  shipPort?: number
  close(): Promise<void>
}

/** Builds the chain and its HTTP API, without listening (for in-process use and tests). */
export async function createDevchain(
  options: DevchainOptions = {},
): Promise<{ chain: Chain; api: HttpApi; persistence?: Persistence }> {
  const names: DevchainNames = { ...DEFAULT_NAMES, ...options.names }
  const worldOption = options.world ?? DEFAULT_WORLD
  const factory = typeof worldOption === 'function' ? worldOption : worldFactory(worldOption)
  if (!factory) {
    throw new Error(`Unknown world '${worldOption}'. Known worlds: ${WORLD_NAMES.join(', ')}`)
  }
  // The asset index observes from the first genesis on, so the genesis runs once.
  const index = new AtomicIndex(names.atomicassets)
  const chain = new Chain({
    world: factory(names),
    names,
    blockMs: options.blockMs ?? 500,
    observers: [(t) => index.observe(t)],
    resetHooks: [() => index.reset()],
  })
  let persistence: Persistence | undefined
  if (options.dataDir) {
    persistence = await Persistence.open(options.dataDir, chain, {
      save: () => index.save(),
      load: (v) => index.load(v),
    })
  }
  const api = new HttpApi()
  for (const fault of options.faults ?? []) api.faults.add(fault)
  registerChainApi(api, chain)
  const reader = new AtomicReader(chain, names.atomicassets, index)
  registerAtomicApi(api, reader)
  registerIpfs(api, chain, reader)
  registerResourceProvider(api, chain)
  registerDevchainApi(api, chain, {
    reset: async () => {
      chain.reset()
      await persistence?.snapshot()
    },
  })
  return { chain, api, persistence }
}

/** Starts a devchain listening on `host:port` (port 0 picks a free port). */
export async function startDevchain(options: DevchainOptions = {}): Promise<Devchain> {
  const { chain, api, persistence } = await createDevchain(options)
  const server = api.createServer()
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 8888, host, () => resolve())
  })
  let ship: ShipServer | undefined
  if (options.shipPort !== undefined) {
    try {
      ship = await ShipServer.start(chain, { host, port: options.shipPort })
    } catch (e) {
      server.close()
      await persistence?.close()
      throw e
    }
  }
  chain.start()
  const port = (server.address() as AddressInfo).port
  const shownHost = host.includes(':') ? `[${host}]` : host
  return {
    url: `http://${shownHost}:${port}`,
    port,
    chain,
    ...(ship && { shipUrl: `ws://${shownHost}:${ship.port}`, shipPort: ship.port }),
    async close() {
      await ship?.close()
      chain.stop()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await persistence?.close()
    },
  }
}
