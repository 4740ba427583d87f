import { type Mutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { accountResourcesKey, accountResourcesQuery } from '../../chain/read/account'
import { useZoneWins } from '../../chain/read/game/infos'
import { type Resource, resourceShortOf } from '../../chain/wallet/resources'
import { TRANSACT_KEY } from '../../chain/wallet/transaction'
import { network } from '../../config/current'
import { playerPath } from '../../paths'
import { Button } from '../../ui/Button'
import { ErrorDetails } from '../../ui/ErrorDetails'
import styles from './AccountMenu.module.css'
import { RESOURCE_PROBLEMS, resourceRows, waxText } from './accountResources'

type Problem = { resource: Resource; message: string; at: number }

/**
 * The last transaction, when the chain (or the wallet) refused it for want of CPU, NET or RAM:
 * from the transaction mutations' state (`TRANSACT_KEY`), no state here. A later transaction,
 * sent or in flight, ends it.
 */
function useResourceProblem(): Problem | undefined {
  const transactions = useMutationState({
    filters: { mutationKey: TRANSACT_KEY },
    select: (mutation: Mutation<unknown, unknown, unknown>) => mutation.state,
  })
  const last = transactions.at(-1)
  const resource = last?.status === 'error' ? resourceShortOf(last.error) : undefined
  return last === undefined || resource === undefined
    ? undefined
    : { resource, message: (last.error as Error).message, at: last.submittedAt }
}

/** How old a refusal may be, when the menu first shows, and still open it. */
const RECENT_MS = 60_000

/** A refusal for want of a resource: what it means, what to do, and the chain's words. */
function ProblemNotice({ problem }: { problem: Problem }) {
  const words = RESOURCE_PROBLEMS[problem.resource]
  return (
    <div className={styles.problem} role="alert">
      <p className={styles.problemTitle}>{words.title}</p>
      <p>{words.advice}</p>
      <ErrorDetails message={problem.message} />
    </div>
  )
}

/**
 * The header's account menu: a button that opens the account's WAX and its CPU, NET and RAM use
 * (`get_account`, read only while open). A transaction refused for want of one of them opens it
 * with what that means and what to do. A lazy chunk, loaded once a player is logged in, so the
 * first route does not carry it; a failed read shows `unknown` and Retry, never a zero.
 */
export default function AccountMenu({ account }: { account: string }) {
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const queryClient = useQueryClient()
  const problem = useResourceProblem()
  // A refusal older than the menu is not news, unless it is recent: on a slow network the menu's
  // chunk may arrive after the player's first transaction was refused. A newer one opens it.
  const [before] = useState(() =>
    problem !== undefined && Date.now() - problem.at > RECENT_MS ? problem.at : 0,
  )
  const [seen, setSeen] = useState(before)
  const [dismissed, setDismissed] = useState(before)
  if (problem !== undefined && problem.at > seen) {
    setSeen(problem.at)
    setOpen(true)
  }
  const shownProblem = problem !== undefined && problem.at > dismissed ? problem : undefined
  const problemAt = problem?.at
  useEffect(() => {
    // The refusal changed what the chain says of the account: read it again.
    if (problemAt !== undefined)
      void queryClient.invalidateQueries({ queryKey: accountResourcesKey(network, account) })
  }, [problemAt, queryClient, account])

  const close = () => {
    setOpen(false)
    if (problem !== undefined) setDismissed(problem.at)
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the panel from the button or anywhere inside it; nothing is activated
    <div
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        close()
        button.current?.focus()
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {/* A person, for a phone's header, where the word would squeeze the balances. */}
        <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="5" r="3" />
          <path d="M2 15c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5z" />
        </svg>
        <span className={styles.label}>Account</span>
      </button>
      {open && (
        <section id={panelId} className={styles.panel} aria-label="Account">
          <h2 className={styles.name}>{account}</h2>
          <AccountRank account={account} />
          <Link className={styles.page} to={playerPath(account)} onClick={close}>
            Your commander page
          </Link>
          {shownProblem !== undefined && <ProblemNotice problem={shownProblem} />}
          <AccountFigures account={account} />
        </section>
      )}
    </div>
  )
}

/** A rank's words: a chunk of its own (`widgets/RankText`); without it, no rank is shown. */
const RankText = lazy(() => import('../../widgets/RankText').catch(() => ({ default: () => '' })))

/**
 * The player's commander rank from their victories on objectives, read from their `infos` rows on
 * the chain (a silent read, spec §8: while unknown, the rank is not guessed).
 */
function AccountRank({ account }: { account: string }) {
  const wins = useZoneWins(account)
  const unknown = <p className={styles.rank}>Rank {wins.isLoading ? '…' : 'unknown'}</p>
  if (!wins.known) return unknown
  return (
    <Suspense fallback={unknown}>
      <p className={styles.rank}>
        <strong data-testid="account-rank">
          <RankText victories={wins.data} />
        </strong>{' '}
        <RankText victories={wins.data} next />
      </p>
    </Suspense>
  )
}

/** The account's WAX and resources, read while the panel is open. */
function AccountFigures({ account }: { account: string }) {
  const resources = useQuery(accountResourcesQuery(network, account))
  const data = resources.data
  const unknown = resources.isError ? 'unknown' : '…'
  const rows =
    data === undefined
      ? ['CPU', 'NET', 'RAM'].map((label) => ({ label, value: unknown, percent: null }))
      : resourceRows(data)
  return (
    <>
      <dl className={styles.figures}>
        <div>
          <dt>WAX</dt>
          <dd data-testid="account-wax">{data === undefined ? unknown : waxText(data)}</dd>
        </div>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd data-testid={`account-${row.label.toLowerCase()}`}>
              {row.value}
              {row.percent !== null && (
                <meter
                  className={styles.meter}
                  min={0}
                  max={100}
                  low={70}
                  high={90}
                  optimum={0}
                  value={row.percent}
                  aria-label={`${row.label} used`}
                />
              )}
            </dd>
          </div>
        ))}
      </dl>
      {resources.isError && data === undefined && (
        <div className={styles.failed}>
          <p>Your account’s resources could not be read.</p>
          <ErrorDetails message={resources.error.message} />
          <Button variant="secondary" onClick={() => void resources.refetch()}>
            Retry
          </Button>
        </div>
      )}
    </>
  )
}
