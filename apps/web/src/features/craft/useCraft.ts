import { craftList } from '@dov/game/craft'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { combineReads } from '../../chain/read/combine'
import { useStakingBalances } from '../../chain/read/staking/balances'
import { craftViews } from './craft'
import { craftQueries, templatesQuery } from './reads'

/** A read that has neither data nor failed yet. */
const waiting = (read: { data: unknown; isError: boolean }) =>
  read.data === undefined && !read.isError

/**
 * Everything the crafting screen shows for `account`. The recipes (`cdata`) must load: without
 * them the screen is an error with Retry. The templates, the owned assets and the in-game
 * balances are waited for, but when one fails the screen still shows the recipes: names fall
 * back to the template id, `Owned` to `-`, and with unknown balances the craft buttons wait
 * (a balance that could not be read is not 0); each is said on screen with a Retry.
 */
export function useCraft(account: string) {
  // The same queries the screen's prefetch started with its chunk (reads.ts).
  const queries = craftQueries(account)
  const cdata = useQuery(queries.cdata)
  const balances = useStakingBalances(account)
  const owned = useQuery(queries.owned)
  const ids = useMemo(
    () => craftList(cdata.data ?? []).map((item) => item.template_id),
    [cdata.data],
  )
  const templates = useQuery({ ...templatesQuery(ids), enabled: ids.length > 0 })

  const required = combineReads([cdata])
  const pending =
    balances.isLoading || [owned, ...(ids.length > 0 ? [templates] : [])].some(waiting)
  const status = required.status === 'ready' && pending ? 'loading' : required.status
  const known = balances.known ? balances.data : undefined

  const views = useMemo(
    () => craftViews(cdata.data ?? [], templates.data ?? [], known, owned.data),
    [cdata.data, templates.data, known, owned.data],
  )
  return {
    status,
    error: required.error,
    retry: required.retry,
    views,
    /** The in-game balances, undefined when they could not be read. */
    balances: known,
    retryBalances: balances.retry,
    /** Names, images or owned counts that could not be read. */
    detailsError:
      (templates.data === undefined ? templates.error : null) ??
      (owned.data === undefined ? owned.error : null),
    retryDetails: () => {
      if (templates.isError) void templates.refetch()
      if (owned.isError) void owned.refetch()
    },
  }
}
