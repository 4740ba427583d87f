import type { FightCardView, ZoneChoice } from './fight'

/**
 * The card an idle division shows: as it would read in the picked zone (`picked`, one of its
 * `choices`), else as it is saved.
 */
export function pickedCard(
  saved: FightCardView,
  choices: readonly ZoneChoice[],
  picked: number,
): FightCardView {
  return choices.find((choice) => choice.zoneId === picked)?.card ?? saved
}

/**
 * The picker's options: the choices, with the division's own zone first when they lack it (a
 * zone closed since it was saved is still where it stands).
 */
export function pickerOptions(
  saved: FightCardView,
  choices: readonly ZoneChoice[],
): readonly Pick<ZoneChoice, 'zoneId' | 'label'>[] {
  return choices.some((choice) => choice.zoneId === saved.zoneId)
    ? choices
    : [{ zoneId: saved.zoneId, label: saved.zoneName }, ...choices]
}
