/**
 * Autologin: a session stored by an earlier visit is restored when the app starts, and a restore
 * that fails (a slow or unreachable chain, the wallet chunk not loading) is tried again with a
 * growing pause, staying `restoring` (Reconnecting…): it never turns into a logout.
 */
import { type Dispatch, useEffect } from 'react'
import type { SessionEvent } from '../session'
import { hasStoredSession } from './storage'
import type { Wallet } from './wallet'

/** The pause before the next try of a failed session restore: 1 s, 2 s, 4 s … at most 15 s. */
export function restoreRetryDelay(failures: number): number {
  return Math.min(15_000, 1_000 * 2 ** failures)
}

/**
 * Restores the stored session, if any (so first-time visitors never load the wallet), retrying
 * a failure after `restoreRetryDelay`; stops on unmount.
 */
export function useRestore(
  loadWallet: () => Promise<Wallet>,
  dispatch: Dispatch<SessionEvent>,
): void {
  useEffect(() => {
    if (!hasStoredSession()) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const attempt = (failures: number) => {
      loadWallet()
        .then((loaded) => loaded.restore())
        .then(
          (restored) => {
            if (stopped) return
            // Its account, or nothing this app can use.
            dispatch(
              restored === null ? { type: 'nothing-restored' } : { type: 'signed-in', ...restored },
            )
          },
          () => {
            if (stopped) return
            timer = setTimeout(() => attempt(failures + 1), restoreRetryDelay(failures))
          },
        )
    }
    attempt(0)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [loadWallet, dispatch])
}
