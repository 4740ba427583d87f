import { isAccountName } from '@dov/game/account'
import { groupThousands, tokenIn } from '@dov/game/amount'
import { selectedAvatar } from '@dov/game/avatar'
import { victoriesLabel } from '@dov/game/hof'
import type { Avatar, Zone } from '@dov/game/rows'
import { lazy, Suspense } from 'react'
import { Link, useParams } from 'react-router'
import { chainNow } from '../../chain/read/chainTime'
import { usePlayerWinsRead } from '../../chain/read/game/playerWins'
import { freshness } from '../../chain/read/indexer/freshness'
import type { IndexedMedal, RecentVictory } from '../../chain/read/indexer/player'
import { useSession } from '../../chain/session'
import { network } from '../../config/current'
import { paths } from '../../paths'
import { explorerTransactionLink } from '../../session/explorer'
import { Button } from '../../ui/Button'
import { ErrorNotice } from '../../ui/ErrorNotice'
import { Notice } from '../../ui/Notice'
import { OBJECTIVE_NAMES, ObjectiveIcon } from '../../ui/ObjectiveIcon'
import { PageTitle } from '../../ui/PageTitle'
import { Spinner } from '../../ui/Spinner'
import { AvatarPicture } from '../../widgets/AvatarPicture'
import { badAccountText } from './account'
import { PlayerIntro } from './Intro'
import { medalRows } from './medals'
import styles from './Player.module.css'
import {
  type BoardRow,
  type DivisionView,
  divisionRankText,
  type PlayerView,
  rankText,
  zoneLabel,
} from './player'
import { type RanksProgress, usePlayer } from './usePlayer'

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })
const count = (n: number) => groupThousands(String(n))

/**
 * A commander's public page (`/player/:account`): its avatar and name, its divisions, its
 * victories and ranks on every Hall of Fame board, and its recent victories. Public: anyone can
 * read it; the logged-in player's own page says `You`.
 */
export function Component() {
  const name = useParams().account ?? ''
  const valid = isAccountName(name)
  const { account: loggedIn } = useSession()
  const player = usePlayer(valid ? name : null)

  if (!valid)
    return (
      <div className={styles.page}>
        <PageTitle>Commander</PageTitle>
        <Notice tone="error">
          <p>{badAccountText(name)}</p>
        </Notice>
        <BackLink />
      </div>
    )

  const { source, view } = player
  // How far the page is, for the eye of a test or a benchmark as `/hof`'s boards say theirs:
  // `partial` while the ranks over the chain still wait for every owner's read.
  const state =
    player.status === 'error'
      ? 'error'
      : view === undefined
        ? 'loading'
        : source.kind === 'chain' && view.known && !player.ranks.done
          ? 'partial'
          : 'complete'
  return (
    <div
      className={styles.page}
      data-player-page=""
      data-state={state}
      aria-busy={state === 'loading'}
    >
      <header className={styles.head}>
        {view !== undefined && (
          <AvatarImage
            account={name}
            avatar={selectedAvatar(player.avatars ?? [], view.avatarId)}
          />
        )}
        <div className={styles.who}>
          <PageTitle>
            {name}
            {loggedIn === name && (
              <>
                {' '}
                <span className={styles.you}>You</span>
              </>
            )}
          </PageTitle>
          {view?.known && <Grade victories={view.boards[0]?.victories ?? 0} />}
        </div>
      </header>
      <PlayerIntro />
      {source.kind === 'indexer' && (
        <p className={styles.note}>
          {freshness(source.answer, chainNow() * 1000)}
          {source.answer.catchingUp && ' (the indexer is catching up with the chain)'}
        </p>
      )}
      {source.kind === 'chain' && <p className={styles.note}>{source.reason}</p>}
      {player.status === 'error' ? (
        <ErrorNotice
          title={`${name}’s page could not be read.`}
          error={player.error}
          onRetry={player.retry}
        />
      ) : view === undefined ? (
        // Until the indexer answers or fails, no spinner: the line above it that says where the
        // figures come from is known only then, and would push it and the page down.
        source.kind !== 'waiting' && <Spinner label={`Loading ${name}’s page`} />
      ) : !view.known ? (
        <Notice>
          <p>{name} has not played yet: no division and no victory.</p>
        </Notice>
      ) : (
        <PlayerFigures
          view={view}
          zones={player.zones}
          ranks={source.kind === 'chain' ? player.ranks : undefined}
          indexerFailed={source.kind === 'chain' && network.indexerUrl !== undefined}
        />
      )}
      {/* Not under the spinner: the page drawn in its place would push it down. */}
      {(view !== undefined || player.status === 'error') && <BackLink />}
    </div>
  )
}

