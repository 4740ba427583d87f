import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { network } from '../../config/current'
import { toast } from '../../ui/toast'
import { useSession } from '../session'
import { classifyTxError } from './errors'
import { explorerTransactionLink } from './explorer'
import type { ActionData } from './kit'
import { reloadChainData, reloadDelayFor } from './reload'

export type TransactOptions = {
  /** Success text; the spec's default is 'Transaction successfull'. */
  success?: string
  /** The follow-up reload; default from the actions (spec §9). Data also reloads at once. */
  reloadDelayMs?: number
}

/**
 * The one way screens send a transaction: while it is pending `pending` is true and a second
 * call is ignored; success shows a toast with the transaction id; failures map to the spec's
 * catalogue. After a success or a chain refusal (e.g. a claim already made elsewhere) the data
 * reloads at once and again after the spec's delay, so no screen shows what the chain refused.
 */
export function useTransact() {
  const { sendTransaction } = useSession()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)
  const busy = useRef(false)

  const run = useCallback(
    (actions: ActionData[], options: TransactOptions = {}): Promise<{ id: string } | null> => {
      if (busy.current) return Promise.resolve(null)
      busy.current = true
      setPending(true)
      // No await before sendTransaction: the wallet must open straight from the click.
      return sendTransaction(actions)
        .then(
          (result) => {
            toast.success({
              title: options.success ?? 'Transaction successfull',
              message: `Transaction id ${result.id}`,
              link: explorerTransactionLink(network.explorer, result.id),
            })
            reloadChainData(queryClient, options.reloadDelayMs ?? reloadDelayFor(actions))
            return result
          },
          (error: unknown) => {
            const failure = classifyTxError(error)
            if (failure.kind === 'declined') {
              toast.info({ title: 'User declined to sign the transaction' })
              return null
            }
            if (failure.kind === 'nothing-to-claim') toast.warning({ title: 'Nothing to claim.' })
            else toast.error({ title: 'An error has occurred.', message: failure.message })
            reloadChainData(queryClient, options.reloadDelayMs ?? reloadDelayFor(actions))
            return null
          },
        )
        .finally(() => {
          busy.current = false
          setPending(false)
        })
    },
    [sendTransaction, queryClient],
  )

  return { run, pending }
}
