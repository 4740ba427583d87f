import { useEffect, useState } from 'react'

/**
 * The phone menu's open state: it closes on Escape, on navigation (the caller's `close`), and when
 * `closeOn` changes (the account: a login or logout closes it, so it never covers the screen the
 * player just unlocked).
 */
export function useMenu(closeOn: unknown) {
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  // biome-ignore lint/correctness/useExhaustiveDependencies: closeOn is the trigger, not an input
  useEffect(() => {
    setOpen(false)
  }, [closeOn])

  return {
    open,
    toggle: () => setOpen((value) => !value),
    close: () => setOpen(false),
  }
}
