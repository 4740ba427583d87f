/**
 * Which asset a confirmed craft minted, from the AtomicAssets API's owned assets: `startcraft`
 * mints an asset of the recipe's template to the player, and AtomicAssets ids only grow, so it is
 * the highest id of that template the player did not own before the craft. Without the assets
 * owned before (their read had failed), no asset is named: an older one could be taken for it.
 */
import type { AssetFields } from '@dov/game/rows'

export type CraftedAsset = Pick<AssetFields, 'asset_id' | 'name' | 'img' | 'template_id'>

/** A craft the chain confirmed: the recipe, and what the player owned when they clicked. */
export type Crafted = {
  templateId: number
  /** The recipe's name: the notice's words until the asset is found (or when it is nameless). */
  recipe: string
  /** The ids owned at the click; undefined when the owned assets were unknown then. */
  before: ReadonlySet<string> | undefined
  /** When the chain confirmed it (ms since the epoch). */
  at: number
}

/**
 * The asset `crafted` minted, once `assets` holds it; else undefined. `assets` are the owned
 * assets as `getOwnedAssets` reads them, newest (highest id) first.
 */
export function craftedAsset<A extends CraftedAsset>(
  crafted: Crafted | null,
  assets: readonly A[] | undefined,
): A | undefined {
  const before = crafted?.before
  return (
    before && assets?.find((a) => a.template_id === crafted.templateId && !before.has(a.asset_id))
  )
}
