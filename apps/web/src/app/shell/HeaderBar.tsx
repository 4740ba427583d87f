import { lazy, Suspense, useId } from 'react'
import { useSession } from '../../chain/session'
import { loadChunk } from '../../chunks'
import { ScreenErrorBoundary } from '../ScreenErrorBoundary'
import styles from './HeaderBar.module.css'

/** The account menu (WAX, CPU, NET, RAM): a chunk of its own, loaded once a player is logged in. */
const AccountMenu = lazy(() => loadChunk('account-menu', () => import('./AccountMenu')))

export type HeaderItem = { label: string; value: string }

/** Leaving an item (pointer or focus) undoes its Escape: the next visit explains it again. */
const undismiss = (event: { currentTarget: HTMLElement }) => {
  delete event.currentTarget.dataset.dismissed
}

/** What each header item is, for a newcomer (shown on hover and focus, read as its description). */
const HEADER_HINTS: Record<string, string> = {
  DOVX: 'DOVX, the war chest: fights pay and cost it.',
  DOVF: 'DOVF, fuel: from Refineries.',
  DOVH: 'DOVH, medical supplies: from Infirmaries; fights cost it.',
  DOVS: 'DOVS, supplies: from Depots.',
  DOVR: 'DOVR, repair parts: from Workshops.',
  AVT: 'Your avatar id: 1 until you pick one on Avatars.',
}

/**
 * The balances bar: five in-game tokens (2 decimals, each with its icon and colour: `data-token`,
 * styles/theme.css) and AVT, the selected avatar id. Each item takes focus and is explained on
 * hover and on focus, so a tap on a phone shows it too (CSS, from `data-hint`); Escape hides the
 * explanation until the item is left (WCAG 1.4.13). An item given `data-moved` (the battle report
 * sets it on the balances a claim moved, then removes it) is highlighted for that moment.
 */
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
  const hintId = useId()
  const { account } = useSession()
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
          // biome-ignore lint/a11y/noStaticElementInteractions: a dl's item group (only dt and dd may be inside, so no button): Escape hides its explanation, nothing is activated
          <div
            key={item.label}
            className={styles.balance}
            data-balance={item.label}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so that keyboard users get the explanation pointer users get on hover
            tabIndex={0}
            aria-describedby={`${hintId}-${item.label}`}
            data-hint={HEADER_HINTS[item.label]}
            onKeyDown={(event) => {
              if (event.key === 'Escape') event.currentTarget.dataset.dismissed = ''
            }}
            onMouseLeave={undismiss}
            onBlur={undismiss}
          >
            <dt data-token={item.label}>{item.label}</dt>
            <dd data-testid={`balance-${item.label}`}>{item.value}</dd>
          </div>
        ))}
      </dl>
      {account !== null && (
        <ScreenErrorBoundary>
          <Suspense fallback={null}>
            <AccountMenu account={account} key={account} />
          </Suspense>
        </ScreenErrorBoundary>
      )}
      {/* Hidden: read only as the items' descriptions, not a second time in reading order. */}
      <div hidden>
        {items.map((item) => (
          <span key={item.label} id={`${hintId}-${item.label}`}>
            {HEADER_HINTS[item.label]}
          </span>
        ))}
      </div>
    </header>
  )
}
