import type { ReactNode } from 'react'
import styles from './AssetCard.module.css'
import asset from './asset.module.css'

/**
 * A staked asset: an article named by its name and asset id, with its image beside (`row`) or,
 * from a 34rem wide container up, above (`tile`) the details, and under the name its mint number
 * (`Mint #12`, when known) and `children`. The asset id is a detail, a small muted line after
 * them; the article's name still includes it.
 * `tone="success"` outlines it (e.g. a finished building). The image is drawn by the caller (the
 * chain's image component) with the class it is given.
 */
export function AssetCard({
  name,
  assetId,
  mint,
  image,
  layout,
  tone,
  children,
}: {
  name: string
  assetId: string
  /** Its number among its template's assets; undefined when unknown. */
  mint?: number | undefined
  image: (className?: string) => ReactNode
  layout: 'row' | 'tile'
  tone?: 'success'
  children: ReactNode
}) {
  return (
    <article
      className={styles.card}
      data-layout={layout}
      data-tone={tone}
      aria-label={`${name} #${assetId}`}
    >
      {image(`${asset.image} ${styles.image}`)}
      <div className={styles.body}>
        <h3 className={styles.name}>{name}</h3>
        {mint !== undefined && <p className={asset.mint}>Mint #{mint}</p>}
        {children}
        <p className={asset.assetId}>#{assetId}</p>
      </div>
    </article>
  )
}
