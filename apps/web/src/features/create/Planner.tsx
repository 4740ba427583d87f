import type { DivisionUnit, Zone } from '@dov/game/rows'
import { battlePlan } from '@dov/game/warRoom'
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo } from 'react'
import { fightSecsRead } from '../../chain/read/game/settings'
import { useStakingBalances } from '../../chain/read/staking/balances'
import { network } from '../../config/current'
import { BestDivisionPanel } from './BestDivisionPanel'
import styles from './Planner.module.css'
import { PlanStrip } from './PlanStrip'
import { planView } from './plan'
import type { BuilderReads } from './useBuilderReads'

/**
 * The battle planner, a lazy chunk of the builder: what the division being edited
 * would do in each of the 20 zones (`battlePlan`), the best zone marked, and the strongest
 * division the player's free cards can field in the chosen zone (`bestDivision`).
 */
export default function Planner({
  account,
  reads,
  units,
  zone,
  taken,
  disabled,
  onChoose,
  onUse,
}: {
  account: string
  reads: BuilderReads
  /** The division as the editor holds it (its draft, else what is saved). */
  units: readonly DivisionUnit[]
  /** The chosen zone, if any. */
  zone: Zone | undefined
  /** The other divisions' cards (saved or drafted): never proposed. */
  taken: ReadonlySet<string>
  /** The division is in a fight: nothing may change it. */
  disabled: boolean
  onChoose: (zoneId: number) => void
  onUse: (units: readonly DivisionUnit[]) => void
}) {
  const headingId = useId()
  // A balance that could not be read is unknown, not zero: no zone is then called unaffordable.
  const balances = useStakingBalances(account)
  const known = balances.known ? balances.data : undefined
  // The fight duration turns earnings per fight into per hour; unknown (loading, failed, no
  // settings row): no per-hour figure rather than a guessed one.
  const fightSecs = useQuery(fightSecsRead.query(network)).data ?? undefined
  const nameOf = useMemo(() => {
    const names = new Map<number, string>()
    for (const card of reads.cards)
      if (card.name.trim() !== '') names.set(card.template_id, card.name)
    return (templateId: number) => names.get(templateId)
  }, [reads.cards])
  const plan = useMemo(
    () =>
      planView(
        battlePlan(units, reads.cardsById, {
          zones: reads.zones,
          udata: reads.udata,
          wins: reads.wins,
          balances: known,
          fightSecs,
          nameOf,
        }),
        reads.zones,
        reads.wins ?? [],
      ),
    [units, reads.cardsById, reads.zones, reads.udata, reads.wins, known, fightSecs, nameOf],
  )

  return (
    <section className={styles.planner} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Battle planner
      </h2>
      <p className={styles.best} data-testid="plan-best">
        {plan.best === undefined
          ? 'Best zone: none. This division wins in no zone you can choose and pay for.'
          : `Best zone: ${plan.best}.`}
      </p>
      <PlanStrip cells={plan.cells} chosen={zone?.id} disabled={disabled} onChoose={onChoose} />
      <BestDivisionPanel
        key={`${zone?.id}`}
        reads={reads}
        zone={zone}
        taken={taken}
        disabled={disabled}
        nameOf={nameOf}
        onUse={onUse}
      />
    </section>
  )
}
