import { formatDelayHours } from '@dov/game/amount'
import { ALL, type Choice, UTILITY_CHOICES } from '@dov/game/filters'
import { paginate } from '@dov/game/pagination'
import type { Utility } from '@dov/game/rows'
import { useId, useState } from 'react'
import { ChainImage } from '../../chain/read/ChainImage'
import { useTransact } from '../../chain/wallet/useTransact'
import { Modal } from '../../ui/Modal'
import { Pagination } from '../../ui/Pagination'
import { Select } from '../../ui/Select'
import styles from './AddBuildingDialog.module.css'
import { Amounts } from './Amounts'
import { stakeBuildings } from './actions'
import {
  FUSION_OPTIONS,
  type FusionOption,
  filterUnstaked,
  fusionChoice,
  type UnstakedView,
} from './slots'

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
  const [utility, setUtility] = useState<Choice<Utility>>(ALL)
  const [fusion, setFusion] = useState<FusionOption>(ALL)
  const [page, setPage] = useState(1)
  const [staking, setStaking] = useState<string | null>(null)
  const { run, pending } = useTransact()
  const shown = paginate(filterUnstaked(buildings, { utility, fusion: fusionChoice(fusion) }), page)

  const stake = (assetId: string) => {
    setStaking(assetId)
    void run([stakeBuildings(account, [assetId])]).then((result) => {
      setStaking(null)
      if (result !== null) onClose()
    })
  }

  return (
    <Modal open={open} onClose={onClose} title="Add a building" size="wide">
      <div className={styles.filters}>
        <Select
          label="Utility"
          value={utility}
          options={UTILITY_CHOICES}
          onChange={(value) => {
            setUtility(value)
            setPage(1)
          }}
        />
        <Select
          label="Fusion"
          value={fusion}
          options={FUSION_OPTIONS}
          onChange={(value) => {
            setFusion(value)
            setPage(1)
          }}
        />
      </div>
      {shown.items.length === 0 ? (
        <p className={styles.none}>No assets to show</p>
      ) : (
        <ul className={styles.grid} aria-label="Unstaked buildings">
          {shown.items.map((item) => (
            <li key={item.asset.asset_id}>
              <BuildingOption
                item={item}
                busy={pending && staking === item.asset.asset_id}
                disabled={pending}
                onStake={() => stake(item.asset.asset_id)}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={shown.page}
        pageCount={shown.pageCount}
        onPage={setPage}
        label="Building pages"
      />
    </Modal>
  )
}

function BuildingOption({
  item,
  busy,
  disabled,
  onStake,
}: {
  item: UnstakedView
  busy: boolean
  disabled: boolean
  onStake: () => void
}) {
  const detailsId = useId()
  const { asset, flows } = item
  return (
    <button
      type="button"
      className={styles.option}
      aria-label={`Stake ${asset.name} #${asset.asset_id}`}
      aria-describedby={detailsId}
      aria-busy={busy || undefined}
      disabled={disabled}
      onClick={onStake}
    >
      <ChainImage hash={asset.img} alt="" className={styles.image} />
      <span id={detailsId} className={styles.details}>
        <span className={styles.name}>{asset.name}</span>
        <span className={styles.assetId}>#{asset.asset_id}</span>
        <span className={styles.tags}>
          {asset.utility} · Fusion {asset.fusion} · {asset.rarity}
        </span>
        <span className={styles.fact}>
          <span className={styles.label}>Duration</span>{' '}
          <span>{formatDelayHours(flows.delay)} h</span>
        </span>
        <span className={styles.fact}>
          <span className={styles.label}>Consumes</span>{' '}
          <span>
            <Amounts amounts={flows.consumed} />
          </span>
        </span>
        <span className={styles.fact}>
          <span className={styles.label}>Produces</span>{' '}
          <span>
            <Amounts amounts={flows.produced} />
          </span>
        </span>
      </span>
    </button>
  )
}
