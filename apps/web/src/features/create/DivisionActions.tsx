import { Button } from '../../ui/Button'
import styles from './Builder.module.css'

/** Reset division; Save division (new) or Edit division (saved); delete (spec §2, §5). */
export function DivisionActions({
  saveLabel,
  canReset,
  locked,
  pending,
  saving,
  deleting,
  onReset,
  onSave,
  onDelete,
}: {
  saveLabel: string
  canReset: boolean
  /** In a fight: nothing can change until its claim. */
  locked: boolean
  /** A transaction is in flight (any screen). */
  pending: boolean
  saving: boolean
  deleting: boolean
  onReset: () => void
  onSave: () => void
  onDelete: () => void
}) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" disabled={!canReset || locked} onClick={onReset}>
        Reset division
      </Button>
      <Button busy={saving} disabled={pending || locked} onClick={onSave}>
        {saveLabel}
      </Button>
      <Button variant="danger" busy={deleting} disabled={pending || locked} onClick={onDelete}>
        Delete division
      </Button>
    </div>
  )
}
