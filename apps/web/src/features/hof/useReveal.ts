import { useEffect, useState } from 'react'

/**
 * The order in which a screen's parts draw their content: one more per task once one of them has
 * content to draw, so drawing eight boards is eight short tasks rather than one long one, and the
 * browser paints and answers input between them. A part not yet revealed draws its placeholder,
 * which takes the same room. Once every ready part is revealed, their later changes draw at once;
 * a part that becomes ready later starts the count again from where it stopped.
 *
 * The count lives outside React: each part subscribes to its own place in it (`useRevealed`), so a
 * step draws the one part it reveals, not the screen that holds them.
 */
export type Reveal = {
  subscribe: (listener: () => void) => () => void
  /** Whether the part at `index` (in the screen's order) may draw its content. */
  revealed: (index: number) => boolean
}

type Sequence = Reveal & { update: (ready: readonly boolean[]) => () => void }

function createSequence(): Sequence {
  let shown = 0
  let ready: readonly boolean[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  const listeners = new Set<() => void>()
  const schedule = () => {
    if (timer === undefined && ready.some((isReady, index) => isReady && index >= shown))
      timer = setTimeout(() => {
        timer = undefined
        shown++
        for (const listener of listeners) listener()
        schedule()
      })
  }
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    revealed: (index) => index < shown,
    // Gives what stops the count (the screen gone, or its readiness changed).
    update(next) {
      ready = next
      schedule()
      return () => {
        clearTimeout(timer)
        timer = undefined
      }
    },
  }
}

/**
 * A screen's reveal (the same object for the screen's life), given which of its parts have content
 * to draw (`ready[i]`, in their order). The screen hands it to its parts; it is not drawn again as
 * they are revealed.
 */
export function useReveal(ready: readonly boolean[]): Reveal {
  const [sequence] = useState(createSequence)
  const key = String(ready)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same readiness, the same key
  useEffect(() => sequence.update(ready), [sequence, key])
  return sequence
}

/**
 * Whether the part at `index` of `reveal` may draw its content; drawn again when that changes. A
 * state of its own rather than `useSyncExternalStore`, whose updates React draws at once in the
 * step's task, its effects included: a state set from the step's timer is drawn in a task of its
 * own, as a screen's state was.
 */
export function useRevealed(reveal: Reveal, index: number): boolean {
  const [revealed, setRevealed] = useState(() => reveal.revealed(index))
  useEffect(() => {
    const check = () => setRevealed(reveal.revealed(index))
    check()
    return reveal.subscribe(check)
  }, [reveal, index])
  return revealed
}
