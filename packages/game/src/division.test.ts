import { describe, expect, it } from 'vitest'
import {
  COMBAT_SLOTS,
  divisionState,
  placedAssetIds,
  removeAsset,
  SLOT_KEYS,
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
