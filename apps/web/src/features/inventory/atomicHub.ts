import { WAX_MAINNET_CHAIN_ID, WAX_TESTNET_CHAIN_ID } from '../../config/network'

/** AtomicHub's explorer serves WAX's main and test nets (not the devchain). */
const EXPLORERS: Record<string, string> = {
  [WAX_MAINNET_CHAIN_ID]: 'https://wax.atomichub.io/explorer/asset/',
  [WAX_TESTNET_CHAIN_ID]: 'https://wax-test.atomichub.io/explorer/asset/',
}

/** The asset's page on AtomicHub's explorer; undefined on a chain it does not serve (devchain). */
export function atomicHubAssetUrl(chainId: string, assetId: string): string | undefined {
  if (!/^\d+$/.test(assetId)) return undefined
  const base = EXPLORERS[chainId]
  return base === undefined ? undefined : `${base}${assetId}`
}
