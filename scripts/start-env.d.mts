/** The types of scripts/start-env.mjs, for the tests that import it. */
export interface StartEnv {
  ports: { devchain: number; ship: number; indexer: number; app: number }
  rpc: string
  ship: string
  indexerUrl: string
  appUrl: string
  indexer: {
    SHIP_URL: string
    RPC_URL: string
    PORT: string
    DATA_DIR: string
    CORS_ORIGINS: string
  }
  app: {
    DOV_RPC_URLS: string
    DOV_ATOMIC_URLS: string
    DOV_IPFS_GATEWAYS: string
    DOV_RESOURCE_PROVIDER: string
    DOV_INDEXER_URL: string
  }
}

export function startEnv(env: Record<string, string | undefined>): StartEnv
