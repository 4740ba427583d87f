/**
 * TanStack Query keys of every chain read, namespaced so a transaction can invalidate exactly what
 * it changed:
 *
 * - `['chain']`: everything read from the chain and the asset API (e.g. on logout or account switch).
 * - `['chain', 'table', contract, table]`: one table, every scope and parameter
 *   (e.g. after `withdraw`: `tableKey(network.contracts.staking, 'balances')`).
 * - `['chain', 'table', contract, table, scope, params]`: one read.
 * - `['chain', 'atomic', 'assets', collection, owner?]`: owned assets (after stake, craft, …).
 * - `['chain', 'atomic', 'templates', collection]`: craft templates.
 * - `['chain', 'info']`: the heads behind the chain clock.
 */

export type KeyParams = Readonly<
  Record<string, string | number | boolean | null | readonly string[]>
>

export const chainKey = ['chain'] as const

export function tableKey(contract: string, table: string) {
  return ['chain', 'table', contract, table] as const
}

export function tableQueryKey(
  contract: string,
  table: string,
  scope: string | null,
  params: KeyParams = {},
) {
  return ['chain', 'table', contract, table, scope, params] as const
}

export function assetsKey(collection: string, owner?: string | null) {
  return owner === undefined
    ? (['chain', 'atomic', 'assets', collection] as const)
    : (['chain', 'atomic', 'assets', collection, owner] as const)
}

export function templatesKey(collection: string) {
  return ['chain', 'atomic', 'templates', collection] as const
}

export const chainInfoKey = ['chain', 'info'] as const

/** The key of one table read (`tableQueryKey`'s), the default key type of a read hook's options. */
export type TableReadKey = ReturnType<typeof tableQueryKey>
