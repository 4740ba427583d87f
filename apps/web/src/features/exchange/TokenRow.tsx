import { formatTokenUnits, formatUnits, TOKEN_PRECISION, type Token } from '@dov/game/amount'
import { toQuantity } from '@dov/game/quantity'
import { useId, useState } from 'react'
import { withdraw } from '../../chain/write/staking'
import { deposit } from '../../chain/write/token'
import { useTransact } from '../../session/useTransact'
import { Button } from '../../ui/Button'
import { checkAmount, type ExchangeMode } from './amount'
import styles from './Exchange.module.css'

function exchangeAction(mode: ExchangeMode, account: string, quantity: string) {
  return mode === 'deposit' ? deposit(account, quantity) : withdraw(account, quantity)
}

/** One token: balance, amount input (checked before signing), total, and the action. */
export function TokenRow({
  account,
  token,
  mode,
  balance,
  loading,
  feePercent,
}: {
  account: string
  token: Token
  mode: ExchangeMode
  /** undefined: the balance could not be read (unknown, never shown or checked as 0). */
  balance: bigint | undefined
  loading: boolean
  feePercent: number | undefined
}) {
  const inputId = useId()
  const errorId = useId()
  const [input, setInput] = useState('')
  const { run, pending, isPending } = useTransact()
  const check = checkAmount(input, mode, balance, feePercent)
  // Checked as the player types: the reason shows next to the field and the action waits.
  const showError = input !== '' && !check.ok
  const label = mode === 'deposit' ? 'Deposit' : 'Withdraw'

  return (
    <form
      className={styles.row}
      aria-label={token}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!check.ok) return
        // Straight from the submit: the wallet opens with nothing awaited before it.
        void run([exchangeAction(mode, account, toQuantity(input, token))]).then((result) => {
          if (result !== null) {
            setInput('')
          }
        })
      }}
    >
      <span className={styles.token} data-token={token}>
        {token}
      </span>
      <span className={styles.balance}>
        <span className={styles.cellLabel}>Balance</span>
        <span data-testid={`${mode}-balance-${token}`}>
          {loading ? '…' : balance === undefined ? 'unknown' : formatTokenUnits(balance)}
        </span>
      </span>
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
          value={input}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? errorId : undefined}
          onChange={(event) => setInput(event.target.value)}
        />
        <button
          type="button"
          className={styles.max}
          disabled={balance === undefined}
          onClick={() => {
            if (balance !== undefined) setInput(formatUnits(balance, TOKEN_PRECISION))
          }}
        >
          Max
        </button>
        {showError && (
          <span id={errorId} className={styles.error} role="alert">
            {check.message}
          </span>
        )}
      </span>
      <span className={styles.total}>
        <span className={styles.cellLabel}>Total</span>
        <span data-testid={`${mode}-total-${token}`}>
          {check.total === undefined ? '-' : formatTokenUnits(check.total)}
        </span>
      </span>
      <Button
        type="submit"
        busy={isPending(mode === 'deposit' ? 'transfer' : 'withdraw', (data) =>
          data.quantity.endsWith(` ${token}`),
        )}
        disabled={pending || !check.ok}
        aria-label={`${label} ${token}`}
      >
        {label}
      </Button>
    </form>
  )
}
