import { DIVISION_COUNT, removeAsset, type SlotKey, setSlot } from '@dov/game/division'
import type { DivisionUnit } from '@dov/game/rows'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useDraftStore } from './draftStore'
import {
  type Draft,
  draftOf,
  liveDrafts,
  otherTabsCards,
  placedCards,
  type Tab,
  tabsOf,
  withDraft,
  withoutDraft,
} from './drafts'
import { useRequiredNames } from './requiredNames'
import { divisionSummary, slotViews } from './summary'
import { useBeforeUnload } from './useBeforeUnload'
import type { BuilderReads } from './useBuilderReads'

/** `?division=n` selects DIVISION n (spec §2: the side menu's division titles link here). */
export const DIVISION_PARAM = 'division'

export function selectedPosition(param: string | null): number {
  const n = Number(param)
  return Number.isInteger(n) && n >= 1 && n <= DIVISION_COUNT ? n : 1
}

/**
 * The division being edited: the selected tab (from the URL), its draft, the live views of it
 * (slots, summary, the cards the picker hides), and the edits. Edits go to the account's drafts,
 * which outlive a switch of tab or screen; a reload warns while any is kept.
 */
export function useDivisionEditor(account: string, reads: BuilderReads) {
  const [params, setParams] = useSearchParams()
  const [storedDrafts, updateDrafts] = useDraftStore(account)
  const tabs = useMemo(() => tabsOf(reads.divisions), [reads.divisions])
  const drafts = useMemo(() => liveDrafts(storedDrafts, tabs), [storedDrafts, tabs])
  const position = selectedPosition(params.get(DIVISION_PARAM))
  const tab = tabs[position - 1] ?? (tabs[0] as Tab)
  const draft = draftOf(drafts, tab)
  const zone = reads.zones.find((candidate) => candidate.id === draft.zoneId)
  const nameOf = useRequiredNames(zone, reads.cards)
  useBeforeUnload(drafts.size > 0)

  const views = useMemo(() => {
    const terrain = zone?.terrain ?? ''
    return {
      slots: slotViews(draft.units, reads.cardsById, terrain),
      summary: divisionSummary(draft.units, reads.cardsById, zone, reads.udata, nameOf),
      placed: placedCards(drafts, tabs, tab),
      /** The other tabs' cards: the battle planner proposes none of them. */
      taken: otherTabsCards(drafts, tabs, tab),
    }
  }, [draft, zone, reads.cardsById, reads.udata, nameOf, drafts, tabs, tab])

  const edit = (next: Draft) => updateDrafts((all) => withDraft(liveDrafts(all, tabs), tab, next))

  return {
    tabs,
    tab,
    draft,
    zone,
    /** Tab keys with unsaved changes. */
    unsaved: new Set(drafts.keys()),
    /** A saved division in a fight (or waiting for its claim) cannot be changed. */
    inFight: tab.division !== undefined && tab.division.end_time !== 0,
    ...views,
    select: (n: number) => {
      const next = new URLSearchParams(params)
      next.set(DIVISION_PARAM, String(n))
      setParams(next, { replace: true })
    },
    chooseZone: (zoneId: number) => edit({ ...draft, zoneId }),
    place: (slot: SlotKey, assetId: string) =>
      edit({ ...draft, units: setSlot(removeAsset(draft.units, assetId), slot, assetId) }),
    /** The battle planner's proposal becomes the draft (saved with Save / Edit division). */
    fill: (units: readonly DivisionUnit[]) => edit({ ...draft, units }),
    remove: (assetId: string) => edit({ ...draft, units: removeAsset(draft.units, assetId) }),
    reset: () => updateDrafts((all) => withoutDraft(all, tab)),
    updateDrafts,
  }
}

export type DivisionEditor = ReturnType<typeof useDivisionEditor>
