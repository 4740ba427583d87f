/**
 * Which account resource a refused transaction lacked: CPU time, NET bandwidth or RAM bytes.
 * `kit.ts` keeps the chain's exception name on the error (`WalletFailedError.refusal`, the type
 * of the chain's refusal); this reads it, and a wallet's own refusal, which has no type, by its
 * words. Only the shell's account menu uses it, a lazy chunk: the wallet chunk and the first
 * route do not carry it.
 */
import { WalletFailedError } from './errors'

export type Resource = 'cpu' | 'net' | 'ram'

/** nodeos's exceptions for a transaction the account's resources could not pay, by name. */
const SHORT_OF: Readonly<Record<string, Resource>> = {
  tx_cpu_usage_exceeded: 'cpu',
  leeway_deadline_exception: 'cpu',
  greylist_cpu_usage_exceeded: 'cpu',
  tx_net_usage_exceeded: 'net',
  greylist_net_usage_exceeded: 'net',
  ram_usage_exceeded: 'ram',
}

/** A resource named in a wallet's words ("insufficient RAM", "not enough CPU", "NET exceeded"). */
const RESOURCE_WORD = /\b(cpu|net|ram)\b/i
/** Words of a shortage, beside a resource's name. */
const SHORTAGE = /insufficient|not enough|out of|exceed|too high|greater than/i

/**
 * The resource a failed transaction lacked, or undefined when it failed for another reason. By
 * the chain's exception name when the chain refused (an assertion that mentions "RAM" is not a
 * shortage); by the words otherwise (a wallet's own refusal).
 */
export function resourceShortOf(error: unknown): Resource | undefined {
  if (!(error instanceof WalletFailedError)) return undefined
  if (error.refusal !== undefined)
    return Object.hasOwn(SHORT_OF, error.refusal) ? SHORT_OF[error.refusal] : undefined
  if (!SHORTAGE.test(error.message)) return undefined
  const word = RESOURCE_WORD.exec(error.message)?.[1]?.toLowerCase()
  return word === 'cpu' || word === 'net' || word === 'ram' ? word : undefined
}
