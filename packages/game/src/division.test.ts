import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  COMBAT_SLOTS,
  divisionState,
  divisionTitle,
  orderedDivisions,
  placedAssetIds,
  removeAsset,
  SLOT_KEYS,
  sameSetup,
  saveAction,
  setSlot,
  setupPayload,
  slotAsset,
  slotCardType,
  validateDivisionSave,
} from './division'

describe('slots', () => {
  it('14 slots: officer, support, tactic, godmother, combat4 … combat13', () => {
    expect(SLOT_KEYS).toHaveLength(14)
    expect(SLOT_KEYS.slice(0, 4)).toEqual(['officer', 'support', 'tactic', 'godmother'])
    expect(COMBAT_SLOTS[0]).toBe('combat4')
    expect(COMBAT_SLOTS[9]).toBe('combat13')
  })
  it('slot type → card type: headquarter slots their own name, combat slots combat', () => {
    expect(slotCardType('officer')).toBe('officer')
    expect(slotCardType('godmother')).toBe('godmother')
    expect(slotCardType('combat4')).toBe('combat')
    expect(slotCardType('combat13')).toBe('combat')
  })
})

describe('editing', () => {
  const units = [
    { key: 'officer', value: '11' },
    { key: 'combat4', value: '12' },
    { key: 'combat5', value: '13' },
  ]
  it('removing asset 12 keeps the other units (11, 13)', () => {
    expect(removeAsset(units, '12')).toEqual([
      { key: 'officer', value: '11' },
      { key: 'combat5', value: '13' },
    ])
  })
  it('removing an absent asset keeps everything', () => {
    expect(removeAsset(units, '99')).toEqual(units)
  })
  it('setSlot replaces the slot and keeps the others', () => {
    const next = setSlot(units, 'combat4', '20')
    expect(slotAsset(next, 'combat4')).toBe('20')
    expect(slotAsset(next, 'officer')).toBe('11')
    expect(next).toHaveLength(3)
    expect(slotAsset(next, 'support')).toBeUndefined()
  })
})

describe('setupPayload', () => {
  it('key/value pairs in slot order, empty and unknown keys dropped', () => {
    const units = [
      { key: 'combat5', value: '13' },
      { key: 'bogus', value: '1' },
      { key: 'support', value: '' },
      { key: 'officer', value: '18446744073709551615' },
    ]
    expect(setupPayload(units)).toEqual([
      { key: 'officer', value: '18446744073709551615' },
      { key: 'combat5', value: '13' },
    ])
  })
})

describe('validateDivisionSave', () => {
  const withOfficer = [{ key: 'officer', value: '1' }]
  it('no officer → "No Officer Selected" (checked before the zone)', () => {
    expect(validateDivisionSave([{ key: 'combat4', value: '2' }], undefined)).toBe(
      'No Officer Selected',
    )
  })
  it('officer but no zone (undefined or 0) → "No Zone Selected"', () => {
    expect(validateDivisionSave(withOfficer, undefined)).toBe('No Zone Selected')
    expect(validateDivisionSave(withOfficer, 0)).toBe('No Zone Selected')
  })
  it('officer and zone 3 → valid', () => {
    expect(validateDivisionSave(withOfficer, 3)).toBeUndefined()
  })
  it('saveAction: new → adddivision / Save division; divID 7 → editdivision / Edit division', () => {
    expect(saveAction(undefined)).toEqual({ action: 'adddivision', label: 'Save division' })
    expect(saveAction(7)).toEqual({ action: 'editdivision', label: 'Edit division' })
  })
})

describe('divisionState', () => {
  const now = 1_700_000_000
  it('end_time 0 → idle (Fight)', () => {
    expect(divisionState(0, now)).toEqual({ kind: 'idle' })
  })
  it('end_time now + 3725 → fighting, 1 h 2 min 5 s left', () => {
    expect(divisionState(now + 3725, now)).toEqual({
      kind: 'fighting',
      remaining: 3725,
      hours: 1,
      minutes: 2,
      seconds: 5,
    })
  })
  it('end_time = now → claim (over at that second); past → claim; −1 → claim', () => {
    expect(divisionState(now, now)).toEqual({ kind: 'claim' })
    expect(divisionState(now - 10, now)).toEqual({ kind: 'claim' })
    expect(divisionState(-1, now)).toEqual({ kind: 'claim' })
  })
})

describe('placedAssetIds', () => {
  it('collects the asset ids of every division', () => {
    const ids = placedAssetIds([
      { units: [{ key: 'officer', value: '1' }] },
      {
        units: [
          { key: 'combat4', value: '2' },
          { key: 'combat5', value: '' },
        ],
      },
    ])
    expect([...ids].sort()).toEqual(['1', '2'])
  })
})

describe('sameSetup', () => {
  it('same cards in the same slots, whatever the order or empty and unknown entries', () => {
    const a = [
      { key: 'combat4', value: '12' },
      { key: 'officer', value: '11' },
    ]
    const b = [
      { key: 'officer', value: '11' },
      { key: 'support', value: '' },
      { key: 'combat4', value: '12' },
      { key: 'bogus', value: '99' },
    ]
    expect(sameSetup(a, b)).toBe(true)
    expect(sameSetup([], [])).toBe(true)
  })
  it('a card in another slot, another card, or one card more is a different setup', () => {
    const a = [{ key: 'combat4', value: '12' }]
    expect(sameSetup(a, [{ key: 'combat5', value: '12' }])).toBe(false)
    expect(sameSetup(a, [{ key: 'combat4', value: '13' }])).toBe(false)
    expect(sameSetup(a, [...a, { key: 'officer', value: '11' }])).toBe(false)
  })
  it('is an equivalence on setups, and putting a card then removing it is the same (property)', () => {
    const unit = fc.record({
      key: fc.constantFrom(...SLOT_KEYS),
      value: fc.constantFrom('1', '2', '3', '4'),
    })
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 6 }), fc.array(unit, { maxLength: 6 }), (a, b) => {
        expect(sameSetup(a, a)).toBe(true)
        expect(sameSetup(a, b)).toBe(sameSetup(b, a))
        expect(sameSetup(a, setupPayload(a))).toBe(true)
      }),
    )
  })
})

describe('orderedDivisions', () => {
  it("numbers a player's divisions by id: ids 9, 2, 5 are DIVISION 1 = 2, 2 = 5, 3 = 9", () => {
    const ordered = orderedDivisions([{ divID: 9 }, { divID: 2 }, { divID: 5 }])
    expect(ordered.map((d) => d.divID)).toEqual([2, 5, 9])
    expect(ordered.map((_, index) => divisionTitle(index + 1))).toEqual([
      'DIVISION 1',
      'DIVISION 2',
      'DIVISION 3',
    ])
  })
  it('keeps at most 3', () => {
    expect(orderedDivisions([{ divID: 4 }, { divID: 3 }, { divID: 2 }, { divID: 1 }])).toEqual([
      { divID: 1 },
      { divID: 2 },
      { divID: 3 },
    ])
  })
})
