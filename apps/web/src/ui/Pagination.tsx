import styles from './Pagination.module.css'

/**
 * Previous / Next over numbered pages (from 1), with "Page n of m" announced politely. Nothing is
 * rendered for a single page.
 */
export function Pagination({
  page,
  pageCount,
  onPage,
  label = 'Pages',
}: {
  page: number
  pageCount: number
  onPage: (page: number) => void
  label?: string
}) {
  if (pageCount <= 1) return null
  return (
    <nav className={styles.pagination} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className={styles.status} aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className={styles.step}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  )
}
