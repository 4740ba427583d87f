import { divisionState } from '@dov/game/division'
import { useId } from 'react'
import { claimFight, startFight } from '../../chain/write/game'
import { useTransact } from '../../session/useTransact'
import { Button } from '../../ui/Button'
import { Countdown } from '../../ui/Countdown'
import styles from './Fight.module.css'
import type { FightCardView } from './fight'

/**
 * The action of a division by its state (spec §4): `Fight` (`startfight`) when idle, with the
 * reasons it would be refused shown before signing; a countdown on the chain clock while it
 * fights; `Claim` (`claimfight`) once the time is up. After a claim the data reloads, so the card
 * returns to idle with the new victories, and the header with the new balances.
 */
export function FightAction({
  card,
  now,
  account,
}: {
  card: FightCardView
  now: number
  account: string
}) {
  const { run, pending, isPending } = useTransact()
  const reasonsId = useId()
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
  return (
    <>
      <Button
        className={styles.action}
        busy={isPending('startfight', ours)}
        disabled={pending || blocked}
        aria-describedby={blocked ? reasonsId : undefined}
        onClick={() => void run([startFight(account, card.divID, card.zoneId)])}
      >
        Fight
      </Button>
      {blocked && (
        <ul id={reasonsId} className={styles.blockers}>
          {card.blockers.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </>
  )
}
