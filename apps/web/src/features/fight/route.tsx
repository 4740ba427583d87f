import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { useChainNow } from '../../chain/read/chainTime'
import { loadChunk } from '../../chunks'
import { paths } from '../../paths'
import { CardGrid } from '../../ui/CardGrid'
import { Notice } from '../../ui/Notice'
import { ReadsPending } from '../../ui/ReadsPending'
import styles from './Fight.module.css'
import { FightCard } from './FightCard'
import { useFight } from './useFight'

// The recent fights and division changes: a part of their own, loaded after the screen.
const Activity = lazy(() =>
  loadChunk('activity-part', () => import('../../widgets/activity/part')).catch(() => ({
    default: () => null,
  })),
)

/** Fight zone list screen (/fight): one card per division of the player. */
export function Component({ account }: { account: string }) {
  const fight = useFight(account)
  const now = useChainNow()
  if (fight.status !== 'ready') return <ReadsPending reads={fight} what="your divisions" />
  if (fight.cards.length === 0) {
    return (
      <Notice>
        <p>You have no division yet.</p>
        <p>
          <Link to={paths.create} className={styles.create}>
            Create a division
          </Link>
        </p>
      </Notice>
    )
  }
  return (
    <>
      <CardGrid minItemWidth="20rem" aria-label="Your divisions" className={styles.list}>
        {fight.cards.map((card) => (
          <li key={card.divID}>
            <FightCard
              card={card}
              choices={fight.choices.get(card.divID)}
              divisions={fight.divisions}
              now={now}
              account={account}
              plan={fight.plan}
            />
          </li>
        ))}
      </CardGrid>
      <Suspense fallback={null}>
        <Activity account={account} part="fight" />
      </Suspense>
    </>
  )
}
