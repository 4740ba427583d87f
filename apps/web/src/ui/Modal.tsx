import { type ReactNode, useEffect, useId, useRef } from 'react'
import styles from './Modal.module.css'

/**
 * A modal dialog on the native <dialog>: showModal() makes the page behind inert (focus stays
 * inside), Escape closes it, and a click on the backdrop (the dialog element itself, outside the
 * panel) closes it.
 */
export function Modal({
  open,
  onClose,
  title,
  size = 'normal',
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  /**
   * `wide` fits a grid of cards (up to 56rem); `sheet` is `wide` on large screens and, on a
   * phone, a sheet along the bottom edge, within reach of the thumb holding the phone.
   */
  size?: 'normal' | 'wide' | 'sheet'
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (dialog === null) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      data-size={size}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          onClose()
        }
      }}
    >
      {open && (
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
              ×
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  )
}
