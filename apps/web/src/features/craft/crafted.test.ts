import { describe, expect, it } from 'vitest'
import { type Crafted, craftedAsset } from './crafted'

// As `getOwnedAssets` reads them: newest (highest id) first.
const asset = (asset_id: string, template_id: number) => ({
  asset_id,
  template_id,
  name: `Asset ${asset_id}`,
  img: 'Qm',
})
const before = new Set(['1099511627780', '1099511627790'])
const crafted: Crafted = { templateId: 37, recipe: 'Workshop Mk 1', before, at: 1000 }

describe('craftedAsset', () => {
  it("is the recipe's template's asset the player did not own before, the highest id first", () => {
    const assets = [
      asset('1099511627800', 7),
      asset('1099511627799', 37),
      asset('1099511627798', 37),
      asset('1099511627790', 37),
      asset('1099511627780', 37),
    ]
    expect(craftedAsset(crafted, assets)?.asset_id).toBe('1099511627799')
  })

  it('is not found while the owned assets do not list it yet, or without a craft', () => {
    expect(craftedAsset(crafted, [asset('1099511627790', 37)])).toBeUndefined()
    expect(craftedAsset(crafted, undefined)).toBeUndefined()
    expect(craftedAsset(null, [asset('1099511627799', 37)])).toBeUndefined()
  })

  it('names no asset when the owned assets were unknown at the click', () => {
    const unknown = { ...crafted, before: undefined }
    expect(craftedAsset(unknown, [asset('1099511627801', 37)])).toBeUndefined()
  })
})
