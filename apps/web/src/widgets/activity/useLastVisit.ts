import { useEffect, useSyncExternalStore } from 'react'
import { chainClock } from '../../chain/read/chainTime'
import { lastVisitKey, readLastVisit, writeLastVisit } from './away'

/** How often an open app stamps the visit (chain time; a write to local storage), so a closed tab leaves a recent one. */
const STAMP_MS = 5_000

/**
 * The visit before this page load, per storage key: read once, so every screen of this load (the
 * Buildings notice, /activity) summarises the same absence, until it is dismissed.
 */
const previous = new Map<string, number | undefined>()
const listeners = new Set<() => void>()

function previousVisit(key: string): number | undefined {
  if (!previous.has(key)) previous.set(key, readLastVisit(localStorage, key))
  return previous.get(key)
}

function stamp(key: string) {
  // Chain time only: before the clock's first sync the browser's own clock may be wrong.
  if (chainClock.isSynced()) writeLastVisit(localStorage, key, chainClock.now())
}

/**
 * `account`'s last visit before this one (unix seconds, chain time; undefined on a first visit or
 * once dismissed), and `dismiss`. While mounted, the visit is stamped every 5 s and when the page
 * is hidden or left, so the next visit knows when this one ended.
 */
export function useLastVisit(chainId: string, account: string) {
  const key = lastVisitKey(chainId, account)
  const since = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => previousVisit(key),
  )
  useEffect(() => {
    previousVisit(key)
    stamp(key)
    const timer = setInterval(() => stamp(key), STAMP_MS)
    const hidden = () => {
      if (document.visibilityState === 'hidden') stamp(key)
    }
    const leave = () => stamp(key)
    document.addEventListener('visibilitychange', hidden)
    window.addEventListener('pagehide', leave)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', hidden)
      window.removeEventListener('pagehide', leave)
      stamp(key)
    }
  }, [key])
  const dismiss = () => {
    previous.set(key, undefined)
    stamp(key)
    for (const listener of listeners) listener()
  }
  return { since, dismiss }
}
