import { Button } from '../../ui/Button'
import { CardGrid } from '../../ui/CardGrid'
import { ErrorNotice } from '../../ui/ErrorNotice'
import { Notice } from '../../ui/Notice'
import { ReadsPending } from '../../ui/ReadsPending'
import styles from './Craft.module.css'
import { CraftCard } from './CraftCard'
import { InGameBalances } from './InGameBalances'
import { useCraft } from './useCraft'

/** Crafting screen (/craft): the first 6 recipes of `cdata`, each with its craft button. */
export function Component({ account }: { account: string }) {
  const craft = useCraft(account)

  if (craft.status !== 'ready') return <ReadsPending reads={craft} what="the crafts" />

  return (
    <div className={styles.craft}>
      {craft.balances === undefined ? (
        <Notice tone="error">
          <p>
            Your in-game balances could not be read. The costs cannot be checked until they are.
          </p>
          <Button onClick={craft.retryBalances}>Retry</Button>
        </Notice>
      ) : (
        <InGameBalances balances={craft.balances} />
      )}
      {craft.detailsError !== null && (
        <ErrorNotice
          title="Some names, images or owned counts could not be loaded."
          error={craft.detailsError}
          onRetry={craft.retryDetails}
        />
      )}
      <section aria-labelledby="craft-items">
        <h2 id="craft-items" className={styles.heading}>
          Craftable items
        </h2>
        {craft.views.length === 0 ? (
          <p className={styles.none}>No assets to show</p>
        ) : (
          <CardGrid minItemWidth="17rem">
            {craft.views.map((view) => (
              <li key={view.templateId}>
                <CraftCard view={view} account={account} />
              </li>
            ))}
          </CardGrid>
        )}
      </section>
    </div>
  )
}
