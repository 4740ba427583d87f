/**
 * The data of every action the app signs (spec section 7), declared once: the app's write
 * builders (`apps/web/src/chain/write/`) return these shapes, and the devchain builds the ABI
 * structs it serves from them (`packages/devchain/src/contracts/*-abi.ts`), so renaming, adding
 * or dropping a field fails the typecheck on both sides.
 *
 * Values are JSON as the ABI serializer takes them: `name` and `asset` are strings (`'player1'`,
 * `'12.5000 DOVX'`); asset ids (`uint64`, from 2^40) are decimal strings, as the asset API and
 * the tables give them; division ids (`uint64`, counted from 1) are numbers, as `Division.divID`
 * of `./rows`; `int32` and `uint32` are numbers.
 */
import type { DivisionUnit } from './rows'

/** `eosio.token` `transfer`: the app's deposit (to the staking contract, memo `deposit`). */
export type TokenTransfer = { from: string; to: string; quantity: string; memo: string }

/** The player and asset ids of `regbd`, `deregbd`, `regmch` and `deregmch`. */
export type PlayerAssets = { player: string; asset_ids: readonly string[] }

/** `dov.stake`: action name → data. */
export type StakingActions = {
  withdraw: { player: string; quantity: string }
  startcraft: { player: string; craft_id: number }
  regbd: PlayerAssets
  deregbd: PlayerAssets
  regmch: PlayerAssets
  deregmch: PlayerAssets
  claimmch: { asset_ids: readonly string[] }
}

/** `dov.game`: action name → data. */
export type GameActions = {
  startfight: { player: string; division_id: number; zoneID: number }
  claimfight: { player: string; division_id: number }
  /** The spec names the field `asset_id`; it holds the division id. */
  deldivision: { asset_id: number }
  setavatar: { player: string; avatar_id: number }
}

/** `dov.divsim`: action name → data. The setup is the division's slots and their cards. */
export type DivsimActions = {
  adddivision: { zoneID: number; setup: readonly DivisionUnit[]; player: string }
  editdivision: { divID: number; player: string; setup: readonly DivisionUnit[]; zoneID: number }
}

/** `eosio.token` (the game's tokens): action name → data. */
export type TokenActions = { transfer: TokenTransfer }

/**
 * Every action the app signs: contract (a key of the app's network config `contracts`) → action
 * name → data. No two contracts share an action name.
 */
export type SignedActions = {
  token: TokenActions
  staking: StakingActions
  game: GameActions
  divsim: DivsimActions
}
