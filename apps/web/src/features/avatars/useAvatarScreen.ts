import { currentAvatarId } from '@dov/game/avatarCost'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { combineReads } from '../../chain/read/combine'
import { useStakingBalances } from '../../chain/read/staking/balances'
import { avatarChoices } from './avatars'
import { avatarQueries } from './reads'

/**
 * Everything the avatar screen shows for `account`: the `avatars` table must load (else an error
 * with Retry); the in-game balances (AVT and what pays the cost) are waited for, and when they
 * cannot be read the screen says so and Save waits (`balances` undefined).
 */
export function useAvatarScreen(account: string) {
  // The same queries the screen's prefetch started with its chunk (reads.ts).
  const avatars = useQuery(avatarQueries(account).avatars)
  const balances = useStakingBalances(account)
  const known = balances.known ? balances.data : undefined
  const required = combineReads([avatars])
  const choices = useMemo(() => avatarChoices(avatars.data ?? [], known), [avatars.data, known])
  return {
    status: required.status === 'ready' && balances.isLoading ? 'loading' : required.status,
    error: required.error,
    retry: required.retry,
    avatars: avatars.data ?? [],
    choices,
    /** The in-game balances, undefined when they could not be read. */
    balances: known,
    /** The selected avatar id (AVT, 1 without one); null while the balances are unknown. */
    current: known === undefined ? null : currentAvatarId(known),
    retryBalances: balances.retry,
  }
}
