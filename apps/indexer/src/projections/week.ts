import { playerOrder, type RankedPlayer } from '@dov/game/hof'
import { isoWeekStart, TOP_WEEK } from '@dov/game/week'
import { RankIndex } from '../ranks'

/** A claim that won, as the week's board counts it: whose, and its block's time. */
export type ClaimedVictory = { account: string; time: Date }

type Victories = { owner: string; victories: number }

/**
 * The week's board (`@dov/game/week`): the victories claimed in the ISO week of the model's block
 * (from its Monday 00:00 UTC), per player, kept in `playerOrder` as the wins boards are. Unlike
 * the other projections it reads no table: the victories are the game actions the follower
 * recorded (`game_action`, claims whose details say `win`), handed to it as the model moves
 * (`LiveBoards` reads those of the blocks it applies, or the week's whole when it reads the model
 * anew). A count only grows within a week; a block of the next week starts the board over.
 */
export class WeekProjection {
  /** The week's Monday, ms since 1970 (UTC); NaN before the first block. */
  private start = Number.NaN
  private readonly board = new RankIndex<string, Victories>(playerOrder)

  /** Starts the board of the week holding `time` over, with `counts` (account -> victories). */
  reset(time: Date, counts: Iterable<[string, number]>): void {
    this.start = isoWeekStart(time.getTime())
    this.board.reset(
      [...counts]
        .filter(([, victories]) => victories > 0)
        .map(([owner, victories]) => [owner, { owner, victories }]),
    )
  }

  /**
   * Counts the victories of blocks the model moved to (in the chain's order), then moves the
   * board to the week of `now`, the last block's time: a week that ended starts over. Says
   * whether the board changed.
   */
  add(victories: readonly ClaimedVictory[], now: Date): boolean {
    let changed = false
    for (const { account, time } of victories) {
      changed = this.roll(time) || changed
      if (time.getTime() < this.start) continue
      const victories = (this.board.get(account)?.victories ?? 0) + 1
      this.board.set(account, { owner: account, victories })
      changed = true
    }
    return this.roll(now) || changed
  }

  /** Moves to the week of `time` when it is a later one (an empty board); true if it did. */
  private roll(time: Date): boolean {
    const start = isoWeekStart(time.getTime())
    // Before the first block the start is NaN: any week is later.
    if (start <= this.start) return false
    this.start = start
    this.board.reset([])
    return true
  }

  /** The week's start (ISO 8601) and its first `TOP_WEEK` players, ranked 1, 2, 3… */
  shown(): { start: string; top: RankedPlayer[] } {
    return {
      start: Number.isNaN(this.start)
        ? new Date(0).toISOString()
        : new Date(this.start).toISOString(),
      top: this.board.top(TOP_WEEK).map((entry, index) => ({ rank: index + 1, ...entry })),
    }
  }
}
