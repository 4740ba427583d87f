import type { ReactNode } from 'react'
import styles from './Figure.module.css'

/**
 * A label and its value, in spans so it fits inside a button. `inline`: on one line, apart
 * (wrapping when narrow); `stacked`: the value under a smaller label.
 */
export function Figure({
  label,
  layout = 'inline',
  valueTestId,
  className,
  children,
}: {
  label: string
  layout?: 'inline' | 'stacked'
  valueTestId?: string
  className?: string
  children: ReactNode
}) {
  return (
    <span
      className={className === undefined ? styles.figure : `${styles.figure} ${className}`}
      data-layout={layout}
    >
      <span className={styles.label}>{label}</span>{' '}
      <span data-testid={valueTestId}>{children}</span>
    </span>
  )
}
