import { formatAsset, tryParseAsset } from '@dov/game/amount'
import type { BalanceRow } from '@dov/game/rows'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { Network } from '../../config/network'
import { assetsKey, networkKey, tableKey } from '../transport/keys'
import { changedReads, type KnownResult, knownResults } from '../write/changes'

/** What the keys of a network's reads are made of. */
export type KeyedNetwork = Pick<Network, 'chainId' | 'contracts' | 'collection'>

/**
 * The query keys a transaction of `actions` changes (`chain/write/changes.ts`): each a prefix
 * that reaches every read of a table, every scope and parameter; the whole network's when an
 * action's changes are not declared. Loaded by `reload.ts` with the first transaction.
 */
export function changedKeys(
  actions: readonly { name: string }[],
  network: KeyedNetwork,
): QueryKey[] {
  const changes = changedReads(actions)
  if (changes === 'everything') return [networkKey(network)]
  return changes.map((change) =>
    change.kind === 'assets'
      ? assetsKey(network, network.collection)
      : tableKey(network, network.contracts[change.contract], change.table),
  )
}

/**
 * Balance rows with `result` applied (its quantity added, taken or set); undefined when it cannot
 * be (a quantity that does not parse, a balance that would be less than none), which leaves the
 * rows to the re-read.
 */
function applied(rows: readonly BalanceRow[], result: KnownResult) {
  const amount = tryParseAsset(result.quantity)
  if (amount === undefined) return undefined
  const held = rows.map((row) => tryParseAsset(row.balance))
  const at = held.findIndex((asset) => asset?.symbol === amount.symbol)
  const total =
    result.sign === 0 ? amount.units : (held[at]?.units ?? 0n) + BigInt(result.sign) * amount.units
  const row = { balance: formatAsset({ ...amount, units: total }) }
  if (total < 0n) return undefined
  return at < 0 ? [...rows, row] : rows.map((old, i) => (i === at ? row : old))
}

/**
 * After a transaction: what the chain confirmed its actions did, where their data says it
 * (`knownResults`), is set in the cache at once, so screens show it before the re-read answers;
 * then the keys to read again (`changedKeys`), which confirm it. A refused transaction changed
 * nothing: only its keys are read again.
 */
export function afterTransaction(
  queryClient: QueryClient,
  actions: readonly { name: string; data?: unknown }[],
  confirmed: boolean,
  network: KeyedNetwork,
): QueryKey[] {
  const { staking, token } = network.contracts
  if (confirmed)
    for (const result of knownResults(actions, staking)) {
      const wallet = result.of === 'wallet'
      queryClient.setQueriesData<readonly BalanceRow[]>(
        {
          queryKey: [
            ...tableKey(network, wallet ? token : staking, wallet ? 'accounts' : 'balances'),
            result.account,
          ],
        },
        (rows) => (rows && applied(rows, result)) ?? rows,
      )
    }
  return changedKeys(actions, network)
}
