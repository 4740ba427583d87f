import { BUILDING_SLOTS } from '@dov/game/buildings'
import { ALL, type Choice, RARITY_CHOICES, UTILITY_CHOICES } from '@dov/game/filters'
import type { Rarity, Utility } from '@dov/game/rows'
import { useState } from 'react'
import { useChainNow } from '../../chain/read/chainTime'
import { claimBuildings, stakeBuildings, unstakeBuildings } from '../../chain/write/staking'
import { useTransact } from '../../session/useTransact'
import { Button } from '../../ui/Button'
import { Countdown } from '../../ui/Countdown'
import { Select } from '../../ui/Select'
import { ASSETS_UNSTAKED } from '../../ui/texts'
import screen from './Buildings.module.css'
import { ConfirmUnstake } from './ConfirmUnstake'
import { CycleFigures } from './CycleFigures'
import { matchesMachineFilter } from './filters'
import { MachineList, type MachineRow } from './MachineList'
import styles from './MachineStaking.module.css'
import { cardState, type StakedView, type UnstakedView } from './slots'
import type { BuildingsViewProps } from './useBuildings'

/**
 * The machine staking view (spec §2): type and rarity filters, the staked and the unstaked
 * building assets, several selected at once, and stake, claim and unstake actions that send
 * lists. Loaded lazily: it is not part of the first route's JavaScript.
 */
export function MachineStaking({ account, staked, unstaked }: BuildingsViewProps) {
  const [type, setType] = useState<Choice<Utility>>(ALL)
  const [rarity, setRarity] = useState<Choice<Rarity>>(ALL)
  const filter = { type, rarity }
  const free = Math.max(0, BUILDING_SLOTS - staked.length)

  return (
    <div className={styles.machines}>
      <div className={screen.filters}>
        <Select label="Type" value={type} options={UTILITY_CHOICES} onChange={setType} />
        <Select label="Rarity" value={rarity} options={RARITY_CHOICES} onChange={setRarity} />
      </div>
      <StakedList
        account={account}
        views={staked.filter((view) => matchesMachineFilter(view, filter))}
      />
      <UnstakedList
        account={account}
        items={unstaked.filter((item) => matchesMachineFilter(item.data, filter))}
        free={free}
      />
    </div>
  )
}

function StakedList({ account, views }: { account: string; views: readonly StakedView[] }) {
  // The chain clock lives here, so only the staked list re-renders each second.
  const now = useChainNow()
  const { run, pending, isPending } = useTransact()
  const [confirm, setConfirm] = useState<{ ids: string[]; clear: () => void } | null>(null)
  const finished = new Set<string>()
  const rows: MachineRow[] = views.map((view) => {
    const state = cardState(view, now)
    if (state.kind === 'finished') finished.add(view.assetId)
    return {
      id: view.assetId,
      label: `${view.name} #${view.assetId}`,
      content: (
        <div className={styles.rowBody} data-state={state.kind}>
          <span className={styles.name}>
            {view.name} <span className={styles.assetId}>#{view.assetId}</span>
          </span>
          <span className={styles.tags}>
            {view.type} ·{' '}
            <span className={styles.rarity} data-rarity={view.rarity}>
              {view.rarity}
            </span>
          </span>
          <span className={styles.state}>
            {state.kind === 'running' && (
              <>
                Will end in <Countdown seconds={state.remaining} />
              </>
            )}
            {state.kind === 'finished' && 'Is Finished'}
            {state.kind === 'unknown' && 'No production data'}
          </span>
          <CycleFigures
            amounts={state.kind === 'unknown' ? undefined : state}
            testIds
            className={styles.fact}
          />
        </div>
      ),
    }
  })

  return (
    <>
      <MachineList
        title="Staked buildings"
        rows={rows}
        empty="No assets to show"
        actions={(ids, clear) => {
          // Only finished buildings have something to claim: running ones are never sent.
          const claimable = ids.filter((id) => finished.has(id))
          return (
            <>
              <Button
                busy={isPending('claimmch')}
                disabled={pending || claimable.length === 0}
                onClick={() => {
                  // A refused claim (claimed meanwhile elsewhere) reloads in useTransact.
                  void run([claimBuildings(claimable)]).then((result) => result !== null && clear())
                }}
              >
                Claim selected ({claimable.length})
              </Button>
              <Button
                variant="danger"
                busy={isPending('deregmch')}
                disabled={pending || ids.length === 0}
                onClick={() => setConfirm({ ids, clear })}
              >
                Unstake selected ({ids.length})
              </Button>
              {ids.length > 0 && claimable.length === 0 && (
                <span className={styles.hint}>None of the selected buildings has finished.</span>
              )}
            </>
          )
        }}
      />
      <ConfirmUnstake
        open={confirm !== null}
        what={confirm?.ids.length === 1 ? '1 building' : `${confirm?.ids.length ?? 0} buildings`}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm === null) return
          setConfirm(null)
          void run([unstakeBuildings(account, confirm.ids)], { success: ASSETS_UNSTAKED }).then(
            (result) => result !== null && confirm.clear(),
          )
        }}
      />
    </>
  )
}

function UnstakedList({
  account,
  items,
  free,
}: {
  account: string
  items: readonly UnstakedView[]
  free: number
}) {
  const { run, pending, isPending } = useTransact()
  const rows: MachineRow[] = items.map(({ asset, data, flows }) => ({
    id: asset.asset_id,
    label: `${asset.name} #${asset.asset_id}`,
    content: (
      <div className={styles.rowBody}>
        <span className={styles.name}>
          {asset.name} <span className={styles.assetId}>#{asset.asset_id}</span>
        </span>
        <span className={styles.tags}>
          {data.type} · Fusion {asset.fusion} ·{' '}
          <span className={styles.rarity} data-rarity={data.rarity}>
            {data.rarity}
          </span>
        </span>
        <CycleFigures delay={flows.delay} amounts={flows} className={styles.fact} />
      </div>
    ),
  }))

  return (
    <MachineList
      title="Unstaked buildings"
      rows={rows}
      empty="No assets to show"
      actions={(ids, clear) => (
        <>
          <Button
            busy={isPending('regmch')}
            disabled={pending || ids.length === 0 || ids.length > free}
            onClick={() =>
              void run([stakeBuildings(account, ids)]).then((result) => result !== null && clear())
            }
          >
            Stake selected ({ids.length})
          </Button>
          <span className={styles.hint} aria-live="polite">
            {ids.length > free
              ? `Only ${free} of ${BUILDING_SLOTS} slots are free.`
              : `${free} of ${BUILDING_SLOTS} slots free`}
          </span>
        </>
      )}
    />
  )
}
