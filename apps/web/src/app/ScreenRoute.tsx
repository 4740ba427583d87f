import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { type ComponentType, lazy, Suspense, useEffect } from 'react'
import { matchPath, useOutletContext } from 'react-router'
import { useSession } from '../chain/session'
import { hasStoredSession } from '../chain/wallet/storage'
import { loadChunk } from '../chunks'
import { paths } from '../paths'
import { ConnectGate } from '../ui/ConnectGate'
import { Notice } from '../ui/Notice'
import { PageTitle } from '../ui/PageTitle'
import { Spinner } from '../ui/Spinner'
import { documentTitle } from './documentTitle'
import { ScreenErrorBoundary } from './ScreenErrorBoundary'
import type { ShellContext } from './Shell'
import { SCREENS, type Screen, type ScreenModule } from './screens'

const loads = new Map<string, Promise<ScreenModule>>()

/** A screen's chunk, requested once (the 120 s limit and `ChunkLoadError` of `loadChunk`). */
function loadScreen(screen: Screen): Promise<ScreenModule> {
  let load = loads.get(screen.id)
  if (load === undefined) {
    load = loadChunk(screen.id, screen.load)
    loads.set(screen.id, load)
  }
  return load
}

type WelcomeModule = typeof import('./Welcome')

/** The welcome's component once its chunk is in: then drawn at once, without suspending. */
let loadedWelcome: WelcomeModule['Welcome'] | undefined
let welcomeLoad: Promise<WelcomeModule> | undefined

/**
 * The logged-out first screen, a chunk of its own: a newcomer loads it and not the buildings
 * screen, a returning player the buildings screen and not it.
 */
function loadWelcome(): Promise<WelcomeModule> {
  welcomeLoad ??= loadChunk('welcome', () => import('./Welcome')).then((module) => {
    loadedWelcome = module.Welcome
    return module
  })
  return welcomeLoad
}

const LazyWelcome = lazy(() => loadWelcome().then((module) => ({ default: module.Welcome })))

/**
 * For a newcomer (no stored session) at `/`, the welcome's chunk, resolved once it is in (never
 * rejects: a failure shows where the welcome renders). The first paint's HTML shows them the
 * welcome already; the entry's first render waits for it, so that it draws the same welcome over
 * it rather than a spinner in its place.
 */
export function startWelcome(pathname: string): Promise<void> {
  if (pathname !== paths.buildings || hasStoredSession()) return Promise.resolve()
  return loadWelcome().then(
    () => {},
    () => {},
  )
}

/** What an account screen shows while a stored session is restored. */
export function Reconnecting() {
  return (
    <Notice>
      <Spinner label="Reconnecting your wallet" />
      <p>Reconnecting…</p>
    </Notice>
  )
}

/**
 * Starts a public screen at `pathname` before the first render: its chunk and its first reads.
 * ScreenRoute starts them again when it renders and finds them under way (the chunk is requested
 * once; a query already fetching is not fetched twice). Account screens wait for the account.
 * Resolves once both are in (never rejects): the entry may wait for it, so that the first render
 * shows the screen and what it read rather than a spinner, then the screen, then its content.
 */
export function startScreen(queryClient: QueryClient, pathname: string): Promise<void> {
  // A path with parameters (`/player/:account`) matches as the router matches it.
  const screen = SCREENS.find(
    (candidate) =>
      !candidate.account && candidate.path !== '*' && matchPath(candidate.path, pathname) !== null,
  )
  if (screen === undefined) return Promise.resolve()
  const chunk = loadScreen(screen).then((module) => {
    // Loaded before the screen first renders: it renders at once, without suspending.
    if (!components.has(screen.id)) components.set(screen.id, module.Component)
  })
  const reads = screen.reads?.().then((reads) => reads.prefetch(queryClient, null))
  return Promise.all([chunk, reads]).then(
    () => {},
    () => {},
  )
}

const components = new Map<string, ComponentType<{ account: string }>>()

function screenComponent(screen: Screen): ComponentType<{ account: string }> {
  let component = components.get(screen.id)
  if (component === undefined) {
    component = lazy(() => loadScreen(screen).then((module) => ({ default: module.Component })))
    components.set(screen.id, component)
  }
  return component
}

/**
 * One route of the shell: the screen's titles (the document's, after the count of what is ready
 * to claim, and the h1), then, for account screens, the connect-wallet warning until a wallet is
 * connected (spec section 6), then the screen's lazily loaded chunk.
 * The chunk is requested as soon as the route shows, unless the screen needs an account and
 * nobody is logged in or logging in (a restored session or a login in progress finds it loading),
 * and the screen's first reads start together with it: they do not wait for the chunk to arrive
 * and render.
 */
export function ScreenRoute({ screen }: { screen: Screen }) {
  const { account, status, requestLogin } = useSession()
  const queryClient = useQueryClient()
  // What is ready to claim, counted on the chain clock by the Claim all panel (the shell's state).
  const ready = useOutletContext<ShellContext | undefined>()?.ready ?? 0
  const waiting = screen.account && status === 'logged-out'
  useEffect(() => {
    if (waiting) return
    // A failure shows where the screen renders (the error boundary); nothing to do here.
    loadScreen(screen).catch(() => {})
  }, [screen, waiting])

  useEffect(() => {
    if (screen.reads === undefined || (screen.account && account === null)) return
    screen.reads().then(
      (reads) => reads.prefetch(queryClient, account),
      () => {
        // The screen reads again when it renders; its own error state shows a failure.
      },
    )
  }, [screen, account, queryClient])

  const Body = screenComponent(screen)
  const Welcome = loadedWelcome ?? LazyWelcome
  const body =
    screen.account && account === null ? (
      status === 'restoring' ? (
        <Reconnecting />
      ) : screen.id === 'buildings' ? (
        <ScreenErrorBoundary>
          <Suspense fallback={<Spinner label="Loading" />}>
            <Welcome onLogin={requestLogin} />
          </Suspense>
        </ScreenErrorBoundary>
      ) : (
        <ConnectGate onLogin={requestLogin} />
      )
    ) : (
      <ScreenErrorBoundary>
        <Suspense fallback={<Spinner label="Loading the screen" />}>
          <Body account={account ?? ''} />
        </Suspense>
      </ScreenErrorBoundary>
    )

  return (
    <>
      <title>{documentTitle(screen.name, ready)}</title>
      {screen.title !== null && <PageTitle>{screen.title}</PageTitle>}
      {body}
    </>
  )
}
