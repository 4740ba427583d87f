import type { Network } from '../../config/network'

/** The asset's page on AtomicHub; undefined where the network has none (the devchain). */
export function atomicHubAssetUrl(
  network: Pick<Network, 'atomicHub'>,
  assetId: string,
): string | undefined {
  if (network.atomicHub === undefined || !/^\d+$/.test(assetId)) return undefined
  return `${network.atomicHub}${assetId}`
}
