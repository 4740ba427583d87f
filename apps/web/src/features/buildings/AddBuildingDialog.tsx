import { ALL, type Choice, FUSION_CHOICES, UTILITY_CHOICES } from '@dov/game/filters'
import { paginate } from '@dov/game/pagination'
import type { Fusion, Utility } from '@dov/game/rows'
import { useState } from 'react'
import { holdsAsset } from '../../chain/write/action'
import { stakeBuildings } from '../../chain/write/staking'
import { useTransact } from '../../session/useTransact'
import { Modal } from '../../ui/Modal'
import { PagedCardGrid } from '../../ui/PagedCardGrid'
import { Select } from '../../ui/Select'
import { AssetChoice } from '../../widgets/AssetChoice'
import styles from './Buildings.module.css'
import { CycleFigures } from './CycleFigures'
import { filterUnstaked } from './filters'
import type { UnstakedView } from './slots'

/** The popup's filters: a building's utility and fusion. */
type Filter = { utility: Choice<Utility>; fusion: Choice<Fusion> }

/**
 * Focuses the slot of a staked asset (SlotsView's `data-asset`) once the reads that follow the
 * transaction show it, for up to 10 s: the free slot that opened the popup, where focus returned,
 * is gone by then.
 */
function focusSlotOf(assetId: string) {
  const started = performance.now()
  const look = () => {
    const slot = document.querySelector<HTMLElement>(`[data-asset="${CSS.escape(assetId)}"]`)
    if (slot !== null) slot.focus()
    else if (performance.now() - started < 10_000) requestAnimationFrame(look)
  }
  look()
}

/**
 * The add popup (spec §2): unstaked building assets, 4 a page, filtered by Utility and Fusion;
 * clicking a card stakes it (`regmch`). X, Escape and the backdrop close it (Modal). Loaded
 * lazily: it is not part of the first route's JavaScript.
 */
export function AddBuildingDialog({
  open,
  onClose,
  account,
  buildings,
}: {
  open: boolean
  onClose: () => void
  account: string
  buildings: readonly UnstakedView[]
}) {
  const [filter, setFilter] = useState<Filter>({ utility: ALL, fusion: ALL })
  const [page, setPage] = useState(1)
  const { run, pending, isPending } = useTransact()
  const shown = paginate(filterUnstaked(buildings, filter), page)

  const change = <K extends keyof Filter>(key: K, value: Filter[K]) => {
    setFilter((current) => ({ ...current, [key]: value }))
    setPage(1)
  }

  const stake = (assetId: string) => {
    void run([stakeBuildings(account, [assetId])]).then((result) => {
      if (result === null) return
      onClose()
      focusSlotOf(assetId)
    })
  }

  return (
    <Modal open={open} onClose={onClose} title="Add a building" size="wide">
      <div className={styles.filters}>
        <Select
          label="Utility"
          value={filter.utility}
          options={UTILITY_CHOICES}
          onChange={(value) => change('utility', value)}
        />
        <Select
          label="Fusion"
          value={filter.fusion}
          options={FUSION_CHOICES}
          onChange={(value) => change('fusion', value)}
        />
      </div>
      <PagedCardGrid
        page={shown}
        onPage={setPage}
        pagesLabel="Building pages"
        aria-label="Unstaked buildings"
        minItemWidth="11rem"
        itemKey={(item) => item.asset.asset_id}
      >
        {({ asset, flows }) => (
          <AssetChoice
            action="stake"
            asset={asset}
            tags={
              <>
                {asset.utility} · Fusion {asset.fusion}
              </>
            }
            rarity={asset.rarity}
            busy={isPending('regmch', holdsAsset(asset.asset_id))}
            disabled={pending}
            onClick={() => stake(asset.asset_id)}
          >
            <CycleFigures delay={flows.delay} amounts={flows} layout="stacked" />
          </AssetChoice>
        )}
      </PagedCardGrid>
    </Modal>
  )
}
