import type { UnitConfig, Zone } from '@dov/game/rows'
import { type Kysely, sql, type Transaction } from 'kysely'
import {
  actionEffects,
  BALANCES_TABLE,
  type ClaimTables,
  claimDetails,
  claimsOf,
  type GameAction,
  winsKey,
} from '../activity'
import { writeMedals } from '../medals'
import type { Database, LoggedRow } from './schema'

/** A block's place in the chain, as state history gives it (`this_block` and the block's time). */
export type BlockPosition = { num: number; id: string; time: Date }

/** One `contract_row` delta, decoded: the row as it is after the block, or gone. */
export type RowDelta = {
  present: boolean
  code: string
  scope: string
  table: string
  primaryKey: string
  payer: string
  value: Record<string, unknown>
}

export type Cursor = { chainId: string; block: BlockPosition }

/** A contract's ABI set in a block, as JSON (`ABI.toJSON()`). */
export type AbiChange = { account: string; abi: Record<string, unknown> }

/**
 * A block's game actions (`activity.ts`), the staking contract whose `balances` rows (among the
 * block's deltas) say what the block changed in the players' in-game balances, and the game
 * contract whose tables say what its claims did (default `dov.game`).
 */
export type BlockActivity = { actions: readonly GameAction[]; stake: string; game?: string }

/** The database follows another chain: refusing beats mixing two chains' rows. */
export class ChainMismatchError extends Error {
  override name = 'ChainMismatchError'
  constructor(database: string, chain: string) {
    super(
      `This database holds chain ${database}, but the chain answers ${chain}. Point ` +
        'DATABASE_URL (or the data folder) at a database of this chain, or at an empty one.',
    )
  }
}

/** The last block applied, or undefined for a database that has followed nothing yet. */
export async function readCursor(db: Kysely<Database>): Promise<Cursor | undefined> {
  const row = await db.selectFrom('cursor').selectAll().executeTakeFirst()
  if (row === undefined) return undefined
  return {
    chainId: row.chain_id,
    block: { num: row.block_num, id: row.block_id, time: new Date(row.block_time) },
  }
}

/** Throws ChainMismatchError when the database already follows another chain. */
export async function checkChain(db: Kysely<Database>, chainId: string): Promise<void> {
  const cursor = await readCursor(db)
  if (cursor !== undefined && cursor.chainId !== chainId)
    throw new ChainMismatchError(cursor.chainId, chainId)
}

/**
 * What a committed change of the store was, for whoever keeps a copy of the rows in memory (the
 * boards, `live.ts`): a block applied (`previous` the cursor it followed, undefined for the first
 * block of an empty database; `rows` its deltas, the last of each row), or everything forgotten.
 */
export type StoreChange =
  | {
      kind: 'applied'
      chainId: string
      previous: BlockPosition | undefined
      block: BlockPosition
      rows: readonly RowDelta[]
    }
  | { kind: 'forgotten' }

type Watcher = (change: StoreChange) => void

const watchers = new WeakMap<Kysely<Database>, Set<Watcher>>()
const turns = new WeakMap<Kysely<Database>, Promise<unknown>>()

/**
 * Calls `watcher` with each change `applyBlock` and `forgetChain` make through this `db`, after
 * its transaction committed and before the next change starts (`exclusive`), synchronously: a
 * copy updated by the watcher is always at one block. Returns the unsubscription.
 */
export function watchStore(db: Kysely<Database>, watcher: Watcher): () => void {
  let set = watchers.get(db)
  if (set === undefined) {
    set = new Set()
    watchers.set(db, set)
  }
  set.add(watcher)
  return () => set.delete(watcher)
}

function notify(db: Kysely<Database>, change: StoreChange) {
  for (const watcher of watchers.get(db) ?? []) watcher(change)
}

/**
 * Runs `run` when every earlier `exclusive` run of this `db` has ended, and none beside it: the
 * store's writes (and their watchers' calls) and `readSnapshot` take turns, so a snapshot read
 * with its cursor is never interleaved with a block.
 */
