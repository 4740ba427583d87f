/**
 * How the battle report's sheet is put away, besides its Close button: Escape anywhere (unless a
 * modal dialog above it takes the key), a tap or click outside it (the tap then goes on to what
 * it was on, which keeps the focus), and a swipe down from its top edge.
 */
import { type RefObject, useEffect } from 'react'

/** A drag down this far closes the sheet, or a shorter one made fast (px, px per ms). */
export const SWIPE_PX = 80
export const FLICK_PX = 30
export const FLICK_SPEED = 0.5

/** Whether a drag of `dy` px down over `ms` closes the sheet. */
export function swipeCloses(dy: number, ms: number): boolean {
  return dy >= SWIPE_PX || (dy >= FLICK_PX && dy / Math.max(ms, 1) >= FLICK_SPEED)
}

/**
 * Closes `sheet` on Escape (`onClose(true)`: the focus returns where it was) and on a pointer
 * down outside it (`onClose(false)`); the toasts and any open dialog are not outside.
 */
export function useOutsideDismiss(
  sheet: RefObject<HTMLElement | null>,
  onClose: (restore: boolean) => void,
) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      if (document.querySelector('dialog[open]') !== null) return
      event.preventDefault()
      onClose(true)
    }
    const onPointer = (event: PointerEvent) => {
      const target = event.target
      if (!(target instanceof Node) || sheet.current === null || sheet.current.contains(target))
        return
      if (target instanceof Element && target.closest('[data-toaster], dialog') !== null) return
      onClose(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer, { capture: true })
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer, { capture: true })
    }
  }, [sheet, onClose])
}

/**
 * A swipe down on `handle` drags `sheet` with the finger and closes it when `swipeCloses`
 * (`onClose(true)`); a shorter drag puts it back.
 */
export function useSwipeDismiss(
  handle: RefObject<HTMLElement | null>,
  sheet: RefObject<HTMLElement | null>,
  onClose: (restore: boolean) => void,
) {
  useEffect(() => {
    const grip = handle.current
    if (grip === null) return
    let start: { y: number; t: number; id: number } | undefined
    const drag = (dy: number) => {
      if (sheet.current !== null)
        sheet.current.style.transform = dy > 0 ? `translateY(${dy}px)` : ''
    }
    const down = (event: PointerEvent) => {
      // A button in the handle (Close) is pressed, not dragged.
      if (!event.isPrimary || (event.target instanceof Element && event.target.closest('button')))
        return
      start = { y: event.clientY, t: event.timeStamp, id: event.pointerId }
      grip.setPointerCapture?.(event.pointerId)
    }
    const move = (event: PointerEvent) => {
      if (start?.id === event.pointerId) drag(event.clientY - start.y)
    }
    const up = (event: PointerEvent) => {
      if (start?.id !== event.pointerId) return
      const dy = event.clientY - start.y
      const ms = event.timeStamp - start.t
      start = undefined
      drag(0)
      if (swipeCloses(dy, ms)) onClose(true)
    }
    const cancel = () => {
      start = undefined
      drag(0)
    }
    grip.addEventListener('pointerdown', down)
    grip.addEventListener('pointermove', move)
    grip.addEventListener('pointerup', up)
    grip.addEventListener('pointercancel', cancel)
    return () => {
      grip.removeEventListener('pointerdown', down)
      grip.removeEventListener('pointermove', move)
      grip.removeEventListener('pointerup', up)
      grip.removeEventListener('pointercancel', cancel)
    }
  }, [handle, sheet, onClose])
}

/**
 * While `sheet` is open, the page keeps room for it at its end (the body's bottom padding is the
 * sheet's height), so the last of the screen can still be scrolled into view above it.
 */
export function useRoomBelow(sheet: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = sheet.current
    if (element === null) return
    const body = document.body
    const was = body.style.paddingBlockEnd
    const fit = () => {
      body.style.paddingBlockEnd = `${Math.ceil(element.getBoundingClientRect().height)}px`
    }
    fit()
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      body.style.paddingBlockEnd = was
    }
  }, [sheet])
}
