import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router'
import { zoneWinsRead } from '../../chain/read/game/infos'
import { ownerDivisionsQuery } from '../../chain/read/game/sdivisions'
import { stakedBuildingsRead } from '../../chain/read/staking/buildings'
import { network } from '../../config/current'
import { paths } from '../../paths'
import { Button } from '../../ui/Button'
import styles from './FirstSteps.module.css'
import { firstSteps, firstStepsHint, firstStepsState, readMark, writeMark } from './steps'

/**
 * A new account's first steps (steps.ts), under the Ready bar: each ticked off from the
 * chain's tables as it is done (the bar's reads, so nothing more is asked of the node); hidden for good once all are done or when the player hides them. While the tables are
 * being read, or when a read fails, nothing shows: the steps are a help, not a state the player
 * needs.
 */
export function FirstSteps({ account }: { account: string }) {
  const [mark, setMark] = useState(() => readMark(network.chainId, account))
  const [hidden, setHidden] = useState(false)
  const titleId = useId()
  const enabled = mark !== 'done' && mark !== 'not-new' && !hidden
  const staked = useQuery({ ...stakedBuildingsRead.query(network, account), enabled })
  const divisions = useQuery({ ...ownerDivisionsQuery(network, account), enabled })
  const wins = useQuery({ ...zoneWinsRead.query(network, account), enabled })
  const steps =
    staked.data && divisions.data && wins.data
      ? firstSteps({
          staked: staked.data.length,
          divisions: divisions.data,
          wins: wins.data,
          paths,
        })
      : undefined
  const state = steps === undefined ? undefined : firstStepsState(mark, steps)
  const remember = state?.remember ?? null

  useEffect(() => {
    if (remember === null) return
    writeMark(network.chainId, account, remember)
    // A newcomer stays one while the steps are ticked off; `done` is for the next visit, so the
    // ticked list shows once.
    if (remember === 'new') setMark('new')
  }, [account, remember])

  if (!enabled || steps === undefined || state === undefined || !state.show) return null
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        First steps
      </h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.label} className={styles.step} data-done={step.done || undefined}>
            <span className={styles.mark} aria-hidden="true">
              {step.done ? '✓' : ''}
            </span>
            {step.done ? step.label : <Link to={step.to}>{step.label}</Link>}
            <span className={styles.state}>{step.done ? 'Done' : 'To do'}</span>
          </li>
        ))}
      </ol>
      <p className={styles.hint}>{firstStepsHint(steps)}</p>
      <Button
        variant="secondary"
        onClick={() => {
          writeMark(network.chainId, account, 'done')
          setHidden(true)
        }}
      >
        Hide these steps
      </Button>
    </section>
  )
}
