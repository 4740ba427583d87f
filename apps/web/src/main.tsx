import './styles/theme.css'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { startScreen } from './app/ScreenRoute'
import { WalletProvider } from './chain/wallet/WalletProvider'
import { network } from './config/current'

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 5_000, retry: 1, refetchOnWindowFocus: true } },
})

// A public screen's code and first reads start now, not after the shell's first render.
startScreen(queryClient, window.location.pathname)

const root = document.getElementById('root')
if (root === null) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <WalletProvider network={network}>
        <App />
      </WalletProvider>
    </QueryClientProvider>
  </StrictMode>,
)
