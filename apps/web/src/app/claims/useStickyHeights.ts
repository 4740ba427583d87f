import { type RefObject, useLayoutEffect } from 'react'

/**
 * The shell's header height as drawn, as `--header-height` on the document (the theme's 3.5rem
 * otherwise), and the header's with the Ready bar's under it as `--sticky-height`: the header
 * wraps on a phone (its balances take two rows at 375 px, three at 320) and the bar grows when it
 * opens, so the bar sticks where the header ends (ClaimAll.module.css), the side menu starts
 * there, and what takes the focus scrolls clear of both (Shell.module.css `scroll-padding`).
 * Measured before the first paint and again whenever either changes size; the theme's value
 * again once the bar is gone (logged out).
 */
export function useStickyHeights(
  shell: RefObject<HTMLElement | null> | undefined,
  bar: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const header = shell?.current?.querySelector(':scope > header')
    const below = bar.current
    // jsdom has no ResizeObserver (and renders the panel without a shell).
    if (!header || !below || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement.style
    const measure = () => {
      const height = header.getBoundingClientRect().height
      root.setProperty('--header-height', `${height}px`)
      root.setProperty('--sticky-height', `${height + below.getBoundingClientRect().height}px`)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(header)
    observer.observe(below)
    return () => {
      observer.disconnect()
      root.removeProperty('--header-height')
      root.removeProperty('--sticky-height')
    }
  }, [shell, bar])
}
