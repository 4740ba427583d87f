/**
 * A player's activity: every game action they sent, newest first, a page at a time. From the
 * game's indexer (apps/indexer, README "The API": `GET {indexerUrl}/v1/activity?account=&before=
 * &limit=`, each action with its effects on the player's balances); where none is configured,
 * from a Hyperion history API (`history.ts`); with neither, no read (`activitySource` is null and
 * the screen says that history needs one of them). Either answer is untrusted: parsed with a
 * schema (the indexer's own, `@dov/indexer-api/documents/activity`), and a malformed one is an
 * `ActivityAnswerError` that says what is wrong.
 */
import { parseAsset } from '@dov/game/amount'
import {
  ActivityEntry as ActionContract,
  ActivityDocument as ActivityContract,
  Effect,
} from '@dov/indexer-api/documents/activity'
import { JsonObject } from '@dov/indexer-api/documents/scalar'
import { infiniteQueryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { Network } from '../../../config/network'
import {
  ActivityAnswerError,
  type ActivityEntry,
  type ActivityPage,
  type ActivitySource,
  chainTimeMs,
  firstIssue,
} from './activityEntry'
import { activityKey } from './keys'

/** Entries a page: the indexer's default, and enough for a screen's first view. */
export const ACTIVITY_PAGE_SIZE = 20
/** How long a page counts as fresh: a screen opened later asks again (a 304 when unchanged). */
export const ACTIVITY_STALE_MS = 3_000
const TIMEOUT_MS = 10_000

// A signed asset as the indexer writes effects ("-0.5000 DOVX"), parsed to an amount.
const Quantity = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return parseAsset(dataset.value)
    } catch {
      addIssue({ message: `expected an asset like "-0.5000 DOVX", got "${dataset.value}"` })
      return NEVER
    }
  }),
)

/**
 * An action as the indexer's contract has it (`@dov/indexer-api/documents/activity`), each
 * effect's quantity read as an amount, and no details from an indexer older than them.
 */
const IndexedAction = v.object({
  ...ActionContract.entries,
  effects: v.array(v.object({ ...Effect.entries, quantity: Quantity })),
  details: v.nullish(JsonObject, null),
})

const ActivityDocument = v.object({ ...ActivityContract.entries, actions: v.array(IndexedAction) })

/** The error a screen shows for a failed answer: which source, and what was wrong with it. */
async function answerOf(response: Response, who: string): Promise<unknown> {
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { error?: unknown } | undefined
    const reason = typeof body?.error === 'string' ? `: ${body.error.slice(0, 200)}` : ''
    throw new ActivityAnswerError(`${who} answered HTTP ${response.status}${reason}`)
  }
  return response.json().catch(() => {
    throw new ActivityAnswerError(`${who} answered something that is not JSON`)
  })
}

/** One page of `account`'s actions older than `before` (a global sequence), from the indexer. */
export async function getIndexedActivity(
  network: Network,
  account: string,
  before: string | undefined,
  limit = ACTIVITY_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  if (network.indexerUrl === undefined) throw new Error('No indexer is configured')
  const params = new URLSearchParams({ account, limit: String(limit) })
  if (before !== undefined) params.set('before', before)
  const timeout = AbortSignal.timeout(TIMEOUT_MS)
  const response = await fetch(`${network.indexerUrl}/v1/activity?${params}`, {
    signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
    // Asked again right after the player's own transaction, or by a page opened within the
    // second the answer's `max-age=1` (meant for a CDN) allows the browser to reuse it: always
    // asked with its ETag instead, a 304 when nothing changed, never last second's page.
    cache: 'no-cache',
  })
  const parsed = v.safeParse(ActivityDocument, await answerOf(response, 'The indexer'))
  if (!parsed.success)
    throw new ActivityAnswerError(
      `The indexer's activity is not readable (${firstIssue(parsed.issues)})`,
    )
  const document = parsed.output
  if (document.chain_id !== network.chainId)
    throw new ActivityAnswerError(
      `The indexer follows another chain (${document.chain_id.slice(0, 12)}…)`,
    )
  if (document.account !== account)
    throw new ActivityAnswerError(`The indexer answered for another account`)
  const entries = document.actions.map((action, i): ActivityEntry => {
    const time = chainTimeMs(action.block_time)
    if (time === undefined)
      throw new ActivityAnswerError(
        `The indexer's activity is not readable (actions.${i}.block_time: expected a time)`,
      )
    return {
      id: action.id,
      blockNum: action.block_num,
      time,
      trxId: action.trx_id,
      contract: action.contract,
      action: action.action,
      data: action.data,
      details: action.details,
      effects: action.effects.map((e) => ({ balance: e.balance, amount: e.quantity })),
      unknown: [],
    }
  })
  return { entries, next: document.next }
}

/** Where `network` keeps its players' activity: its indexer, else a Hyperion API, else none. */
export function activitySource(network: Network): ActivitySource | null {
  if (network.indexerUrl !== undefined) return 'indexer'
  if (network.historyUrl !== undefined) return 'history'
  return null
}

/**
 * `account`'s activity as an infinite query: newest first, each page the one before `pageParam`
 * (the previous page's `next`). The key starts with the network and names the source, so pages
 * of two sources or two chains never mix. A malformed answer is not asked for again.
 */
export function activityQuery(network: Network, account: string) {
  const source = activitySource(network)
  return infiniteQueryOptions({
    queryKey: activityKey(network, source, account),
    queryFn: ({ pageParam, signal }): Promise<ActivityPage> =>
      source === 'history'
        ? // A chunk of its own: networks with an indexer never load the Hyperion reader.
          import('./history').then((history) =>
            history.getHistoryActivity(network, account, pageParam, ACTIVITY_PAGE_SIZE, signal),
          )
        : getIndexedActivity(network, account, pageParam, ACTIVITY_PAGE_SIZE, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ActivityPage) => last.next ?? undefined,
    enabled: source !== null,
    staleTime: ACTIVITY_STALE_MS,
    retry: (failures, error) => !(error instanceof ActivityAnswerError) && failures < 2,
  })
}
