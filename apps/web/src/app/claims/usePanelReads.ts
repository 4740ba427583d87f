import { useChainNow } from '../../chain/read/chainTime'
import { useZoneWins } from '../../chain/read/game/infos'
import { useStakingBalances } from '../../chain/read/staking/balances'
import { useReadyClaims } from './useReadyClaims'

/**
 * What the panel reads: the chain clock, what is ready on it (`useReadyClaims`), and the in-game
 * balances and the player's wins as far as they are known (undefined while not). The wins decide
 * which zones a division can be sent to, and the battle report's victories: read only while a
 * division has a fight.
 */
export function usePanelReads(account: string) {
  const now = useChainNow()
  const ready = useReadyClaims(account, now)
  const balances = useStakingBalances(account)
  const wins = useZoneWins(account, { enabled: ready.fights.length > 0 })
  const known = {
    balances: balances.known ? balances.data : undefined,
    wins: wins.known ? wins.data : undefined,
  }
  return { now, ready, known }
}
