/**
 * The indexer's live channel (apps/indexer, README "The API": `GET {indexerUrl}/v1/events`,
 * Server-Sent Events): one `block` event per block the indexer's boards move to, saying what
 * changed, and with `?hof=1` the new `/v1/hof` document right after a block that changed it; their
 * data as the indexer's contract has it (`@dov/indexer-api/documents/events` and `documents/hof`).
 *
 * One `EventSource` per indexer and query client, open while at least one screen listens
 * (`useIndexerLive`) and closed once none does. Each event is parsed like any answer (untrusted:
 * a malformed one is ignored) and lands in TanStack Query's cache, so the screens' own queries
 * stay current without asking:
 *
 * - `hof`: the document becomes `/v1/hof`'s data, parsed by the Hall of Fame's own reader (given
 *   by the screen that wants it, so the other screens do not load that reader);
 * - `block`: the cached boards and commanders' pages of the same chain are marked as of that block
 *   (they are current: nothing of theirs changed), `/v1/standing` and every `/v1/player` are
 *   asked again when `ranks`, the pages and the activity of the listed `accounts` otherwise, and
 *   everything on `reload`.
 *
 * The channel is live once it is open and its first event came. From then on, what it keeps
 * current needs no polling (`queryOptions`: no interval, no refetch on mount or focus for data
 * read while live); everything cached before is asked again at that moment, except the answers
 * already as of the channel's block, since changes in between were not told. When the channel
 * fails (a dropped connection, which `EventSource` retries by itself, or a refusal such as the
 * 404 of an indexer without it, asked again after `LIVE_RETRY_MS`), the screens poll as without
 * it.
 */
