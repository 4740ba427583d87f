import { useIsFetching } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Outlet, useLocation, useNavigation } from 'react-router'
import { Spinner } from '../ui/Spinner'
import { Toaster } from '../ui/Toaster'
import styles from './Shell.module.css'
import { HeaderBar, type HeaderItem } from './shell/HeaderBar'
import { SideMenu } from './shell/SideMenu'
import { WalletModal } from './shell/WalletModal'

const DEFAULT_HEADER: HeaderItem[] = [
  { label: 'DOVX', value: '0.00' },
  { label: 'DOVF', value: '0.00' },
  { label: 'DOVH', value: '0.00' },
  { label: 'DOVS', value: '0.00' },
  { label: 'DOVR', value: '0.00' },
  { label: 'AVT', value: '1' },
]

const DEFAULT_AVATAR = '/art/avatar-default.svg'

/** The layout every route shares: side menu, balances header, wallet chooser, toasts, loading. */
export function Shell() {
  const menuId = useId()
  const [menuOpen, setMenuOpen] = useState(false)
  const navigation = useNavigation()
  const fetching = useIsFetching()
  const location = useLocation()
  const busy = navigation.state !== 'idle' || fetching > 0

  return (
    <div className={styles.shell}>
      <HeaderBar
        items={DEFAULT_HEADER}
        menuId={menuId}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
      />
      <SideMenu
        id={menuId}
        open={menuOpen}
        onNavigate={() => setMenuOpen(false)}
        avatarUrl={DEFAULT_AVATAR}
      />
      <main className={styles.main} key={location.pathname}>
        {busy && (
          <div className={styles.loading}>
            <Spinner />
          </div>
        )}
        <Outlet />
      </main>
      <WalletModal />
      <Toaster />
    </div>
  )
}
