/** Game contract `avatars` (spec §7 "avatars (100)"): the avatars a player can pick, with their cost. */
import type { Avatar } from '@dov/game/rows'
import * as v from 'valibot'
import { ChainInt, type Schema } from '../../transport/scalars'
import { contractTable } from '../table'

export const AvatarSchema: Schema<Avatar> = v.object({
  id: ChainInt,
  ipfs: v.string(),
  cost: v.string(),
})

export const avatarsRead = contractTable({
  contract: 'game',
  table: 'avatars',
  limit: 100,
  pages: 'one',
  schema: AvatarSchema,
})
