import type { AssetFields } from '@dov/game/rows'
import type { ComponentProps } from 'react'
import { AssetOption } from '../ui/AssetOption'
import { ChainImage } from './ChainImage'

/**
 * An owned asset among a popup's choices (`AssetOption`): its name, id, mint number and image
 * (through `ChainImage`) from the asset's fields as the chain reads give them.
 */
export function AssetChoice({
  asset,
  ...option
}: Omit<ComponentProps<typeof AssetOption>, 'name' | 'assetId' | 'mint' | 'image'> & {
  asset: Pick<AssetFields, 'asset_id' | 'name' | 'img' | 'mint'>
}) {
  return (
    <AssetOption
      {...option}
      name={asset.name}
      assetId={asset.asset_id}
      mint={asset.mint}
      image={(className) => <ChainImage hash={asset.img} alt="" className={className} />}
    />
  )
}
