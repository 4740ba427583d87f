/**
 * The staking contract's signed actions (spec §7): "withdraw (player, quantity); startcraft
 * (player, craft_id); regbd and deregbd (player, asset_ids); regmch (player, asset_ids); deregmch
 * (player, asset_ids list); claimmch (asset_ids)". Id lists are copied, never shared with the caller.
 */
import { contractAction, type TypedAction } from './action'

/** Moves `quantity` (e.g. `'10.0000 DOVF'`) from the game to the wallet, less the fee (`withdraw`). */
export function withdraw(player: string, quantity: string): TypedAction<'staking', 'withdraw'> {
  return contractAction('staking', 'withdraw', { player, quantity })
}

/** Crafts the item of template `craftId` (`startcraft`). */
export function startCraft(player: string, craftId: number): TypedAction<'staking', 'startcraft'> {
  return contractAction('staking', 'startcraft', { player, craft_id: craftId })
}

/** Stakes tools (`regbd`). */
export function stakeTools(
  player: string,
  assetIds: readonly string[],
): TypedAction<'staking', 'regbd'> {
  return contractAction('staking', 'regbd', { player, asset_ids: [...assetIds] })
}

/** Unstakes tools (`deregbd`). */
export function unstakeTools(
  player: string,
  assetIds: readonly string[],
): TypedAction<'staking', 'deregbd'> {
  return contractAction('staking', 'deregbd', { player, asset_ids: [...assetIds] })
}

/** Stakes buildings (`regmch`). */
export function stakeBuildings(
  player: string,
  assetIds: readonly string[],
): TypedAction<'staking', 'regmch'> {
  return contractAction('staking', 'regmch', { player, asset_ids: [...assetIds] })
}

/** Unstakes buildings (`deregmch`): output not claimed yet is lost. */
export function unstakeBuildings(
  player: string,
  assetIds: readonly string[],
): TypedAction<'staking', 'deregmch'> {
  return contractAction('staking', 'deregmch', { player, asset_ids: [...assetIds] })
}

/** Claims finished buildings (`claimmch`): by asset ids only, the contract knows the owner. */
export function claimBuildings(assetIds: readonly string[]): TypedAction<'staking', 'claimmch'> {
  return contractAction('staking', 'claimmch', { asset_ids: [...assetIds] })
}
