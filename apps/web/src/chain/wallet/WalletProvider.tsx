import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Network } from '../../config/network'
import { toast } from '../../ui/toast'
import { SessionContext, type SessionState } from '../session'
import { rpcPool } from '../transport/endpoints'
import { chainKey } from '../transport/keys'
import { chainMessage, classifyTxError, loginFailureTitle, type WalletKind } from './errors'
import { hasStoredSession } from './storage'
import type { Wallet } from './wallet'

/** The pause before the next try of a failed session restore: 1 s, 2 s, 4 s … at most 15 s. */
export function restoreRetryDelay(failures: number): number {
  return Math.min(15_000, 1_000 * 2 ** failures)
}

/** Provides the session: lazy wallet stack, login/restore/logout, signing with a ready header. */
export function WalletProvider({ network, children }: { network: Network; children: ReactNode }) {
  // Wallet requests go through the same failover pool as every read.
  const pool = rpcPool(network)
  const queryClient = useQueryClient()
  const [account, setAccount] = useState<string | null>(null)
  const [wallet, setWallet] = useState<WalletKind | null>(null)
  // A stored session is being restored from the first render on, so a returning player never
  // sees the connect message flash before it.
  const [status, setStatus] = useState<SessionState['status']>(() =>
    hasStoredSession() ? 'restoring' : 'logged-out',
  )
  const [walletReady, setWalletReady] = useState(false)
  const [loginOpen, setLoginOpen] = useState(false)
  const walletRef = useRef<Wallet | null>(null)
  const loadingRef = useRef<Promise<Wallet> | null>(null)

  const loadWallet = useCallback((): Promise<Wallet> => {
    if (walletRef.current !== null) return Promise.resolve(walletRef.current)
    loadingRef.current ??= import('./kit')
      .then((kit) => kit.createWallet(network, pool.currentEndpoint()))
      .then((loaded) => {
        walletRef.current = loaded
        setWalletReady(true)
        return loaded
      })
      .catch((error: unknown) => {
        loadingRef.current = null
        throw error
      })
    return loadingRef.current
  }, [network, pool])

  const signedIn = useCallback((name: string, kind: WalletKind) => {
    setAccount(name)
    setWallet(kind)
    setStatus('logged-in')
    setLoginOpen(false)
  }, [])

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
            if (restored === null) setStatus('logged-out')
            else signedIn(restored.account, restored.wallet)
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
  }, [loadWallet, signedIn])

  const value = useMemo<SessionState>(
    () => ({
      account,
      wallet,
      status,
      walletReady,
      loginOpen,
      requestLogin: () => {
        setLoginOpen(true)
        loadWallet().catch(() => {
          // The chooser shows the failure when the player picks a wallet.
        })
      },
      closeLogin: () => setLoginOpen(false),
      login: (kind, demoAccount) => {
        setStatus('logging-in')
        const ready = walletRef.current
        const attempt =
          ready !== null
            ? ready.login(kind, demoAccount)
            : loadWallet().then((loaded) => loaded.login(kind, demoAccount))
        attempt.then(
          (session) => signedIn(session.account, session.wallet),
          (error: unknown) => {
            setStatus('logged-out')
            const failure = classifyTxError(error)
            if (failure.kind === 'declined')
              toast.info({ title: 'User declined to share their user account' })
            else toast.error({ title: loginFailureTitle(kind), message: chainMessage(error) })
          },
        )
      },
      logout: () => {
        const current = walletRef.current
        setAccount(null)
        setWallet(null)
        setStatus('logged-out')
        // Nothing of the previous account stays on screen.
        queryClient.removeQueries({ queryKey: chainKey })
        current?.logout().catch(() => {
          // The local session is gone either way.
        })
      },
      sendTransaction: (actions) => {
        const ready = walletRef.current
        if (ready === null || account === null) {
          return Promise.reject(new Error('Please connect your wallet first.'))
        }
        ready.setEndpoint(pool.currentEndpoint())
        return ready.transact(actions)
      },
    }),
    [account, wallet, status, walletReady, loginOpen, loadWallet, signedIn, queryClient, pool],
  )

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}
