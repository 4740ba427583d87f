import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { loadChunk } from '../../chunks'

type Panel = typeof import('./panel')

/** The panel's count, once its chunk has arrived: until then, as before the panel shows, none. */
let counter: Panel['cachedReadyCount'] | undefined

/**
 * The Claim all chunk, for `React.lazy` (the shell loads it once someone is logged in, so the
 * first route does not carry it): the panel, and the count `useReadyCount` reads from then on.
 */
export function loadClaimAll(): Promise<Panel> {
  return loadChunk('claim-all', () => import('./panel')).then((panel) => {
    counter = panel.cachedReadyCount
    return panel
  })
}

function everySecond(onTick: () => void): () => void {
  const timer = setInterval(onTick, 1_000)
  return () => clearInterval(timer)
}

/**
 * How many claims are ready for `account` (0 logged out), for the tab's title: the Claim all
 * panel's count, from what its reads hold in `client`'s cache. Looked at every second of the
 * chain clock and on every render; the caller re-renders only when the count changes.
 */
export function useReadyCount(client: QueryClient, account: string | null): number {
  const count = () => counter?.(client, account) ?? 0
  // The same count at build time (src/prerender.tsx): none, nobody is logged in.
  return useSyncExternalStore(everySecond, count, count)
}