export function exclusive<T>(db: Kysely<Database>, run: () => Promise<T>): Promise<T> {
  const before = turns.get(db) ?? Promise.resolve()
  const result = before.then(run, run)
  turns.set(
    db,
    result.catch(() => {}),
  )
  return result
}

const rowKey = (d: RowDelta) => `${d.code}\u0000${d.table}\u0000${d.scope}\u0000${d.primaryKey}`

/** Rows per INSERT statement: 7 parameters a row, far under PostgreSQL's 65,535. */
const BATCH = 1000

/**
 * A block with more row changes than this is logged without them (`rows` null): a reader of the
 * log reads the tables whole instead (the first block of a chain carries its whole state).
 */
export const LOGGED_ROWS_LIMIT = 5_000
/** Blocks the change log keeps (an hour at two blocks a second); a reader further behind reads the tables. */
export const LOGGED_BLOCKS = 7_200
/** The log's older blocks are deleted once every this many blocks. */
const PRUNE_EVERY = 100

/** A block as the follower applies it: its position, and the chain's head then when known. */
export type AppliedBlock = BlockPosition & { head?: number }

/**
 * Applies one block's row deltas and moves the cursor to it, in one transaction: whatever stops
 * the process, the database holds all of a block or none of it, and the cursor says which. A
 * block at or below the cursor was applied already and changes nothing (a restart that is handed
 * the same block again counts nothing twice). Of several deltas of one row, the last one holds.
 * The ABIs the block set are kept with it, and its game actions with their effects. Once
 * committed, the watchers (`watchStore`) are told.
 */
export async function applyBlock(
  db: Kysely<Database>,
  chainId: string,
  block: AppliedBlock,
  deltas: readonly RowDelta[],
  abis: readonly AbiChange[] = [],
  activity?: BlockActivity,
): Promise<boolean> {
  return exclusive(db, async () => {
    const change = await db
      .transaction()
      .execute((trx) => writeBlock(trx, chainId, block, deltas, abis, activity))
    if (change === undefined) return false
    notify(db, change)
    return true
  })
}

async function writeBlock(
  trx: Transaction<Database>,
  chainId: string,
  block: AppliedBlock,
  deltas: readonly RowDelta[],
  abis: readonly AbiChange[],
  activity: BlockActivity | undefined,
): Promise<StoreChange | undefined> {
  const cursor = await trx.selectFrom('cursor').selectAll().forUpdate().executeTakeFirst()
  if (cursor !== undefined && cursor.chain_id !== chainId)
    throw new ChainMismatchError(cursor.chain_id, chainId)
  if (cursor !== undefined && block.num <= cursor.block_num) return undefined
  const last = new Map<string, RowDelta>()
  for (const delta of deltas) last.set(rowKey(delta), delta)
  // Before the rows change: the balances as they were, which the actions' effects start from.
  if (activity !== undefined && activity.actions.length > 0)
    await writeActions(trx, block, activity, [...last.values()])
  const present = [...last.values()].filter((d) => d.present)
  const gone = [...last.values()].filter((d) => !d.present)
  for (let i = 0; i < present.length; i += BATCH) {
    await upsertRows(trx, block.num, present.slice(i, i + BATCH))
  }
  for (const d of gone) {
    await trx
      .deleteFrom('contract_row')
      .where('code', '=', d.code)
      .where('tbl', '=', d.table)
      .where('scope', '=', d.scope)
      .where('primary_key', '=', d.primaryKey)
      .execute()
  }
  for (const { account, abi } of abis) {
    const row = { account, abi: JSON.stringify(abi), block_num: block.num }
    await trx
      .insertInto('contract_abi')
      .values(row)
      .onConflict((conflict) => conflict.column('account').doUpdateSet(row))
      .execute()
  }
  const position = {
    chain_id: chainId,
    block_num: block.num,
    block_id: block.id,
    block_time: block.time,
  }
  await trx
    .insertInto('cursor')
    .values(position)
    .onConflict((conflict) => conflict.column('id').doUpdateSet(position))
    .execute()
  const rows = [...last.values()]
  await logBlock(trx, block, cursor?.block_id ?? null, rows, activity)
  const previous =
    cursor === undefined
      ? undefined
      : { num: cursor.block_num, id: cursor.block_id, time: new Date(cursor.block_time) }
  return {
    kind: 'applied',
    chainId,
    previous,
    block: { num: block.num, id: block.id, time: block.time },
    rows,
  }
}

