import type { CSSProperties, ReactNode } from 'react'
import { useId } from 'react'
import styles from './AssetOption.module.css'
import asset from './asset.module.css'

/**
 * A card among a popup's choices: image, name, asset id, mint number, `tags` and `children`
 * (figures). Its button holds the name and the id and covers the whole card (a tap anywhere picks
 * it); it is named by them and the `action` ("Lieutenant #7: place"), so the name starts with the
 * words on screen and a voice-control player can say them; the mint number (`Mint #3`), the tags,
 * the rarity and the figures are its description. With a `rarity` the image is framed in its colour and the rarity said in words after
 * the tags (ui/rarity.module.css). The image is drawn by the caller (the chain's image component)
 * with the class it is given.
 */
export function AssetOption({
  action,
  name,
  assetId,
  mint,
  image,
  imageWidth = '5rem',
  tags,
  rarity,
  busy,
  disabled,
  onClick,
  children,
}: {
  /** What a tap does, in lower case: "place", "stake". */
  action: string
  name: string
  assetId: string
  /** Its number among its template's assets; undefined when unknown. */
  mint?: number | undefined
  image: (className?: string) => ReactNode
  /** Width of the image beside the details on phones (above 40rem it sits on top). */
  imageWidth?: string
  tags?: ReactNode
  /** The asset's rarity ("Common" … "Supreme"), as its data says it. */
  rarity?: string
  busy: boolean
  disabled: boolean
  onClick: () => void
  children?: ReactNode
}) {
  const detailsId = useId()
  const vars: CSSProperties & { '--asset-option-image': string } = {
    '--asset-option-image': imageWidth,
  }
  const tagged = tags !== undefined || rarity !== undefined
  const described = tagged || mint !== undefined || children !== undefined
  return (
    <div className={styles.option} style={vars} data-rarity={rarity}>
      {image(rarity === undefined ? asset.image : `${asset.image} ${styles.framed}`)}
      <span className={styles.details}>
        <button
          type="button"
          className={styles.pick}
          aria-label={`${name} #${assetId}: ${action}`}
          aria-describedby={described ? detailsId : undefined}
          aria-busy={busy || undefined}
          disabled={disabled}
          onClick={onClick}
        >
          <span className={styles.name}>{name}</span>{' '}
          <span className={asset.assetId}>#{assetId}</span>
        </button>
        {described && (
          <span id={detailsId} className={styles.more}>
            {mint !== undefined && <span className={asset.mint}>Mint #{mint}</span>}
            {tagged && (
              <span className={styles.tags}>
                {tags}
                {tags !== undefined && rarity !== undefined && ' · '}
                {rarity !== undefined && <span className={styles.rarity}>{rarity}</span>}
              </span>
            )}
            {children}
          </span>
        )}
      </span>
    </div>
  )
}
