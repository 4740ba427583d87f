import { divisionState, setupPayload } from '@dov/game/division'
import { lazy, Suspense, useId, useState } from 'react'
import { editDivision } from '../../chain/write/divsim'
import { claimFight, startFight } from '../../chain/write/game'
import { useTransact } from '../../session/useTransact'
import { Button } from '../../ui/Button'
import { Countdown } from '../../ui/Countdown'
import styles from './Fight.module.css'
import type { FightCardView } from './fight'

/** The dialog that asks before a fight the card warns of: a chunk of its own, most fights never ask. */
const ConfirmDialog = lazy(() =>
  import('../../ui/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
)

/**
 * The action of a division by its state (spec §4): `Fight` (`startfight`) when idle, with the
 * reasons it would be refused shown before signing; a countdown on the chain clock while it
 * fights; `Claim` (`claimfight`) once the time is up. After a claim the data reloads, so the card
 * returns to idle with the new victories, and the header with the new balances. A fight the card
 * warns of (`card.warning`: an expected Defeat, a loss in every token) asks first: Cancel sends
 * nothing, Confirm signs. A card whose picked zone (`card.zoneId`) is not the division's own
 * (`from`) moves it first: `editdivision` with the same units and the new zone, then `startfight`
 * there, in one transaction.
 */
export function FightAction({
  card,
  from = card.zoneId,
  now,
  account,
  warningId,
}: {
  card: FightCardView
  /** The zone the division is saved in, when the card shows another (picked) one. */
  from?: number
  now: number
  account: string
  /** The element saying why the fight is to be confirmed, when the card shows one. */
  warningId?: string
}) {
  const { run, pending, isPending } = useTransact()
  const reasonsId = useId()
  const [confirming, setConfirming] = useState(false)
  const state = divisionState(card.endTime, now)
  const ours = (data: { division_id: number }) => data.division_id === card.divID

  if (state.kind === 'fighting') {
    return (
      <p className={styles.fighting}>
        <span className={styles.label}>Fight ends in</span>{' '}
        <Countdown seconds={state.remaining} className={styles.countdown} />
      </p>
    )
  }
  if (state.kind === 'claim') {
    return (
      <Button
        className={styles.action}
        busy={isPending('claimfight', ours)}
        disabled={pending}
        onClick={() => void run([claimFight(account, card.divID)])}
      >
        Claim
      </Button>
    )
  }
  const blocked = card.blockers.length > 0
  const moving = from !== card.zoneId
  const send = startFight(account, card.divID, card.zoneId)
  const fight = () =>
    void run(
      moving
        ? [editDivision(account, card.divID, card.zoneId, setupPayload(card.units)), send]
        : [send],
    )
  const close = () => setConfirming(false)
  const describedBy = blocked ? reasonsId : card.warning ? warningId : undefined
  return (
    <>
      <Button
        className={styles.action}
        variant={card.warning ? 'secondary' : undefined}
        busy={isPending('startfight', ours)}
        disabled={pending || blocked}
        aria-describedby={describedBy}
        onClick={card.warning ? () => setConfirming(true) : fight}
      >
        {moving ? 'Move and fight' : 'Fight'}
      </Button>
      {blocked && (
        <ul id={reasonsId} className={styles.blockers}>
          {card.blockers.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={`Send ${card.title} to fight?`}
            confirmLabel="Confirm"
            onClose={close}
            onConfirm={fight}
          >
            {card.warning}
          </ConfirmDialog>
        </Suspense>
      )}
    </>
  )
}
