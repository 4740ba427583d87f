import type { Token } from '@dov/game/amount'
import { toQuantity } from '@dov/game/quantity'
import { useState } from 'react'
import { useTransact } from '../../session/useTransact'
import { Button } from '../../ui/Button'
import { AmountField } from './AmountField'
import { balanceText, checkAmount, type ExchangeMode, totalText } from './amount'
import styles from './Exchange.module.css'
import { EXCHANGE_ACTION, exchangeAction } from './exchangeAction'

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
  const [input, setInput] = useState('')
  const { run, pending, isPending } = useTransact()
  const check = checkAmount(input, mode, balance, feePercent)
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
        <span data-testid={`${mode}-balance-${token}`}>{balanceText(balance, loading)}</span>
      </span>
      <AmountField
        token={token}
        value={input}
        onChange={setInput}
        balance={balance}
        // Checked as the player types: the reason shows next to the field and the action waits.
        error={input !== '' && !check.ok ? check.message : undefined}
      />
      <span className={styles.total}>
        <span className={styles.cellLabel}>Total</span>
        <span data-testid={`${mode}-total-${token}`}>{totalText(check)}</span>
      </span>
      <Button
        type="submit"
        busy={isPending(EXCHANGE_ACTION[mode], (data) => data.quantity.endsWith(` ${token}`))}
        disabled={pending || !check.ok}
        aria-label={`${label} ${token}`}
      >
        {label}
      </Button>
    </form>
  )
}
