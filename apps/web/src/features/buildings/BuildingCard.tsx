import { Suspense, useState } from 'react'
import { holdsAsset } from '../../chain/write/action'
import { claimBuildings, unstakeBuildings } from '../../chain/write/staking'
import { lazyChunk } from '../../chunks'
import { useTransact } from '../../session/useTransact'
import { AssetCard } from '../../ui/AssetCard'
import { Button } from '../../ui/Button'
import { Countdown } from '../../ui/Countdown'
import { ASSETS_UNSTAKED } from '../../ui/texts'
import { ChainImage } from '../../widgets/ChainImage'
import styles from './Buildings.module.css'
import { CycleFigures } from './CycleFigures'
import { cardState, type StakedView } from './slots'

/** The confirmation loads on the first Disassemble click: most visits never open it. */
const ConfirmUnstake = lazyChunk(
  'confirm-unstake',
  () => import('./ConfirmUnstake'),
  'ConfirmUnstake',
)

/**
 * A staked building: image, asset id, duration in hours; running ('Will end in' and a countdown
 * on the chain clock) or finished ('Is Finished' and Claim, only ever on the player's click);
 * Disassemble unstakes this one asset.
 */
export function BuildingCard({
  view,
  now,
  account,
}: {
  view: StakedView
  now: number
  account: string
}) {
  const { run, pending, isPending } = useTransact()
  const [confirming, setConfirming] = useState(false)
  // Mounted from the first Disassemble on (its chunk loads then), so the dialog closes as before.
  const [asked, setAsked] = useState(false)
  const state = cardState(view, now)

  return (
    <AssetCard
      name={view.name}
      assetId={view.assetId}
      mint={view.mint}
      image={(className) => <ChainImage hash={view.img} alt="" className={className} />}
      layout="tile"
      tone={state.kind === 'finished' ? 'success' : undefined}
    >
      <div className={styles.facts}>
        <CycleFigures
          delay={view.flows === undefined ? null : view.flows.delay}
          amounts={state.kind === 'unknown' ? undefined : state}
          testIds
        />
      </div>
      {state.kind === 'running' && (
        <p className={styles.status}>
          Will end in <Countdown seconds={state.remaining} />
        </p>
      )}
      {state.kind === 'finished' && (
        <p className={styles.status} data-finished>
          Is Finished
          {state.cycles > 1 && <span> ({state.cycles} cycles)</span>}
        </p>
      )}
      {state.kind === 'unknown' && (
        <p className={styles.status}>This building has no production data.</p>
      )}
      <div className={styles.actions}>
        {state.kind === 'finished' && (
          <Button
            busy={isPending('claimmch', holdsAsset(view.assetId))}
            disabled={pending}
            onClick={() => {
              // A refused claim (claimed meanwhile elsewhere) reloads in useTransact.
              void run([claimBuildings([view.assetId])])
            }}
          >
            Claim
          </Button>
        )}
        <Button
          variant="danger"
          busy={isPending('deregmch', holdsAsset(view.assetId))}
          disabled={pending}
          onClick={() => {
            setAsked(true)
            setConfirming(true)
          }}
        >
          Disassemble
        </Button>
      </div>
      {asked && (
        <Suspense fallback={null}>
          <ConfirmUnstake
            open={confirming}
            what={`${view.name} #${view.assetId}`}
            onClose={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false)
              void run([unstakeBuildings(account, [view.assetId])], { success: ASSETS_UNSTAKED })
            }}
          />
        </Suspense>
      )}
    </AssetCard>
  )
}
