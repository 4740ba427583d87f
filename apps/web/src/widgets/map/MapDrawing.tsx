import { OBJECTIVES, ZONE_GROUP_SIZE, ZONE_GROUP_STARTS } from '@dov/game/zones'
import { OBJECTIVE_NAMES } from '../../ui/ObjectiveIcon'
import styles from './CampaignMap.module.css'
import { MAP, nameLines, zonePoint } from './layout'
import type { DivisionMark, ZoneView } from './zones'

type Placed = { zone: ZoneView; x: number; y: number }

/**
 * The campaign map's drawing, hidden from assistive technology (the radios over it say all of
 * it): the 5 theatres with their pictures and objectives, the road from zone to zone, each zone
 * in its state with the player's wins, and the player's divisions where they stand.
 */
export function MapDrawing({
  zones,
  marks,
  selected,
}: {
  zones: readonly ZoneView[]
  marks: readonly DivisionMark[]
  selected: number | undefined
}) {
  const placed = zones.flatMap((zone): Placed[] => {
    const point = zonePoint(zone.id)
    return point === undefined ? [] : [{ zone, ...point }]
  })
  return (
    <svg
      className={styles.drawing}
      viewBox={`0 0 ${MAP.width} ${MAP.height}`}
      aria-hidden="true"
      focusable="false"
    >
      {ZONE_GROUP_STARTS.map((start, index) => (
        <Theatre key={start} start={start} index={index} />
      ))}
      {placed.map((to, index) => {
        const from = placed[index - 1]
        return from?.zone.id === to.zone.id - 1 ? (
          <Road key={to.zone.id} from={from} to={to} />
        ) : null
      })}
      {placed.map((at) => (
        <ZoneMark key={at.zone.id} {...at} selected={at.zone.id === selected} />
      ))}
      {placed.map((at) => (
        <Flags key={at.zone.id} {...at} marks={marks.filter((m) => m.zoneId === at.zone.id)} />
      ))}
    </svg>
  )
}

/** A theatre: its ground, its picture in a banner, `ZONES 1–4` and its objective. */
function Theatre({ start, index }: { start: number; index: number }) {
  const x = index * MAP.theatre + 2
  const width = MAP.theatre - 4
  const objective = OBJECTIVES[index] ?? 'bunker'
  return (
    <g>
      <rect
        className={styles.land}
        data-theatre={index}
        x={x}
        y={2}
        width={width}
        height={MAP.height - 4}
      />
      {/* The picture's middle band (its own caption, at the bottom, left out). */}
      <svg
        x={x}
        y={2}
        width={width}
        height={MAP.banner - 2}
        viewBox="0 45 320 95"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
      >
        <image href={`/art/zone-${start}.svg`} width={320} height={200} />
      </svg>
      <rect className={styles.shade} x={x} y={2} width={width} height={MAP.banner - 2} />
      <text className={styles.title} x={x + 8} y={19}>
        ZONES {start}–{start + ZONE_GROUP_SIZE - 1}
      </text>
      <image href={`/art/${objective}.svg`} x={x + 8} y={25} width={16} height={16} />
      <text className={styles.objective} x={x + 28} y={38}>
        {OBJECTIVE_NAMES[objective]}
      </text>
    </g>
  )
}

/** The road into a zone, in that zone's state; barred after a closed zone holding it. */
function Road({ from, to }: { from: Placed; to: Placed }) {
  // The bar across the road a third of the way from the closed zone, clear of the names.
  const [mx, my] = [from.x + (to.x - from.x) / 3, from.y + (to.y - from.y) / 3]
  return (
    <>
      <path
        className={styles.road}
        data-state={to.zone.state}
        d={`M${from.x} ${from.y}L${to.x} ${to.y}`}
      />
      {from.zone.held.length > 0 && (
        <path className={styles.barrier} d={`M${mx - 7} ${my - 7}l14 14m0-14l-14 14`} />
      )}
    </>
  )
}

/** A zone: its disc and id, its state (a lock, a bar), the player's wins, its name below. */
function ZoneMark({ zone, x, y, selected }: Placed & { selected: boolean }) {
  return (
    <g
      className={styles.zone}
      data-zone={zone.id}
      data-state={zone.state}
      transform={`translate(${x} ${y})`}
    >
      {selected && <circle className={styles.ring} r={23} />}
      <circle className={styles.disc} r={17} />
      <text className={styles.id} dy="0.35em">
        {zone.id}
      </text>
      {zone.state === 'locked' && (
        <path className={styles.lock} d="M9 11h10v8H9zM11.5 11V8.5a2.5 2.5 0 0 1 5 0V11" />
      )}
      {zone.state === 'closed' && <path className={styles.bar} d="M-13 13L13-13" />}
      {zone.wins > 0 && (
        <text className={styles.wins} x={21} dy="0.35em">
          ★{zone.wins}
        </text>
      )}
      <text className={styles.name} y={31}>
        {nameLines(zone.name).map((line, index) => (
          <tspan key={line} x={0} dy={index === 0 ? 0 : 14}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  )
}

/** The flags of the divisions standing in a zone, side by side above it: a pennant while fighting. */
function Flags({ x, y, marks }: Placed & { marks: readonly DivisionMark[] }) {
  return marks.map((mark, index) => (
    <g
      key={mark.number}
      className={styles.flag}
      data-status={mark.status}
      transform={`translate(${x - 9 + (index - (marks.length - 1) / 2) * 22} ${y - 17})`}
    >
      <path className={styles.pole} d="M0 0v-30" />
      <path d={mark.status === 'fighting' ? 'M0-30h19l-6 8 6 8H0z' : 'M0-30h19v16H0z'} />
      <text x={8} y={-17.5}>
        {mark.number}
      </text>
    </g>
  ))
}
