import { blockMedals, heldMedals, MEDALS, type MedalId, recentSince } from '@dov/game/medals'
import type { ZoneWins } from '@dov/game/rows'
import type { Medal } from '@dov/indexer-api/documents/player'
import { type Kysely, sql, type Transaction } from 'kysely'
import type { GameAction } from './activity'
import type { Database } from './db/schema'

/**
 * A commander's medals (`@dov/game/medals`), dated by the follower as it writes each block: the
 * medals a block's claims earn (`blockMedals`: from the player's `infos` rows before the block,
 * which the claims' results are read from already, and their claims of the 6 days before) are
 * kept in `medal`, each once, with the claim that earned it. `/v1/player` reads a player's rows
 * (one range of the primary key) and adds, undated, those the `infos` rows show that no claim
 * dated (earned before the record began: `heldMedals`). So neither a request nor a block passes
 * over a player's whole history.
 */

const KNOWN: ReadonlySet<string> = new Set(MEDALS.map((medal) => medal.id))

/** A claim of the block with what the follower read of it (`claimDetails`). */
export type BlockClaim = { action: GameAction; details: Record<string, unknown> | null }

type Claimed = {
  time: number
  zoneID: number | undefined
  result: 'win' | 'draw' | 'loss' | undefined
}

const RESULTS: ReadonlySet<unknown> = new Set(['win', 'draw', 'loss'])

/** A claim's zone and result from its details (as stored, or as `details->>` reads them). */
function claimed(time: number, zone: unknown, result: unknown): Claimed {
  const zoneID = typeof zone === 'number' ? zone : typeof zone === 'string' ? Number(zone) : NaN
  return {
    time,
    zoneID: Number.isSafeInteger(zoneID) ? zoneID : undefined,
    result: RESULTS.has(result) ? (result as Claimed['result']) : undefined,
  }
}

/** A player's recorded claims since `since` before block `before`, in the chain's order. */
async function recentClaims(
  db: Kysely<Database>,
  game: string,
  players: readonly string[],
  since: Date,
  before: number,
) {
  return (
    db
      .selectFrom('game_action')
      .select(['account', 'block_time', sql<string | null>`details->>'result'`.as('result')])
      .where('account', 'in', players)
      // A literal, as the partial index's predicate is written: the planner matches it.
      .where('action', '=', sql.lit('claimfight'))
      .where('contract', '=', game)
      .where('block_time', '>=', since)
      .where('block_num', '<', before)
      .orderBy('global_sequence')
      .execute()
  )
}

/**
 * Writes the medals a block's claims earned (`claims`, in the chain's order), in the block's
 * transaction and after its actions: `wins` is each claiming player's `infos` wins before the
 * block (per `player\u0000zone`, as `ClaimTables.winsBefore`), `openZones` the zones open before
 * it. A medal a player already holds is kept as it was (the first claim that earned it).
 */
export async function writeMedals(
  trx: Transaction<Database>,
  block: { num: number; time: Date },
  game: string,
  claims: readonly BlockClaim[],
  wins: ReadonlyMap<string, number>,
  openZones: readonly number[],
): Promise<void> {
  if (claims.length === 0) return
  const time = block.time.getTime()
  const players = [...new Set(claims.map((claim) => claim.action.account))]
  const recent = await recentClaims(trx, game, players, new Date(recentSince(time)), block.num)
  const rows = players.flatMap((player) => {
    const before: ZoneWins[] = []
    for (const [key, count] of wins) {
      const [scope, zone] = key.split('\u0000')
      if (scope === player) before.push({ zone: Number(zone), wins: count })
    }
    return blockMedals({
      wins: before,
      recent: recent
        .filter((row) => row.account === player)
        .map((row) => claimed(new Date(row.block_time).getTime(), undefined, row.result)),
      claims: claims
        .filter((claim) => claim.action.account === player)
        .map((claim) => ({
          ...claimed(time, claim.details?.zoneID, claim.details?.result),
          action: claim.action,
        })),
      openZones,
    }).map(({ id, claim }) => ({
      account: player,
      medal: id,
      global_sequence: claim.action.globalSequence,
      block_num: block.num,
      block_time: block.time,
      trx_id: claim.action.trxId,
    }))
  })
  if (rows.length > 0)
    await trx
      .insertInto('medal')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['account', 'medal']).doNothing())
      .execute()
}

/** The medals the follower dated for a player: each medal's first claim that earned it. */
export type DatedMedals = ReadonlyMap<
  MedalId,
  { block_num: number; block_time: Date | string; trx_id: string }
>

/** The medals the follower dated for `account` up to block `upTo` (one range of `medal`'s key). */
export async function datedMedals(
  db: Kysely<Database>,
  account: string,
  upTo: number,
): Promise<DatedMedals> {
  const rows = await db
    .selectFrom('medal')
    .select(['medal', 'block_num', 'block_time', 'trx_id'])
    .where('account', '=', account)
    .where('block_num', '<=', upTo)
    .execute()
  return new Map(
    rows.filter((row) => KNOWN.has(row.medal)).map((row) => [row.medal as MedalId, row]),
  )
}

