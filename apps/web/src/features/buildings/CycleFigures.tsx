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
  /** One of the cycle's amounts; its test id is its label in lower case. */
  const flow = (label: 'Consumes' | 'Produces', flowAmounts: readonly Amount[]) => (
    <Figure
      label={label}
      layout={layout}
      valueTestId={testIds ? label.toLowerCase() : undefined}
      className={className}
    >
      <Amounts amounts={flowAmounts} />
    </Figure>
  )
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
          {flow('Consumes', amounts.consumed)}
          {flow('Produces', amounts.produced)}
        </>
      )}
    </>
  )
}
