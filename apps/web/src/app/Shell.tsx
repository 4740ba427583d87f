import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { Outlet, useLocation } from 'react-router'
import { useChainClockSync } from '../chain/read/chainTime'
import { avatarsRead } from '../chain/read/game/avatars'
import { refetchChainReads } from '../chain/read/refetch'
import { useStakingBalances } from '../chain/read/staking/balances'
import { useSession } from '../chain/session'
import { lazyChunk } from '../chunks'
import { network } from '../config/current'
import { Spinner } from '../ui/Spinner'
import { toast } from '../ui/toast'
import { loadClaimAll, useReadyCount } from './claims/useReadyCount'
import { ScreenErrorBoundary } from './ScreenErrorBoundary'
import styles from './Shell.module.css'
import { headerItems, headerUnknown, menuAvatar } from './shell/accountSummary'
import { ChainBanner } from './shell/ChainBanner'
import { HeaderBar } from './shell/HeaderBar'
import { SideMenu } from './shell/SideMenu'
import { useMenu } from './shell/useMenu'

const MAIN_ID = 'main'

/** What the shell gives its routes (`useOutletContext`): the count of what is ready to claim. */
export type ShellContext = { ready: number }

/** The wallet chooser loads on the first `Log In`, beside the wallet stack it opens. */
const WalletModal = lazyChunk('wallet-modal', () => import('./shell/WalletModal'), 'WalletModal')

/**
 * The toasts' region is its own chunk, fetched right after the shell's first render (so a toast,
 * which follows a login and a click, never waits for it) and mounted with the first toast: the
 * first route carries only the store.
 */
const loadToaster = () => import('../ui/Toaster')
const Toaster = lazyChunk('toaster', loadToaster, 'Toaster')

const hasToast = () => toast.getSnapshot().length > 0

function LazyToaster() {
  // The same read at build time (src/prerender.tsx), where no toast has been shown.
  const anyToast = useSyncExternalStore(toast.subscribe, hasToast, hasToast)
  const [mounted, setMounted] = useState(false)
  if (anyToast && !mounted) setMounted(true)
  useEffect(() => {
    void loadToaster()
  }, [])
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}

/**
 * Claim all: what is ready to claim, above every screen. Its own chunk, loaded once a
 * player is logged in, so the first route does not carry it; the shell reads its count for the
 * tab's title (`useReadyCount`).
 */
const ClaimAll = lazy(loadClaimAll)

/**
 * After a login from the wallet chooser, focus goes to the screen's heading (the chooser that had
 * it is gone), so a keyboard or screen-reader player continues from the top of what they unlocked.
 */
function useFocusAfterLogin(status: string) {
  const previous = useRef(status)
  useEffect(() => {
    if (previous.current === 'logging-in' && status === 'logged-in') {
      const heading = document.querySelector<HTMLElement>(`#${MAIN_ID} h1`)
      ;(heading ?? document.getElementById(MAIN_ID))?.focus()
    }
    previous.current = status
  }, [status])
}

/** The layout every route shares: side menu, balances header, wallet chooser, toasts, loading. */
export function Shell() {
  const menuId = useId()
  const shell = useRef<HTMLDivElement>(null)
  // First loads only: background refreshes (the chain clock's poll, reloads after a
  // transaction) update data in place and do not flash the spinner. A screen's chunk shows its
  // own spinner while it loads (ScreenRoute).
  const fetching = useIsFetching({ predicate: (query) => query.state.data === undefined })
  const location = useLocation()
  const busy = fetching > 0
  const { account, status, loginOpen } = useSession()
  // Mounted from the first `Log In` on, so closing it keeps the dialog's own close behaviour.
  const [chooserUsed, setChooserUsed] = useState(false)
  if (loginOpen && !chooserUsed) setChooserUsed(true)
  const menu = useMenu(account)
  const queryClient = useQueryClient()
  // What is ready to claim, as the Claim all panel counts it: the routes put it in the tab's title.
  const ready = useReadyCount(queryClient, account)
  // The same object while the count is the same: the shell draws again at every first load's
  // start and end (its spinner), and a new context would draw the screen again with it.
  const outlet = useMemo((): ShellContext => ({ ready }), [ready])
  // Keeps the chain clock and the endpoints' lag check running on every screen; when no endpoint
  // answers, the banner says so.
  const heads = useChainClockSync()
  useFocusAfterLogin(status)
  const balances = useStakingBalances(account)
  const avatars = useQuery(avatarsRead.query(network))
  const avatar = menuAvatar(balances.data, avatars.data ?? [])

  return (
    <div className={styles.shell} ref={shell}>
      <a className={styles.skip} href={`#${MAIN_ID}`}>
        Skip to content
      </a>
      <HeaderBar
        items={headerItems(balances.data, headerUnknown(status, balances))}
        menuId={menuId}
        menuOpen={menu.open}
        onToggleMenu={menu.toggle}
      />
      <SideMenu id={menuId} open={menu.open} onNavigate={menu.close} avatarHash={avatar.ipfs} />
      {menu.open && <div className={styles.backdrop} onClick={menu.close} aria-hidden="true" />}
      {account !== null && (
        <div className={styles.claims}>
          <ScreenErrorBoundary>
            <Suspense fallback={null}>
              <ClaimAll account={account} key={account} shell={shell} />
            </Suspense>
          </ScreenErrorBoundary>
        </div>
      )}
      <main id={MAIN_ID} tabIndex={-1} className={styles.main} key={location.pathname}>
        {heads.isError && (
          <ChainBanner
            error={heads.error}
            onRetry={() => {
              void heads.refetch()
              void refetchChainReads(queryClient)
            }}
          />
        )}
        {busy && (
          <div className={styles.loading}>
            <Spinner />
          </div>
        )}
        <Outlet context={outlet} />
      </main>
      {chooserUsed && (
        <ScreenErrorBoundary>
          <Suspense fallback={null}>
            <WalletModal />
          </Suspense>
        </ScreenErrorBoundary>
      )}
      <LazyToaster />
    </div>
  )
}
