import { type Amount, formatDelayHours } from '@dov/game/amount'
import { formatExactDuration } from '@dov/game/time'
import { Figure } from '../../ui/Figure'
import { Amounts } from './Amounts'

/**
 * A building's cycle: duration, inputs and outputs. `delay` in seconds (`null`: unknown, shown as
 * '-'; left out: no Duration); `amounts` left out (no production data): no Consumes / Produces.
 * `testIds` marks the amounts `consumes` and `produces`.
 */
export function CycleFigures({
  delay,
  amounts,
  testIds = false,
  layout,
  className,
}: {
  delay?: number | null
  amounts?: { consumed: readonly Amount[]; produced: readonly Amount[] }
  testIds?: boolean
  layout?: 'inline' | 'stacked'
  className?: string
}) {
  return (
    <>
      {delay !== undefined && (
        <Figure label="Duration" layout={layout} className={className}>
          {delay === null ? (
            '-'
          ) : (
            <span title={`${formatDelayHours(delay)} h`}>{formatExactDuration(delay)}</span>
          )}
        </Figure>
      )}
      {amounts !== undefined && (
        <>
          <Figure
            label="Consumes"
            layout={layout}
            valueTestId={testIds ? 'consumes' : undefined}
            className={className}
          >
            <Amounts amounts={amounts.consumed} />
          </Figure>
          <Figure
            label="Produces"
            layout={layout}
            valueTestId={testIds ? 'produces' : undefined}
            className={className}
          >
            <Amounts amounts={amounts.produced} />
          </Figure>
        </>
      )}
    </>
  )
}
