/**
 * The activity from a Hyperion v2 history API (`DOV_HISTORY_URL`), where no indexer is
 * configured: `GET {historyUrl}/v2/history/get_actions?account=&filter=&limit=&skip=&sort=desc`,
 * read through a schema of its published answer (`actions[]`, each with `@timestamp`,
 * `block_num`, `trx_id`, `act: { account, name, authorization, data }`). Hyperion gives the
 * actions, not the table rows they changed: the effects an action's data states are kept (a
 * deposit's transfer, a withdrawal's debit), the rest is marked unknown, never zero.
 */
import { type Amount, parseAsset } from '@dov/game/amount'
import { JsonObject } from '@dov/indexer-api/documents/scalar'
import * as v from 'valibot'
import type { Network } from '../../../config/network'
import { ChainId, ChainInt } from '../../transport/scalars'
import {
  ActivityAnswerError,
  type ActivityEffect,
  type ActivityEntry,
  type ActivityPage,
  type BalanceKind,
  chainTimeMs,
  firstIssue,
} from './activityEntry'

const TIMEOUT_MS = 10_000

const HyperionAction = v.object({
  '@timestamp': v.string(),
  block_num: ChainInt,
  trx_id: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'expected a transaction id')),
  act: v.object({
    account: v.string(),
    name: v.string(),
    authorization: v.array(v.object({ actor: v.string(), permission: v.string() })),
    data: JsonObject,
  }),
  global_sequence: v.optional(ChainId),
  action_ordinal: v.optional(ChainInt),
  creator_action_ordinal: v.optional(ChainInt),
})

export const HyperionActions = v.object({ actions: v.array(HyperionAction) })

type HyperionAction = v.InferOutput<typeof HyperionAction>

/** The `filter` of the request: every action of the game's contracts, and token transfers. */
export function historyFilter(network: Pick<Network, 'contracts'>): string {
  const { game, staking, divsim, token } = network.contracts
  return [`${game}:*`, `${staking}:*`, `${divsim}:*`, `${token}:transfer`].join(',')
}

function amount(value: unknown): Amount | undefined {
  if (typeof value !== 'string') return undefined
  try {
    return parseAsset(value)
  } catch {
    return undefined
  }
}

const negated = (a: Amount): Amount => ({ ...a, units: -a.units })

/**
 * What the action's data alone says it did to its player's balances, and which balances it may
 * have moved by amounts only the tables know. Division saves and deletions move no token.
 */
function effectsOf(
  action: HyperionAction,
  network: Pick<Network, 'contracts'>,
): { effects: ActivityEffect[]; unknown: BalanceKind[] } {
  const { game, staking, divsim, token } = network.contracts
  const { account, name } = action.act
  const data = action.act.data ?? {}
  if (account === token && name === 'transfer') {
    const quantity = amount(data.quantity)
    if (quantity === undefined) return { effects: [], unknown: ['wallet', 'game'] }
    const effects: ActivityEffect[] = [{ balance: 'wallet', amount: negated(quantity) }]
    // The staking contract credits a transfer with the memo `deposit` (apps/indexer does too).
    if (data.memo === 'deposit') effects.push({ balance: 'game', amount: quantity })
    return { effects, unknown: data.memo === 'deposit' ? [] : ['game'] }
  }
  if (account === staking && name === 'withdraw') {
    const quantity = amount(data.quantity)
    return quantity === undefined
      ? { effects: [], unknown: ['game', 'wallet'] }
      : // The wallet receives the amount less the withdrawal fee, which only the tables tell.
        { effects: [{ balance: 'game', amount: negated(quantity) }], unknown: ['wallet'] }
  }
  if (account === divsim || (account === game && name === 'deldivision'))
    return { effects: [], unknown: [] }
  return { effects: [], unknown: ['game'] }
}

/** Is it one of `account`'s own game actions (not an inline action, not a notification)? */
function isGameAction(
  action: HyperionAction,
  account: string,
  network: Pick<Network, 'contracts'>,
) {
  const { game, staking, divsim, token } = network.contracts
  const act = action.act
  if ((action.creator_action_ordinal ?? 0) !== 0) return false
  if (act.authorization[0]?.actor !== account) return false
  if (act.account === game || act.account === staking || act.account === divsim) return true
  return act.account === token && act.name === 'transfer' && act.data?.to === staking
}

/** Reads a Hyperion `get_actions` answer into activity entries of `account`; throws when malformed. */
export function historyEntries(
  answer: unknown,
  account: string,
  network: Pick<Network, 'contracts'>,
): { entries: ActivityEntry[]; count: number } {
  const parsed = v.safeParse(HyperionActions, answer)
  if (!parsed.success)
    throw new ActivityAnswerError(
      `The history API's answer is not a Hyperion action list (${firstIssue(parsed.issues)})`,
    )
  const entries: ActivityEntry[] = []
  parsed.output.actions.forEach((action, i) => {
    if (!isGameAction(action, account, network)) return
    const time = chainTimeMs(action['@timestamp'])
    if (time === undefined)
      throw new ActivityAnswerError(
        `The history API's answer is not a Hyperion action list (actions.${i}.@timestamp: expected a time)`,
      )
    entries.push({
      id:
        action.global_sequence === undefined
          ? `${action.trx_id}-${action.action_ordinal ?? i}`
          : String(action.global_sequence),
      blockNum: action.block_num,
      time,
      trxId: action.trx_id,
      contract: action.act.account,
      action: action.act.name,
      data: action.act.data ?? null,
      ...effectsOf(action, network),
    })
  })
  return { entries, count: parsed.output.actions.length }
}

/**
 * One page of `account`'s game actions from the history API, newest first. Hyperion pages by
 * `skip`: the cursor is the number of actions already read (a new action meanwhile shifts the
 * pages by one; the screen drops an entry it already shows).
 */
export async function getHistoryActivity(
  network: Network,
  account: string,
  before: string | undefined,
  limit: number,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  if (network.historyUrl === undefined) throw new Error('No history API is configured')
  const skip = before === undefined ? 0 : Number(before)
  const params = new URLSearchParams({
    account,
    filter: historyFilter(network),
    limit: String(limit),
    skip: String(skip),
    sort: 'desc',
  })
  const timeout = AbortSignal.timeout(TIMEOUT_MS)
  const response = await fetch(`${network.historyUrl}/v2/history/get_actions?${params}`, {
    signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
  })
  if (!response.ok)
    throw new ActivityAnswerError(`The history API answered HTTP ${response.status}`)
  const answer = await response.json().catch(() => {
    throw new ActivityAnswerError('The history API answered something that is not JSON')
  })
  const { entries, count } = historyEntries(answer, account, network)
  return { entries, next: count < limit ? null : String(skip + count) }
}
