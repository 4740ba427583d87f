import { avatarId } from '@dov/game/balances'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { avatarsRead } from '../../chain/read/game/avatars'
import { useAvatarIds } from '../../chain/read/staking/avatarIds'
import { useStakingBalances } from '../../chain/read/staking/balances'
import { network } from '../../config/current'
import { avatarPictures, boardOwners, type Pictures } from './avatars'
import type { useHof } from './useHof'

type Hof = ReturnType<typeof useHof>

const NO_OWNERS: readonly string[] = []

/**
 * The picture of every owner on the boards (`Pictures`), drawn beside their names:
 *
 * - with the indexer, its answer's avatar ids (none from an older indexer: the default picture);
 * - from the chain, each shown owner's `AVT` (`useAvatarIds`: bounded, silent), read once the
 *   boards are settled (the divisions read and every owner's wins answered), so the pictures never
 *   delay a board;
 * - the logged-in player's own, from the shell's read of their balances (no request of its own),
 *   so a new choice shows at once.
 *
 * The ids become pictures with the `avatars` table the shell reads for its menu. The result keeps
 * its identity while the pictures are the same, so memoized boards are not drawn again.
 */
export function usePictures(hof: Hof, account: string | null): Pictures {
  const { source, forces, wins } = hof
  const onChain = source.kind === 'chain'
  const listed = onChain
    ? boardOwners(
        { forces: forces.ranked, officers: wins.officers, objectives: wins.objectives },
        account,
      )
    : NO_OWNERS
  const key = listed.join(' ')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same owners, the same list
  const owners = useMemo(() => listed, [key])
  const settled = onChain && forces.state !== 'loading' && wins.done
  const chainIds = useAvatarIds(owners, settled)
  const own = useStakingBalances(account)
  const table = useQuery(avatarsRead.query(network))

  const indexed = source.kind === 'indexer' ? source.answer.avatars : undefined
  const ownId = account !== null && own.known ? Number(avatarId(own.data)) : undefined
  const pictures = useMemo(() => {
    const ids = new Map(indexed ?? chainIds)
    if (account !== null && ownId !== undefined) ids.set(account, ownId)
    return avatarPictures(ids, table.data ?? [])
  }, [indexed, chainIds, account, ownId, table.data])
  const same = [...pictures].join(' ')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same pictures, the same map
  return useMemo(() => pictures, [same])
}
