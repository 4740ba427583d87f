import { type Mutation, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { type SessionState, useSession } from '../session'
import type { ActionDataOf, ActionName, ContractAction } from '../write/action'
import { classifyTxError, type TxFailure } from './errors'
import { reloadChainData, reloadDelayFor } from './reload'

/** The mutation key of every transaction: `useMutationState` finds the one in flight by it. */
export const TRANSACT_KEY = ['chain', 'transact'] as const

export type TransactOptions = {
  /** Success text, for the notices; their default is the spec's 'Transaction successfull'. */
  success?: string
  /** The follow-up reload; default from the actions (spec §9). Data also reloads at once. */
  reloadDelayMs?: number
}

export type Sent = { id: string }

/**
 * What the player is told of a transaction's outcome. The data layer says what happened; the
 * notices (`src/session/useTransact.ts`: the toasts) say it in words.
 */
export type TransactionNotices = {
  succeeded: (result: Sent, options: TransactOptions) => void
  failed: (failure: TxFailure) => void
}

/** A transaction as the mutation holds it: its actions, options, and the wallet's answer. */
type Variables = {
  actions: readonly ContractAction[]
  options: TransactOptions
  /** Already requested from the wallet, inside the click: see `run`. */
  sent: Promise<Sent>
}

export type Transact = {
  /**
   * Signs and sends `actions` as one transaction, straight from the click. Resolves to the
   * transaction id, or to null when it failed, was declined, or was ignored because a
   * transaction is already in flight; it never rejects (the player was already told).
   */
  run: (actions: readonly ContractAction[], options?: TransactOptions) => Promise<Sent | null>
  /** A transaction is in flight (from any screen): action buttons are disabled. */
  pending: boolean
  /** The actions of the transaction in flight, or none. */
  inFlight: readonly ContractAction[]
  /**
   * Whether the transaction in flight has an action `name` whose data `match`es (any, without
   * `match`): the busy button. E.g. `isPending('claimmch', holdsAsset(assetId))`.
   */
  isPending: <N extends ActionName>(name: N, match?: (data: ActionDataOf<N>) => boolean) => boolean
}

/** The wallet's answer as a promise, even when `sendTransaction` throws instead of rejecting. */
function send(sendTransaction: SessionState['sendTransaction'], actions: Variables['actions']) {
  try {
    return sendTransaction(actions)
  } catch (error) {
    return Promise.reject(error)
  }
}

/**
 * How a transaction is sent (TanStack Query `useMutation`, key `TRANSACT_KEY`); screens use it
 * through `useTransact` (`src/session/`), which gives it the toasts as `notices`.
 *
 * - One transaction at a time, app-wide: while one is in flight, `run` ignores further calls
 *   (from this component or any other) and resolves to null.
 * - No component keeps a busy flag: `pending` disables action buttons, `isPending(name, match)`
 *   says which one is busy (`busy={isPending('deregbd', holdsAsset(tool.assetId))}`).
 * - The outcome goes to `notices`: the id on success, else the failure classified once
 *   (`classifyTxError`: declined, nothing to claim, or the chain's message).
 * - After a success or a chain refusal (e.g. a claim already made elsewhere) the data reloads at
 *   once and again after the spec's delay (1000 ms, 2000 ms after `claimmch`), so no screen shows
 *   what the chain refused. A declined signature changes nothing and reloads nothing.
 *
 * The notices and reloads are the mutation's own callbacks, so they happen even when the
 * component that sent the transaction is gone (e.g. a popup closed meanwhile).
 */
export function useTransaction(notices: TransactionNotices): Transact {
  const { sendTransaction } = useSession()
  const queryClient = useQueryClient()
  const reload = ({ actions, options }: Variables, confirmed: boolean) =>
    reloadChainData(
      queryClient,
      actions,
      options.reloadDelayMs ?? reloadDelayFor(actions),
      confirmed,
    )

  const { mutateAsync } = useMutation<Sent, unknown, Variables>({
    mutationKey: TRANSACT_KEY,
    mutationFn: ({ sent }) => sent,
    // The wallet was already asked: a mutation paused for being offline would never settle.
    networkMode: 'always',
    onSuccess: (result, variables) => {
      notices.succeeded(result, variables.options)
      reload(variables, true)
    },
    onError: (error, variables) => {
      const failure = classifyTxError(error)
      notices.failed(failure)
      // A declined signature changed nothing on the chain.
      if (failure.kind !== 'declined') reload(variables, false)
    },
  })

  const inFlight = useMutationState({
    filters: { mutationKey: TRANSACT_KEY, status: 'pending' },
    select: (mutation: Mutation<Sent, unknown, Variables>) => mutation.state.variables?.actions,
  }).flatMap((actions) => actions ?? [])

  const run = useCallback(
    (actions: readonly ContractAction[], options: TransactOptions = {}) => {
      // The mutation cache is updated synchronously by `mutateAsync` (the mutation is 'pending'
      // before it returns), so a second click in the same tick is refused here too.
      if (queryClient.isMutating({ mutationKey: TRANSACT_KEY }) > 0) return Promise.resolve(null)
      // The wallet is asked here, synchronously inside the click, and the mutation only awaits
      // the answer: query-core's `Mutation.execute` awaits `onMutate` (even when there is none)
      // before it calls `mutationFn`, and a popup wallet must open with nothing awaited before it.
      const sent = send(sendTransaction, actions)
      // Handled by the mutation; this only keeps a rejection from being reported as unhandled
      // before the mutation has attached to it.
      sent.catch(() => {})
      return mutateAsync({ actions, options, sent }).catch(() => null)
    },
    [queryClient, sendTransaction, mutateAsync],
  )

  const isPending = <N extends ActionName>(name: N, match?: (data: ActionDataOf<N>) => boolean) =>
    inFlight.some(
      (action) =>
        action.name === name &&
        // Named `name`, the action's data is `ActionDataOf<N>`: TypeScript does not narrow a
        // union by a generic name.
        (match === undefined || match(action.data as ActionDataOf<N>)),
    )

  return { run, pending: inFlight.length > 0, inFlight, isPending }
}
