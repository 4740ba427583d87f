import type { ActivityDocument } from '@dov/indexer-api/documents/activity'
import type { PlayerDocument, Victory } from '@dov/indexer-api/documents/player'
import { ROUTES } from '@dov/indexer-api/routes'
import { readActivity } from '../activity-query'
import type { BlockEvent } from '../live'
import { type DatedMedals, datedMedals, shownMedals } from '../medals'
import { hasActions, recentVictories } from '../player'
import { AccountAnswers } from './answers'
import { type PerBlock, read } from './blocks'
import { type Get, JSON_TYPE } from './server'
import type { ApiOptions, LiveSource } from './types'

/** A document without the head every per-block document starts with (`PerBlock.head`). */
type Rest<T> = Omit<T, 'chain_id' | 'as_of' | 'catching_up'>

/**
 * What `/v1/player` reads from the database for one account: its last victories, the medals the
 * follower dated, and (only asked for a player the model does not know) whether it has acted.
 * All of it changes only with a block that lists the account (its game actions).
 */
type PlayerReads = {
  victories: Victory[]
  dated: DatedMedals
  acted?: Promise<boolean>
}

/**
 * The commanders' pages: `/v1/player` and `/v1/activity`. Each answer's own part (all but the
 * block's head) is kept serialized per account and query (`AccountAnswers`) until a block changes
 * that account: asked again, a page reads no table and serializes nothing but its head, and its
 * bytes are those a page computed anew would have. A player's page also shows ranks among
 * everyone, so a block that moves any rank (`ranks`) forgets every player's page, but not what it
 * read from the database. Returns what each block the model moves to does to what is kept.
 */
export function pageRoutes(
  get: Get,
  live: LiveSource,
  blocks: PerBlock,
  options: ApiOptions,
): (event: BlockEvent) => void {
  const { db, game } = options
  const kept = options.answersKept ?? 4_000
  const players = new AccountAnswers<string>(kept)
  const playerReads = new AccountAnswers<PlayerReads>(kept)
  const activities = new AccountAnswers<string>(kept)
  /**
   * The blocks told so far. A request during which the model moved may hold a block older than
   * the one its account's answers were last dropped at: it neither reads nor keeps answers.
   */
  let moves = 0

  get(ROUTES.player, async ({ account }, request, reply) => {
    const seen = moves
    const current = read(await live.player(account))
    const keep = moves === seen
    const { cursor } = current
    if (blocks.notModified(request, reply, cursor)) return
    const answer = async () => {
      // Before any await: the model is still at `cursor`.
      const state = current.player()
      const upTo = cursor.block.num
      const reads = await playerReads.get(
        account,
        account,
        // The two reads at once: on a server, two of the pool's connections, one round trip.
        async () => {
          const [victories, dated] = await Promise.all([
            recentVictories(db, game, account, upTo),
            datedMedals(db, account, upTo),
          ])
          return { victories, dated }
        },
        keep,
      )
      let known = state.known || reads.victories.length > 0
      if (!known) {
        const acted = reads.acted ?? hasActions(db, account, upTo)
        reads.acted = acted
        acted.catch(() => {
          // Asked again by the next request rather than kept failed.
          if (reads.acted === acted) reads.acted = undefined
        })
        known = await acted
      }
      const document: Rest<PlayerDocument> = {
        account,
        known,
        avatar: state.avatar,
        divisions: state.divisions,
        standing: state.standing,
        recent_victories: reads.victories,
        medals: shownMedals(reads.dated, state.medalTables),
      }
      return JSON.stringify(document)
    }
    const rest = await players.get(account, account, answer, keep)
    reply.type(JSON_TYPE).send(blocks.withHead(cursor, rest))
  })

  get(ROUTES.activity, async (query, request, reply) => {
    // The model's block, as every other route's (the player's own page is not computed: the
    // block alone is taken): a page changes only when a block is applied, and a 304 reads
    // nothing from the database.
    const seen = moves
    const { cursor } = read(await live.player(query.account))
    const keep = moves === seen
    if (blocks.notModified(request, reply, cursor)) return
    const before = query.before === undefined ? '' : BigInt(query.before).toString()
    const key = `${query.account} ${before} ${query.limit}`
    const rest = await activities.get(
      query.account,
      key,
      async () => {
        const page = await readActivity(db, query, cursor.block.num)
        const document: Rest<ActivityDocument> = { account: query.account, ...page }
        return JSON.stringify(document)
      },
      keep,
    )
    reply.type(JSON_TYPE).send(blocks.withHead(cursor, rest))
  })

  return (event) => {
    moves++
    if (event.reload) {
      players.clear()
      playerReads.clear()
      activities.clear()
      return
    }
    const accounts = new Set(event.accounts)
    if (event.ranks) players.clear()
    else players.dropAccounts(accounts)
    playerReads.dropAccounts(accounts)
    activities.dropAccounts(accounts)
  }
}