/**
 * Writes what the block changed to the change log (`block_change`), in the block's transaction:
 * the rows' deltas (null past LOGGED_ROWS_LIMIT) and the players of its game actions. Every
 * PRUNE_EVERY blocks, the blocks older than LOGGED_BLOCKS are deleted.
 */
async function logBlock(
  trx: Transaction<Database>,
  block: AppliedBlock,
  previousId: string | null,
  rows: readonly RowDelta[],
  activity: BlockActivity | undefined,
) {
  const logged =
    rows.length > LOGGED_ROWS_LIMIT
      ? null
      : rows.map(({ present, code, scope, table, primaryKey, value }) => ({
          present,
          code,
          scope,
          table,
          primaryKey,
          value,
        }))
  const accounts = [...new Set(activity?.actions.map((a) => a.account) ?? [])].sort()
  const entry = {
    block_num: block.num,
    block_id: block.id,
    previous_id: previousId,
    block_time: block.time,
    chain_head: block.head ?? null,
    rows: logged === null ? null : JSON.stringify(logged),
    accounts: JSON.stringify(accounts),
  }
  await trx
    .insertInto('block_change')
    .values(entry)
    // A number logged before belongs to a chain read anew since: this block replaces it.
    .onConflict((conflict) => conflict.column('block_num').doUpdateSet(entry))
    .execute()
  if (block.num % PRUNE_EVERY === 0)
    await trx
      .deleteFrom('block_change')
      .where('block_num', '<', block.num - LOGGED_BLOCKS)
      .execute()
}

/** Rows per INSERT of game actions: 10 parameters a row. */
const ACTION_BATCH = 500

async function writeActions(
  trx: Transaction<Database>,
  block: BlockPosition,
  { actions, stake, game = 'dov.game' }: BlockActivity,
  deltas: readonly RowDelta[],
) {
  const players = [...new Set(actions.map((a) => a.account))]
  const after = deltas.filter(
    (d) => d.code === stake && d.table === BALANCES_TABLE && players.includes(d.scope),
  )
  const before =
    after.length === 0
      ? []
      : (
          await trx
            .selectFrom('contract_row')
            .select(['scope', 'primary_key', 'value'])
            .where('code', '=', stake)
            .where('tbl', '=', BALANCES_TABLE)
            .where('scope', 'in', [...new Set(after.map((d) => d.scope))])
            .execute()
        ).map((r) => ({ scope: r.scope, primaryKey: String(r.primary_key), value: r.value }))
  const effects = actionEffects(actions, before, after)
  const claims = claimsOf(actions, game)
  const tables = await claimTables(trx, game, claims, deltas)
  const details = claimDetails(actions, game, tables)
  const rows = actions.map((a, i) => ({
    global_sequence: a.globalSequence,
    block_num: block.num,
    block_time: block.time,
    trx_id: a.trxId,
    action_ordinal: a.ordinal,
    account: a.account,
    contract: a.contract,
    action: a.name,
    data: a.data === null ? null : JSON.stringify(a.data),
    effects: JSON.stringify(effects[i] ?? []),
    details: details[i] == null ? null : JSON.stringify(details[i]),
  }))
  for (let i = 0; i < rows.length; i += ACTION_BATCH) {
    await trx
      .insertInto('game_action')
      .values(rows.slice(i, i + ACTION_BATCH))
      // The cursor already keeps a block from being applied twice; an action's id is unique too.
      .onConflict((conflict) => conflict.column('global_sequence').doNothing())
      .execute()
  }
  // After the block's actions: the medals its claims earned, from the tables before it.
  await writeMedals(
    trx,
    block,
    game,
    claims.map(({ index, action }) => ({ action, details: details[index] ?? null })),
    tables.winsBefore,
    tables.openZones,
  )
}

