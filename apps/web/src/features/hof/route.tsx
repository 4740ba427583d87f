import { TOP_OFFICERS, TOP_PER_OBJECTIVE } from '@dov/game/hof'
import { useDeferredValue } from 'react'
import { useZoneWins } from '../../chain/read/game/infos'
import { useSession } from '../../chain/session'
import { network } from '../../config/current'
import { Notice } from '../../ui/Notice'
import { objectiveView } from './boards'
import { ForcesBoard } from './ForcesBoard'
import { Freshness } from './Freshness'
import styles from './Hof.module.css'
import { HofIntro } from './Intro'
import { ownMismatches } from './ownRows'
import { ReadProgress } from './ReadProgress'
import { usePictures } from './useAvatars'
import { useGrades } from './useGrades'
import { useHof } from './useHof'
import { useReveal } from './useReveal'
import { WeekBoard } from './WeekBoard'
import { WinsBoard } from './WinsBoard'

/**
 * Hall of Fame screen (/hof): public leaderboards, no account needed; the logged-in player's rows
 * are marked, and where the player is not in a top, their own rank follows it. Each board fills in as its reads arrive and fails on its own.
 */
export function Component() {
  const { account } = useSession()
  const hof = useHof(account)
  const { source, own, forces, wins } = hof
  // The owners' pictures and ranks arrive after their boards and change every row of them: drawn
  // in the background, in slices of a few milliseconds, not in one task that a phone's CPU
  // stretches past 100 ms (the boards are memoized: the urgent render leaves them as they are).
  const pictures = useDeferredValue(usePictures(hof, account))
  const grades = useDeferredValue(useGrades(hof, account))
  // The player's own rows on the indexer's boards, checked against their `infos` (one read).
  const ownWins = useZoneWins(source.kind === 'indexer' ? account : null)
  const mismatches =
    source.kind === 'indexer' && account !== null && ownWins.known
      ? ownMismatches(source.answer, account, ownWins.data)
      : []
  const state = wins.state
  // Officers, forces, the five objectives, the week: drawn one per task as their rows arrive.
  const winsReady = state !== 'loading'
  const shown = useReveal([
    winsReady,
    forces.state !== 'loading',
    ...wins.objectives.map(() => winsReady),
    hof.week?.state === 'complete' || hof.week?.state === 'partial',
  ])
  const shownState = <S,>(index: number, board: S) => (index < shown ? board : 'loading')

  // Until the indexer answers or fails, nothing is drawn under the intro: what goes above the
  // boards (how fresh the indexer's boards are, or why the chain is read and how far) is known
  // only then, and would push the boards down.
  if (source.kind === 'waiting')
    return (
      <div className={styles.hof}>
        <HofIntro />
      </div>
    )

  return (
    <div className={styles.hof}>
      <HofIntro />
      {source.kind === 'indexer' && <Freshness hof={source.answer} />}
      {mismatches.length > 0 && (
        <Notice>
          Your victories on the chain differ from these boards ({mismatches.join('; ')}). The
          indexer may be a few blocks behind.
        </Notice>
      )}
      {source.kind === 'chain' && <Notice>{source.reason}</Notice>}
      {source.kind === 'chain' && wins.reads && <ReadProgress {...wins} reads={wins.reads} />}
      <div className={styles.top}>
        <WinsBoard
          id="hof-officers"
          board="officers"
          title="TOP 5 Officers (ranked by number of victories on objectives)"
          state={shownState(0, state)}
          ranked={wins.officers}
          account={account}
          own={own?.officers}
          size={TOP_OFFICERS}
          pictures={pictures}
          grades={grades}
        />
        <ForcesBoard
          {...forces}
          state={shownState(1, forces.state)}
          account={account}
          own={own?.forces}
          pictures={pictures}
          grades={grades}
        />
      </div>
      <ul className={styles.objectives}>
        {wins.objectives.map(({ objective, ranked }, index) => {
          const view = objectiveView(objective)
          return (
            <li key={objective}>
              <WinsBoard
                id={`hof-${objective}`}
                board={objective}
                title={view.name}
                subtitle={view.zones}
                picture={view.picture}
                state={shownState(2 + index, state)}
                ranked={ranked}
                account={account}
                own={own?.objectives[objective]}
                size={TOP_PER_OBJECTIVE}
                pictures={pictures}
                grades={grades}
              />
            </li>
          )
        })}
      </ul>
      <WeekBoard
        week={hof.week && { ...hof.week, state: shownState(7, hof.week.state) }}
        reason={`This week’s board needs the game’s indexer, which ${network.indexerUrl === undefined ? 'this network does not have' : 'could not be used'}.`}
        account={account}
        pictures={pictures}
        grades={grades}
      />
    </div>
  )
}
