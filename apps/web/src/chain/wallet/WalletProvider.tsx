import { useQueryClient } from '@tanstack/react-query'
import {
  type Dispatch,
  type ReactNode,
  type RefObject,
  useCallback,
  useMemo,
  useReducer,
  useRef,
} from 'react'
import type { Network } from '../../config/network'
import {
  initialSession,
  SessionContext,
  type SessionEvent,
  type SessionState,
  sessionReducer,
} from '../session'
import { rpcPool } from '../transport/endpoints'
import type { EndpointPool } from '../transport/failover'
import { chainKey } from '../transport/keys'
import { WalletFailedError } from './errors'
import { useRestore } from './restore'
import { hasStoredSession } from './storage'
import type { Wallet } from './wallet'

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
  const loadWallet = useWalletChunk(walletRef, network, pool, dispatch)
  useRestore(loadWallet, dispatch)

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

/**
 * Loads the wallet stack (`kit.ts`, a chunk of its own) once, into `walletRef` (a login then
 * opens the wallet straight from the click); gives the one loaded from then on. A load that
 * failed is tried afresh by the next call.
 */
function useWalletChunk(
  walletRef: RefObject<Wallet | null>,
  network: Network,
  pool: EndpointPool,
  dispatch: Dispatch<SessionEvent>,
) {
  const loadingRef = useRef<Promise<Wallet> | null>(null)
  return useCallback((): Promise<Wallet> => {
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
  }, [walletRef, network, pool, dispatch])
}
