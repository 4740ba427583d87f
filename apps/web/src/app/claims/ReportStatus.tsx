import { displaySignedAmount } from '@dov/game/amount'
import { AmountText } from '../../ui/AmountText'
import type { ClaimReport } from './balanceCheck'
import styles from './ClaimAll.module.css'

/** What the last claim did to the balances (`checkBalances`), or nothing; Dismiss once checked. */
export function ReportStatus({
  report,
  onDismiss,
}: {
  report: ClaimReport | undefined
  onDismiss: () => void
}) {
  return (
    <div role="status" className={styles.report} data-testid="claim-report">
      {report !== undefined && <ReportText report={report} />}
      {report !== undefined && report.kind !== 'checking' && (
        <button type="button" className={styles.link} onClick={onDismiss}>
          Dismiss
        </button>
      )}
    </div>
  )
}

function ReportText({ report }: { report: ClaimReport }) {
  if (report.kind === 'checking') return <p>Claimed. Checking your balances…</p>
  const list = report.shown.map(displaySignedAmount).join(', ')
  if (report.kind === 'unchecked') {
    return (
      <p>
        <AmountText
          text={`Claimed ${list}. Your balances could not be read to check it: see the header.`}
        />
      </p>
    )
  }
  if (report.moves.length === 0) {
    return (
      <p>
        <AmountText text={`Claimed: your balances moved by exactly ${list}, as shown.`} />
      </p>
    )
  }
  return (
    <>
      <p>Claimed, but the chain moved your balances by other amounts than shown:</p>
      <ul className={styles.moves}>
        {report.moves.map((move) => {
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
    </>
  )
}
