/**
 * Where the builder keeps the drafts (`drafts.ts`) while the app runs: per account, outside the
 * screen, so they also outlive a visit to another screen. A reload loses them; `useBeforeUnload`
 * warns first.
 */
import { useCallback, useSyncExternalStore } from 'react'
import { type Drafts, NO_DRAFTS } from './drafts'

const byAccount = new Map<string, Drafts>()
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The account's drafts and a way to change them. */
export function useDraftStore(
  account: string,
): [Drafts, (update: (drafts: Drafts) => Drafts) => void] {
  const drafts = useSyncExternalStore(subscribe, () => byAccount.get(account) ?? NO_DRAFTS)
  const update = useCallback(
    (change: (drafts: Drafts) => Drafts) => {
      const before = byAccount.get(account) ?? NO_DRAFTS
      const after = change(before)
      if (after === before) return
      if (after.size === 0) byAccount.delete(account)
      else byAccount.set(account, after)
      for (const listener of listeners) listener()
    },
    [account],
  )
  return [drafts, update]
}

/** Forgets every draft (tests). */
export function clearDraftStore(): void {
  byAccount.clear()
  for (const listener of listeners) listener()
}
