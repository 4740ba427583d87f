import { type Amount, displaySignedAmount, displayUnits, TOKEN_PRECISION } from '@dov/game/amount'
import { type BalanceMove, claimShortfalls, unexpectedMoves } from '@dov/game/claims'
import type { RoundTarget } from '@dov/game/round'
import type { BalanceRow } from '@dov/game/rows'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { lazy, type ReactNode, type RefObject, Suspense, useId, useRef, useState } from 'react'
import { useChainNow } from '../../chain/read/chainTime'
import { useZoneWins } from '../../chain/read/game/infos'
import { stakingBalancesRead, useStakingBalances } from '../../chain/read/staking/balances'
import { loadChunk } from '../../chunks'
import { network } from '../../config/current'
import { useTransact } from '../../session/useTransact'
import { AmountText } from '../../ui/AmountText'
import { Button } from '../../ui/Button'
import { Countdown } from '../../ui/Countdown'
import styles from './ClaimAll.module.css'
import { FirstSteps } from './FirstSteps'
import { NotifyControl } from './NotifyControl'
import { useReadyNotifications } from './notifications'
import { planReadyRound, RoundSummary, roundActions } from './Round'
import { useBattleReport } from './useBattleReport'
import { useReadyClaims } from './useReadyClaims'
import { useStickyHeights } from './useStickyHeights'

/** The battle report: a chunk of its own, loaded with the first fight claimed. */
const BattleReport = lazy(() =>
  loadChunk('battle-report', () => import('./BattleReport')).then((module) => ({
    default: module.BattleReport,
  })),
)

/** Spec §9: a node may lag; a check that disagrees reads again after the machine-claim delay. */
export const RECHECK_MS = 2000

/** What the panel says after a claim: the chain's answer, compared with what was shown. */
type Report =
  | { kind: 'checking' }
  | { kind: 'checked'; shown: Amount[]; moves: BalanceMove[] }
  | { kind: 'unchecked'; shown: Amount[] }

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

/**
 * Reads the balances again after the transaction and compares how each token moved with what was
 * shown; a difference is read once more after `RECHECK_MS` (a node behind may not show it yet).
 */
async function checkBalances(
  queryClient: QueryClient,
  account: string,
  shown: Amount[],
  before: readonly BalanceRow[] | undefined,
): Promise<Report> {
  if (before === undefined) return { kind: 'unchecked', shown }
  const read = () =>
    queryClient.fetchQuery({ ...stakingBalancesRead.query(network, account), staleTime: 0 })
  try {
    let moves = unexpectedMoves(shown, before, await read())
    if (moves.length > 0) {
      await new Promise((resolve) => setTimeout(resolve, RECHECK_MS))
      moves = unexpectedMoves(shown, before, await read())
    }
    return { kind: 'checked', shown, moves }
  } catch {
    return { kind: 'unchecked', shown }
  }
}

function ReportText({ report }: { report: Report }) {
  if (report.kind === 'checking') return <p>Claimed. Checking your balances…</p>
  const list = report.shown.map(displaySignedAmount).join(', ')
  if (report.kind === 'unchecked') {
    return (
      <p>
        <AmountText
          text={`Claimed ${list}. Your balances could not be read to check it: see the header.`}
        />
      </p>
    )
  }
  if (report.moves.length === 0) {
    return (
      <p>
        <AmountText text={`Claimed: your balances moved by exactly ${list}, as shown.`} />
      </p>
    )
  }
  return (
    <>
      <p>Claimed, but the chain moved your balances by other amounts than shown:</p>
      <ul className={styles.moves}>
        {report.moves.map((move) => {
          const amount = (units: bigint) => displaySignedAmount({ ...move, units })
          return (
            <li key={move.symbol}>
              <AmountText
                text={`${move.symbol}: ${amount(move.actual)} (shown ${amount(move.expected)})`}
              />
            </li>
          )
        })}
      </ul>
    </>
  )
}

/**
 * Claim all, shown above every screen once logged in: how many buildings and fights
 * are ready on the chain clock, what claiming them all moves per token, and one button that sends
 * every claim in one transaction (one wallet prompt). Afterwards it reads the balances again and
 * says whether they moved by what was shown. It notifies what becomes ready, when the player
 * allowed it (the tab's title counts with the shell's `useReadyCount`, from the same reads).
 * Nothing is claimed without a click.
 */
