import { useEffect, useState } from 'react'

/**
 * How many of a screen's parts, in their order, may draw their content now: one more per task once
 * one of them has content to draw (`ready[i]`), so drawing eight boards is eight short tasks rather
 * than one long one, and the browser paints and answers input between them. A part not yet
 * revealed draws its placeholder, which takes the same room. Once every ready part is revealed,
 * their later changes draw at once; a part that becomes ready later starts the count again from
 * where it stopped.
 */
export function useReveal(ready: readonly boolean[]): number {
  const [shown, setShown] = useState(0)
  const pending = ready.some((isReady, index) => isReady && index >= shown)
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => setShown(shown + 1))
    return () => clearTimeout(timer)
  }, [pending, shown])
  return shown
}
