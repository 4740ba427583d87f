import type { Standing } from '@dov/game/hof'
import { isoWeekStart } from '@dov/game/week'
import type { Kysely } from 'kysely'
import type { Database, LoggedRow } from './db/schema'
import {
  type Cursor,
  readChainHead,
  readChanges,
  readCursor,
  readSnapshot,
  type TableRow,
  watchStore,
} from './db/store'
import { type BoardRow, HofModel, type PlayerState, projectedTables, type ShownHof } from './model'
import { victoriesAfter, victoriesSince } from './victories'

/**
 * What `/v1/hof` shows as of one block: the boards, the week's, and the avatar and victories of
 * the accounts on them.
 */
export type LiveSnapshot = { cursor: Cursor } & ShownHof

/**
 * What the copy in memory moved to, told to `LiveBoards.subscribe`'s listeners once it has: one
 * or several blocks applied since the last event (their changes together), or the copy read anew.
 */
export type BlockEvent = {
  /** The block the copy is now at. */
  cursor: Cursor
  /** `/v1/hof`'s boards or avatars changed. */
  hof: boolean
  /** A row that ranks depend on changed: any `/v1/standing` and `/v1/player` may have changed. */
  ranks: boolean
  /**
   * The accounts whose `/v1/activity` or `/v1/player` changed: the players of the blocks' game
   * actions, the scopes of their changed `infos` and `balances` rows, the owners of their changed
   * divisions. Sorted.
   */
  accounts: string[]
  /** The copy was read anew (a start, a restart of the chain): anything may have changed. */
  reload: boolean
}

export type LiveOptions = {
  /** How often the database is asked whether a block was applied (ms). */
  pollMs?: number
  /** Where the copy's lines go (the database lost and back). */
  log?: (line: string) => void
}

/** Blocks of the change log read at once. */
const BATCH = 500
/** The longest pause between two reads while the database cannot be reached. */
const MAX_PAUSE_MS = 5_000

/** A snapshot's rows as one block that writes them all. */
function snapshotRows(rows: ReadonlyMap<string, TableRow[]>): BoardRow[] {
  return [...rows].flatMap(([table, list]) => list.map((row) => ({ ...row, table, present: true })))
}

type State = { model: HofModel; cursor: Cursor | undefined; chainHead: number | undefined }

/**
 * The boards kept in memory (`HofModel`), built from the database alone, so that any process that
 * reads it serves them: the follower's own (`INDEXER_MODE=all`) and API processes on a replica
 * (`api`). Read whole once (`readSnapshot`), then moved block by block along the change log
 * (`block_change`, written by the follower with each block): each logged block's rows are applied
 * in the chain's order, so the boards and their cursor are always one block's. A block that does
 * not follow the copy's (a chain read anew), one logged without its rows, or a log that no longer
 * reaches back to the copy's block (pruned) reads the copy whole again.
 *
 * The database is asked every `pollMs` whether the cursor moved (one row); a block committed
 * through the same connection (`watchStore`) wakes it at once, and a request then waits for it.
 * When the database cannot be reached, the copy keeps serving its last block (its `as_of` says
 * which), logs one line, and asks again after a growing pause; a line again when it is back.
 */
export class LiveBoards {
  private state: State | undefined
  private syncing: Promise<void> | undefined
  private again = false
  /**
   * Blocks committed through this process's connection (`watchStore`), and how many of them the
   * copy had seen when it last caught up: while fewer, a request waits for the copy.
   */
  private wakes = 0
  private seenWakes = -1
  private failure: string | undefined
  private failures = 0
  private timer: NodeJS.Timeout | undefined
  private closed = false
  private readonly listeners = new Set<(event: BlockEvent) => void>()
  private shownHof: string | undefined
  private readonly unwatch: () => void
  private readonly pollMs: number
  private readonly tables = { game: projectedTables('game'), stake: projectedTables('stake') }
  private readonly log: (line: string) => void

