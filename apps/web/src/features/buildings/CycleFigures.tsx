import { formatDelayHours } from '@dov/game/amount'
import type { CycleFlows } from '@dov/game/buildings'
import { Figure } from '../../ui/Figure'
import { Amounts } from './Amounts'

/** One cycle of an unstaked building with the player's tools: duration, inputs and outputs. */
export function CycleFigures({
  flows,
  layout,
  className,
}: {
  flows: CycleFlows
  layout?: 'inline' | 'stacked'
  className?: string
}) {
  return (
    <>
      <Figure label="Duration" layout={layout} className={className}>
        {formatDelayHours(flows.delay)} h
      </Figure>
      <Figure label="Consumes" layout={layout} className={className}>
        <Amounts amounts={flows.consumed} />
      </Figure>
      <Figure label="Produces" layout={layout} className={className}>
        <Amounts amounts={flows.produced} />
      </Figure>
    </>
  )
}
