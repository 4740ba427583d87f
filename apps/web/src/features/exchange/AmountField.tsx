import { formatUnits, TOKEN_PRECISION, type Token } from '@dov/game/amount'
import { useId } from 'react'
import styles from './Exchange.module.css'

/**
 * A token's amount: the field (numbers as typed, checked by the row), Max (the whole balance; not
 * while the balance is unknown) and, when the amount cannot be sent, why, next to the field.
 */
export function AmountField({
  token,
  value,
  onChange,
  balance,
  error,
}: {
  token: Token
  value: string
  onChange: (value: string) => void
  balance: bigint | undefined
  /** Why the amount cannot be sent; undefined: it can, or nothing is typed yet. */
  error: string | undefined
}) {
  const inputId = useId()
  const errorId = useId()
  const invalid = error !== undefined
  return (
    <span className={styles.amount}>
      <label htmlFor={inputId} className="visually-hidden">
        {`${token} amount`}
      </label>
      <input
        id={inputId}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.0000"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        className={styles.max}
        disabled={balance === undefined}
        onClick={() => {
          if (balance !== undefined) onChange(formatUnits(balance, TOKEN_PRECISION))
        }}
      >
        Max
      </button>
      {invalid && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </span>
  )
}
