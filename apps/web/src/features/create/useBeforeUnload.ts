import { useEffect } from 'react'

/** While `active`, leaving or reloading the page asks the browser to confirm first. */
export function useBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers need a return value to show their dialog.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [active])
}
