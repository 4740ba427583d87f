/**
 * Where the campaign map draws things, in the units of its viewBox: one column a theatre (a group
 * of 4 zones, spec §2 "zones in groups of 4 (starting at zones 1, 5, 9, 13, 17; 5 groups, zones 1
 * to 20)"), its picture and objective in a banner on top, its zones down one column and up the
 * next so the road from zone 1 to 20 never crosses itself. A unit is a CSS pixel at the map's
 * narrowest (`MAP.width`), so its 12-unit text is never under 12 px.
 */
import { ZONE_GROUP_SIZE, ZONE_GROUP_STARTS } from '@dov/game/zones'

export const MAP = {
  width: 760,
  height: 330,
  /** A theatre's width. */
  theatre: 152,
  /** The banner with the theatre's picture and objective. */
  banner: 46,
  /** The side of a zone's hit area (its radio), centred on the zone. */
  target: 48,
} as const

/** Characters on a line of a zone's name under its mark. */
export const NAME_LINE = 12

/** The theatre (0 to 4) of a zone id of 1..20; undefined outside. */
export function theatreOf(zoneId: number): number | undefined {
  const index = ZONE_GROUP_STARTS.findIndex(
    (start) => zoneId >= start && zoneId < start + ZONE_GROUP_SIZE,
  )
  return index < 0 ? undefined : index
}

/**
 * The centre of zone `zoneId`'s mark; undefined outside 1..20. Even theatres go down (the first
 * zone at the top), odd ones up, zig-zagging between two columns.
 */
export function zonePoint(zoneId: number): { x: number; y: number } | undefined {
  const theatre = theatreOf(zoneId)
  if (theatre === undefined) return undefined
  const index = (zoneId - 1) % ZONE_GROUP_SIZE
  const step = theatre % 2 === 0 ? index : ZONE_GROUP_SIZE - 1 - index
  return {
    x: theatre * MAP.theatre + (step % 2 === 0 ? 44 : 104),
    y: MAP.banner + 50 + step * 58,
  }
}

/** A point as a percentage of the map's width and height (where the zone's radio sits). */
export function percentOf(point: { x: number; y: number }): { left: string; top: string } {
  return { left: `${(point.x / MAP.width) * 100}%`, top: `${(point.y / MAP.height) * 100}%` }
}

/** A zone's name on at most 2 lines of `NAME_LINE` characters, a longer line cut with `…`. */
export function nameLines(name: string): string[] {
  const cut = (line: string) =>
    line.length > NAME_LINE ? `${line.slice(0, NAME_LINE - 1)}…` : line
  if (name.length <= NAME_LINE) return [name]
  const words = name.split(' ')
  let first = words.shift() ?? ''
  while (words.length > 0 && `${first} ${words[0]}`.length <= NAME_LINE) {
    first = `${first} ${words.shift()}`
  }
  return words.length === 0 ? [cut(first)] : [cut(first), cut(words.join(' '))]
}