/**
 * The medals a player holds, in `MEDALS`' order: those the follower dated (`dated`), then,
 * undated, those its `infos` rows (`wins`) and the zones open (`openZones`) show and no claim
 * dated. An id this indexer does not know is left out.
 */
export function shownMedals(
  dated: DatedMedals,
  tables: { wins: readonly ZoneWins[]; openZones: readonly number[] },
): Medal[] {
  return heldMedals(dated, tables.wins, tables.openZones).map(({ id, claim }) => ({
    id,
    earned_at: claim === null ? null : new Date(claim.block_time).toISOString(),
    block_num: claim?.block_num ?? null,
    trx_id: claim?.trx_id ?? null,
  }))
}

/** The medals `account` holds as of block `upTo` (`datedMedals`, then `shownMedals`). */
export async function playerMedals(
  db: Kysely<Database>,
  account: string,
  upTo: number,
  tables: { wins: readonly ZoneWins[]; openZones: readonly number[] },
): Promise<Medal[]> {
  return shownMedals(await datedMedals(db, account, upTo), tables)
}

/**
 * The medals of the claims recorded before the medals were kept (a database of an older
 * indexer), replayed block by block as the follower now writes them. A player's `infos` wins
 * before the record are today's less the victories recorded (a record starts late, it has no
 * gaps); the zones open are today's. One player at a time, so a long history is never held whole.
 */
// The migration's database is typed `Kysely<any>`, as every migration's.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function backfillMedals(db: Kysely<any>): Promise<void> {
  const players = await sql<{ account: string; contract: string }>`
    select distinct account, contract from game_action where action = 'claimfight'`.execute(db)
  const openOf = new Map<string, number[]>()
  for (const { account, contract } of players.rows) {
    let openZones = openOf.get(contract)
    if (openZones === undefined) {
      const zones = await sql<{ value: { id: number; open: unknown } }>`
        select value from contract_row where code = ${contract} and tbl = 'zones'`.execute(db)
      openZones = zones.rows.filter((r) => r.value.open === true).map((r) => Number(r.value.id))
      openOf.set(contract, openZones)
    }
    const infos = await sql<{ value: { zone: number; wins: number } }>`
      select value from contract_row
      where code = ${contract} and tbl = 'infos' and scope = ${account}`.execute(db)
    const claims = (
      await sql<{
        global_sequence: string
        block_num: number
        block_time: Date | string
        trx_id: string
        zone: string | null
        result: string | null
      }>`
        select global_sequence, block_num, block_time, trx_id,
          details->>'zoneID' as zone, details->>'result' as result
        from game_action
        where account = ${account} and action = 'claimfight' and contract = ${contract}
        order by global_sequence`.execute(db)
    ).rows.map((row) => ({
      ...claimed(new Date(row.block_time).getTime(), row.zone, row.result),
      row,
    }))
    const wins = new Map<number, number>()
    for (const { value } of infos.rows)
      wins.set(Number(value.zone), (wins.get(Number(value.zone)) ?? 0) + Number(value.wins))
    for (const claim of claims)
      if (claim.result === 'win' && claim.zoneID !== undefined)
        wins.set(claim.zoneID, (wins.get(claim.zoneID) ?? 0) - 1)
    for (const [zone, count] of wins) wins.set(zone, Math.max(0, count))
    const dated = new Map<MedalId, (typeof claims)[number]['row']>()
    let first = 0
    for (let at = 0; at < claims.length; ) {
      const blockNum = claims[at]?.row.block_num
      let end = at
      while (claims[end]?.row.block_num === blockNum) end++
      const block = claims.slice(at, end)
      const since = recentSince(block[0]?.time ?? 0)
      while ((claims[first]?.time ?? Infinity) < since) first++
      for (const { id, claim } of blockMedals({
        wins: [...wins].map(([zone, count]) => ({ zone, wins: count })),
        recent: claims.slice(Math.min(first, at), at),
        claims: block,
        openZones,
      }))
        if (!dated.has(id)) dated.set(id, claim.row)
      for (const claim of block)
        if (claim.result === 'win' && claim.zoneID !== undefined)
          wins.set(claim.zoneID, (wins.get(claim.zoneID) ?? 0) + 1)
      at = end
    }
    if (dated.size > 0)
      await db
        .insertInto('medal')
        .values(
          [...dated].map(([medal, row]) => ({
            account,
            medal,
            global_sequence: row.global_sequence,
            block_num: row.block_num,
            block_time: row.block_time,
            trx_id: row.trx_id,
          })),
        )
        .execute()
  }
}
