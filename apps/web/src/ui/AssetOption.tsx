import { type CSSProperties, type ReactNode, useId } from 'react'
import styles from './AssetOption.module.css'
import asset from './asset.module.css'

/**
 * A card button among a popup's choices: image, name, asset id, `tags` and `children` (figures).
 * Its accessible name is `label`; with `describedByDetails` its details are its description.
 * The image is drawn by the caller (the chain's image component) with the class it is given.
 */
export function AssetOption({
  label,
  name,
  assetId,
  image,
  imageWidth = '5rem',
  tags,
  busy,
  disabled,
  onClick,
  describedByDetails = false,
  children,
}: {
  label: string
  name: string
  assetId: string
  image: (className?: string) => ReactNode
  /** Width of the image beside the details on phones (above 40rem it sits on top). */
  imageWidth?: string
  tags?: ReactNode
  busy: boolean
  disabled: boolean
  onClick: () => void
  describedByDetails?: boolean
  children?: ReactNode
}) {
  const detailsId = useId()
  const vars: CSSProperties & { '--asset-option-image': string } = {
    '--asset-option-image': imageWidth,
  }
  return (
    <button
      type="button"
      className={styles.option}
      style={vars}
      aria-label={label}
      aria-describedby={describedByDetails ? detailsId : undefined}
      aria-busy={busy || undefined}
      disabled={disabled}
      onClick={onClick}
    >
      {image(asset.image)}
      <span id={describedByDetails ? detailsId : undefined} className={styles.details}>
        <span className={styles.name}>{name}</span>
        <span className={asset.assetId}>#{assetId}</span>
        {tags !== undefined && <span className={styles.tags}>{tags}</span>}
        {children}
      </span>
    </button>
  )
}
