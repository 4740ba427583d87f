import {
  type DivisionEntry,
  divisionEntries,
  divisionOrder,
  type RankedDivision,
} from '@dov/game/hof'
import type { Division, UnitConfig, Zone } from '@dov/game/rows'
import { RankIndex } from '../ranks'
import type { BoardRow, ModelChange, Projection } from './projection'
import { keyOf, REBUILD_OVER } from './projection'

type StoredDivision = Pick<Division, 'divID' | 'owner' | 'zoneID' | 'end_time' | 'units'>

type Keyed<T> = { scope: string; primaryKey: string; value: T }

/** Rows in `tableRows`'s order (scope, then primary key as a number): `find` meets them so. */
function ordered<T>(rows: ReadonlyMap<string, Keyed<T>>): T[] {
  return [...rows.values()]
    .sort((a, b) =>
      a.scope < b.scope
        ? -1
        : a.scope > b.scope
          ? 1
          : BigInt(a.primaryKey) < BigInt(b.primaryKey)
            ? -1
            : BigInt(a.primaryKey) > BigInt(b.primaryKey)
              ? 1
              : 0,
    )
    .map((row) => row.value)
}

/** One of an account's divisions, with its entry and its rank among all divisions. */
export type OwnDivision = { division: StoredDivision; entry: DivisionEntry; rank: number }

/**
 * The armed forces' board: each division's entry (owner, id, power), computed by `@dov/game`'s
 * `divisionEntries` from its `sdivisions` row, its cards' `nfts` rows (each card's template, by
 * its asset id) and the `udata` and `zones` rows, kept in `divisionOrder` (power, then divID,
 * then owner). A block recomputes only the entries it touches: a division whose row changed, or
 * one of whose cards' rows did; every entry when `udata` or `zones` change (the units' stats or
 * the terrains).
 */
export class ForcesProjection implements Projection {
  readonly tables = [
    { contract: 'game', table: 'sdivisions' },
    { contract: 'game', table: 'nfts' },
    { contract: 'game', table: 'udata' },
    { contract: 'game', table: 'zones' },
  ] as const
  private readonly divisions = new Map<string, StoredDivision>()
  private readonly forces = new RankIndex<string, DivisionEntry>(divisionOrder)
  /** Per `nfts` row, its card's asset id; per asset id, its template. */
  private readonly cardOf = new Map<string, string>()
  private readonly templateOf = new Map<string, number>()
  /** Per asset id, the divisions (row keys) whose units name it. */
  private readonly holders = new Map<string, Set<string>>()
  private readonly udataRows = new Map<string, Keyed<UnitConfig>>()
  private readonly zoneRows = new Map<string, Keyed<Zone>>()
  private udata: UnitConfig[] = []
  private zones: Zone[] = []
  /** Per owner, the row keys of its divisions. */
  private readonly divisionsOf = new Map<string, Set<string>>()
  /** This block's divisions to compute again, or all of them (`udata` or `zones` changed). */
  private readonly dirty = new Set<string>()
  private configs = false

  apply(row: BoardRow, change: ModelChange): void {
    switch (row.table) {
      case 'sdivisions':
        for (const owner of this.applyDivision(row)) change.accounts.add(owner)
        this.dirty.add(keyOf(row))
        break
      case 'nfts':
        for (const holder of this.applyCard(row)) this.dirty.add(holder)
        break
      default: {
        const rows = (row.table === 'udata' ? this.udataRows : this.zoneRows) as Map<
          string,
          Keyed<unknown>
        >
        if (row.present)
          rows.set(keyOf(row), { scope: row.scope, primaryKey: row.primaryKey, value: row.value })
        else rows.delete(keyOf(row))
        this.configs = true
      }
    }
    change.ranks = true
    change.shown = true
  }

  /** Keeps a division's row; returns its owners before and after (an owner's page changed). */
  private applyDivision(row: BoardRow): string[] {
    const key = keyOf(row)
    const owners: string[] = []
    const old = this.divisions.get(key)
    if (old !== undefined) {
      owners.push(old.owner)
      for (const unit of old.units) this.holders.get(unit.value)?.delete(key)
      const owned = this.divisionsOf.get(old.owner)
      owned?.delete(key)
      if (owned?.size === 0) this.divisionsOf.delete(old.owner)
    }
    if (!row.present) {
      this.divisions.delete(key)
      this.forces.set(key, undefined)
      return owners
    }
    const value = row.value as unknown as Omit<StoredDivision, 'divID' | 'end_time'> & {
      divID: string | number
      end_time: string | number
    }
    const division = { ...value, divID: Number(value.divID), end_time: Number(value.end_time) }
    this.divisions.set(key, division)
    owners.push(division.owner)
    add(this.divisionsOf, division.owner, key)
    for (const unit of division.units) add(this.holders, unit.value, key)
    return owners
  }

