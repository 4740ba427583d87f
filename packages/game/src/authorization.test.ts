import { describe, expect, it } from 'vitest'
import {
  authorizationLabel,
  isAuthorized,
  isPreAllowMet,
  requiredTemplateIds,
  templateIdOf,
} from './authorization'
import type { UnitConfig } from './rows'

const udata: UnitConfig[] = [
  {
    template_id: 500,
    type: 'officer',
    power: 0,
    bonus: [
      { key: 'fx', value: 2 },
      { key: 'order', value: 3 },
    ],
  },
  { template_id: 600, type: 'combat', power: 1, bonus: [] },
]
const officer = (fx: number, order: number) => ({
  type: 'officer',
  bonus: [
    { key: 'fx', value: fx },
    { key: 'order', value: order },
  ],
})

describe('isPreAllowMet', () => {
  it('value 99 < 100 is met with no units at all', () => {
    expect(isPreAllowMet({ key: '500', value: 99 }, [], udata)).toBe(true)
  })
  it('key tomint is met whatever its value (1000)', () => {
    expect(isPreAllowMet({ key: 'tomint', value: 1000 }, [], udata)).toBe(true)
  })
  it('value 100 needs a unit: none → unmet', () => {
    expect(isPreAllowMet({ key: '500', value: 100 }, [], udata)).toBe(false)
  })
  it('same type officer, same fx 2, order 3 ≥ 3 → met', () => {
    expect(isPreAllowMet({ key: '500', value: 100 }, [officer(2, 3)], udata)).toBe(true)
  })
  it('higher order 5 ≥ 3 → met', () => {
    expect(isPreAllowMet({ key: '500', value: 100 }, [officer(2, 5)], udata)).toBe(true)
  })
  it('lower order 2 < 3 → unmet', () => {
    expect(isPreAllowMet({ key: '500', value: 100 }, [officer(2, 2)], udata)).toBe(false)
  })
  it('other fx 1 ≠ 2 → unmet', () => {
    expect(isPreAllowMet({ key: '500', value: 100 }, [officer(1, 9)], udata)).toBe(false)
  })
  it('other type (combat with fx 2, order 3) → unmet', () => {
    const unit = { ...officer(2, 3), type: 'combat' }
    expect(isPreAllowMet({ key: '500', value: 100 }, [unit], udata)).toBe(false)
  })
  it('missing fx and order read as 0: template 600 (combat, none) met by a bare combat unit', () => {
    expect(isPreAllowMet({ key: '600', value: 150 }, [{ type: 'combat', bonus: [] }], udata)).toBe(
      true,
    )
  })
  it('a template not in udata cannot be matched → unmet', () => {
    expect(isPreAllowMet({ key: '999', value: 100 }, [officer(2, 3)], udata)).toBe(false)
  })
})

describe('isAuthorized', () => {
  it('empty pre_allow authorizes', () => {
    expect(isAuthorized([], [], udata)).toBe(true)
  })
  it('every entry must be met: 500 met, 600 unmet → unauthorized', () => {
    const preAllow = [
      { key: '500', value: 100 },
      { key: '600', value: 100 },
    ]
    expect(isAuthorized(preAllow, [officer(2, 3)], udata)).toBe(false)
    expect(isAuthorized(preAllow, [officer(2, 3), { type: 'combat', bonus: [] }], udata)).toBe(true)
  })
  it('labels', () => {
    expect(authorizationLabel(true)).toBe('Authorized to fight')
    expect(authorizationLabel(false)).toBe('Unauthorized to fight')
  })
})

describe('templateIdOf', () => {
  it('decimal digits name a template, blanks around allowed', () => {
    expect(templateIdOf('500')).toBe(500)
    expect(templateIdOf(' 500 ')).toBe(500)
    expect(templateIdOf('0')).toBe(0)
  })
  it('any other key names none', () => {
    for (const key of ['tomint', '', ' ', '1e3', '0x10', '-5', '1.5', '5a']) {
      expect(templateIdOf(key)).toBeUndefined()
    }
  })
  it('a key naming no template is unmet even when Number() would read it (1e3 → 1000)', () => {
    const t1000: UnitConfig[] = [{ template_id: 1000, type: 'combat', power: 0, bonus: [] }]
    expect(isPreAllowMet({ key: '1e3', value: 100 }, [{ type: 'combat', bonus: [] }], t1000)).toBe(
      false,
    )
  })
})

describe('requiredTemplateIds', () => {
  it('the templates of entries not met automatically, each once, in order', () => {
    const preAllow = [
      { key: '600', value: 100 },
      { key: '500', value: 99 },
      { key: 'tomint', value: 1000 },
      { key: ' 700 ', value: 150 },
      { key: '600', value: 200 },
      { key: 'x', value: 100 },
    ]
    expect(requiredTemplateIds(preAllow)).toEqual([600, 700])
    expect(requiredTemplateIds([])).toEqual([])
  })
})
