import { Button } from '../../ui/Button'
import { CardGrid } from '../../ui/CardGrid'
import { ErrorNotice } from '../../ui/ErrorNotice'
import { Notice } from '../../ui/Notice'
import { ReadsPending } from '../../ui/ReadsPending'
import styles from './Craft.module.css'
import { CraftCard } from './CraftCard'
import { CraftedNotice } from './CraftedNotice'
import { InGameBalances } from './InGameBalances'
import { useCraft } from './useCraft'
import { useCrafted } from './useCrafted'

/**
 * Crafting screen (/craft): the first 6 recipes of `cdata`, each with its craft button, and what
 * the last craft made above them.
 */
export function Component({ account }: { account: string }) {
  const craft = useCraft(account)
  const crafted = useCrafted(account)

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
        {/* Focusable: the notice's Dismiss gives it the focus. */}
        <h2 id="craft-items" className={styles.heading} tabIndex={-1}>
          Craftable items
        </h2>
        <CraftedNotice {...crafted} />
        {craft.views.length === 0 ? (
          <p className={styles.none}>No assets to show</p>
        ) : (
          <CardGrid minItemWidth="17rem">
            {craft.views.map((view) => (
              <li key={view.templateId}>
                <CraftCard view={view} onCraft={() => crafted.craft(view.templateId, view.name)} />
              </li>
            ))}
          </CardGrid>
        )}
      </section>
    </div>
  )
}
