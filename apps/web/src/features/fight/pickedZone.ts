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
