import { Link } from 'react-router'
import { paths } from '../../paths'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'
import { ReadsPending } from '../../ui/ReadsPending'
import styles from './Economy.module.css'
import { EconomyChart } from './EconomyChart'
import { SourcesTable } from './SourcesTable'
import { TokenTable } from './TokenTable'
import { useEconomy } from './useEconomy'

/**
 * Economy at a glance (/economy): per token, what the staked buildings produce and
 * consume per hour with the tools' buffs and what the divisions earn and spend per hour of
 * fighting, as a chart and as tables, then where each figure comes from.
 */
export function Component({ account }: { account: string }) {
  const economy = useEconomy(account)
  if (economy.status !== 'ready') return <ReadsPending reads={economy} what="your economy" />
  const { view } = economy
  if (view.empty) {
    return (
      <Notice>
        <p>
          You have no building staked and no division in a zone yet: nothing produces or fights.
        </p>
        <p className={styles.links}>
          <Link to={paths.buildings}>Stake a building</Link>
          <Link to={paths.create}>Build a division</Link>
        </p>
      </Notice>
    )
  }

  return (
    <div className={styles.economy}>
      <section aria-labelledby="economy-tokens" className={styles.panel}>
        <h2 id="economy-tokens" className={styles.heading}>
          Per hour, by token
        </h2>
        <p className={styles.scope}>{view.scope}</p>
        <p className={styles.scope}>
          {view.tools.length === 0
            ? 'No tool staked: no buffs.'
            : `Tools in effect: ${view.tools.join('; ')}.`}
        </p>
        {view.fightingUnknown !== undefined && (
          <div className={styles.unknown} role="status">
            <p>{view.fightingUnknown}</p>
            <Button variant="secondary" onClick={economy.retryFightSecs}>
              Retry
            </Button>
          </div>
        )}
        <div className={styles.figures}>
          <EconomyChart tokens={view.tokens} label={view.chartLabel} />
          <TokenTable tokens={view.tokens} />
        </div>
        {view.tokens.some((token) => token.lasts) && (
          <ul className={styles.lasts} aria-label="How long your tokens last">
            {view.tokens.map(
              (token) =>
                token.lasts && (
                  <li key={token.symbol} data-testid={`lasts-${token.symbol}`}>
                    {token.lasts}
                  </li>
                ),
            )}
          </ul>
        )}
      </section>
      <section aria-labelledby="economy-sources" className={styles.panel}>
        <h2 id="economy-sources" className={styles.heading}>
          Where it comes from
        </h2>
        <SourcesTable buildings={view.buildings} divisions={view.divisions} />
      </section>
    </div>
  )
}
