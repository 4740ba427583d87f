import { Modal } from '../../ui/Modal'
import styles from './WalletModal.module.css'

export type WalletOption = { id: string; label: string }

export const WALLET_OPTIONS: WalletOption[] = [
  { id: 'wcw', label: 'Wax Cloud Wallet' },
  { id: 'anchor', label: 'Anchor Wallet' },
]

/** The wallet chooser of spec section 2. */
export function WalletModal({
  open,
  onClose,
  onChoose,
}: {
  open: boolean
  onClose: () => void
  onChoose: (option: WalletOption) => void
}) {
  return (
    <Modal open={open} onClose={onClose} title="To continue please select an option">
      <ul className={styles.options}>
        {WALLET_OPTIONS.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              className={styles.option}
              data-wallet={option.id}
              onClick={() => onChoose(option)}
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  )
}
