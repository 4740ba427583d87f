/**
 * The avatars drawn beside the owners on the boards: who is shown (the owners whose avatar ids are
 * read over the chain when no indexer sends them) and each owner's picture, the `avatars` table's
 * image of the owner's id (spec §4 "The avatar lookup returns the avatar whose id equals avt, else
 * the default placeholder avatar.").
 */
import type { RankedDivision, RankedPlayer } from '@dov/game/hof'
import type { Avatar } from '@dov/game/rows'

/** Owner -> the IPFS hash of their avatar; '' (or absent) draws the default placeholder. */
export type Pictures = ReadonlyMap<string, string>

export const NO_PICTURES: Pictures = new Map()

/**
 * Every owner on the boards, each once, in name order (a stable list for the same boards, whatever
 * order they arrive in), without `except`: the logged-in player, whose id the shell reads already
 * (and whose rows beyond the tops are all their own).
 */
export function boardOwners(
  boards: {
    forces: readonly RankedDivision[]
    officers: readonly RankedPlayer[]
    objectives: readonly { ranked: readonly RankedPlayer[] }[]
  },
  except: string | null,
): string[] {
  const owners = new Set<string>()
  for (const row of boards.forces) owners.add(row.owner)
  for (const row of boards.officers) owners.add(row.owner)
  for (const { ranked } of boards.objectives) for (const row of ranked) owners.add(row.owner)
  if (except !== null) owners.delete(except)
  return [...owners].sort()
}

/**
 * Each owner's picture: the `avatars` row of their id. An id not in the table (or the default, 1,
 * when the table has no row for it) draws the placeholder, as does an owner whose id is unknown.
 */
export function avatarPictures(
  ids: ReadonlyMap<string, number>,
  avatars: readonly Avatar[],
): Pictures {
  if (ids.size === 0 || avatars.length === 0) return NO_PICTURES
  const hashOf = new Map(avatars.map((avatar) => [avatar.id, avatar.ipfs]))
  const pictures = new Map<string, string>()
  for (const [owner, id] of ids) {
    const hash = hashOf.get(id)
    if (hash !== undefined && hash !== '') pictures.set(owner, hash)
  }
  return pictures
}
