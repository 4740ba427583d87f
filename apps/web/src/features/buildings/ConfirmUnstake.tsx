import { ConfirmDialog } from '../../ui/ConfirmDialog'

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
    <ConfirmDialog
      open={open}
      title="Disassemble"
      confirmLabel="Unstake"
      onClose={onClose}
      onConfirm={onConfirm}
    >
      Unstake {what}? Output not claimed yet is lost, and the running cycle's inputs are not
      refunded.
    </ConfirmDialog>
  )
}
