import { readFileSync } from 'node:fs'
import type { ToolType, UnitType, Utility } from '@dov/game/rows'

/** A unit's line: its headquarter role, or for a combat unit its class (the catalog's two). */
export type UnitLine = Exclude<UnitType, 'combat'> | 'infantry' | 'armor'

/**
 * The catalog's pictures, one file each in `art/` (drawn by scripts/make-art.mjs): a template's is
 * its kind and its catalog key (`unit-officer-3` for `officer-3`, the Major), an avatar's its id.
 */
export type Picture =
  | `unit-${UnitLine}-${number}`
  | `building-${Lowercase<Utility>}-${number}`
  | `tool-${ToolType}-${number}`
  | `avatar-${number}`

const loaded = new Map<Picture, string>()

/**
 * The SVG text of a picture, read once per process (a world built again, as every reset does,
 * reads none anew). Its content id is the hash of this text, as IPFS's would be.
 */
export function pictureSvg(picture: Picture): string {
  let svg = loaded.get(picture)
  if (svg === undefined) {
    svg = readFileSync(new URL(`./art/${picture}.svg`, import.meta.url), 'utf8')
    loaded.set(picture, svg)
  }
  return svg
}
