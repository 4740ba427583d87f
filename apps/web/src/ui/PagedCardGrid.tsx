import type { Page } from '@dov/game/pagination'
import type { ComponentProps, ReactNode } from 'react'
import { CardGrid } from './CardGrid'
import styles from './PagedCardGrid.module.css'
import { Pagination } from './Pagination'

/**
 * One page of cards (from `paginate`) with Previous / Next under it, or `No assets to show` when
 * there are none. The caller keeps the page number, so a filter can send it back to page 1.
 */
export function PagedCardGrid<T>({
  page,
  onPage,
  pagesLabel,
  itemKey,
  children: renderItem,
  ...grid
}: Omit<ComponentProps<typeof CardGrid>, 'children'> & {
  page: Page<T>
  onPage: (page: number) => void
  /** Accessible name of the page navigation, e.g. `Building pages`. */
  pagesLabel: string
  itemKey: (item: T) => string
  children: (item: T) => ReactNode
}) {
  return (
    <>
      {page.items.length === 0 ? (
        <p className={styles.none}>No assets to show</p>
      ) : (
        <CardGrid {...grid}>
          {page.items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </CardGrid>
      )}
      <Pagination page={page.page} pageCount={page.pageCount} onPage={onPage} label={pagesLabel} />
    </>
  )
}
