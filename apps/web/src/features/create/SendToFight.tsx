import { useId, useState } from 'react'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import styles from './Builder.module.css'

/**
 * "Send to fight", offered once the division is saved: `startfight` in its zone at once. Before
 * signing it shows why the chain would refuse (`sendBlockers`), and a fight the fight list would
 * ask about (an expected Defeat, a loss in every token: `warning`) asks here too; Cancel sends
 * nothing.
 */
export function SendToFight({
  title,
  blockers,
  warning,
  pending,
  busy,
  onSend,
}: {
  /** "DIVISION n". */
  title: string
  blockers: readonly string[]
  warning: string | undefined
  /** A transaction is in flight (any screen). */
  pending: boolean
  busy: boolean
  onSend: () => void
}) {
  const reasonsId = useId()
  const warningId = useId()
  const [confirming, setConfirming] = useState(false)
  const blocked = blockers.length > 0
  const close = () => setConfirming(false)
  return (
    <div className={styles.send}>
      {warning && !blocked && (
        <p id={warningId} className={styles.confirmText}>
          {warning}
        </p>
      )}
      <Button
        variant={warning ? 'secondary' : undefined}
        busy={busy}
        disabled={pending || blocked}
        aria-describedby={blocked ? reasonsId : warning ? warningId : undefined}
        onClick={warning ? () => setConfirming(true) : onSend}
      >
        Send to fight
      </Button>
      {blocked && (
        <ul id={reasonsId} className={styles.sendReasons}>
          {blockers.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Send ${title} to fight?`}
        confirmLabel="Confirm"
        onClose={close}
        onConfirm={onSend}
      >
        {warning}
      </ConfirmDialog>
    </div>
  )
}
