/**
 * Browser notifications when something becomes ready to claim, with the player's
 * permission: `requestNotifications` is only ever called from a click, never on load, and a
 * notification only says what is ready; claiming still takes the player's click.
 *
 * Readiness is computed on the chain clock by the Claim all panel. Only a change the page saw
 * happen is told: a building seen running that is now finished, a division seen fighting whose
 * fight is now over. What was already ready when the page loaded is shown by the panel and the
 * title, not notified.
 */
import { useEffect, useRef } from 'react'

export type NotifyPermission = NotificationPermission | 'unsupported'

/** What the browser allows now: `unsupported` without the Notification API. */
export function notifyPermission(): NotifyPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
}

/** Asks the browser for permission: call it from the player's click only. */
export async function requestNotifications(): Promise<NotifyPermission> {
  if (typeof Notification === 'undefined') return 'unsupported'
  return Notification.requestPermission()
}

/** Something that can become ready: a building's cycle or a division's fight. */
export type Watched = {
  /** Names this cycle or fight: `building:<asset id>:<end>`, `fight:<division>:<end_time>`. */
  key: string
  ready: boolean
  /** The notification's text. */
  text: string
}

/**
 * Remembers what was seen not ready yet; `update` returns what became ready since. A key seen
 * ready at once, or that disappeared (claimed, unstaked), is never returned.
 */
export function createReadyWatcher() {
  let pending = new Set<string>()
  return {
    update(items: readonly Watched[]): Watched[] {
      const became = items.filter((item) => item.ready && pending.has(item.key))
      pending = new Set(items.filter((item) => !item.ready).map((item) => item.key))
      return became
    },
  }
}

/** Shows one notification per item when the player allowed them; returns how many it showed. */
export function notifyReady(items: readonly Watched[]): number {
  if (items.length === 0 || notifyPermission() !== 'granted') return 0
  let shown = 0
  for (const item of items) {
    try {
      new Notification('DOV Warfare', { body: item.text, tag: item.key })
      shown++
    } catch {
      // Some mobile browsers only notify through a service worker: the title and panel remain.
    }
  }
  return shown
}

/** Watches `items` for `account` (a new account starts afresh) and notifies what becomes ready. */
export function useReadyNotifications(account: string, items: readonly Watched[]): void {
  const watcher = useRef<{ account: string; watch: ReturnType<typeof createReadyWatcher> }>(null)
  useEffect(() => {
    if (watcher.current?.account !== account) {
      watcher.current = { account, watch: createReadyWatcher() }
    }
    notifyReady(watcher.current.watch.update(items))
  }, [account, items])
}
