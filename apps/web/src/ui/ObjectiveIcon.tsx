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
 * Which objective to draw: a zone's (`zoneId`, nothing for a zone outside the groups) or one
 * named (`objective`). `decorative` when the objective's name is written beside the picture: the
 * alt text is then empty, so the name is not read twice.
 */
export type ObjectiveIconProps = { className?: string; decorative?: boolean } & (
  | { zoneId: number }
  | { objective: Objective }
)

/**
 * The picture of an objective (`public/art/<objective>.svg`, the Hall of Fame's), its name as the
 * alt text so the objective reads without the picture.
 */
export function ObjectiveIcon(props: ObjectiveIconProps) {
  const objective = 'objective' in props ? props.objective : objectiveOfZone(props.zoneId)
  if (objective === undefined) return null
  return (
    <img
      className={props.className}
      src={`/art/${objective}.svg`}
      alt={props.decorative === true ? '' : OBJECTIVE_NAMES[objective]}
      width={20}
      height={20}
      decoding="async"
    />
  )
}
