import { Button } from '../../ui/Button'
import { ChainImage } from '../../widgets/ChainImage'
import styles from './Craft.module.css'
import type { useCrafted } from './useCrafted'

/**
 * What the last confirmed craft made: "You crafted <name> #<asset id>" beside the asset's image,
 * with a Dismiss button; until the AtomicAssets API lists the asset, "Your <recipe> is crafted.".
 * The sentence is a status region that stays in the page (empty without a craft), so screen
 * readers announce it when it fills and when the asset is found. Names from the API are text.
 */
export function CraftedNotice({ crafted, asset, dismiss }: ReturnType<typeof useCrafted>) {
  return (
    <div className={crafted === null ? undefined : styles.crafted}>
      {asset && <ChainImage hash={asset.img} alt="" />}
      <p role="status">
        {crafted === null
          ? null
          : asset
            ? `You crafted ${asset.name || crafted.recipe} #${asset.asset_id}`
            : `Your ${crafted.recipe} is crafted.`}
      </p>
      {crafted && (
        <Button
          variant="secondary"
          onClick={() => {
            dismiss()
            // The button is gone: focus goes back to the heading above the notice.
            document.getElementById('craft-items')?.focus()
          }}
        >
          Dismiss
        </Button>
      )}
    </div>
  )
}
