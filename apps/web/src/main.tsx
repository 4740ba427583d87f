import './styles/theme.css'
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { startScreen, startWelcome } from './app/ScreenRoute'
import { WalletProvider } from './chain/wallet/WalletProvider'
import { network } from './config/current'
import { coalescingScheduler } from './notifyScheduler'

// Answers that arrive together are handed to the screen in one task (notifyScheduler.ts).
notifyManager.setScheduler(coalescingScheduler())

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 5_000, retry: 1 } },
})

/**
 * A public screen's code and first reads start now, not after the shell's first render; the first
 * render waits for them, at most this long, so that it shows the screen with what it read (the
 * Hall of Fame's boards) rather than a spinner first.
 */
const FIRST_RENDER_WAIT_MS = 300

// Without it, createRoot throws React's own "Target container is not a DOM element".
const root = document.getElementById('root') as HTMLElement

// A promise, not a top-level await: with one, Rolldown splits the entry into three chunks.
void Promise.all([
  // Not bounded by the wait: the HTML already shows the welcome, which the first render draws again.
  startWelcome(window.location.pathname),
  Promise.race([
    startScreen(queryClient, window.location.pathname),
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ]),
]).then(() =>
  // A transition: React draws the first page in slices of a few milliseconds, giving the main
  // thread back between them, rather than in one task that a phone's CPU stretches past 100 ms.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <WalletProvider network={network}>
            <App />
          </WalletProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  ),
)
