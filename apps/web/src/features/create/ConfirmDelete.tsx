import { Button } from '../../ui/Button'
import { Modal } from '../../ui/Modal'
import styles from './Builder.module.css'

/** Asks before `deldivision`: the division is gone, its cards go back to the collection. */
export function ConfirmDelete({
  open,
  title,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Modal open={open} onClose={onClose} title={`Delete ${title}?`}>
      <p className={styles.confirmText}>
        The division is deleted on chain; its cards stay yours and can join another division.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          Delete
        </Button>
      </div>
    </Modal>
  )
}
