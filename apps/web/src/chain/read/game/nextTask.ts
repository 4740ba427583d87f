/**
 * Resolves in a task of its own (`scheduler.yield()` where the browser has it, else a
 * `setTimeout`). A read that many queries start at once (the Hall of Fame's owners, their
 * avatars) awaits it before its request: each request then leaves from a short task, not all of
 * them from the one that drew the screen, which a phone's CPU would stretch past 50 ms.
 */
export function nextTask(): Promise<void> {
  // `scheduler` is not in TypeScript's DOM types yet.
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve))
}

/**
 * `query` (TanStack Query options) with its read started in a task of its own: a screen that
 * enables several reads at once sends each request from a short task.
 */
export function inOwnTask<Query extends { queryFn?: unknown }>(query: Query): Query {
  const read = query.queryFn
  if (typeof read !== 'function') return query
  return {
    ...query,
    queryFn: async (context: unknown) => {
      await nextTask()
      return read(context)
    },
  }
}

/**
 * Subscribes `listener` through `subscribe` in a task after this one, and calls it once then (what
 * changed before the subscription is seen at once); the returned function unsubscribes, before or
 * after that task. An observer that starts its reads with its first listener (a TanStack
 * `QueriesObserver`) thus starts them after the task that drew the screen.
 */
export function subscribeInNextTask(
  subscribe: (listener: () => void) => () => void,
  listener: () => void,
): () => void {
  let unsubscribe: (() => void) | undefined
  let gone = false
  void nextTask().then(() => {
    if (gone) return
    unsubscribe = subscribe(listener)
    listener()
  })
  return () => {
    gone = true
    unsubscribe?.()
  }
}