  /** Keeps a card's template; returns the divisions that hold the card (their power changes). */
  private applyCard(row: BoardRow): Set<string> {
    const key = keyOf(row)
    const touched = new Set<string>()
    const old = this.cardOf.get(key)
    if (old !== undefined) {
      this.templateOf.delete(old)
      this.cardOf.delete(key)
      for (const holder of this.holders.get(old) ?? []) touched.add(holder)
    }
    if (row.present) {
      const { asset_id, template_id } = row.value as { asset_id: string; template_id: number }
      this.cardOf.set(key, asset_id)
      this.templateOf.set(asset_id, template_id)
      for (const holder of this.holders.get(asset_id) ?? []) touched.add(holder)
    }
    return touched
  }

  /** Computes the block's touched entries again and moves them to their places. */
  settle(): void {
    if (this.configs) {
      this.udata = ordered(this.udataRows)
      this.zones = ordered(this.zoneRows)
      this.recompute(this.divisions.keys())
    } else this.recompute(this.dirty)
    this.dirty.clear()
    this.configs = false
  }

  private recompute(keys: Iterable<string>) {
    const stored: [string, StoredDivision][] = []
    for (const key of keys) {
      const division = this.divisions.get(key)
      if (division !== undefined) stored.push([key, division])
    }
    // A block that changed no division (a deposit, a win) keeps the ranked divisions.
    if (stored.length === 0) return
    const cards = new Map<string, { asset_id: string; template_id: number }>()
    for (const [, division] of stored)
      for (const { value } of division.units) {
        const template_id = this.templateOf.get(value)
        if (template_id !== undefined) cards.set(value, { asset_id: value, template_id })
      }
    const entries = divisionEntries(
      stored.map(([, division]) => division),
      [...cards.values()],
      this.udata,
      this.zones,
    )
    const computed = stored.flatMap(([key], index) => {
      const entry = entries[index]
      return entry === undefined ? [] : [[key, entry] as [string, DivisionEntry]]
    })
    if (computed.length <= REBUILD_OVER) {
      for (const [key, entry] of computed) this.forces.set(key, entry)
      return
    }
    const all = new Map<string, DivisionEntry>()
    for (const key of this.divisions.keys()) {
      const entry = this.forces.get(key)
      if (entry !== undefined) all.set(key, entry)
    }
    for (const [key, entry] of computed) all.set(key, entry)
    this.forces.reset(all)
  }

  /** The first `count` divisions, ranked 1, 2, 3… */
  top(count: number): RankedDivision[] {
    return this.forces.top(count).map((entry, index) => ({ ...entry, rank: index + 1 }))
  }

  /** The account's divisions with their entries and ranks (a binary search each). */
  owned(account: string): OwnDivision[] {
    const own: OwnDivision[] = []
    for (const key of this.divisionsOf.get(account) ?? []) {
      const division = this.divisions.get(key)
      const entry = this.forces.get(key)
      const rank = this.forces.rank(key)
      if (division !== undefined && entry !== undefined && rank !== undefined)
        own.push({ division, entry, rank })
    }
    return own
  }

  /** The ids of the zones open now (`zones` rows with `open`). */
  openZones(): number[] {
    return (
      [...this.zoneRows.values()]
        // A bool as the ABI decodes it (true), or as a number where a table keeps one.
        .filter((row) => (row.value.open as unknown) === true || (row.value.open as unknown) === 1)
        .map((row) => Number(row.value.id))
        .sort((a, b) => a - b)
    )
  }

  /** The account owns a division. */
  has(account: string): boolean {
    return this.divisionsOf.has(account)
  }
}

function add<K, V>(sets: Map<K, Set<V>>, key: K, value: V) {
  let set = sets.get(key)
  if (set === undefined) {
    set = new Set()
    sets.set(key, set)
  }
  set.add(value)
}
