/**
 * Divisions: slots, setup payload, editing, state from end_time (spec §3, §4, §5, §9).
 */
import type { Division, DivisionUnit, UnitType } from './rows'
import { type Duration, splitDuration } from './time'

export const DIVISION_COUNT = 3
export const HEADQUARTER_SLOTS = ['officer', 'support', 'tactic', 'godmother'] as const
export const COMBAT_SLOTS = [
  'combat4',
  'combat5',
  'combat6',
  'combat7',
  'combat8',
  'combat9',
  'combat10',
  'combat11',
  'combat12',
  'combat13',
] as const
/** The 14 slots of a division, in payload order (§3 "officer, support, tactic, godmother, combat%4 to combat%13"). */
export const SLOT_KEYS = [...HEADQUARTER_SLOTS, ...COMBAT_SLOTS] as const
export type SlotKey = (typeof SLOT_KEYS)[number]

export function isSlotKey(key: string): key is SlotKey {
  return (SLOT_KEYS as readonly string[]).includes(key)
}

/** The card type a slot takes: headquarter slots their own name, combat4..combat13 → combat. */
export function slotCardType(slot: SlotKey): UnitType {
  return slot.startsWith('combat') ? 'combat' : (slot as Exclude<SlotKey, `combat${number}`>)
}

/** The asset id in a slot, or undefined when empty. */
export function slotAsset(units: readonly DivisionUnit[], slot: SlotKey): string | undefined {
  const value = units.find((unit) => unit.key === slot)?.value
  return value === undefined || value === '' ? undefined : value
}

/** Puts an asset in a slot, replacing what was there; other units are kept. */
export function setSlot(
  units: readonly DivisionUnit[],
  slot: SlotKey,
  assetId: string,
): DivisionUnit[] {
  return [...units.filter((unit) => unit.key !== slot), { key: slot, value: assetId }]
}

/** §4 "Removing an asset from a division keeps only units whose value differs from the removed asset_id." */
export function removeAsset(units: readonly DivisionUnit[], assetId: string): DivisionUnit[] {
  return units.filter((unit) => unit.value !== assetId)
}

/**
 * The setup payload of adddivision / editdivision: key (slot name) and value (asset id), in slot
 * order, one entry per filled known slot (unknown keys and empty values are dropped; if a slot
 * appears twice, the last one wins, as with `setSlot`).
 */
export function setupPayload(units: readonly DivisionUnit[]): DivisionUnit[] {
  const payload: DivisionUnit[] = []
  for (const slot of SLOT_KEYS) {
    const value = units.findLast((unit) => unit.key === slot)?.value
    if (value !== undefined && value !== '') payload.push({ key: slot, value })
  }
  return payload
}

export type SaveError = 'No Officer Selected' | 'No Zone Selected'

/**
 * §5 "Saving a division needs an officer card, else 'No Officer Selected' (title Warning). A zone
 * must be selected and at least one card placed, else 'No Zone Selected' (Warning)." The officer is
 * checked first. zoneID 0 (or below) means no zone.
 */
export function validateDivisionSave(
  units: readonly DivisionUnit[],
  zoneID: number | undefined,
): SaveError | undefined {
  const payload = setupPayload(units)
  if (slotAsset(payload, 'officer') === undefined) return 'No Officer Selected'
  if (zoneID === undefined || zoneID <= 0 || payload.length === 0) return 'No Zone Selected'
  return undefined
}

/** §4 "Division record: new (Save division, adddivision) or existing (Edit division, editdivision)." */
export function saveAction(divID: number | undefined): {
  action: 'adddivision' | 'editdivision'
  label: 'Save division' | 'Edit division'
} {
  return divID === undefined
    ? { action: 'adddivision', label: 'Save division' }
    : { action: 'editdivision', label: 'Edit division' }
}

export type DivisionState =
  | { kind: 'idle' }
  | ({ kind: 'fighting'; remaining: number } & Duration)
  | { kind: 'claim' }

/**
 * §4 "Division by end_time: 0 is idle (Fight). A future positive time is fighting (countdown). On
 * expiry the timer is reset to -1 and Claim is shown." end_time ≤ now (including -1 or any other
 * negative) is claim; the fight is over at the second end_time itself.
 */
export function divisionState(endTime: number, now: number): DivisionState {
  if (endTime === 0) return { kind: 'idle' }
  if (endTime > now) {
    const remaining = endTime - now
    return { kind: 'fighting', remaining, ...splitDuration(remaining) }
  }
  return { kind: 'claim' }
}

/** Every asset id placed in any of the given divisions (the picker hides them). */
export function placedAssetIds(divisions: readonly Pick<Division, 'units'>[]): Set<string> {
  const ids = new Set<string>()
  for (const division of divisions)
    for (const unit of division.units) if (unit.value !== '') ids.add(unit.value)
  return ids
}

/** Whether two setups place the same card in the same slots (`setupPayload` equal). */
export function sameSetup(a: readonly DivisionUnit[], b: readonly DivisionUnit[]): boolean {
  const left = setupPayload(a)
  const right = setupPayload(b)
  return (
    left.length === right.length &&
    left.every(
      (unit, index) => unit.key === right[index]?.key && unit.value === right[index]?.value,
    )
  )
}

/**
 * A player's divisions in the order the screens number them, `DIVISION 1` … `DIVISION 3`: by
 * division id (the order they were created in), at most `DIVISION_COUNT`.
 */
export function orderedDivisions<D extends Pick<Division, 'divID'>>(divisions: readonly D[]): D[] {
  return [...divisions].sort((a, b) => a.divID - b.divID).slice(0, DIVISION_COUNT)
}

/** §2 "buttons DIVISION 1, 2 and 3", "titled 'DIVISION n'". */
export function divisionTitle(position: number): string {
  return `DIVISION ${position}`
}
