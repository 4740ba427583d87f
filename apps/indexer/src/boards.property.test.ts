import type { Zone, ZoneWins } from '@dov/game/rows'
import { isZoneReachable } from '@dov/game/zones'
import fc from 'fast-check'
import { type Kysely, Migrator, NO_MIGRATIONS } from 'kysely'
import { expect, it } from 'vitest'
import { boards } from './boards'
import { migrations } from './db/migrations'
import type { Database } from './db/schema'
import { openEmbeddedDatabase } from './db/testing'
import { LiveBoards } from './live'
import { DevchainProcess, type DivisionRow, GAME } from './testing/devchain'
import { propertyParameters } from './testing/property'

/**
 * A property over random worlds: for any seed, the indexer following a devchain started with
 * `--world random-<seed>` (0 to 40 owners, equal totals and equal powers common, names sharing
 * prefixes; `packages/devchain/src/worlds/random.ts`) from its first block has the seven boards
 * `@dov/game` computes from the chain's own tables; and still has them after a few real
 * transactions drawn here, followed to the chain's head: both computed from the database's whole
 * tables and kept in memory from each block's rows (what the API serves). One database kind is enough: the
 * embedded PostgreSQL in memory (the server is `follow.test.ts`'s).
 *
 * Cost, measured on 2 cores: a run is about 1.6 s of CPU (the devchain's start 0.9 s, whatever
 * the world's size; following, transactions and boards the rest), the file's one in-memory PGlite
 * 2 to 3.5 s (started while the first devchain starts): 3 runs keep the file near 8 s. Each run
 * follows into a fresh database all the same: the schema taken down to nothing and brought up
 * again by the migrations (tens of milliseconds). Each `vitest run` draws new seeds; a failure
 * names fast-check's seed, which `FC_SEED=<seed>` replays (src/testing/property.ts), and the
 * world's seed and transactions, unshrunk; `--world random-<seed>` starts that world.
 */

/** Empties the database: no table, no row, then the schema of today. */
async function freshSchema(db: Kysely<Database>): Promise<Kysely<Database>> {
  const migrator = new Migrator({ db, provider: migrations })
  for (const result of [await migrator.migrateTo(NO_MIGRATIONS), await migrator.migrateToLatest()])
    if (result.error !== undefined) throw result.error
  return db
}

/** Runs per `vitest run`; each draws a new seed. */
const RUNS = 3

/**
 * A transaction, its targets drawn as indices into what the chain holds when it runs (modulo
 * their number), so that any command applies to any world.
 */
type Command =
  | { kind: 'deldivision'; division: number }
  | { kind: 'editdivision'; division: number; zone: number }
  | { kind: 'setwins'; owner: number; zone: number; wins: number }

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('deldivision' as const), division: fc.nat(200) }),
  fc.record({
    kind: fc.constant('editdivision' as const),
    division: fc.nat(200),
    zone: fc.nat(20),
  }),
  fc.record({
    kind: fc.constant('setwins' as const),
    owner: fc.nat(60),
    zone: fc.integer({ min: 1, max: 20 }),
    wins: fc.nat(3),
  }),
)

const at = <T>(items: readonly T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length]

/**
 * Pushes one command as a signed transaction; returns the number of its block, or undefined when
 * the world holds nothing it applies to (no idle division, say).
 */
async function apply(chain: DevchainProcess, c: Command): Promise<number | undefined> {
  if (c.kind === 'setwins') {
    // The game's own administration action, as `dov.game`: a new total, possibly a new tie, or
    // 0 victories (the account leaves the boards).
    const infos = await chain.chainRows<ZoneWins>('infos')
    const owners = [...new Set([...infos.map((r) => r.scope), 'player1'])]
    const player = at(owners, c.owner) ?? 'player1'
    return chain.transact(GAME, GAME, 'setwins', { player, zone: c.zone, wins: c.wins })
  }
  // A fighting division can be neither deleted nor edited.
  const idle = (await chain.divisions()).filter((d) => d.end_time === 0)
  const division = at(idle, c.division)
  if (division === undefined) return undefined
  const divID = String(division.divID)
  if (c.kind === 'deldivision') return chain.deleteDivision(division.owner, divID)
  // The same cards moved to another zone the owner can reach: another terrain, another power.
  const zone = await reachableZone(chain, division, c.zone)
  if (zone === undefined) return undefined
  return chain.transact(division.owner, 'dov.divsim', 'editdivision', {
    divID,
    player: division.owner,
    setup: division.units.map((u) => ({ key: u.key, value: String(u.value) })),
    zoneID: zone,
  })
}

/** One of the open zones the division's owner can reach (`dov.divsim` refuses others). */
async function reachableZone(chain: DevchainProcess, division: DivisionRow, index: number) {
  const zones = (await chain.chainRows<Zone>('zones')).map((r) => r.row)
  const wins = (await chain.chainRows<ZoneWins>('infos'))
    .filter((r) => r.scope === division.owner)
    .map((r) => r.row)
  const open = zones.filter((z) => z.open && isZoneReachable(zones, z.id, wins))
  return at(open, index)?.id
}

it(`the indexer's boards equal the chain's on random worlds, before and after random transactions (${RUNS} runs)`, async () => {
  // Opened while the first devchain starts.
  const opening = openEmbeddedDatabase()
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 0xffff_ffff }),
        fc.array(command, { minLength: 1, maxLength: 3 }),
        async (seed, commands) => {
          const [chain, db] = await Promise.all([
            DevchainProcess.start(`random-${seed}`),
            opening.then(freshSchema),
          ])
          // The boards the API serves: kept in memory from each block's rows.
          const live = new LiveBoards(db, GAME)
          try {
            await chain.followUntil(db)
            const before = await chain.boardsFromChain()
            expect(await boards(db, GAME)).toEqual(before)
            expect((await live.current())?.boards).toEqual(before)

            let last: number | undefined
            for (const c of commands) last = (await apply(chain, c)) ?? last
            await chain.followUntil(db, last)
            const after = await chain.boardsFromChain()
            expect(await boards(db, GAME)).toEqual(after)
            expect((await live.current())?.boards).toEqual(after)
          } finally {
            live.close()
            await chain.stop()
          }
        },
      ),
      propertyParameters(RUNS),
    )
  } finally {
    await (await opening).destroy()
  }
}, 120_000)
