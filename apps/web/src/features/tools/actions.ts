/** The staking contract's tool actions (spec §7 "regbd and deregbd (player, asset_ids)"). */
import type { ActionData } from '../../chain/wallet/kit'
import { network } from '../../config/current'

export function stakeTools(player: string, assetIds: readonly string[]): ActionData {
  return {
    account: network.contracts.staking,
    name: 'regbd',
    data: { player, asset_ids: [...assetIds] },
  }
}

export function unstakeTools(player: string, assetIds: readonly string[]): ActionData {
  return {
    account: network.contracts.staking,
    name: 'deregbd',
    data: { player, asset_ids: [...assetIds] },
  }
}

/** Success text of an unstake (spec §8). */
export const UNSTAKED = 'Assets unstaked.'
