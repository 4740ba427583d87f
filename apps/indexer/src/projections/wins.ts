import { playerOrder, type RankedPlayer } from '@dov/game/hof'
import type { ZoneWins } from '@dov/game/rows'
import { OBJECTIVES, objectiveOfZone } from '@dov/game/zones'
import { RankIndex } from '../ranks'
import type { BoardRow, ModelChange, Projection } from './projection'
import { REBUILD_OVER } from './projection'

/** Per wins board, in this order: the five objectives (OBJECTIVES' order), then the officers'. */
export const WINS_BOARDS = OBJECTIVES.length + 1
export const OFFICERS = OBJECTIVES.length

type Victories = { owner: string; victories: number }

/**
 * The six wins boards (the officers' and one per objective), from the game's `infos` rows (scope:
 * the player; one row per zone with its wins): each account's victories per objective, summed as
 * `@dov/game`'s `winsBoards` does, and each board kept in `playerOrder` (victories, then the
 * name), accounts without a victory there left out.
 */
export class WinsProjection implements Projection {
  readonly tables = [{ contract: 'game', table: 'infos' }] as const
  private readonly infos = new Map<string, Map<string, ZoneWins>>()
  private readonly boards = Array.from(
    { length: WINS_BOARDS },
    () => new RankIndex<string, Victories>(playerOrder),
  )
  /** The accounts whose rows the block changed, counted again once it is applied. */
  private readonly counted = new Set<string>()

  apply(row: BoardRow, change: ModelChange): void {
    let scope = this.infos.get(row.scope)
    if (row.present) {
      if (scope === undefined) {
        scope = new Map()
        this.infos.set(row.scope, scope)
      }
      scope.set(row.primaryKey, row.value as unknown as ZoneWins)
    } else if (scope !== undefined) {
      scope.delete(row.primaryKey)
      if (scope.size === 0) this.infos.delete(row.scope)
    }
    this.counted.add(row.scope)
    change.accounts.add(row.scope)
    change.ranks = true
    change.shown = true
  }

  /** The counted accounts' victories per board, into the boards' orders. */
  settle(): void {
    if (this.counted.size === 0) return
    const sums = new Map<string, number[]>()
    for (const account of this.counted) sums.set(account, this.victoriesOf(account))
    this.counted.clear()
    this.boards.forEach((board, index) => {
      const entry = (owner: string, counts: number[]) => {
        const victories = counts[index] ?? 0
        return victories > 0 ? { owner, victories } : undefined
      }
      if (sums.size <= REBUILD_OVER) {
        for (const [owner, counts] of sums) board.set(owner, entry(owner, counts))
        return
      }
      const all = new Map<string, Victories>()
      for (const owner of this.infos.keys()) {
        const kept = board.get(owner)
        if (kept !== undefined) all.set(owner, kept)
      }
      for (const [owner, counts] of sums) {
        const counted = entry(owner, counts)
        if (counted === undefined) all.delete(owner)
        else all.set(owner, counted)
      }
      board.reset(all)
    })
  }

  private victoriesOf(account: string): number[] {
    const counts = new Array<number>(WINS_BOARDS).fill(0)
    for (const { zone, wins } of this.infos.get(account)?.values() ?? []) {
      const objective = objectiveOfZone(Number(zone))
      if (objective === undefined) continue
      const index = OBJECTIVES.indexOf(objective)
      counts[index] = (counts[index] ?? 0) + Number(wins)
      counts[OFFICERS] = (counts[OFFICERS] ?? 0) + Number(wins)
    }
    return counts
  }

  /** The first `count` of a board, ranked 1, 2, 3… */
  top(board: number, count: number): RankedPlayer[] {
    return (this.boards[board]?.top(count) ?? []).map((entry, index) => ({
      rank: index + 1,
      ...entry,
    }))
  }

  /** Where `account` stands on a board (a binary search), or null without a victory there. */
  standing(board: number, account: string): RankedPlayer | null {
    const index = this.boards[board]
    const entry = index?.get(account)
    const rank = index?.rank(account)
    return entry === undefined || rank === undefined ? null : { rank, ...entry }
  }

  /** The account's `infos` rows: its wins per zone, by zone. */
  winsOf(account: string): ZoneWins[] {
    return [...(this.infos.get(account)?.values() ?? [])]
      .map((row) => ({ zone: Number(row.zone), wins: Number(row.wins) }))
      .sort((a, b) => a.zone - b.zone)
  }

  /** The account has `infos` rows. */
  has(account: string): boolean {
    return this.infos.has(account)
  }
}
