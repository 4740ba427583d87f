/**
 * A tiny toast store: screens call `toast.*`, the <Toaster> renders the list.
 * Toasts hide after 5000 ms (spec section 9), then play a 400 ms leave animation.
 */

export type ToastKind = 'success' | 'error' | 'warning' | 'info'

export type ToastLink = { href: string; label: string }

export type Toast = {
  id: number
  kind: ToastKind
  title: string
  message: string | undefined
  link: ToastLink | undefined
  leaving: boolean
}

export type ToastInput = {
  title: string
  message?: string | undefined
  link?: ToastLink | undefined
}

export const TOAST_HIDE_MS = 5000
export const TOAST_ANIMATION_MS = 400

type Listener = () => void

export function createToastStore(hideMs = TOAST_HIDE_MS, animationMs = TOAST_ANIMATION_MS) {
  let toasts: readonly Toast[] = []
  let nextId = 1
  const listeners = new Set<Listener>()

  function set(next: readonly Toast[]) {
    toasts = next
    for (const listener of listeners) listener()
  }

  function dismiss(id: number) {
    if (!toasts.some((t) => t.id === id && !t.leaving)) return
    set(toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t)))
    setTimeout(() => set(toasts.filter((t) => t.id !== id)), animationMs)
  }

  function show(kind: ToastKind, input: ToastInput): number {
    const id = nextId++
    set([
      ...toasts,
      { id, kind, title: input.title, message: input.message, link: input.link, leaving: false },
    ])
    setTimeout(() => dismiss(id), hideMs)
    return id
  }

  return {
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => toasts,
    show,
    dismiss,
    success: (input: ToastInput) => show('success', input),
    error: (input: ToastInput) => show('error', input),
    warning: (input: ToastInput) => show('warning', input),
    info: (input: ToastInput) => show('info', input),
  }
}

export type ToastStore = ReturnType<typeof createToastStore>

/** The app's one toast store. */
export const toast = createToastStore()
