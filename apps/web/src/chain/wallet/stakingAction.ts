/**
 * The staking contract's actions (spec §7 "regmch (player, asset_ids); deregmch (player,
 * asset_ids list); claimmch (asset_ids)", "regbd and deregbd (player, asset_ids)", `withdraw`),
 * typed by name: a misspelt action or a missing field fails the typecheck, not the transaction.
 */
import { network } from '../../config/current'
import type { ActionData } from './kit'

type PlayerAssets = { player: string; asset_ids: string[] }

export type StakingActions = {
  regmch: PlayerAssets
  deregmch: PlayerAssets
  claimmch: { asset_ids: string[] }
  regbd: PlayerAssets
  deregbd: PlayerAssets
  withdraw: { player: string; quantity: string }
}

export function stakingAction<Name extends keyof StakingActions>(
  name: Name,
  data: StakingActions[Name],
): ActionData {
  return { account: network.contracts.staking, name, data }
}

/** Success text of an unstake, of buildings or tools (spec §8). */
export const UNSTAKED = 'Assets unstaked.'
