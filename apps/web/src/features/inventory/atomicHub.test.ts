import { describe, expect, it } from 'vitest'
import { DEVCHAIN_CHAIN_ID, WAX_TESTNET_CHAIN_ID } from '../../config/network'
import { atomicHubAssetUrl } from './atomicHub'

describe('atomicHubAssetUrl', () => {
  it("links an asset of the WAX test net to AtomicHub's test explorer", () => {
    expect(atomicHubAssetUrl(WAX_TESTNET_CHAIN_ID, '1099511627997')).toBe(
      'https://wax-test.atomichub.io/explorer/asset/1099511627997',
    )
  })

  it('gives no link on the devchain, on an unknown chain, or for an id that is not a number', () => {
    expect(atomicHubAssetUrl(DEVCHAIN_CHAIN_ID, '1099511627997')).toBeUndefined()
    expect(atomicHubAssetUrl('ab'.repeat(32), '1099511627997')).toBeUndefined()
    expect(atomicHubAssetUrl(WAX_TESTNET_CHAIN_ID, '1/../x')).toBeUndefined()
  })
})
