import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { network } from '../../config/current'
import { toast } from '../../ui/toast'
import { useSession } from '../session'
import { classifyTxError } from './errors'
import { explorerTransactionLink } from './explorer'
import type { ActionData } from './kit'

/** Spec section 9: data reloads 1000 ms after a transaction (2000 ms after claiming machines). */
export const RELOAD_DELAY_MS = 1000
export const MACHINE_CLAIM_RELOAD_DELAY_MS = 2000

export type TransactOptions = {
  /** Success text; the spec's default is 'Transaction successfull'. */
  success?: string
  /** The follow-up reload; data also reloads at once. */
  reloadDelayMs?: number
}

/**
 * The one way screens send a transaction: while it is pending `pending` is true and a second
 * call is ignored; success shows a toast with the transaction id and reloads the data at once
 * and again after the spec's delay; failures map to the spec's catalogue.
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
            void queryClient.invalidateQueries()
            setTimeout(
              () => void queryClient.invalidateQueries(),
              options.reloadDelayMs ?? RELOAD_DELAY_MS,
            )
            return result
          },
          (error: unknown) => {
            const failure = classifyTxError(error)
            if (failure.kind === 'nothing-to-claim') toast.warning({ title: 'Nothing to claim.' })
            else if (failure.kind === 'declined') toast.info({ title: 'Transaction cancelled' })
            else toast.error({ title: 'An error has occurred.', message: failure.message })
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
