/**
 * The signed actions of the spec (section 7), typed per contract: `SignedActions` of
 * `@dov/game/actions` says, for each contract of the network config, which actions the app sends
 * and their data, field for field as the contract's ABI takes it (the devchain builds the ABI it
 * serves from the same types). A misspelt action, a wrong contract, a missing, extra or misspelt
 * field fails the typecheck instead of the transaction (`action.test.ts` proves it).
 */
import type { SignedActions } from '@dov/game/actions'
import { network } from '../../config/current'
import type { ContractAccounts } from '../../config/network'

/** An action as the wallet signs it (the wallet adds the authorization). */
export type ActionData = {
  account: string
  name: string
  data: Record<string, unknown>
}

/** Contract (a key of the network config's `contracts`) → action name → the action's data. */
export type ContractActions = SignedActions

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
