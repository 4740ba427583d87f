/** The staking contract's tool actions (spec §7 "regbd and deregbd (player, asset_ids)"). */
import type { ActionData } from '../../chain/wallet/kit'
import { stakingAction } from '../../chain/wallet/stakingAction'

export function stakeTools(player: string, assetIds: readonly string[]): ActionData {
  return stakingAction('regbd', { player, asset_ids: [...assetIds] })
}

export function unstakeTools(player: string, assetIds: readonly string[]): ActionData {
  return stakingAction('deregbd', { player, asset_ids: [...assetIds] })
}
