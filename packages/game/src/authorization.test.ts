import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  authorizationLabel,
  isAuthorized,
  isPreAllowMet,
  requiredTemplateIds,
  requirementLabel,
  requirementOf,
  templateIdOf,
  unmetPreAllow,
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

describe('requirementOf', () => {
  it('template 500 asks for an officer with fx 2 and order ≥ 3', () => {
    expect(requirementOf({ key: '500', value: 100 }, udata)).toEqual({
      templateId: 500,
      type: 'officer',
      fx: 2,
      order: 3,
    })
  })
  it('missing fx and order read as 0 (template 600)', () => {
    expect(requirementOf({ key: '600', value: 100 }, udata)).toEqual({
      templateId: 600,
      type: 'combat',
      fx: 0,
      order: 0,
    })
  })
  it('a key naming no template, or a template not in udata, asks for nothing knowable', () => {
    expect(requirementOf({ key: 'tomint', value: 100 }, udata)).toBeUndefined()
    expect(requirementOf({ key: '999', value: 100 }, udata)).toBeUndefined()
  })
})

describe('unmetPreAllow', () => {
  it('lists the entries a Lieutenant (order 1) leaves unmet, in order; automatic ones never', () => {
    const preAllow = [
      { key: 'tomint', value: 500 },
      { key: '500', value: 100 },
      { key: '600', value: 50 },
      { key: '999', value: 100 },
    ]
    expect(unmetPreAllow(preAllow, [officer(2, 1)], udata)).toEqual([
      { key: '500', value: 100 },
      { key: '999', value: 100 },
    ])
    expect(unmetPreAllow(preAllow, [officer(2, 3)], udata)).toEqual([{ key: '999', value: 100 }])
  })

  it('is empty exactly when the division is authorized (property)', () => {
    const entry = fc.record({
      key: fc.constantFrom('500', '600', '999', 'tomint', ''),
      value: fc.integer({ min: 0, max: 300 }),
    })
    const unit = fc.record({
      type: fc.constantFrom('officer', 'combat', 'support'),
      bonus: fc.array(
        fc.record({ key: fc.constantFrom('fx', 'order'), value: fc.integer({ min: 0, max: 6 }) }),
        { maxLength: 3 },
      ),
    })
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 5 }), fc.array(unit, { maxLength: 4 }), (p, u) => {
        const unmet = unmetPreAllow(p, u, udata)
        expect(unmet.length === 0).toBe(isAuthorized(p, u, udata))
        for (const e of unmet) expect(isPreAllowMet(e, u, udata)).toBe(false)
      }),
    )
  })
})

describe('requirementLabel', () => {
  const entry = { key: '500', value: 100 }
  it('names the required template when its name is known', () => {
    expect(requirementLabel(entry, udata, (id) => (id === 500 ? 'Major' : undefined))).toBe(
      'Major (officer of order 3 or higher)',
    )
  })
  it('describes it by type, order and template id otherwise', () => {
    expect(requirementLabel(entry, udata)).toBe('an officer of order 3 or higher (template 500)')
    expect(requirementLabel({ key: '600', value: 100 }, udata, () => ' ')).toBe(
      'a combat of order 0 or higher (template 600)',
    )
  })
  it('says when no unit config describes the key', () => {
    expect(requirementLabel({ key: ' 999 ', value: 100 }, udata)).toBe(
      'template 999 (no unit config)',
    )
    expect(requirementLabel({ key: '', value: 100 }, udata)).toBe(
      'template (none) (no unit config)',
    )
  })
})
