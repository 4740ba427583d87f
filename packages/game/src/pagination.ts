/** Pagination (spec §9 "Page size 4 (tools, popups)"). Pages are numbered from 1. */

export const PAGE_SIZE = 4

export type Page<T> = { items: T[]; page: number; pageCount: number }

/** Number of pages for n items: at least 1 (an empty list shows one empty page). */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size))
}

/** The items of page `page` (clamped to 1..pageCount). 10 items → pages of 4, 4, 2. */
export function paginate<T>(items: readonly T[], page: number, size = PAGE_SIZE): Page<T> {
  const count = pageCount(items.length, size)
  const current = Math.min(Math.max(1, Math.floor(page) || 1), count)
  const start = (current - 1) * size
  return { items: items.slice(start, start + size), page: current, pageCount: count }
}