import { type Query, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { Network } from '../../../config/network'
import { type BlockEvent, isAsOfAnswer, isCurrent, parseBlock, whose } from './blocks'
import type { IndexedHof } from './hof'
import { activitiesKey, hofKey, indexerKey } from './keys'

/** How long after the channel was refused (no such route, a proxy's error page) it is asked again. */
export const LIVE_RETRY_MS = 30_000

// `EventSource.readyState` values (a test's stand-in need not carry the constants).
const OPEN = 1
const CLOSED = 2

/** What a screen wants of the channel beyond its blocks: `hof`, the boards, read with this. */
export type LiveInterest = { hof?: (body: unknown) => IndexedHof }

/** The minimum of `EventSource` the channel uses. */
type Source = Pick<EventSource, 'addEventListener' | 'close' | 'readyState'>

type Listener = { interest: LiveInterest; changed: () => void }

/**
 * Asks again for what is under `queryKey`, of `accounts` only (the key's next part) if given, of
 * nobody's when null (`whose`), but for the queries `keep` keeps.
 */
function invalidate(
  client: QueryClient,
  queryKey: QueryKey,
  accounts?: ReadonlySet<string> | null,
  keep?: (query: Query) => boolean,
) {
  if (accounts === null) return
  void client.invalidateQueries({
    queryKey,
    predicate: (query) =>
      (accounts === undefined || accounts.has(String(query.queryKey[queryKey.length]))) &&
      !keep?.(query),
  })
}

/** Marks the cached answers under `prefix` as of `block`: nothing of theirs changed. */
function refreshAsOf(client: QueryClient, prefix: QueryKey, block: BlockEvent) {
  for (const query of client.getQueryCache().findAll({ queryKey: prefix })) {
    const data = query.state.data
    // Asked again already (its new answer says how fresh it is), or of another chain.
    if (query.state.isInvalidated || !isAsOfAnswer(data) || data.chainId !== block.chainId) continue
    if (data.asOf.blockNum < block.asOf.blockNum)
      client.setQueryData(query.queryKey, {
        ...data,
        asOf: block.asOf,
        catchingUp: block.catchingUp,
      })
  }
}

/**
 * The boards under `key` from a `hof` event's document, read with `parse` (a malformed one is
 * ignored). An answer on its way may be older than this one: it is dropped, not let overwrite it.
 */
function setBoards(client: QueryClient, key: QueryKey, parse: LiveInterest['hof'], data: unknown) {
  if (parse === undefined) return
  let boards: IndexedHof
  try {
    boards = parse(JSON.parse(String(data)))
  } catch {
    return
  }
  const set = () => client.setQueryData(key, boards)
  if (client.isFetching({ queryKey: key }) > 0)
    void client.cancelQueries({ queryKey: key }).then(set)
  else set()
}

type Channel = {
  listeners: Set<Listener>
  /** When the channel became live (`Date.now()`), 0 while it is not. */
  since: number
  add(listener: Listener): void
  close(): void
}

/** One indexer's channel for one query client (closures: their names minify, fields do not). */
function createChannel(client: QueryClient, network: Network, url: string): Channel {
  const listeners = new Set<Listener>()
  let source: Source | undefined
  let withHof = false
  let parseHof: LiveInterest['hof']
  let retry: ReturnType<typeof setTimeout> | undefined
  const hof = hofKey(network)
  const players = [...indexerKey(network), 'player']
  const activity = activitiesKey(network, 'indexer')

  const changed = () => {
    for (const listener of listeners) listener.changed()
  }

  const onBlock = (block: BlockEvent, open: boolean) => {
    if (channel.since === 0 && open) {
      // Live from now on: what was read before is asked again, but for the answers already as
      // of this block (and the boards, when their document comes with it).
      channel.since = Date.now()
      invalidate(
        client,
        indexerKey(network),
        undefined,
        (query) => isCurrent(query.state.data, block) || (withHof && sameKey(query.queryKey, hof)),
      )
      invalidate(client, activity)
      changed()
    }
    // With the boards on the channel, their document comes next; otherwise they are asked again.
    if (!(block.hof || block.reload)) refreshAsOf(client, hof, block)
    else if (!withHof) invalidate(client, hof)
    const everyone = block.ranks || block.reload
    if (everyone) invalidate(client, [...indexerKey(network), 'standing'])
    invalidate(client, players, whose(everyone, block.accounts))
    refreshAsOf(client, players, block)
    invalidate(client, activity, whose(block.reload, block.accounts))
  }

  const close = () => {
    source?.close()
    source = undefined
    clearTimeout(retry)
    retry = undefined
    channel.since = 0
  }

  const open = () => {
    close()
    withHof = [...listeners].some((listener) => listener.interest.hof !== undefined)
    const opened: Source = new EventSource(`${url}/v1/events${withHof ? '?hof=1' : ''}`)
    source = opened
    changed()
    opened.addEventListener('block', (event) => {
      const block = parseBlock(event.data)
      if (source === opened && block !== undefined) onBlock(block, opened.readyState === OPEN)
    })
    opened.addEventListener('hof', (event) => {
      if (source === opened) setBoards(client, hof, parseHof, event.data)
    })
    opened.addEventListener('error', () => {
      if (source !== opened) return
      // Closed: refused for good (an HTTP error, not an event stream); otherwise the browser
      // connects again by itself, and the first event after that makes the channel live again.
      if (opened.readyState === CLOSED) {
        close()
        retry = setTimeout(() => {
          retry = undefined
          if (listeners.size > 0) open()
        }, LIVE_RETRY_MS)
      }
      channel.since = 0
      changed()
    })
  }

  const channel: Channel = {
    listeners,
    since: 0,
    add(listener) {
      listeners.add(listener)
      parseHof = listener.interest.hof ?? parseHof
      // A screen that wants the boards on a channel opened without them: opened again with them.
      if (
        source === undefined ? retry === undefined : listener.interest.hof !== undefined && !withHof
      )
        open()
    },
    close,
  }
  return channel
}

function sameKey(a: QueryKey, b: QueryKey) {
  return a.length === b.length && a.every((part, i) => part === b[i])
}

const channels = new WeakMap<QueryClient, Map<string, Channel>>()

function channelOf(queryClient: QueryClient, network: Network): Channel | undefined {
  const url = network.indexerUrl
  return url === undefined ? undefined : channels.get(queryClient)?.get(url)
}

/**
 * Listens to `network`'s indexer channel (opening it for the first listener); `changed` is called
 * when it becomes live or stops being so. Returns the unsubscribe: the last one closes the
 * channel, unless another listener comes within the same task (a screen replaced by another
 * that listens too keeps the connection). Without an indexer or `EventSource`, nothing.
 */
export function listenIndexer(
  queryClient: QueryClient,
  network: Network,
  interest: LiveInterest,
  changed: () => void,
): () => void {
  const url = network.indexerUrl
  if (url === undefined || typeof EventSource === 'undefined') return () => {}
  let byUrl = channels.get(queryClient)
  if (byUrl === undefined) {
    byUrl = new Map()
    channels.set(queryClient, byUrl)
  }
  let channel = byUrl.get(url)
  if (channel === undefined) {
    channel = createChannel(queryClient, network, url)
    byUrl.set(url, channel)
  }
  const listener = { interest, changed }
  const open = channel
  const all = byUrl
  open.add(listener)
  return () => {
    open.listeners.delete(listener)
    queueMicrotask(() => {
      if (open.listeners.size > 0 || all.get(url) !== open) return
      open.close()
      all.delete(url)
    })
  }
}

/** Since when `network`'s channel has been live (`Date.now()`), 0 when it is not. */
export function liveSince(queryClient: QueryClient, network: Network): number {
  return channelOf(queryClient, network)?.since ?? 0
}

/**
 * What a screen's indexer query adds while the channel is live: no polling, and data read since
 * it became live stays fresh (the channel asks again for what changed); data read before is
 * stale, so a screen that mounts with it asks again.
 */
export type LiveQueryOptions = {
  refetchInterval?: false
  staleTime?: (query: { state: { dataUpdatedAt: number } }) => number
}

const POLLING: LiveQueryOptions = {}

/**
 * Keeps `network`'s live channel open while the calling screen is mounted (with the boards'
 * documents when `interest.hof` is given) and returns the options its indexer queries spread
 * after their own: none while the channel is not live, so they poll as they would without it.
 */
export function useIndexerLive(network: Network, interest: LiveInterest = {}): LiveQueryOptions {
  const queryClient = useQueryClient()
  const hof = interest.hof
  const subscribe = useCallback(
    (changed: () => void) => listenIndexer(queryClient, network, { hof }, changed),
    [queryClient, network, hof],
  )
  const since = useSyncExternalStore(
    subscribe,
    () => liveSince(queryClient, network),
    () => 0,
  )
  return useMemo(
    (): LiveQueryOptions =>
      since === 0
        ? POLLING
        : {
            refetchInterval: false,
            staleTime: (query) =>
              query.state.dataUpdatedAt >= since ? Number.POSITIVE_INFINITY : 0,
          },
    [since],
  )
}
