import type { Division } from '@dov/game/rows'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  afterNewSaved,
  type Draft,
  type Drafts,
  draftOf,
  liveDrafts,
  NO_DRAFTS,
  otherTabsCards,
  placedCards,
  savedDraft,
  tabsOf,
  withDraft,
  withoutDraft,
} from './drafts'

const division = (divID: number, units: [string, string][], zoneID = 1): Division => ({
  divID,
  owner: 'player1',
  zoneID,
  end_time: 0,
  units: units.map(([key, value]) => ({ key, value })),
})
const draft = (zoneId: number | undefined, units: [string, string][]): Draft => ({
  zoneId,
  units: units.map(([key, value]) => ({ key, value })),
})

describe('tabsOf', () => {
  it('three tabs: the saved divisions first, then the free ones numbered from 1', () => {
    const tabs = tabsOf([division(4, []), division(9, [])])
    expect(tabs.map((tab) => [tab.position, tab.key])).toEqual([
      [1, 'div:4'],
      [2, 'div:9'],
      [3, 'new:1'],
    ])
    expect(tabsOf([]).map((tab) => tab.key)).toEqual(['new:1', 'new:2', 'new:3'])
  })
})

describe('drafts', () => {
  const saved = division(4, [
    ['officer', '11'],
    ['combat4', '12'],
  ])
  const [tab1, tab2] = tabsOf([saved])
  if (tab1 === undefined || tab2 === undefined) throw new Error('tabs')

  it('a tab without a draft shows what is saved (nothing for a new one)', () => {
    expect(draftOf(NO_DRAFTS, tab1)).toEqual(savedDraft(tab1))
    expect(draftOf(NO_DRAFTS, tab1).zoneId).toBe(1)
    expect(draftOf(NO_DRAFTS, tab2)).toEqual({ zoneId: undefined, units: [] })
  })

  it('an edit is kept per tab, and dropped once it is back to what is saved', () => {
    const edited = withDraft(NO_DRAFTS, tab1, draft(2, [['officer', '11']]))
    expect(edited.size).toBe(1)
    expect(draftOf(edited, tab1).zoneId).toBe(2)
    expect(draftOf(edited, tab2)).toEqual({ zoneId: undefined, units: [] })
    const back = withDraft(
      edited,
      tab1,
      draft(1, [
        ['combat4', '12'],
        ['officer', '11'],
      ]),
    )
    expect(back.size).toBe(0)
    expect(withDraft(NO_DRAFTS, tab2, draft(undefined, [])).size).toBe(0)
  })

  it('reset drops the tab’s draft only', () => {
    let drafts: Drafts = withDraft(NO_DRAFTS, tab1, draft(2, []))
    drafts = withDraft(drafts, tab2, draft(1, [['officer', '20']]))
    expect([...withoutDraft(drafts, tab1).keys()]).toEqual(['new:1'])
    expect(withoutDraft(NO_DRAFTS, tab1)).toBe(NO_DRAFTS)
  })

  it('liveDrafts drops drafts equal to what was saved since, or whose tab is gone', () => {
    const drafts = new Map<string, Draft>([
      [
        'div:4',
        draft(1, [
          ['officer', '11'],
          ['combat4', '12'],
        ]),
      ],
      ['div:7', draft(1, [])],
      ['new:1', draft(3, [])],
      ['new:3', draft(3, [])],
    ])
    expect([...liveDrafts(drafts, tabsOf([saved])).keys()]).toEqual(['new:1'])
    const unchanged = new Map([['new:1', draft(3, [])]])
    expect(liveDrafts(unchanged, tabsOf([saved]))).toBe(unchanged)
  })

  it('after a new division is saved, the later free tabs’ drafts move down one', () => {
    const tabs = tabsOf([])
    const drafts = new Map<string, Draft>([
      ['new:1', draft(1, [])],
      ['new:2', draft(2, [])],
      ['new:3', draft(3, [])],
      ['div:4', draft(4, [])],
    ])
    const after = afterNewSaved(drafts, tabs[1] ?? tab2)
    expect([...after.entries()].map(([key, d]) => [key, d.zoneId])).toEqual([
      ['new:1', 1],
      ['new:2', 3],
      ['div:4', 4],
    ])
    expect(afterNewSaved(drafts, tab1)).toBe(drafts)
  })

  it('every kept draft differs from what its tab holds (property)', () => {
    const units = fc.array(
      fc.tuple(fc.constantFrom('officer', 'combat4', 'combat5'), fc.constantFrom('11', '12', '13')),
      { maxLength: 3 },
    )
    const edit = fc.tuple(fc.constantFrom(0, 1), fc.option(fc.constantFrom(1, 2)), units)
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 8 }), (edits) => {
        const tabs = tabsOf([saved])
        let drafts: Drafts = NO_DRAFTS
        for (const [index, zone, cards] of edits) {
          const tab = tabs[index] ?? tab1
          drafts = withDraft(drafts, tab, draft(zone ?? undefined, cards as [string, string][]))
        }
        for (const tab of tabs) {
          const kept = drafts.get(tab.key)
          if (kept === undefined) continue
          const same =
            kept.zoneId === savedDraft(tab).zoneId &&
            JSON.stringify(kept.units) === JSON.stringify(savedDraft(tab).units)
          expect(same).toBe(false)
        }
      }),
    )
  })
})

describe('placedCards', () => {
  const one = division(4, [
    ['officer', '11'],
    ['combat4', '12'],
  ])
  const two = division(5, [['officer', '21']])
  const tabs = tabsOf([one, two])
  const [tab1, tab2, tab3] = tabs
  if (tab1 === undefined || tab2 === undefined || tab3 === undefined) throw new Error('tabs')

  it('hides the cards of every division and of every draft, this one’s included', () => {
    const drafts = withDraft(NO_DRAFTS, tab3, draft(1, [['officer', '31']]))
    expect([...placedCards(drafts, tabs, tab3)].sort()).toEqual(['11', '12', '21', '31'])
  })

  it('a card removed from this division’s draft is offered again here, not elsewhere', () => {
    const drafts = withDraft(NO_DRAFTS, tab1, draft(1, [['officer', '11']]))
    expect(placedCards(drafts, tabs, tab1).has('12')).toBe(false)
    // The chain still holds card 12 in division 4 until that draft is saved.
    expect(placedCards(drafts, tabs, tab2).has('12')).toBe(true)
  })
})

describe('otherTabsCards', () => {
  const one = division(4, [
    ['officer', '11'],
    ['combat4', '12'],
  ])
  const two = division(5, [['officer', '21']])
  const tabs = tabsOf([one, two])
  const [tab1, tab2, tab3] = tabs
  if (tab1 === undefined || tab2 === undefined || tab3 === undefined) throw new Error('tabs')

  it('takes the other tabs’ saved and drafted cards, never this tab’s own', () => {
    let drafts = withDraft(NO_DRAFTS, tab3, draft(1, [['officer', '31']]))
    drafts = withDraft(drafts, tab1, draft(1, [['officer', '11']]))
    expect([...otherTabsCards(drafts, tabs, tab1)].sort()).toEqual(['21', '31'])
    // Card 12, dropped from division 4's draft, stays on chain there until it is saved.
    expect([...otherTabsCards(drafts, tabs, tab2)].sort()).toEqual(['11', '12', '31'])
  })
})
