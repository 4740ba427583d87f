/**
 * A tiny toast store: screens call `toast.*`, the <Toaster> renders the list.
 * Toasts hide after 5000 ms (spec section 9), then play a 400 ms leave animation. A toast under
 * the pointer or holding focus is paused (WCAG 2.2.1, Timing Adjustable): its time left is kept
 * and runs on when the pointer and focus leave it.
 */

export type ToastKind = 'success' | 'error' | 'warning' | 'info'

export type ToastLink = { href: string; label: string }

/** A value the player may copy from the toast (e.g. a full transaction id shown shortened). */
export type ToastCopy = { label: string; text: string }

export type Toast = {
  id: number
  kind: ToastKind
  title: string
  message: string | undefined
  link: ToastLink | undefined
  copy: ToastCopy | undefined
  leaving: boolean
}

export type ToastInput = {
  title: string
  message?: string | undefined
  link?: ToastLink | undefined
  copy?: ToastCopy | undefined
}

export const TOAST_HIDE_MS = 5000
export const TOAST_ANIMATION_MS = 400

type Listener = () => void

export function createToastStore(hideMs = TOAST_HIDE_MS, animationMs = TOAST_ANIMATION_MS) {
  let toasts: readonly Toast[] = []
  let nextId = 1
  const listeners = new Set<Listener>()
  /** Per toast: its hide timer, when that timer started, and the time it had left then. */
  const timers = new Map<
    number,
    { timer: ReturnType<typeof setTimeout> | undefined; started: number; left: number }
  >()

  function startTimer(id: number, left: number) {
    timers.set(id, { timer: setTimeout(() => dismiss(id), left), started: Date.now(), left })
  }

  function set(next: readonly Toast[]) {
    toasts = next
    for (const listener of listeners) listener()
  }

  function dismiss(id: number) {
    if (!toasts.some((t) => t.id === id && !t.leaving)) return
    clearTimeout(timers.get(id)?.timer)
    timers.delete(id)
    set(toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t)))
    setTimeout(() => set(toasts.filter((t) => t.id !== id)), animationMs)
  }

  function show(kind: ToastKind, input: ToastInput): number {
    const id = nextId++
    set([
      ...toasts,
      {
        id,
        kind,
        title: input.title,
        message: input.message,
        link: input.link,
        copy: input.copy,
        leaving: false,
      },
    ])
    startTimer(id, hideMs)
    return id
  }

  /** Stops a toast's countdown while it is hovered or focused. */
  function pause(id: number) {
    const entry = timers.get(id)
    if (entry === undefined || entry.timer === undefined) return
    clearTimeout(entry.timer)
    const left = Math.max(0, entry.left - (Date.now() - entry.started))
    timers.set(id, { timer: undefined, started: Date.now(), left })
  }

  /** Lets a paused toast's countdown run on with the time it had left. */
  function resume(id: number) {
    const entry = timers.get(id)
    if (entry === undefined || entry.timer !== undefined) return
    startTimer(id, entry.left)
  }

  return {
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => toasts,
    show,
    dismiss,
    pause,
    resume,
    success: (input: ToastInput) => show('success', input),
    error: (input: ToastInput) => show('error', input),
    warning: (input: ToastInput) => show('warning', input),
    info: (input: ToastInput) => show('info', input),
  }
}

export type ToastStore = ReturnType<typeof createToastStore>

/** The app's one toast store. */
export const toast = createToastStore()
