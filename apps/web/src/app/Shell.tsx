import { useIsFetching } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useChainClockSync } from '../chain/read/chainTime'
import { useAvatars } from '../chain/read/game/avatars'
import { useStakingBalances } from '../chain/read/staking/balances'
import { useSession } from '../chain/session'
import { Spinner } from '../ui/Spinner'
import { Toaster } from '../ui/Toaster'
import styles from './Shell.module.css'
import { headerItems, menuAvatar } from './shell/accountSummary'
import { HeaderBar } from './shell/HeaderBar'
import { SideMenu } from './shell/SideMenu'
import { WalletModal } from './shell/WalletModal'

/** The layout every route shares: side menu, balances header, wallet chooser, toasts, loading. */
export function Shell() {
  const menuId = useId()
  const [menuOpen, setMenuOpen] = useState(false)
  // First loads only: background refreshes (the chain clock's poll, reloads after a
  // transaction) update data in place and do not flash the spinner. A screen's chunk shows its
  // own spinner while it loads (ScreenRoute).
  const fetching = useIsFetching({ predicate: (query) => query.state.data === undefined })
  const location = useLocation()
  const busy = fetching > 0
  const { account } = useSession()
  // Keeps the chain clock and the endpoints' lag check running on every screen.
  useChainClockSync()
  const balances = useStakingBalances(account)
  const avatars = useAvatars()
  const avatar = menuAvatar(balances.data, avatars.data ?? [])

  return (
    <div className={styles.shell}>
      <HeaderBar
        items={headerItems(balances.data)}
        menuId={menuId}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
      />
      <SideMenu
        id={menuId}
        open={menuOpen}
        onNavigate={() => setMenuOpen(false)}
        avatarHash={avatar.ipfs}
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
