import { Button } from '../../ui/Button'
import { Modal } from '../../ui/Modal'
import styles from './ConfirmUnstake.module.css'

/**
 * Asks before unstaking: the chain refunds nothing, so the running cycle's inputs and any
 * finished output not claimed yet are lost.
 */
export function ConfirmUnstake({
  open,
  what,
  onClose,
  onConfirm,
}: {
  open: boolean
  what: string
  onClose: () => void
  onConfirm: () => void
}) {
  return (
    <Modal open={open} onClose={onClose} title="Disassemble">
      <p className={styles.text}>
        Unstake {what}? Output not claimed yet is lost, and the running cycle's inputs are not
        refunded.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Unstake
        </Button>
      </div>
    </Modal>
  )
}
