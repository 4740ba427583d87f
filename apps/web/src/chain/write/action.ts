/**
 * The signed actions of the spec (section 7), typed per contract: the map below says, for each
 * contract of the network config, which actions the app sends and their data, field for field as
 * the contract's ABI takes it. A misspelt action, a wrong contract, a missing, extra or misspelt
 * field fails the typecheck instead of the transaction (`action.test.ts` proves it).
 *
 * ABI types as sent: `name` and `asset` are strings (`'player1'`, `'12.5000 DOVX'`); asset ids
 * (`uint64`, from 2^40) are decimal strings, as the asset API and the tables give them; division
 * ids (`uint64`, counted from 1) are numbers, as `@dov/game/rows` `Division.divID`; `int32` and
 * `uint32` are numbers.
 */
import type { DivisionUnit } from '@dov/game/rows'
import { network } from '../../config/current'
import type { ContractAccounts } from '../../config/network'

/** An action as the wallet signs it (the wallet adds the authorization). */
export type ActionData = {
  account: string
  name: string
  data: Record<string, unknown>
}

type PlayerAssets = { player: string; asset_ids: readonly string[] }

/** Contract (a key of the network config's `contracts`) → action name → the action's data. */
export type ContractActions = {
  token: {
    transfer: { from: string; to: string; quantity: string; memo: string }
  }
  staking: {
    withdraw: { player: string; quantity: string }
    startcraft: { player: string; craft_id: number }
    regbd: PlayerAssets
    deregbd: PlayerAssets
    regmch: PlayerAssets
    deregmch: PlayerAssets
    claimmch: { asset_ids: readonly string[] }
  }
  game: {
    startfight: { player: string; division_id: number; zoneID: number }
    claimfight: { player: string; division_id: number }
    /** The spec names the field `asset_id`; it holds the division id. */
    deldivision: { asset_id: number }
    setavatar: { player: string; avatar_id: number }
  }
  divsim: {
    adddivision: { zoneID: number; setup: readonly DivisionUnit[]; player: string }
    editdivision: { divID: number; player: string; setup: readonly DivisionUnit[]; zoneID: number }
  }
}

export type Contract = keyof ContractActions & keyof ContractAccounts

/** The action names of one contract. */
export type ContractActionName<C extends Contract> = keyof ContractActions[C] & string

/** One typed action of one contract. */
export type TypedAction<C extends Contract, N extends ContractActionName<C>> = {
  account: string
  name: N
  data: ContractActions[C][N]
}

/** Any action the app sends: a union discriminated by `name` (no two contracts share one). */
export type ContractAction = {
  [C in Contract]: { [N in ContractActionName<C>]: TypedAction<C, N> }[ContractActionName<C>]
}[Contract]

export type ActionName = ContractAction['name']

/** The data of the action(s) named `N`. */
export type ActionDataOf<N extends ActionName> = Extract<ContractAction, { name: N }>['data']

/** Builds an action of `contract` (its account from the network config). */
export function contractAction<C extends Contract, N extends ContractActionName<C>>(
  contract: C,
  name: N,
  data: ContractActions[C][N],
): TypedAction<C, N> {
  return { account: network.contracts[contract], name, data }
}

/** A match for `useTransact().isPending`: the action's `asset_ids` hold `assetId`. */
export function holdsAsset(assetId: string) {
  return (data: { readonly asset_ids: readonly string[] }): boolean =>
    data.asset_ids.includes(assetId)
}
