import { type Objective, objectiveOfZone } from '@dov/game/zones'

/** Each objective's name as the boards and the zone lists write it. */
export const OBJECTIVE_NAMES: Record<Objective, string> = {
  bunker: 'Bunker',
  camp: 'Camp',
  radar: 'Radar',
  hq: 'HQ',
  bridge: 'Bridge',
}

/**
 * The picture of a zone's objective (`public/art/<objective>.svg`, the Hall of Fame's), its name as
 * the alt text so the objective reads without the picture; nothing for a zone outside the groups.
 */
export function ObjectiveIcon({ zoneId, className }: { zoneId: number; className?: string }) {
  const objective = objectiveOfZone(zoneId)
  if (objective === undefined) return null
  return (
    <img
      className={className}
      src={`/art/${objective}.svg`}
      alt={OBJECTIVE_NAMES[objective]}
      width={20}
      height={20}
      decoding="async"
    />
  )
}
