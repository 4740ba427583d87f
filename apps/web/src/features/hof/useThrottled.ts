import { useEffect, useRef, useState } from 'react'

/**
 * `value`, but a new one at most every `ms`: a screen fed by many small answers re-renders its
 * boards a few times a second, not once per answer. The latest value always arrives, and with
 * `now` (e.g. once every read is done) it is returned at once.
 */
export function useThrottled<T>(value: T, ms: number, now = false): T {
  const [shown, setShown] = useState(value)
  const last = useRef(Number.NEGATIVE_INFINITY)
  useEffect(() => {
    if (Object.is(value, shown)) return
    const show = () => {
      last.current = performance.now()
      setShown(value)
    }
    const wait = now ? 0 : last.current + ms - performance.now()
    if (wait <= 0) {
      show()
      return
    }
    const timer = setTimeout(show, wait)
    return () => clearTimeout(timer)
  }, [value, shown, ms, now])
  return now ? value : shown
}
