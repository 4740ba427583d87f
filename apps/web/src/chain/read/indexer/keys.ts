/**
 * The TanStack Query keys of the indexer's reads, in one place so that the live channel
 * (`events.ts`) changes exactly the entries the reads cache. The indexer's documents are keyed by
 * its URL (two indexers never share an answer); the activity is keyed by the network with its
 * source, like the chain's reads (`../../transport/keys.ts`), since a Hyperion API may serve it
 * instead.
 */
import type { Network } from '../../../config/network'
import { networkKey } from '../../transport/keys'
import type { ActivitySource } from './activityEntry'

/** Everything read from one indexer: `['indexer', url]`. */
export function indexerKey(network: Pick<Network, 'indexerUrl'>) {
  return ['indexer', network.indexerUrl ?? null] as const
}

/** `/v1/hof`'s boards. */
export function hofKey(network: Pick<Network, 'indexerUrl'>) {
  return [...indexerKey(network), 'hof'] as const
}

/** `/v1/standing` of `account`. */
export function standingKey(network: Pick<Network, 'indexerUrl'>, account: string | null) {
  return [...indexerKey(network), 'standing', account] as const
}

/** `/v1/player` of `account`. */
export function playerKey(network: Pick<Network, 'indexerUrl'>, account: string | null) {
  return [...indexerKey(network), 'player', account] as const
}

/** Every player's activity from `source`. */
export function activitiesKey(network: Pick<Network, 'chainId'>, source: ActivitySource | null) {
  return [...networkKey(network), 'activity', source] as const
}

/** Every page of `account`'s activity from `source`. */
export function activityKey(
  network: Pick<Network, 'chainId'>,
  source: ActivitySource | null,
  account: string,
) {
  return [...activitiesKey(network, source), account] as const
}
