/**
 * The avatar screen's first reads, as query options: `useAvatarScreen` reads them, and `prefetch`
 * (loaded by the shell as a chunk of its own, beside the screen's chunk) starts them while the
 * screen's code is still on its way. Both are the shell's reads too (menu avatar, header AVT), so
 * they are usually in the cache already, and a save updates the shell and the screen together.
 */
import { avatarsRead } from '../../chain/read/game/avatars'
import { stakingBalancesRead } from '../../chain/read/staking/balances'
import { prefetchOf } from '../../chain/read/table'
import { network } from '../../config/current'

export function avatarQueries(account: string) {
  return {
    avatars: avatarsRead.query(network),
    balances: stakingBalancesRead.query(network, account),
  }
}

export const prefetch = prefetchOf(avatarQueries)