/**
 * What the block's claims' results are read from (`claimDetails`): the game's rows as they were
 * before the block (the claimed divisions, their cards, the zones, the units' configs, the
 * players' wins) and the players' wins after it (the block's `infos` deltas over those); the
 * zones open then, for the medals the claims earn. Nothing is read for a block without claims.
 */
async function claimTables(
  trx: Transaction<Database>,
  game: string,
  claims: ReturnType<typeof claimsOf>,
  deltas: readonly RowDelta[],
): Promise<ClaimTables & { openZones: number[] }> {
  if (claims.length === 0)
    return {
      divisions: new Map(),
      winsBefore: new Map(),
      winsAfter: new Map(),
      zones: new Map(),
      templates: new Map(),
      udata: [],
      openZones: [],
    }
  const rows = (table: string) =>
    trx
      .selectFrom('contract_row')
      .select(['scope', 'primary_key', 'value'])
      .where('code', '=', game)
      .where('tbl', '=', table)
  const ids = [...new Set(claims.map((c) => c.divID))].filter((id) => /^\d{1,20}$/.test(id))
  const divisions = new Map<string, { zoneID: number; units: { value: string }[] }>()
  if (ids.length > 0)
    for (const r of await rows('sdivisions')
      .where('scope', '=', game)
      .where('primary_key', 'in', ids)
      .execute()) {
      const value = r.value as { zoneID: number; units?: { value: string }[] }
      divisions.set(String(r.primary_key), {
        zoneID: Number(value.zoneID),
        units: value.units ?? [],
      })
    }
  const assets = [
    ...new Set([...divisions.values()].flatMap((d) => d.units.map((u) => u.value))),
  ].filter((id) => /^\d{1,20}$/.test(id))
  const templates = new Map<string, number>()
  if (assets.length > 0)
    for (const r of await rows('nfts')
      .where('scope', '=', game)
      .where('primary_key', 'in', assets)
      .execute())
      templates.set(String(r.primary_key), Number((r.value as { template_id: number }).template_id))
  const zones = new Map<number, Zone>()
  for (const r of await rows('zones').execute()) {
    const zone = r.value as unknown as Zone
    zones.set(Number(zone.id), zone)
  }
  const udata = (await rows('udata').orderBy('primary_key').execute()).map(
    (r) => r.value as unknown as UnitConfig,
  )
  const players = [...new Set(claims.map((c) => c.action.account))]
  const winsBefore = new Map<string, number>()
  for (const r of await rows('infos').where('scope', 'in', players).execute())
    winsBefore.set(winsKey(r.scope, Number(r.primary_key)), Number(r.value.wins))
  const winsAfter = new Map(winsBefore)
  for (const d of deltas)
    if (d.code === game && d.table === 'infos' && players.includes(d.scope))
      winsAfter.set(winsKey(d.scope, Number(d.primaryKey)), d.present ? Number(d.value.wins) : 0)
  const openZones = [...zones.values()].filter((zone) => zone.open).map((zone) => Number(zone.id))
  return { divisions, winsBefore, winsAfter, zones, templates, udata, openZones }
}

async function upsertRows(trx: Transaction<Database>, blockNum: number, rows: RowDelta[]) {
  await trx
    .insertInto('contract_row')
    .values(
      rows.map((d) => ({
        code: d.code,
        scope: d.scope,
        tbl: d.table,
        primary_key: d.primaryKey,
        payer: d.payer,
        value: JSON.stringify(d.value),
        block_num: blockNum,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['code', 'tbl', 'scope', 'primary_key']).doUpdateSet((eb) => ({
        payer: eb.ref('excluded.payer'),
        value: eb.ref('excluded.value'),
        block_num: eb.ref('excluded.block_num'),
      })),
    )
    .execute()
}

/**
 * Forgets everything followed, in one transaction: for a chain that started again beneath the
 * indexer (the devchain's reset), which is then read again from its first block. Once committed,
 * the watchers (`watchStore`) are told.
 */
export async function forgetChain(db: Kysely<Database>): Promise<void> {
  await exclusive(db, async () => {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('contract_row').execute()
      await trx.deleteFrom('contract_abi').execute()
      await trx.deleteFrom('game_action').execute()
      await trx.deleteFrom('medal').execute()
      await trx.deleteFrom('block_change').execute()
      await trx.deleteFrom('cursor').execute()
    })
    notify(db, { kind: 'forgotten' })
  })
}

