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

/** The actions that take `(player, asset_ids)`. */
type AssetIdsAction = 'regbd' | 'deregbd' | 'regmch' | 'deregmch'

function assetIdsAction<Name extends AssetIdsAction>(name: Name) {
  return (player: string, assetIds: readonly string[]): TypedAction<'staking', Name> =>
    contractAction('staking', name, { player, asset_ids: [...assetIds] })
}

/** Stakes tools (`regbd`). */
export const stakeTools = assetIdsAction('regbd')

/** Unstakes tools (`deregbd`). */
export const unstakeTools = assetIdsAction('deregbd')

/** Stakes buildings (`regmch`). */
export const stakeBuildings = assetIdsAction('regmch')

/** Unstakes buildings (`deregmch`): output not claimed yet is lost. */
export const unstakeBuildings = assetIdsAction('deregmch')

/** Claims finished buildings (`claimmch`): by asset ids only, the contract knows the owner. */
export function claimBuildings(assetIds: readonly string[]): TypedAction<'staking', 'claimmch'> {
  return contractAction('staking', 'claimmch', { asset_ids: [...assetIds] })
}
