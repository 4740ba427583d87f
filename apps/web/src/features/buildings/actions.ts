/**
 * The staking contract's building actions (spec §7: "regmch (player, asset_ids); deregmch
 * (player, asset_ids list); claimmch (asset_ids)"). The slots send one id at a time (§5), the
 * machine staking view sends lists.
 */
import type { ActionData } from '../../chain/wallet/kit'
import { network } from '../../config/current'

export function stakeBuildings(player: string, assetIds: readonly string[]): ActionData {
  return {
    account: network.contracts.staking,
    name: 'regmch',
    data: { player, asset_ids: [...assetIds] },
  }
}

export function unstakeBuildings(player: string, assetIds: readonly string[]): ActionData {
  return {
    account: network.contracts.staking,
    name: 'deregmch',
    data: { player, asset_ids: [...assetIds] },
  }
}

export function claimBuildings(assetIds: readonly string[]): ActionData {
  return {
    account: network.contracts.staking,
    name: 'claimmch',
    data: { asset_ids: [...assetIds] },
  }
}

/** Success text of an unstake (spec §8). */
export const UNSTAKED = 'Assets unstaked.'
