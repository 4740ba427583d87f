/**
 * The crafting screen's first reads, as query options: `useCraft` reads them, and `prefetch`
 * (loaded by the shell as a chunk of its own, beside the screen's chunk) starts them while the
 * screen's code is still on its way. The templates (names and images) need the recipes' ids, so
 * they start as soon as `cdata` arrives. The in-game balances are the shell's (header) read.
 */
import { craftList } from '@dov/game/craft'
import type { QueryClient } from '@tanstack/react-query'
import { ownedAssetsQuery } from '../../chain/read/atomic/assets'
import { craftTemplatesQuery } from '../../chain/read/atomic/templates'
import { stakingBalancesRead } from '../../chain/read/staking/balances'
import { craftDataRead } from '../../chain/read/staking/cdata'
import { network } from '../../config/current'

export function craftQueries(account: string) {
  return {
    cdata: craftDataRead.query(network),
    balances: stakingBalancesRead.query(network, account),
    /** Every schema: a recipe may make a unit, a building or a tool. */
    owned: ownedAssetsQuery(network, account),
  }
}

/** The templates of the recipes shown (the first 6). */
export function templatesQuery(templateIds: readonly number[]) {
  return craftTemplatesQuery(network, templateIds)
}

export function prefetch(queryClient: QueryClient, account: string | null): void {
  if (account === null) return
  const queries = craftQueries(account)
  void queryClient.prefetchQuery(queries.owned)
  queryClient.fetchQuery(queries.cdata).then(
    (cdata) => {
      const ids = craftList(cdata).map((item) => item.template_id)
      if (ids.length > 0) void queryClient.prefetchQuery(templatesQuery(ids))
    },
    () => {
      // The screen reads again when it renders; its own error state shows a failure.
    },
  )
}