  constructor(
    private readonly db: Kysely<Database>,
    private readonly game: string,
    /** The staking contract, whose `balances` hold the avatars (`AVT`). */
    private readonly stake = 'dov.stake',
    options: LiveOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 250
    this.log = options.log ?? ((line) => console.error(line))
    this.unwatch = watchStore(db, () => {
      this.wakes++
      this.sync().catch(() => {})
    })
    this.sync().catch(() => {})
    this.schedule()
  }

  /** Stops following the database. */
  close(): void {
    this.closed = true
    this.unwatch()
    clearTimeout(this.timer)
    this.listeners.clear()
  }

  /** Calls `listener` with each move of the copy; returns the unsubscription. */
  subscribe(listener: (event: BlockEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The copy's block, the chain's head the follower last recorded, the database's failure. */
  status(): {
    cursor: Cursor | undefined
    chainHead: number | undefined
    failure: string | undefined
  } {
    return {
      cursor: this.state?.cursor,
      chainHead: this.state?.chainHead,
      failure: this.failure,
    }
  }

  private schedule() {
    if (this.closed) return
    const pause = Math.min(MAX_PAUSE_MS, this.pollMs * 2 ** this.failures)
    this.timer = setTimeout(() => {
      this.sync()
        .catch(() => {})
        .finally(() => this.schedule())
    }, pause)
    this.timer.unref()
  }

  /** Brings the copy up to the database's cursor; one run at a time, again if woken meanwhile. */
  private sync(): Promise<void> {
    if (this.syncing !== undefined) {
      this.again = true
      return this.syncing
    }
    this.syncing = (async () => {
      try {
        do {
          this.again = false
          const wakes = this.wakes
          await this.catchUp()
          this.seenWakes = wakes
        } while (this.again && !this.closed)
        if (this.failure !== undefined)
          this.log(`indexer: the database answers again; the boards are at block ${this.at()}`)
        this.failure = undefined
        this.failures = 0
      } catch (error) {
        this.failures = Math.min(this.failures + 1, 10)
        const message = error instanceof Error ? error.message : String(error)
        if (this.failure === undefined)
          this.log(
            `indexer: the boards could not be read from the database (${message}); serving block ${this.at()} meanwhile, trying again`,
          )
        this.failure = message
        throw error
      } finally {
        this.syncing = undefined
      }
    })()
    return this.syncing
  }

  private at(): string {
    return String(this.state?.cursor?.block.num ?? 'none')
  }

  private async catchUp() {
    const cursor = await readCursor(this.db)
    const mine = this.state?.cursor
    if (cursor === undefined) {
      // Nothing followed yet, or a chain forgotten: an empty copy.
      if (this.state === undefined || mine !== undefined)
        this.state = { model: new HofModel(), cursor: undefined, chainHead: undefined }
      return
    }
    if (mine?.chainId === cursor.chainId && mine.block.id === cursor.block.id) return
    if (
      this.state === undefined ||
      mine === undefined ||
      mine.chainId !== cursor.chainId ||
      cursor.block.num <= mine.block.num ||
      !(await this.follow(this.state, mine, cursor.block.num))
    )
      await this.reload()
  }

  /**
   * Moves the copy along the change log up to block `to`, a batch of blocks at a time, telling
   * the listeners each batch as soon as the copy has moved (before the next read: a request never
   * sees a block the listeners have not been told); false when the log cannot take it there (read
   * the copy whole instead).
   */
  private async follow(state: State, from: Cursor, to: number): Promise<boolean> {
    let at = from
    let chainHead = state.chainHead
    while (at.block.num < to) {
      const changed = { ranks: false, accounts: new Set<string>() }
      const changes = await readChanges(this.db, at.block.num, BATCH)
      const last = changes.at(-1)
      if (last === undefined) return false
      // The week's victories in these blocks, read before the model moves (a failure leaves it
      // where it was); blocks without a game action have none.
      const won = changes.some((change) => change.accounts.length > 0)
        ? await victoriesAfter(this.db, this.game, at.block, last.block.num)
        : []
      for (const change of changes) {
        if (change.previousId !== at.block.id || change.rows === null) return false
        const moved = state.model.apply(this.modelRows(change.rows))
        changed.ranks ||= moved.ranks
        for (const account of [...moved.accounts, ...change.accounts]) changed.accounts.add(account)
        at = { chainId: from.chainId, block: change.block }
        // The head as state history told it with the block, never below the block itself.
        chainHead = Math.max(change.chainHead ?? 0, change.block.num, chainHead ?? 0)
      }
      state.model.addVictories(won, at.block.time)
      this.state = { model: state.model, cursor: at, chainHead }
      this.tell({ ...changed, reload: false })
    }
    return true
  }

  /** The rows of the change log the model reads: its projections' tables (`model.ts`). */
  private modelRows(rows: readonly LoggedRow[]): BoardRow[] {
    return rows.filter(
      (r) =>
        (r.code === this.game && this.tables.game.includes(r.table)) ||
        (r.code === this.stake && this.tables.stake.includes(r.table)),
    )
  }

  /** Reads the copy whole, as of the database's cursor, with the week's victories up to it. */
  private async reload() {
    const { cursor, rows, also } = await readSnapshot(
      this.db,
      [
        { code: this.game, tables: this.tables.game },
        { code: this.stake, tables: this.tables.stake },
      ],
      (trx, at) =>
        victoriesSince(
          trx,
          this.game,
          new Date(isoWeekStart(at.block.time.getTime())),
          at.block.num,
        ),
    )
    const model = new HofModel()
    model.apply(snapshotRows(rows))
    if (cursor !== undefined) model.resetWeek(cursor.block.time, also ?? [])
    const head = await readChainHead(this.db)
    this.state = {
      model,
      cursor,
      chainHead: head === undefined ? undefined : Math.max(head, cursor?.block.num ?? 0),
    }
    this.tell({ ranks: true, accounts: new Set(), reload: true })
  }

  private tell(change: { ranks: boolean; accounts: Set<string>; reload: boolean }) {
    const state = this.state
    if (state?.cursor === undefined || this.listeners.size === 0) return
    const shown = JSON.stringify(state.model.hof())
    const hof = shown !== this.shownHof
    this.shownHof = shown
    const event: BlockEvent = {
      cursor: state.cursor,
      hof,
      ranks: change.ranks,
      accounts: [...change.accounts].sort(),
      reload: change.reload,
    }
    for (const listener of this.listeners) {
      try {
        listener(event)
      } catch (error) {
        this.log(`indexer: a listener of the boards failed: ${String(error)}`)
      }
    }
  }

  /**
   * The copy, once it has caught up with a block committed through this process (a request right
   * after the follower's block sees it); the last good copy when the database cannot be reached;
   * a failure only when there has never been one.
   */
  private async ready(): Promise<State> {
    if (this.state === undefined || this.seenWakes < this.wakes)
      await this.sync().catch((error: unknown) => {
        if (this.state === undefined) throw error
      })
    if (this.state === undefined) throw new Error('the boards could not be read')
    return this.state
  }

  /** The boards as of the copy's block, or undefined before the first block. */
  async current(): Promise<LiveSnapshot | undefined> {
    const { model, cursor } = await this.ready()
    return cursor === undefined ? undefined : { cursor, ...model.hof() }
  }

  /** Where `account` stands, as of the copy's block (undefined before the first). */
  async standing(account: string): Promise<{ cursor: Cursor; standing: Standing } | undefined> {
    const { model, cursor } = await this.ready()
    return cursor === undefined ? undefined : { cursor, standing: model.standing(account) }
  }

  /**
   * The copy's block (undefined before the first), and what the model knows of `account` as of
   * it: computed when called, at once (before the copy moves again), so an answer that is not
   * needed (a 304) costs nothing.
   */
  async player(
    account: string,
  ): Promise<{ cursor: Cursor; player: () => PlayerState } | undefined> {
    const { model, cursor } = await this.ready()
    return cursor === undefined ? undefined : { cursor, player: () => model.player(account) }
  }
}