function BackLink() {
  return (
    <p>
      <Link to={paths.hof}>Back to the Hall of Fame</Link>
    </p>
  )
}

/** A rank's words: a chunk of its own (`widgets/RankText`); without it, no rank is shown. */
const RankText = lazy(() => import('../../widgets/RankText').catch(() => ({ default: () => '' })))

/** The commander's rank from their victories on objectives, and what the next one asks. */
function Grade({ victories }: { victories: number }) {
  return (
    <Suspense fallback={null}>
      <p className={styles.grade}>
        <span className={styles.gradeTitle} data-testid="commander-rank">
          <RankText victories={victories} />
        </span>{' '}
        <span className={styles.time}>
          <RankText victories={victories} next />
        </span>
      </p>
    </Suspense>
  )
}

/** The chosen avatar (`avatars` table), or the app's placeholder for the default. */
function AvatarImage({ account, avatar }: { account: string; avatar: Avatar }) {
  const alt = `${account}’s avatar`
  return (
    <span className={styles.avatar} data-avatar-id={avatar.id}>
      <AvatarPicture hash={avatar.ipfs} alt={alt} size={72} className={styles.avatarImage} />
    </span>
  )
}

function PlayerFigures({
  view,
  zones,
  ranks,
  indexerFailed,
}: {
  view: PlayerView
  zones: readonly Zone[] | undefined
  ranks: RanksProgress | undefined
  indexerFailed: boolean
}) {
  return (
    <>
      <section className={styles.section} aria-labelledby="player-divisions">
        <h2 id="player-divisions" className={styles.title}>
          Divisions
        </h2>
        {view.divisions.length === 0 ? (
          <p className={styles.note}>No division at the moment.</p>
        ) : (
          <Divisions divisions={view.divisions} zones={zones} />
        )}
      </section>
      <section className={styles.section} aria-labelledby="player-boards">
        <h2 id="player-boards" className={styles.title}>
          Victories and Hall of Fame ranks
        </h2>
        {ranks !== undefined && <RanksNote ranks={ranks} />}
        <Boards rows={view.boards} />
      </section>
      <section className={styles.section} aria-labelledby="player-medals">
        <h2 id="player-medals" className={styles.title}>
          Medals
        </h2>
        {view.medals === null ? (
          <p className={styles.note}>{needsIndexer('Medals', indexerFailed)}</p>
        ) : (
          <Medals held={view.medals} />
        )}
      </section>
      <section className={styles.section} aria-labelledby="player-recent">
        <h2 id="player-recent" className={styles.title}>
          Recent victories
        </h2>
        {view.recent === null ? (
          <p className={styles.note}>{needsIndexer('Recent victories', indexerFailed)}</p>
        ) : view.recent.length === 0 ? (
          <p className={styles.note}>No victory claimed yet.</p>
        ) : (
          <Recent victories={view.recent} zones={zones} />
        )}
      </section>
    </>
  )
}

/** What the chain's tables alone cannot tell: `what` needs the indexer, and why there is none. */
const needsIndexer = (what: string, failed: boolean) =>
  `${what} need the game’s indexer, which ${failed ? 'could not be used' : 'this network does not have'}.`

