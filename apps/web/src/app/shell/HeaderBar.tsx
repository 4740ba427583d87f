import styles from './HeaderBar.module.css'

export type HeaderItem = { label: string; value: string }

/** The balances bar: five in-game tokens (2 decimals) and AVT, the selected avatar id. */
export function HeaderBar({
  items,
  menuId,
  menuOpen,
  onToggleMenu,
}: {
  items: HeaderItem[]
  menuId: string
  menuOpen: boolean
  onToggleMenu: () => void
}) {
  return (
    <header className={styles.bar}>
      <button
        type="button"
        className={styles.menuButton}
        aria-controls={menuId}
        aria-expanded={menuOpen}
        onClick={onToggleMenu}
      >
        <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Menu'}</span>
      </button>
      <span className={styles.brand}>DOV Warfare</span>
      <dl className={styles.balances} aria-label="Balances">
        {items.map((item) => (
          <div key={item.label} className={styles.balance}>
            <dt>{item.label}</dt>
            <dd data-testid={`balance-${item.label}`}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </header>
  )
}
