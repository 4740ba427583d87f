import type { ComponentProps, CSSProperties } from 'react'
import styles from './CardGrid.module.css'

/**
 * A list of cards (`<li>` children) in columns at least `minItemWidth` wide, one column without
 * it; each card stretches to its row's height. `fit` stretches a short list over the whole row
 * (auto-fit) instead of leaving room for more columns (auto-fill).
 */
export function CardGrid({
  minItemWidth,
  fit = false,
  className,
  style,
  ...list
}: ComponentProps<'ul'> & { minItemWidth?: string; fit?: boolean }) {
  const vars: CSSProperties & { '--card-grid-min'?: string } = {
    ...style,
    '--card-grid-min': minItemWidth,
  }
  return (
    <ul
      {...list}
      className={className === undefined ? styles.grid : `${styles.grid} ${className}`}
      data-fit={fit || undefined}
      style={vars}
    />
  )
}
