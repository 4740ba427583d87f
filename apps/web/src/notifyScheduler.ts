/**
 * When TanStack Query hands its answers to the screen (`notifyManager.setScheduler`, set once in
 * `main.tsx`). Its default gives each batch of notifications a `setTimeout` of its own: a page
 * that reads many queries at once (the Hall of Fame over the chain: its tables, ~20 buckets of
 * owners, ~50 avatars) queued dozens of such tasks, each drawing the subscribed components again.
 * Here every batch scheduled before the timer fires joins one task, in the order scheduled, still
 * after the current task: one timer and one render for them all. As inside one of TanStack's own
 * batches, a subscriber that throws ends that task's notifications.
 */
export function coalescingScheduler(): (callback: () => void) => void {
  let queue: (() => void)[] = []
  return (callback) => {
    // The first callback of a task's batch sets its timer; the ones after it join the batch.
    if (queue.push(callback) === 1)
      setTimeout(() => {
        const run = queue
        queue = []
        for (const notify of run) notify()
      })
  }
}
