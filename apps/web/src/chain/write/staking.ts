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

/** The staking actions on a player's asset ids. */
type PlayerAssetsAction = 'regbd' | 'deregbd' | 'regmch' | 'deregmch'

/** The builder of the action `name`: the player and a copy of the ids. */
function playerAssets<N extends PlayerAssetsAction>(name: N) {
  return (player: string, assetIds: readonly string[]): TypedAction<'staking', N> =>
    contractAction('staking', name, { player, asset_ids: [...assetIds] })
}

/** Stakes tools (`regbd`). */
export const stakeTools = /* @__PURE__ */ playerAssets('regbd')

/** Unstakes tools (`deregbd`). */
export const unstakeTools = /* @__PURE__ */ playerAssets('deregbd')

/** Stakes buildings (`regmch`). */
export const stakeBuildings = /* @__PURE__ */ playerAssets('regmch')

/** Unstakes buildings (`deregmch`): output not claimed yet is lost. */
export const unstakeBuildings = /* @__PURE__ */ playerAssets('deregmch')

/** Claims finished buildings (`claimmch`): by asset ids only, the contract knows the owner. */
export function claimBuildings(assetIds: readonly string[]): TypedAction<'staking', 'claimmch'> {
  return contractAction('staking', 'claimmch', { asset_ids: [...assetIds] })
}