/** Every medal: those held with when they were earned, the others as what is left to earn. */
function Medals({ held }: { held: IndexedMedal[] }) {
  const rows = medalRows(held)
  return (
    <>
      <p className={styles.note}>
        {held.length} of {rows.length} earned
      </p>
      <ul className={styles.medals}>
        {rows.map((row) => (
          <li key={row.id} className={styles.medal} data-medal={row.id} data-state={row.state}>
            <img src={`/art/medal-${row.id}.svg`} alt="" width={48} height={48} />
            <div>
              <h3 className={styles.divisionTitle}>{row.name}</h3>
              <p className={styles.time}>{row.earnedBy}</p>
              <p className={styles.earned}>
                {row.state === 'missing' ? (
                  'Not earned yet'
                ) : row.time === undefined ? (
                  'Earned before the indexer’s record'
                ) : (
                  <>
                    Earned{' '}
                    <time dateTime={new Date(row.time).toISOString()}>
                      {dateTime.format(row.time)}
                    </time>
                  </>
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}

/** The zones' rows, for the zones' names (undefined: not read yet, each zone by its number). */
type ZonesProp = { zones: readonly Zone[] | undefined }

/** A zone: its objective's picture and its name. */
function ZoneName({ zoneId, zones }: ZonesProp & { zoneId: number }) {
  return (
    <>
      <ObjectiveIcon zoneId={zoneId} className={styles.icon} />
      {zoneLabel(zones, zoneId)}
    </>
  )
}

function Divisions({ divisions, zones }: ZonesProp & { divisions: readonly DivisionView[] }) {
  // Cards rather than a table row each: five figures fit a phone's width this way.
  return (
    <ul className={styles.divisions}>
      {divisions.map((division) => (
        <li key={division.divID} className={styles.division} data-division={division.divID}>
          <h3 className={styles.divisionTitle}>
            {division.title} <span className={styles.id}>#{division.divID}</span>
          </h3>
          <dl className={styles.figures}>
            <div>
              <dt>Zone</dt>
              <dd className={styles.zone}>
                <ZoneName zoneId={division.zoneID} zones={zones} />
              </dd>
            </div>
            <div>
              <dt>Power</dt>
              <dd data-testid="power">{division.power}</dd>
            </div>
            <div>
              <dt>Rank</dt>
              <dd data-testid="rank">{divisionRankText(division.rank)}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd data-testid="status">{division.fighting ? 'Fighting' : 'Not fighting'}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}

const BOARD_NAMES: Record<BoardRow['board'], string> = {
  officers: 'Officers (all objectives)',
  ...OBJECTIVE_NAMES,
}

function Boards({ rows }: { rows: readonly BoardRow[] }) {
  return (
    <table className={styles.table} aria-labelledby="player-boards">
      <thead>
        <tr>
          <th scope="col">Board</th>
          <th scope="col" className={styles.number}>
            Victories
          </th>
          <th scope="col">Rank</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.board} data-board={row.board}>
            <th scope="row">
              <span className={styles.zone}>
                {row.board !== 'officers' && (
                  <ObjectiveIcon objective={row.board} className={styles.icon} decorative />
                )}
                {BOARD_NAMES[row.board]}
              </span>
            </th>
            <td className={styles.number} data-testid="victories">
              {victoriesLabel(row.victories)}
            </td>
            <td data-testid="rank">{rankText(row.rank)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * Over the chain, the boards' ranks wait for every owner's victories: how far that is (counted
 * here, so an answer draws this line again, not the page).
 */
function RanksNote({ ranks }: { ranks: RanksProgress }) {
  const read = usePlayerWinsRead(ranks.reads)
  if (ranks.error !== null || ranks.failed.length > 0)
    return (
      <div className={styles.note} role="alert">
        <p>
          {ranks.error !== null
            ? 'The ranks could not be read: the Hall of Fame’s tables did not answer.'
            : `The ranks could not be read: ${count(ranks.failed.length)} players’ victories did not answer.`}
        </p>
        <Button variant="secondary" onClick={ranks.retry}>
          Retry
        </Button>
      </div>
    )
  if (ranks.done) return null
  return (
    <p className={styles.note} role="status">
      Ranks are counted once every player is read: {count(read)} of {count(ranks.total)} players
      read
    </p>
  )
}

function Recent({ victories, zones }: ZonesProp & { victories: readonly RecentVictory[] }) {
  return (
    <ol className={styles.recent}>
      {victories.map((victory) => {
        const link = explorerTransactionLink(network.explorer, victory.trxId)
        const short = victory.trxId.slice(0, 8)
        return (
          <li key={victory.id} className={styles.victory}>
            <span className={styles.zone}>
              <ZoneName zoneId={victory.zoneID} zones={zones} />
            </span>
            <span data-token={tokenIn(victory.payout)}>{victory.payout}</span>
            <time className={styles.time} dateTime={new Date(victory.time).toISOString()}>
              {dateTime.format(victory.time)}
            </time>
            {link === undefined ? (
              <span className={styles.time}>Transaction {short}</span>
            ) : (
              <a href={link.href} target="_blank" rel="noreferrer">
                Transaction {short}
              </a>
            )}
          </li>
        )
      })}
    </ol>
  )
}
