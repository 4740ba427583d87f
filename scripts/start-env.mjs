// What `npm start` (scripts/start.mjs) gives each of its processes, computed from the variables
// it was started with: every port reaches the process that listens on it and the processes that
// call it, and a variable the user set wins over the value derived from the ports.

/**
 * @param {Record<string, string | undefined>} env the variables `npm start` was started with
 */
export function startEnv(env) {
  const devchainPort = Number(env.DEVCHAIN_PORT ?? 8888)
  const shipPort = Number(env.SHIP_PORT ?? 8080)
  const indexerPort = Number(env.INDEXER_PORT ?? 8890)
  const appPort = Number(env.APP_PORT ?? 5173)
  const rpc = `http://127.0.0.1:${devchainPort}`
  const indexer = `http://127.0.0.1:${indexerPort}`
  return {
    ports: { devchain: devchainPort, ship: shipPort, indexer: indexerPort, app: appPort },
    rpc,
    ship: `ws://127.0.0.1:${shipPort}`,
    indexerUrl: indexer,
    appUrl: `http://127.0.0.1:${appPort}`,
    indexer: {
      SHIP_URL: env.SHIP_URL ?? `ws://127.0.0.1:${shipPort}`,
      RPC_URL: env.RPC_URL ?? rpc,
      PORT: String(indexerPort),
      // One embedded database per stack: it holds the chain this stack's devchain made, and two
      // processes never open one folder (the indexer refuses to). The devchain starts anew each
      // time; the indexer sees it and reads it again.
      DATA_DIR: env.DATA_DIR ?? `node_modules/.cache/dov-indexer-${devchainPort}-${shipPort}`,
      CORS_ORIGINS: `http://127.0.0.1:${appPort},http://localhost:${appPort}`,
    },
    // Read by the app's Vite config (apps/web/src/config/network.ts, `DOV_*`).
    app: {
      DOV_RPC_URLS: env.DOV_RPC_URLS ?? rpc,
      DOV_ATOMIC_URLS: env.DOV_ATOMIC_URLS ?? rpc,
      DOV_IPFS_GATEWAYS: env.DOV_IPFS_GATEWAYS ?? `${rpc}/ipfs/`,
      DOV_RESOURCE_PROVIDER: env.DOV_RESOURCE_PROVIDER ?? rpc,
      DOV_INDEXER_URL: env.DOV_INDEXER_URL ?? indexer,
    },
  }
}
