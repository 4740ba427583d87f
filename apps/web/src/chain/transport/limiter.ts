/**
 * A shared gate for reads made by many independent queries (one query per owner in the Hall of
 * Fame): at most `max` run at once, the others wait their turn in the order they asked. Unlike
 * `mapLimit` (one fan-out, one promise), each caller is its own query with its own retry and
 * cancellation: a caller whose signal aborts while it waits leaves the queue without running.
 */
export type Limiter = {
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>
  /** Tasks running now (for tests and progress). */
  readonly active: number
  /** Tasks waiting for a turn. */
  readonly waiting: number
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The read was aborted', 'AbortError')
}

export function createLimiter(max: number): Limiter {
  if (!Number.isInteger(max) || max < 1) throw new RangeError('max must be a positive integer')
  let active = 0
  const queue: (() => void)[] = []

  const release = () => {
    active--
    queue.shift()?.()
  }

  return {
    get active() {
      return active
    },
    get waiting() {
      return queue.length
    },
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(abortReason(signal))
      const start = (): Promise<T> => {
        active++
        let result: Promise<T>
        try {
          result = task()
        } catch (error) {
          result = Promise.reject(error)
        }
        return result.finally(release)
      }
      if (active < max) return start()
      return new Promise<T>((resolve, reject) => {
        const turn = () => {
          signal?.removeEventListener('abort', onAbort)
          start().then(resolve, reject)
        }
        const onAbort = () => {
          const index = queue.indexOf(turn)
          if (index >= 0) queue.splice(index, 1)
          reject(abortReason(signal as AbortSignal))
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        queue.push(turn)
      })
    },
  }
}
