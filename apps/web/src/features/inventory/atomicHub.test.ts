import { describe, expect, it } from 'vitest'
import { PRESETS } from '../../config/network'
import { atomicHubAssetUrl } from './atomicHub'

describe('atomicHubAssetUrl', () => {
  it("links an asset of the WAX test net to AtomicHub's test explorer", () => {
    expect(atomicHubAssetUrl(PRESETS['wax-testnet'], '1099511627997')).toBe(
      'https://wax-test.atomichub.io/explorer/asset/1099511627997',
    )
  })

  it('gives no link on the devchain, or for an id that is not a number', () => {
    expect(atomicHubAssetUrl(PRESETS.local, '1099511627997')).toBeUndefined()
    expect(atomicHubAssetUrl(PRESETS['wax-testnet'], '1/../x')).toBeUndefined()
  })
})
