import { divisionTitle } from '@dov/game/division'
import type { KeyboardEvent } from 'react'
import styles from './Builder.module.css'
import type { Tab } from './drafts'

/** The id of a tab and of its panel, for ARIA. */
export const tabId = (position: number) => `division-tab-${position}`
export const PANEL_ID = 'division-panel'

/**
 * DIVISION 1, DIVISION 2, DIVISION 3 (spec §2): a tab list (arrow keys, Home and End move
 * between them). Each says what it holds: the saved division's zone, "New division" or
 * "In a fight", and marks unsaved changes.
 */
export function DivisionTabs({
  tabs,
  selected,
  unsaved,
  zoneName,
  onSelect,
}: {
  tabs: readonly Tab[]
  selected: number
  unsaved: ReadonlySet<string>
  zoneName: (zoneId: number) => string
  onSelect: (position: number) => void
}) {
  const move = (event: KeyboardEvent, position: number) => {
    const last = tabs.length
    const next =
      event.key === 'ArrowRight'
        ? (position % last) + 1
        : event.key === 'ArrowLeft'
          ? ((position + last - 2) % last) + 1
          : event.key === 'Home'
            ? 1
            : event.key === 'End'
              ? last
              : undefined
    if (next === undefined) return
    event.preventDefault()
    onSelect(next)
    document.getElementById(tabId(next))?.focus()
  }
  return (
    <div className={styles.tabs} role="tablist" aria-label="Divisions">
      {tabs.map((tab) => {
        const isSelected = tab.position === selected
        const division = tab.division
        const status =
          division === undefined
            ? 'New division'
            : division.end_time !== 0
              ? 'In a fight'
              : zoneName(division.zoneID)
        return (
          <button
            key={tab.position}
            id={tabId(tab.position)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={isSelected}
            aria-controls={PANEL_ID}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.position)}
            onKeyDown={(event) => move(event, tab.position)}
          >
            <span className={styles.tabTitle}>{divisionTitle(tab.position)}</span>{' '}
            <span className={styles.tabStatus}>
              {status}
              {unsaved.has(tab.key) && (
                <span className={styles.unsaved} data-testid="unsaved">
                  {' '}
                  · unsaved
                </span>
              )}
            </span>
          </button>
        )
      })}
    </div>
  )
}
