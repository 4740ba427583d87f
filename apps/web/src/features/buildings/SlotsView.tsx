import { BUILDING_SLOTS, buildingSlots } from '@dov/game/buildings'
import { type ComponentProps, Suspense, useEffect, useState } from 'react'
import { useChainNow } from '../../chain/read/chainTime'
import { lazyChunk } from '../../chunks'
import { BuildingCard } from './BuildingCard'
import styles from './Buildings.module.css'
import { EmptySlot } from './EmptySlot'
import type { BuildingsViewProps } from './useBuildings'

const loadAddDialog = () => import('./AddBuildingDialog')
const AddBuildingDialog = lazyChunk('add-building', loadAddDialog, 'AddBuildingDialog')

/**
 * The 4 building slots (spec §2): staked buildings fill them in order, free ones offer the add
 * popup. The countdowns run on the chain clock (`useChainNow`), so a card turns to 'Is Finished'
 * by itself; claiming is left to the player. A staked slot can take focus (`data-asset`): after
 * a stake from the popup, focus goes to the new card (the free slot that opened it is gone).
 */
export function SlotsView({ account, staked, unstaked }: BuildingsViewProps) {
  const [adding, setAdding] = useState(false)
  const [dialogMounted, setDialogMounted] = useState(false)
  // Fetch the popup's chunk once the slots are on screen, so the add control opens it at once.
  useEffect(() => {
    void loadAddDialog()
  }, [])

  return (
    <div className={styles.area}>
      <ol className={styles.slots} aria-label="Building slots">
        {buildingSlots(staked).map((view, index) => (
          <li
            key={view?.assetId ?? `free-${index}`}
            className={styles.slot}
            tabIndex={view === undefined ? undefined : -1}
            data-asset={view?.assetId}
          >
            {view === undefined ? (
              <EmptySlot
                onAdd={() => {
                  setDialogMounted(true)
                  setAdding(true)
                }}
              />
            ) : (
              <LiveBuildingCard view={view} account={account} />
            )}
          </li>
        ))}
      </ol>
      {staked.length > BUILDING_SLOTS && (
        <p>
          {staked.length - BUILDING_SLOTS} more staked buildings are listed in Stake many at once.
        </p>
      )}
      {dialogMounted && (
        <Suspense fallback={null}>
          <AddBuildingDialog
            open={adding}
            onClose={() => setAdding(false)}
            account={account}
            buildings={unstaked}
          />
        </Suspense>
      )}
    </div>
  )
}

/** A card on the chain clock: only it re-renders each second, not the slots or the popup. */
function LiveBuildingCard(props: Omit<ComponentProps<typeof BuildingCard>, 'now'>) {
  const now = useChainNow()
  return <BuildingCard {...props} now={now} />
}

/** Placeholder cards while the reads load. */
export function SlotsSkeleton() {
  return (
    <div className={styles.area}>
      <ol className={styles.slots} aria-label="Building slots" aria-busy="true">
        {Array.from({ length: BUILDING_SLOTS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: four fixed placeholders, never reordered
          <li key={index} className={styles.slot}>
            <div className={styles.skeleton} />
          </li>
        ))}
      </ol>
    </div>
  )
}
