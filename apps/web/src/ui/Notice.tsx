import type { ReactNode } from 'react'
import styles from './Notice.module.css'

/** A centred message panel for empty, logged-out and error states. */
export function Notice({
  children,
  tone = 'info',
}: {
  children: ReactNode
  tone?: 'info' | 'error'
}) {
  return (
    <div className={styles.notice} data-tone={tone} role={tone === 'error' ? 'alert' : undefined}>
      {children}
    </div>
  )
}