export function ClaimAll({
  account,
  shell,
}: {
  account: string
  /** The shell, whose header the bar sticks under (`useStickyHeights`). */
  shell?: RefObject<HTMLElement | null>
}) {
  const bar = useRef<HTMLElement>(null)
  useStickyHeights(shell, bar)
  const now = useChainNow()
  const ready = useReadyClaims(account, now)
  const balances = useStakingBalances(account)
  const { run, pending, isPending } = useTransact()
  const queryClient = useQueryClient()
  const reasonId = useId()
  const [report, setReport] = useState<Report>()
  const [reviewing, setReviewing] = useState(false)
  // On a phone the bar is one line (count, Claim all, why not); the rest opens under it.
  const [expanded, setExpanded] = useState(false)
  const moreId = useId()
  const [targets, setTargets] = useState<ReadonlyMap<number, RoundTarget>>(new Map())
  // The wins decide which zones a division can be sent to, and the report's victories.
  const wins = useZoneWins(account, { enabled: ready.fights.length > 0 })
  const known = {
    balances: balances.known ? balances.data : undefined,
    wins: wins.known ? wins.data : undefined,
  }
  const round = planReadyRound(ready, known.balances, known.wins, targets)
  const battle = useBattleReport(account, {
    round: ready.round,
    buildings: ready.buildings,
    ...known,
  })

  useReadyNotifications(account, ready.watched)

  const short = balances.known ? claimShortfalls(ready.totals, balances.data) : []
  let reason: ReactNode = null
  if (ready.reads.status === 'error') {
    reason = (
      <>
        What is ready could not be read.{' '}
        <button type="button" className={styles.link} onClick={ready.reads.retry}>
          Read again
        </button>
      </>
    )
  } else if (ready.count === 0 && ready.reads.status === 'loading') {
    reason = 'Checking what is ready…'
  } else if (ready.count === 0) {
    reason =
      ready.nextAt === undefined ? (
        <span className={styles.long}>Nothing is ready to claim.</span>
      ) : (
        <>
          <span className={styles.long}>Nothing is ready to claim yet; </span>
          <span className={styles.words}>next in </span>
          <Countdown seconds={ready.nextAt - now} className={styles.countdown} />
          <span className={styles.words}>.</span>
        </>
      )
  } else if (ready.reads.status !== 'ready') {
    reason = 'Reading what the claims pay…'
  } else if (short.length > 0) {
    reason = short
      .map(
        ({ symbol, needed, balance }) =>
          `Not enough ${symbol} in game: claiming all costs ${displayUnits(needed, TOKEN_PRECISION)}, you have ${displayUnits(balance, TOKEN_PRECISION)}.`,
      )
      .join(' ')
  }
  const busy = isPending('claimmch') || isPending('claimfight')

  /** Sends `actions` and checks the balances moved by `shown` (Claim all, and the round). */
  const send = (actions: Parameters<typeof run>[0], shown: Amount[]) => {
    const before = balances.known ? balances.data : undefined
    // The wallet is asked here, inside the click (useTransact).
    const sent = run(actions)
    setReport(undefined)
    setReviewing(false)
    void sent.then(async (result) => {
      if (result === null) return
      setReport({ kind: 'checking' })
      setReport(await checkBalances(queryClient, account, shown, before))
    })
  }

  const claimAll = () => send(ready.actions, ready.totals)
  const roundReady = reason === null && round !== undefined && balances.known
  const signRound = () => {
    if (round !== undefined) send(roundActions(account, round.plan), round.plan.totals)
  }
  const target = (divID: number, to: RoundTarget) =>
    setTargets((previous) => new Map(previous).set(divID, to))

  const parts = [
    ready.buildings.length > 0 && plural(ready.buildings.length, 'building'),
    ready.fights.length > 0 && plural(ready.fights.length, 'fight'),
  ].filter(Boolean)

  return (
    <>
      <section
        ref={bar}
        className={styles.bar}
        aria-label="Ready to claim"
        data-expanded={expanded || undefined}
      >
        <p className={styles.count}>
          Ready: <strong data-testid="ready-count">{ready.count}</strong>
          {parts.length > 0 && (
            <span className={`${styles.muted} ${styles.more}`}> ({parts.join(', ')})</span>
          )}
        </p>
        {reason === null && ready.totals.length > 0 && (
          <ul
            className={`${styles.totals} ${styles.more}`}
            aria-label="Claiming all moves your balances by"
          >
            {ready.totals.map((total) => (
              <li
                key={total.symbol}
                data-testid={`claim-total-${total.symbol}`}
                data-token={total.symbol}
              >
                {displaySignedAmount(total)}
              </li>
            ))}
          </ul>
        )}
        <Button
          className={styles.action}
          busy={busy}
          disabled={pending || reason !== null}
          aria-describedby={reason === null ? undefined : reasonId}
          onClick={claimAll}
        >
          Claim all
        </Button>
        {roundReady && (
          <Button
            className={`${styles.action} ${styles.more}`}
            busy={busy || isPending('startfight')}
            disabled={pending || reviewing}
            onClick={() => setReviewing(true)}
          >
            Claim and fight again
          </Button>
        )}
        {reason !== null && (
          <p id={reasonId} className={styles.reason}>
            {reason}
          </p>
        )}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={moreId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Less' : 'More'}
        </button>
        {reviewing && roundReady && round !== undefined && balances.known && (
          <RoundSummary
            round={round}
            targets={targets}
            onTarget={target}
            balances={balances.data}
            disabled={pending}
            onSign={signRound}
            onCancel={() => setReviewing(false)}
          />
        )}
        {battle.shown !== undefined && (
          <Suspense fallback={null}>
            <BattleReport report={battle.shown.report} onClose={battle.dismiss} />
          </Suspense>
        )}
        <div id={moreId} className={styles.more}>
          <NotifyControl />
        </div>
        <div role="status" className={styles.report} data-testid="claim-report">
          {report !== undefined && <ReportText report={report} />}
          {report !== undefined && report.kind !== 'checking' && (
            <button type="button" className={styles.link} onClick={() => setReport(undefined)}>
              Dismiss
            </button>
          )}
        </div>
      </section>
      <FirstSteps account={account} />
    </>
  )
}
