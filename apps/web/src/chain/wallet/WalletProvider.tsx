import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import type { Network } from '../../config/network'
import { initialSession, SessionContext, type SessionState, sessionReducer } from '../session'
import { rpcPool } from '../transport/endpoints'
import { chainKey } from '../transport/keys'
import { WalletFailedError } from './errors'
import { hasStoredSession } from './storage'
import type { Wallet } from './wallet'

/** The pause before the next try of a failed session restore: 1 s, 2 s, 4 s … at most 15 s. */
export function restoreRetryDelay(failures: number): number {
  return Math.min(15_000, 1_000 * 2 ** failures)
}

/**
 * Provides the session: lazy wallet stack, login/restore/logout, signing with a ready header.
 * The session is one state machine (`sessionReducer`); the wallet object and its loading promise
 * are refs, not state: nothing renders from them.
 */
export function WalletProvider({ network, children }: { network: Network; children: ReactNode }) {
  // Wallet requests go through the same failover pool as every read.
  const pool = rpcPool(network)
  const queryClient = useQueryClient()
  // A stored session is being restored from the first render on, so a returning player never
  // sees the connect message (or the header's logged-out zeros) flash before it.
  const [machine, dispatch] = useReducer(sessionReducer, hasStoredSession(), initialSession)
  const walletRef = useRef<Wallet | null>(null)
  const loadingRef = useRef<Promise<Wallet> | null>(null)

  const loadWallet = useCallback((): Promise<Wallet> => {
    if (walletRef.current !== null) return Promise.resolve(walletRef.current)
    loadingRef.current ??= import('./kit')
      .then((kit) => kit.createWallet(network, pool.currentEndpoint()))
      .then((loaded) => {
        walletRef.current = loaded
        dispatch({ type: 'wallet-loaded' })
        return loaded
      })
      .catch((error: unknown) => {
        loadingRef.current = null
        throw error
      })
    return loadingRef.current
  }, [network, pool])

  // Autologin: only when a session was stored, so first-time visitors never load the wallet. A
  // restore that fails (a slow or unreachable chain, the wallet chunk not loading) is tried again
  // with a growing pause and stays 'restoring' (Reconnecting…): it never turns into a logout.
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
            dispatch(
              restored === null
                ? { type: 'nothing-restored' }
                : { type: 'signed-in', account: restored.account, wallet: restored.wallet },
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
  }, [loadWallet])

  const { session, walletReady, loginOpen } = machine
  const account = session.account
  const value = useMemo<SessionState>(
    () => ({
      ...session,
      walletReady,
      loginOpen,
      requestLogin: () => {
        dispatch({ type: 'chooser', open: true })
        loadWallet().catch(() => {
          // The chooser shows the failure when the player picks a wallet.
        })
      },
      closeLogin: () => dispatch({ type: 'chooser', open: false }),
      login: (kind, demoAccount) => {
        dispatch({ type: 'login-started', wallet: kind })
        const ready = walletRef.current
        const attempt =
          ready !== null
            ? ready.login(kind, demoAccount)
            : loadWallet().then((loaded) => loaded.login(kind, demoAccount))
        return attempt.then(
          (signed) => dispatch({ type: 'signed-in', ...signed }),
          (error: unknown) => {
            dispatch({ type: 'login-failed' })
            throw error
          },
        )
      },
      logout: () => {
        const current = walletRef.current
        dispatch({ type: 'logged-out' })
        // Nothing of the previous account stays on screen.
        queryClient.removeQueries({ queryKey: chainKey })
        current?.logout().catch(() => {
          // The local session is gone either way.
        })
      },
      sendTransaction: (actions) => {
        const ready = walletRef.current
        if (ready === null || account === null) {
          return Promise.reject(new WalletFailedError('Please connect your wallet first.'))
        }
        ready.setEndpoint(pool.currentEndpoint())
        return ready.transact(actions)
      },
    }),
    [session, account, walletReady, loginOpen, loadWallet, queryClient, pool],
  )

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}
