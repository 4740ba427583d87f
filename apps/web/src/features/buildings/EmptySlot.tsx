import styles from './Buildings.module.css'

/** A free building slot: its add control opens the popup of unstaked buildings. */
export function EmptySlot({ onAdd }: { onAdd: () => void }) {
  return (
    <button type="button" className={styles.empty} onClick={onAdd}>
      <span aria-hidden="true">+</span>
      <span>Add a building</span>
    </button>
  )
}
