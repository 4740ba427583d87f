import { displaySignedAmount } from '@dov/game/amount'
import { AmountText } from '../../ui/AmountText'
import type { ClaimReport } from './balanceCheck'
import styles from './ClaimAll.module.css'

/**
 * What the last claim did to the balances when the chain moved them by other amounts than shown
 * (`checkBalances`), with Dismiss; nothing otherwise. A claim as shown is told once, by the spec's
 * 'Transaction successfull' toast (and, for a fight, the battle report): rules in docs/rules.md
 * "One message per outcome".
 */
export function ReportStatus({
  report,
  onDismiss,
}: {
  report: ClaimReport | undefined
  onDismiss: () => void
}) {
  const moved = report?.kind === 'checked' && report.moves.length > 0 ? report : undefined
  return (
    <div role="status" className={styles.report} data-testid="claim-report">
      {moved !== undefined && (
        <>
          <p>Claimed, but the chain moved your balances by other amounts than shown:</p>
          <ul className={styles.moves}>
            {moved.moves.map((move) => {
              const amount = (units: bigint) => displaySignedAmount({ ...move, units })
              return (
                <li key={move.symbol}>
                  <AmountText
                    text={`${move.symbol}: ${amount(move.actual)} (shown ${amount(move.expected)})`}
                  />
                </li>
              )
            })}
          </ul>
          <button type="button" className={styles.link} onClick={onDismiss}>
            Dismiss
          </button>
        </>
      )}
    </div>
  )
}
