/**
 * Avatars (spec §3 "Default placeholder avatar: id 1, a default content hash, cost label 'Select
 * Avatar'."; §4 "The avatar lookup returns the avatar whose id equals avt, else the default
 * placeholder avatar."). What choosing one costs is `avatarCost.ts` (kept apart: the shell's
 * menu needs only this lookup, on the first route).
 */
import type { Avatar } from './rows'

/** The spec does not give the default hash: '' means "show the app's bundled placeholder image". */
export const DEFAULT_AVATAR_IPFS = ''
export const DEFAULT_AVATAR: Avatar = { id: 1, ipfs: DEFAULT_AVATAR_IPFS, cost: 'Select Avatar' }

/** The avatar whose id equals avt ("3" or 3), else the default placeholder. */
export function selectedAvatar(avatars: readonly Avatar[], avt: string | number): Avatar {
  const id = typeof avt === 'number' ? avt : Number(avt.trim())
  return avatars.find((avatar) => avatar.id === id) ?? DEFAULT_AVATAR
}
