/**
 * Transactions as the player meets them: the data layer (`chain/wallet/transaction.ts`) says what
 * happened and holds no text; this module says it in the spec's words and toasts (section 8).
 */
import { type Transact, type TransactionNotices, useTransaction } from '../chain/wallet/transaction'
import { network } from '../config/current'
import { playerMessage } from '../ui/errorText'
import { toast } from '../ui/toast'
import { explorerTransactionLink } from './explorer'

/** A transaction id as players read it: its first and last 6 digits (`3f9a1c…7be042`). */
export function shortId(id: string): string {
  return id.length <= 14 ? id : `${id.slice(0, 6)}…${id.slice(-6)}`
}

/**
 * Success shows 'Transaction successfull' (or `options.success`) with the transaction id and,
 * when the network has one, an explorer link. Failures map to the spec's catalogue, one message
 * each: 'Nothing to claim.' (warning), 'User declined to sign the transaction' (info), the chain
 * not reached: 'An error has occurred.' with what that means in words (the read errors' words),
 * a wallet's own failure: nothing more, its window said it; else 'An error has occurred.' with
 * the chain's message (a contract's, as it words it).
 */
const TOASTS: TransactionNotices = {
  succeeded: (result, options) =>
    toast.success({
      title: options.success ?? 'Transaction successfull',
      message: `Transaction ${shortId(result.id)}`,
      copy: { label: 'Copy id', text: result.id },
      link: explorerTransactionLink(network.explorer, result.id),
    }),
  failed: (failure) => {
    if (failure.kind === 'declined') toast.info({ title: 'User declined to sign the transaction' })
    else if (failure.kind === 'nothing-to-claim') toast.warning({ title: 'Nothing to claim.' })
    else if (failure.kind !== 'wallet')
      toast.error({
        title: 'An error has occurred.',
        message: failure.kind === 'chain' ? failure.message : playerMessage(failure.error),
      })
  },
}

/**
 * The one way screens send a transaction: `useTransaction` of `chain/wallet/transaction.ts` (one
 * at a time app-wide, asked from the click, `pending` and `isPending` for the buttons, the data
 * reloaded after it) with the spec's toasts.
 */
export function useTransact(): Transact {
  return useTransaction(TOASTS)
}