/** Every contract's ABI as of the cursor. */
export async function readAbis(db: Kysely<Database>): Promise<AbiChange[]> {
  const rows = await db.selectFrom('contract_abi').select(['account', 'abi']).execute()
  return rows.map((r) => ({ account: r.account, abi: r.abi }))
}

/** A row as `tableRows` gives it. */
export type TableRow = { scope: string; primaryKey: string; value: Record<string, unknown> }

/**
 * The cursor and the rows of `tables` of `code` at it, read in one repeatable-read transaction (one
 * snapshot of the database, whatever the follower commits meanwhile, on the primary or a
 * replica): what a copy kept up to date from the change log (`readChanges`) starts from. `also`
 * reads more in the same snapshot, as of its cursor (the week's victories).
 */
export async function readSnapshot<T>(
  db: Kysely<Database>,
  /** Per contract, the tables read (table names do not repeat across the contracts). */
  contracts: readonly { code: string; tables: readonly string[] }[],
  also: (trx: Kysely<Database>, cursor: Cursor) => Promise<T>,
): Promise<{ cursor: Cursor | undefined; rows: Map<string, TableRow[]>; also: T | undefined }> {
  return db.transaction().execute(async (trx) => {
    await sql`set transaction isolation level repeatable read, read only`.execute(trx)
    const cursor = await readCursor(trx)
    const rows = new Map<string, TableRow[]>()
    for (const { code, tables } of contracts)
      for (const table of tables) rows.set(table, await tableRows(trx, code, table))
    return { cursor, rows, also: cursor === undefined ? undefined : await also(trx, cursor) }
  })
}

/** One block of the change log (`block_change`). */
export type BlockChange = {
  block: BlockPosition
  /** The cursor's block id before it; null for the first block of an empty database. */
  previousId: string | null
  chainHead: number | null
  /** The block's row deltas, or null when it changed too many rows to log them. */
  rows: LoggedRow[] | null
  /** The players of its game actions. */
  accounts: string[]
}

/** The logged blocks after block `after`, oldest first, at most `limit`. */
export async function readChanges(
  db: Kysely<Database>,
  after: number,
  limit: number,
): Promise<BlockChange[]> {
  const rows = await db
    .selectFrom('block_change')
    .selectAll()
    .where('block_num', '>', after)
    .orderBy('block_num')
    .limit(limit)
    .execute()
  return rows.map((r) => ({
    block: { num: r.block_num, id: r.block_id, time: new Date(r.block_time) },
    previousId: r.previous_id,
    chainHead: r.chain_head,
    rows: r.rows,
    accounts: r.accounts,
  }))
}

/** The chain's head as the follower last recorded it (with its latest block), or undefined. */
export async function readChainHead(db: Kysely<Database>): Promise<number | undefined> {
  const row = await db
    .selectFrom('block_change')
    .select('chain_head')
    .orderBy('block_num', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.chain_head ?? undefined
}

/** The rows of one table, every scope, in primary-key order (what a board reads). */
export async function tableRows(
  db: Kysely<Database>,
  code: string,
  table: string,
): Promise<TableRow[]> {
  const rows = await db
    .selectFrom('contract_row')
    .select(['scope', 'primary_key', 'value'])
    .where('code', '=', code)
    .where('tbl', '=', table)
    .orderBy('scope')
    .orderBy('primary_key')
    .execute()
  return rows.map((r) => ({ scope: r.scope, primaryKey: String(r.primary_key), value: r.value }))
}
