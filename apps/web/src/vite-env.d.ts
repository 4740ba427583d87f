/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly DOV_NETWORK?: string
  readonly DOV_CHAIN_ID?: string
  readonly DOV_RPC_URLS?: string
  readonly DOV_ATOMIC_URLS?: string
  readonly DOV_IPFS_GATEWAYS?: string
  readonly DOV_RESOURCE_PROVIDER?: string
  readonly DOV_EXPLORER?: string
  readonly DOV_COLLECTION?: string
  readonly DOV_CONTRACT_TOKEN?: string
  readonly DOV_CONTRACT_STAKING?: string
  readonly DOV_CONTRACT_GAME?: string
  readonly DOV_CONTRACT_DIVSIM?: string
  readonly DOV_CONTRACT_ATOMICASSETS?: string
}

/** The network of this build (vite.config.ts resolves it from the DOV_* variables). */
declare const __NETWORK__: import('./config/network').Network

/** True only in builds of the `local` preset: the dev-key wallet exists in no other bundle. */
declare const __LOCAL_DEMO__: boolean
