import { unitStats } from '@dov/game/assets'
import { type FightOutcome, fightOutcome } from '@dov/game/fight'
import type { PlayerWins } from '@dov/game/hof'
import { type DivisionEntry, topDivisions } from '@dov/game/hof'
import { storedDivisionPower, type UnitStats } from '@dov/game/power'
import type {
  Division,
  DivisionUnit,
  Membership,
  StakedBuilding,
  UnitConfig,
  Zone,
  ZoneWins,
} from '@dov/game/rows'

/**
 * What the app computes from chain tables, written once for the game tests: they read rows the
 * way the app's data layer does (get_table_rows JSON) and compute with `@dov/game`, then compare
 * with what the contracts did.
 */

export type Nft = { asset_id: string; owner: string; template_id: number }
export type Row = Record<string, unknown>
export type RowsOf = <T>(
  code: string,
  table: string,
  scope: string,
  extra?: Row,
) => Promise<T[]> | T[]

export const STAKE = 'dov.stake'
export const GAME = 'dov.game'
export const DIVSIM = 'dov.divsim'
export const TOKEN = 'dov.token'

/** Normalizes JSON ids (nodeos writes small uint64 as numbers, large ones as strings). */
export function division(row: Row): Division {
  const units = (row.units as { key: string; value: unknown }[]).map(
    (u): DivisionUnit => ({ key: u.key, value: String(u.value) }),
  )
  return {
    divID: Number(row.divID),
    owner: String(row.owner),
    zoneID: Number(row.zoneID),
    end_time: Number(row.end_time),
    units,
  }
}

export function nft(row: Row): Nft {
  return {
    asset_id: String(row.asset_id),
    owner: String(row.owner),
    template_id: Number(row.template_id),
  }
}

export async function readGame(rows: RowsOf) {
  const [udata, zones, nftRows, divisionRows] = await Promise.all([
    rows<UnitConfig>(GAME, 'udata', GAME),
    rows<Zone>(GAME, 'zones', GAME),
    rows<Row>(GAME, 'nfts', GAME),
    rows<Row>(GAME, 'sdivisions', GAME),
  ])
  const nfts = nftRows.map(nft)
  const divisions = divisionRows.map(division)
  const byAsset = new Map(nfts.map((n) => [n.asset_id, n]))
  const unitOf = (assetId: string): UnitStats | undefined => {
    const n = byAsset.get(assetId)
    return n && unitStats(n.template_id, udata)
  }
  /** The fight outcome of a division in a zone, as the fight list shows it. */
  const outcome = (div: Pick<Division, 'units'>, zoneId: number): FightOutcome => {
    const zone = zones.find((z) => z.id === zoneId)
    if (!zone) throw new Error(`no zone ${zoneId}`)
    const stats = div.units.flatMap((u) => unitOf(u.value) ?? [])
    return fightOutcome(stats, zone, udata)
  }
  const entries: DivisionEntry[] = divisions.map((d) => ({
    owner: d.owner,
    divID: d.divID,
    power: storedDivisionPower(d, unitOf, zones),
  }))
  return { udata, zones, nfts, divisions, unitOf, outcome, top: topDivisions(entries) }
}

export async function playersWins(rows: RowsOf, owners: readonly string[]): Promise<PlayerWins[]> {
  return Promise.all(
    [...new Set(owners)].map(async (owner) => ({
      owner,
      wins: await rows<ZoneWins>(GAME, 'infos', owner),
    })),
  )
}

/** In-game balance units of a symbol (0 when absent). */
export async function stakeBalance(rows: RowsOf, owner: string, symbol: string): Promise<bigint> {
  const all = await rows<{ balance: string }>(STAKE, 'balances', owner)
  return units(all, symbol)
}

/** Wallet (dov.token) balance units of a symbol. */
export async function walletBalance(rows: RowsOf, owner: string, symbol: string): Promise<bigint> {
  const all = await rows<{ balance: string }>(TOKEN, 'accounts', owner)
  return units(all, symbol)
}

function units(rows: readonly { balance: string }[], symbol: string): bigint {
  const row = rows.find((r) => r.balance.endsWith(` ${symbol}`))
  return row ? BigInt(row.balance.split(' ')[0]?.replace('.', '') ?? '0') : 0n
}

export async function stakedOf(rows: RowsOf, owner: string) {
  const [buildings, tools] = await Promise.all([
    rows<StakedBuilding>(STAKE, 'buildings', STAKE, byOwner(owner)),
    rows<Membership>(STAKE, 'mships', STAKE, byOwner(owner)),
  ])
  return { buildings, tools }
}

/** get_table_rows parameters of an owner secondary index read (index 2, key type name). */
export function byOwner(owner: string): Row {
  return { index_position: 2, key_type: 'name', lower_bound: owner, upper_bound: owner }
}
