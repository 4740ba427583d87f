import { useEffect, useState } from 'react'
import styles from './Toaster.module.css'

/** Spec section 9: "copy notice 2 s". */
export const COPY_NOTICE_MS = 2_000

/** Copies `copy.text` to the clipboard and says so for 2 s; says so too when the browser refuses. */
export function CopyButton({ copy }: { copy: { label: string; text: string } }) {
  const [notice, setNotice] = useState<string | null>(null)
  useEffect(() => {
    if (notice === null) return
    const timer = setTimeout(() => setNotice(null), COPY_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [notice])
  return (
    <button
      type="button"
      className={styles.copy}
      onClick={() => {
        navigator.clipboard.writeText(copy.text).then(
          () => setNotice('Copied'),
          () => setNotice('Copy failed'),
        )
      }}
    >
      <span aria-live="polite">{notice ?? copy.label}</span>
    </button>
  )
}
