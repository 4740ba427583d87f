/**
 * The staking contract's building actions (spec §7: "regmch (player, asset_ids); deregmch
 * (player, asset_ids list); claimmch (asset_ids)"). The slots send one id at a time (§5), the
 * machine staking view sends lists.
 */
import type { ActionData } from '../../chain/wallet/kit'
import { stakingAction } from '../../chain/wallet/stakingAction'

export function stakeBuildings(player: string, assetIds: readonly string[]): ActionData {
  return stakingAction('regmch', { player, asset_ids: [...assetIds] })
}

export function unstakeBuildings(player: string, assetIds: readonly string[]): ActionData {
  return stakingAction('deregmch', { player, asset_ids: [...assetIds] })
}

export function claimBuildings(assetIds: readonly string[]): ActionData {
  return stakingAction('claimmch', { asset_ids: [...assetIds] })
}
