import type { ReactNode } from 'react'
import { Button } from './Button'
import styles from './ConfirmDialog.module.css'
import { Modal } from './Modal'

/**
 * Asks before an action the player may regret (an unstake that refunds nothing, a fight expected
 * to lose): the question as the title, why as the text, Cancel and the action. Confirm closes
 * the dialog, then acts; Cancel, Escape and the backdrop only close it.
 */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  onClose,
  onConfirm,
  children,
}: {
  open: boolean
  title: string
  confirmLabel: string
  onClose: () => void
  onConfirm: () => void
  children: ReactNode
}) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <p className={styles.text}>{children}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            onClose()
            onConfirm()
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  )
}
