/**
 * The player's unsaved division edits ("Unsaved changes are kept when the player switches
 * between the three divisions, and a reload warns before losing them").
 *
 * The builder shows three tabs, DIVISION 1 to 3: the player's divisions in id order
 * (`orderedDivisions`), then free tabs for new ones. A draft is kept per tab, keyed by what the
 * tab holds: `div:<divID>` for a saved division, `new:<k>` for the k-th free tab. Only drafts that
 * differ from what they edit are kept, so "unsaved changes" is simply "some draft is kept".
 */
import { DIVISION_COUNT, sameSetup, setupPayload } from '@dov/game/division'
import type { Division, DivisionUnit } from '@dov/game/rows'

export type Draft = { zoneId: number | undefined; units: readonly DivisionUnit[] }
export type Drafts = ReadonlyMap<string, Draft>

export const NO_DRAFTS: Drafts = new Map()

export type Tab = {
  /** 1, 2 or 3: "DIVISION n". */
  position: number
  /** The saved division this tab edits; undefined for a new one. */
  division: Division | undefined
  key: string
}

const EMPTY: Draft = { zoneId: undefined, units: [] }

/** The three tabs for the player's divisions (already in `orderedDivisions` order). */
export function tabsOf(divisions: readonly Division[]): Tab[] {
  const tabs: Tab[] = []
  for (let position = 1; position <= DIVISION_COUNT; position++) {
    const division = divisions[position - 1]
    tabs.push({
      position,
      division,
      key: division === undefined ? `new:${position - divisions.length}` : `div:${division.divID}`,
    })
  }
  return tabs
}

/** What a tab holds on chain: the saved division, or nothing for a new one. */
export function savedDraft(tab: Tab): Draft {
  return tab.division === undefined
    ? EMPTY
    : { zoneId: tab.division.zoneID, units: setupPayload(tab.division.units) }
}

export function sameDraft(a: Draft, b: Draft): boolean {
  return a.zoneId === b.zoneId && sameSetup(a.units, b.units)
}

/** What the tab shows: its draft, else what is saved. */
export function draftOf(drafts: Drafts, tab: Tab): Draft {
  return drafts.get(tab.key) ?? savedDraft(tab)
}

/** Keeps `next` as the tab's draft, or drops the draft when `next` is what is saved. */
export function withDraft(drafts: Drafts, tab: Tab, next: Draft): Drafts {
  const copy = new Map(drafts)
  if (sameDraft(next, savedDraft(tab))) copy.delete(tab.key)
  else copy.set(tab.key, { zoneId: next.zoneId, units: setupPayload(next.units) })
  return copy
}

/** Drops the tab's draft (Reset division, or after a save or delete). */
export function withoutDraft(drafts: Drafts, tab: Tab): Drafts {
  if (!drafts.has(tab.key)) return drafts
  const copy = new Map(drafts)
  copy.delete(tab.key)
  return copy
}

/**
 * The drafts that still differ from what their tab holds: an edit once saved is what is saved, a
 * division deleted elsewhere takes its draft with it, and so does a free tab that no longer
 * exists (three divisions saved).
 */
export function liveDrafts(drafts: Drafts, tabs: readonly Tab[]): Drafts {
  let changed = false
  const copy = new Map<string, Draft>()
  for (const [key, draft] of drafts) {
    const tab = tabs.find((candidate) => candidate.key === key)
    const keep = tab !== undefined && !sameDraft(draft, savedDraft(tab))
    if (keep) copy.set(key, draft)
    else changed = true
  }
  return changed ? copy : drafts
}

/**
 * After the free tab `tab` was saved as a new division: its draft is gone, and the drafts of the
 * free tabs after it move down one (the new division takes the first free tab, so they keep
 * their place on screen).
 */
export function afterNewSaved(drafts: Drafts, tab: Tab): Drafts {
  const saved = Number(tab.key.slice('new:'.length))
  if (!tab.key.startsWith('new:') || !Number.isInteger(saved)) return drafts
  const copy = new Map<string, Draft>()
  for (const [key, draft] of drafts) {
    if (!key.startsWith('new:')) {
      copy.set(key, draft)
      continue
    }
    const k = Number(key.slice('new:'.length))
    if (k < saved) copy.set(key, draft)
    else if (k > saved) copy.set(`new:${k - 1}`, draft)
  }
  return copy
}

/**
 * The cards the picker of `current` hides (spec §5 "A card already placed in any division is
 * hidden from the picker"): those on chain in the other divisions (the chain holds them there
 * until that division is saved) and those placed in any tab's draft, this one's included.
 */
export function placedCards(drafts: Drafts, tabs: readonly Tab[], current: Tab): Set<string> {
  const placed = new Set<string>()
  for (const tab of tabs) {
    for (const unit of draftOf(drafts, tab).units) placed.add(unit.value)
    if (tab.key !== current.key && tab.division !== undefined) {
      for (const unit of tab.division.units) placed.add(unit.value)
    }
  }
  placed.delete('')
  return placed
}

/**
 * The cards of the other tabs (their drafts, and what the chain holds in their saved divisions):
 * the cards the battle planner may not propose for `current` (`bestDivision`'s `placed`). The
 * cards of `current`, saved or drafted, are free for it.
 */
export function otherTabsCards(drafts: Drafts, tabs: readonly Tab[], current: Tab): Set<string> {
  const taken = new Set<string>()
  for (const tab of tabs) {
    if (tab.key === current.key) continue
    for (const unit of draftOf(drafts, tab).units) taken.add(unit.value)
    for (const unit of tab.division?.units ?? []) taken.add(unit.value)
  }
  taken.delete('')
  return taken
}
