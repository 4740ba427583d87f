import { TOKENS } from '@dov/game/amount'
import { balanceUnits } from '@dov/game/balances'
import { feeLabel } from '@dov/game/withdraw'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useStakingBalances } from '../../chain/read/staking/balances'
import { configsRead } from '../../chain/read/staking/configs'
import { useTokenBalances } from '../../chain/read/token/accounts'
import { network } from '../../config/current'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'
import type { ExchangeMode } from './amount'
import styles from './Exchange.module.css'
import { TokenRow } from './TokenRow'

/** Token exchange (/exchange): deposit wallet tokens into the game, or withdraw them less a fee. */
export function Component({ account }: { account: string }) {
  const [mode, setMode] = useState<ExchangeMode>('deposit')
  const wallet = useTokenBalances(account)
  const inGame = useStakingBalances(account)
  const configs = useQuery(configsRead.query(network))
  const config = configs.data?.[0]
  const source = mode === 'deposit' ? wallet : inGame

  return (
    <section className={styles.exchange} aria-label="Token exchange">
      <fieldset className={styles.switches}>
        <legend className="visually-hidden">Exchange direction</legend>
        {(['deposit', 'withdraw'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={styles.switch}
            aria-pressed={mode === option}
            onClick={() => setMode(option)}
          >
            {option === 'deposit' ? 'Deposit' : 'Withdraw'}
          </button>
        ))}
      </fieldset>
      <p className={styles.hint}>
        {mode === 'deposit'
          ? 'Move tokens from your wallet into the game.'
          : 'Move in-game tokens back to your wallet.'}
        {mode === 'withdraw' && (
          <span className={styles.fee}>
            FEE <strong data-testid="withdraw-fee">{feeLabel(config)}</strong>
          </span>
        )}
      </p>
      {!source.known && !source.isLoading && (
        <Notice tone="error">
          <p>
            {mode === 'deposit'
              ? 'Your wallet balances could not be read.'
              : 'Your in-game balances could not be read.'}{' '}
            Amounts cannot be checked until they are.
          </p>
          <Button onClick={source.retry}>Retry</Button>
        </Notice>
      )}
      <div className={styles.table}>
        <div className={styles.head} aria-hidden="true">
          <span>Token</span>
          <span>Balance</span>
          <span>Amount</span>
          <span>Total</span>
          <span />
        </div>
        {TOKENS.map((token) => (
          <TokenRow
            key={`${mode}-${token}`}
            account={account}
            token={token}
            mode={mode}
            balance={source.known ? balanceUnits(source.data, token) : undefined}
            loading={source.isLoading}
            feePercent={config?.wfee}
          />
        ))}
      </div>
    </section>
  )
}
