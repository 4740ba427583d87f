import { readFileSync } from 'node:fs'
import type { ToolType, UnitType, Utility } from '@dov/game/rows'

/** A unit's line: its headquarter role, or for a combat unit its class (the catalog's two). */
export type UnitLine = Exclude<UnitType, 'combat'> | 'infantry' | 'armor'

/** The catalog's pictures, one file each in `art/` (drawn by scripts/make-art.mjs). */
export type Picture =
  | `unit-${UnitLine}`
  | `building-${Lowercase<Utility>}`
  | `tool-${ToolType}`
  | `avatar-${number}`

const loaded = new Map<Picture, string>()

/**
 * The SVG text of a picture, read once per process: every template of a line shares one picture,
 * and so one content id, as the same file added to IPFS twice has one.
 */
export function pictureSvg(picture: Picture): string {
  let svg = loaded.get(picture)
  if (svg === undefined) {
    svg = readFileSync(new URL(`./art/${picture}.svg`, import.meta.url), 'utf8')
    loaded.set(picture, svg)
  }
  return svg
}
