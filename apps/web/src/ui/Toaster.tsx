import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { CopyButton } from './CopyButton'
import styles from './Toaster.module.css'
import { toast as defaultStore, type ToastStore } from './toast'
import { type Box, toastTop } from './toastPlacement'

/** What a player can use; a toast keeps clear of the last one used. */
const CONTROL = 'button, a[href], input, select, textarea, summary, [role="button"], [tabindex]'
/** Space between the toasts and the screen's edge or what they avoid (--space-4). */
const GAP = 16

const boxOf = (rect: DOMRect): Box => ({
  left: rect.left,
  top: rect.top,
  right: rect.right,
  bottom: rect.bottom,
})

/** The control used last, and where it was on the page (scrolled px), for once it is gone. */
let used: { control: Element; onPage: Box } | undefined

function remember(event: Event) {
  const target = event.target
  // The toasts' own buttons (Dismiss, Copy id) are not something to move away from.
  if (!(target instanceof Element) || target.closest('[data-toaster]') !== null) return
  const control = target.closest(CONTROL) ?? target
  const box = boxOf(control.getBoundingClientRect())
  used = {
    control,
    onPage: {
      left: box.left + window.scrollX,
      top: box.top + window.scrollY,
      right: box.right + window.scrollX,
      bottom: box.bottom + window.scrollY,
    },
  }
}

/** Where the pointer rests: a toast moved under it would pause there (it pauses while hovered). */
let pointer: { x: number; y: number } | undefined

function follow(event: PointerEvent) {
  pointer = { x: event.clientX, y: event.clientY }
}

// This module is loaded right after the shell's first render, before any toast, so the control
// behind the first toast is known too.
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', remember, { capture: true, passive: true })
  document.addEventListener('keydown', remember, { capture: true, passive: true })
  document.addEventListener('pointermove', follow, { capture: true, passive: true })
}

/**
 * What the toasts must not cover: the control used last (where it is, or where it was when a
 * transaction has replaced it, e.g. Fight by its countdown), every countdown on screen, what
 * asks to be kept clear (`data-toasts-avoid`: the battle report's sheet), and the resting pointer.
 */
function toAvoid(): Box[] {
  const boxes: Box[] = []
  if (used !== undefined) {
    const { control, onPage } = used
    boxes.push(
      control.isConnected
        ? boxOf(control.getBoundingClientRect())
        : {
            left: onPage.left - window.scrollX,
            top: onPage.top - window.scrollY,
            right: onPage.right - window.scrollX,
            bottom: onPage.bottom - window.scrollY,
          },
    )
  }
  if (pointer !== undefined) {
    const { x, y } = pointer
    boxes.push({ left: x - 1, top: y - 1, right: x + 1, bottom: y + 1 })
  }
  for (const timer of document.querySelectorAll('[role="timer"],[data-toasts-avoid]')) {
    const box = timer.getBoundingClientRect()
    if (box.width > 0 && box.bottom > 0 && box.top < window.innerHeight) boxes.push(boxOf(box))
  }
  return boxes
}

/**
 * The toasts' top edge, kept clear of the control just used and of the countdowns (`toastTop`):
 * measured when the toasts change, on scroll and resize, and twice a second while any shows (a
 * countdown may appear or move under them); never while the player is on a toast.
 */
function usePlacement(toastCount: number) {
  const region = useRef<HTMLElement>(null)
  const [top, setTop] = useState<number | undefined>(undefined)
  useLayoutEffect(() => {
    if (toastCount === 0) return
    const place = () => {
      const element = region.current
      // A toast the player is reading (hovered or focused, so paused) stays where it is.
      if (element === null || element.matches(':hover, :focus-within')) return
      // The page's own header (the first in the document) stays visible above the toasts.
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
      setTop(
        toastTop({
          column: boxOf(element.getBoundingClientRect()),
          avoid: toAvoid(),
          viewportHeight: window.innerHeight,
          minTop: Math.max(0, header) + GAP / 2,
          gap: GAP,
        }),
      )
    }
    place()
    const every = setInterval(place, 500)
    window.addEventListener('scroll', place, { passive: true })
    window.addEventListener('resize', place)
    return () => {
      clearInterval(every)
      window.removeEventListener('scroll', place)
      window.removeEventListener('resize', place)
    }
  }, [toastCount])
  return { region, top }
}

/**
 * Renders the toast store; a polite live region so screen readers announce each toast. The
 * toasts sit at the bottom of the screen, unless that would cover the control just used or a
 * countdown.
 */
export function Toaster({ store = defaultStore }: { store?: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot)
  const { region, top } = usePlacement(toasts.length)
  return (
    <section
      ref={region}
      className={styles.region}
      aria-label="Notifications"
      data-toaster=""
      data-placed={top === undefined ? undefined : ''}
      style={top === undefined ? undefined : { insetBlockStart: `${top}px` }}
    >
      {/* Each toast is a live region of its own (status or alert), so not the items of a list. */}
      <div className={styles.list}>
        {toasts.map((t) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: a status or alert region (its role below); hover and focus only pause its timer
          <div
            key={t.id}
            className={styles.toast}
            data-kind={t.kind}
            data-leaving={t.leaving || undefined}
            role={t.kind === 'error' ? 'alert' : 'status'}
            onPointerEnter={() => store.pause(t.id)}
            onPointerLeave={(event) => {
              if (!event.currentTarget.contains(document.activeElement)) store.resume(t.id)
            }}
            onFocus={() => store.pause(t.id)}
            onBlur={(event) => {
              const next = event.relatedTarget
              if (!(next instanceof Node && event.currentTarget.contains(next))) {
                if (!event.currentTarget.matches(':hover')) store.resume(t.id)
              }
            }}
          >
            <div className={styles.text}>
              <strong className={styles.title}>{t.title}</strong>
              {t.message !== undefined && <span className={styles.message}>{t.message}</span>}
              {t.copy !== undefined && <CopyButton copy={t.copy} />}
              {t.link !== undefined && (
                <a href={t.link.href} target="_blank" rel="noreferrer noopener">
                  {t.link.label}
                </a>
              )}
            </div>
            <button
              type="button"
              className={styles.close}
              aria-label="Dismiss notification"
              onClick={() => store.dismiss(t.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </section>
  )
}
