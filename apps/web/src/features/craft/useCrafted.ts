import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { startCraft } from '../../chain/write/staking'
import { useTransact } from '../../session/useTransact'
import { type Crafted, craftedAsset } from './crafted'
import { craftQueries } from './reads'

/** How long a confirmed craft's asset is looked for, reading the owned assets every `POLL_MS`. */
export const LOOK_MS = 30_000
const POLL_MS = 2_000

/**
 * Crafting and what it made. `craft` sends `startcraft` straight from the click (the wallet opens
 * inside it) and notes the assets owned at that moment; once the chain confirms, the transaction's
 * reload reads the owned assets again and `craftedAsset` finds the new one. An AtomicAssets API
 * behind the chain is read again every `POLL_MS`, for up to `LOOK_MS` after the confirmation. A
 * failed or declined craft changes nothing here (its toast says why); a previous result stays
 * until the next craft is confirmed.
 */
export function useCrafted(account: string) {
  const { run } = useTransact()
  const [crafted, setCrafted] = useState<Crafted | null>(null)
  // The screen's own owned-assets query (same key): this observer only adds the polling.
  const owned = useQuery({
    ...craftQueries(account).owned,
    refetchInterval: ({ state }) =>
      crafted !== null &&
      Date.now() < crafted.at + LOOK_MS &&
      !craftedAsset(crafted, state.data) &&
      POLL_MS,
  })
  return {
    crafted,
    asset: craftedAsset(crafted, owned.data),
    craft: (templateId: number, recipe: string) => {
      const before = owned.data && new Set(owned.data.map((a) => a.asset_id))
      void run([startCraft(account, templateId)]).then((sent) => {
        if (sent !== null) setCrafted({ templateId, recipe, before, at: Date.now() })
      })
    },
    dismiss: () => setCrafted(null),
  }
}
