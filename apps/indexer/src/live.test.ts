import { divisionEntries, type PlayerWins, standing, topDivisions, winsBoards } from '@dov/game/hof'
import type { Division, NftRow, UnitConfig, Zone, ZoneWins } from '@dov/game/rows'
import fc from 'fast-check'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GameAction } from './activity'
import { type Boards, boards } from './boards'
import { openDatabase } from './db/open'
import type { Database } from './db/schema'
import { applyBlock, forgetChain, LOGGED_ROWS_LIMIT, type RowDelta } from './db/store'
import { testDatabases } from './db/testing'
import { type BlockEvent, LiveBoards } from './live'
import { type BoardRow, HofModel } from './model'

const GAME = 'dov.game'
const CHAIN = 'ef207288e6712afa0c9a0bc113b6ec9d9939cbe4b74cd3e5d26aeaf75ba88397'
const TERRAINS = ['plain', 'forest', 'desert', 'urban']

type Tables = Map<string, Map<string, BoardRow>>

/** The tables after `rows`: what the chain holds (the last change of each row holds). */
function write(tables: Tables, rows: readonly BoardRow[]) {
  for (const row of rows) {
    let table = tables.get(row.table)
    if (table === undefined) {
      table = new Map()
      tables.set(row.table, table)
    }
    const key = `${row.scope}\u0000${row.primaryKey}`
    if (row.present) table.set(key, row)
    else table.delete(key)
  }
}

/** The seven boards computed from the whole tables, as `boards` does from the database's. */
function fullBoards(tables: Tables): Boards {
  const { players, entries } = fullInputs(tables)
  return { ...winsBoards(players), forces: topDivisions(entries) }
}

/**
 * Two uint64 keys in decimal (no leading zeros) in numeric order: the shorter first, then by their
 * digits. What comparing them as BigInts gives, without parsing both at each of the 120,000 cards'
 * comparisons.
 */
const byNumber = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)

/** Every player's wins and every division's entry, from the whole tables. */
function fullInputs(tables: Tables) {
  const values = <T>(table: string) =>
    [...(tables.get(table)?.values() ?? [])]
      .sort((a, b) =>
        a.scope !== b.scope ? (a.scope < b.scope ? -1 : 1) : byNumber(a.primaryKey, b.primaryKey),
      )
      .map((row) => ({ scope: row.scope, value: row.value as unknown as T }))
  const players = new Map<string, ZoneWins[]>()
  for (const { scope, value } of values<ZoneWins>('infos'))
    players.set(scope, [...(players.get(scope) ?? []), value])
  const wins: PlayerWins[] = [...players].map(([owner, rows]) => ({ owner, wins: rows }))
  const divisions = values<Omit<Division, 'divID'> & { divID: string }>('sdivisions').map(
    ({ value }) => ({ ...value, divID: Number(value.divID) }),
  )
  const entries = divisionEntries(
    divisions,
    values<NftRow>('nfts').map((r) => r.value),
    values<UnitConfig>('udata').map((r) => r.value),
    values<Zone>('zones').map((r) => r.value),
  )
  return { players: wins, entries, divisions }
}

/** A player's avatar from the whole `balances` table: its `AVT` row's amount, else 1. */
function fullAvatar(tables: Tables, account: string): number {
  for (const row of tables.get('balances')?.values() ?? []) {
    const match = /^(\d+) AVT$/.exec(String(row.value.balance))
    if (row.scope === account && match !== null) return Number(match[1])
  }
  return 1
}

const row = (table: string, primaryKey: string | number, value: object, scope = GAME) => ({
  table,
  scope,
  primaryKey: String(primaryKey),
  present: true,
  value: value as Record<string, unknown>,
})
const gone = (table: string, primaryKey: string | number, scope = GAME): BoardRow => ({
  table,
  scope,
  primaryKey: String(primaryKey),
  present: false,
  value: {},
})

const divisionRow = (divID: number, owner: string, zoneID: number, assets: readonly number[]) =>
  row('sdivisions', divID, {
    divID: String(divID),
    owner,
    zoneID,
    end_time: 0,
    units: assets.map((asset, slot) => ({ key: `slot${slot}`, value: String(asset) })),
  })
const nftRow = (asset: number, template: number, owner = 'player') =>
  row('nfts', asset, { asset_id: String(asset), owner, template_id: template })
const udataRow = (template: number, type: string, power: number, bonus: [string, number][]) =>
  row('udata', template, {
    template_id: template,
    type,
    power,
    bonus: bonus.map(([key, value]) => ({ key, value })),
  })
const zoneRow = (id: number, terrain: string) =>
  row('zones', id, {
    id,
    name: `zone${id}`,
    terrain,
    open: true,
    nbwins: 0,
    wmini: 0,
    nextZone: 0,
    costs: [],
    resolutions: [],
    pre_allow: [],
    power: [],
  })
const winsRow = (owner: string, zone: number, wins: number) =>
  row('infos', zone, { zone, wins }, owner)
/** A `balances` row of the staking contract: the token's symbol code is its primary key. */
const balanceRow = (owner: string, quantity: string) =>
  row('balances', quantity.endsWith('AVT') ? 5527105 : 1481199428, { balance: quantity }, owner)

describe('the boards in memory', () => {
  // Few ids, owners and small powers: ties, cards shared or missing, unknown templates and zones.
  const owner = fc.constantFrom('a', 'b', 'a.b', 'player1', 'player2')
  const change: fc.Arbitrary<BoardRow> = fc.oneof(
    fc
      .tuple(
        fc.integer({ min: 1, max: 8 }),
        owner,
        fc.integer({ min: 0, max: 21 }),
        fc.array(fc.integer({ min: 1, max: 15 }), { maxLength: 4 }),
      )
      .map(([divID, who, zone, assets]) => divisionRow(divID, who, zone, assets)),
    fc.integer({ min: 1, max: 8 }).map((divID) => gone('sdivisions', divID)),
    fc
      .tuple(fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 6 }))
      .map(([asset, template]) => nftRow(asset, template)),
    fc.integer({ min: 1, max: 15 }).map((asset) => gone('nfts', asset)),
    fc
      .tuple(
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom('combat', 'officer', 'support'),
        fc.integer({ min: 0, max: 3 }).map((n) => n * 100_000),
        fc.array(fc.tuple(fc.constantFrom('bonusw', ...TERRAINS), fc.integer({ min: 0, max: 3 })), {
          maxLength: 2,
        }),
      )
      .map(([template, type, power, bonus]) =>
        udataRow(
          template,
          type,
          power,
          bonus.map(([key, n]) => [key, n * 10_000]),
        ),
      ),
    fc.integer({ min: 1, max: 5 }).map((template) => gone('udata', template)),
    fc
      .tuple(fc.integer({ min: 1, max: 20 }), fc.constantFrom(...TERRAINS))
      .map(([id, terrain]) => zoneRow(id, terrain)),
    fc.integer({ min: 1, max: 20 }).map((id) => gone('zones', id)),
    fc
      .tuple(owner, fc.integer({ min: 0, max: 22 }), fc.integer({ min: 0, max: 4 }))
      .map(([who, zone, wins]) => winsRow(who, zone, wins)),
    fc.tuple(owner, fc.integer({ min: 0, max: 22 })).map(([who, zone]) => gone('infos', zone, who)),
    fc
      .tuple(owner, fc.integer({ min: 1, max: 10 }), fc.boolean())
      .map(([who, n, avatar]) => balanceRow(who, avatar ? `${n} AVT` : `${n}.0000 DOVX`)),
    fc
      .tuple(owner, fc.boolean())
      .map(([who, avatar]) => gone('balances', avatar ? 5527105 : 1481199428, who)),
  )
  const owners = ['a', 'b', 'a.b', 'player1', 'player2', 'nobody']

  it('equal the boards of the whole tables after every block, for any blocks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(change, { maxLength: 12 }), { minLength: 1, maxLength: 12 }),
        (blocks) => {
          const model = new HofModel()
          const tables: Tables = new Map()
          for (const block of blocks) {
            model.apply(block)
            write(tables, block)
            const boards = fullBoards(tables)
            expect(model.boards()).toEqual(boards)
            const { players, entries, divisions } = fullInputs(tables)
            const onBoards = new Set(
              [boards.officers, ...Object.values(boards.objectives), boards.forces].flatMap((b) =>
                b.map((r) => r.owner),
              ),
            )
            expect(model.boardAvatars()).toEqual(
              Object.fromEntries([...onBoards].map((who) => [who, fullAvatar(tables, who)])),
            )
            // Every owner's reads against the whole tables' in one comparison: one `expect` per
            // read and owner cost half of this test's CPU (300 runs of up to 12 blocks).
            const read = (who: string) => {
              const player = model.player(who)
              return {
                who,
                standing: model.standing(who),
                playerStanding: player.standing,
                avatar: player.avatar,
                // Each division of the player, by divID, with the power and rank `standing` gives it.
                divisions: player.divisions.map((d) => [d.divID, d.power, d.rank]),
                units: player.divisions.map((d) => d.units),
                // What its medals are counted from: its infos rows, and the zones open.
                wins: player.medalTables.wins,
                openZones: player.medalTables.openZones,
                known: player.known,
              }
            }
            const fromTables = (who: string) => {
              const expected = standing(players, entries, who)
              return {
                who,
                standing: expected,
                playerStanding: expected,
                avatar: fullAvatar(tables, who),
                divisions: expected.forces
                  .map((d) => [d.divID, d.power, d.rank])
                  .sort((x, y) => (x[0] as number) - (y[0] as number)),
                units: divisions
                  .filter((d) => d.owner === who)
                  .sort((x, y) => x.divID - y.divID)
                  .map((d) => d.units.length),
                wins: (players.find((p) => p.owner === who)?.wins ?? [])
                  .map((w) => ({ zone: Number(w.zone), wins: Number(w.wins) }))
                  .sort((a, b) => a.zone - b.zone),
                openZones: [
                  ...new Set(
                    [...(tables.get('zones')?.values() ?? [])].map((r) => Number(r.value.id)),
                  ),
                ].sort((a, b) => a - b),
                known:
                  players.some((p) => p.owner === who) ||
                  divisions.some((d) => d.owner === who) ||
                  [...(tables.get('balances')?.values() ?? [])].some((r) => r.scope === who),
              }
            }
            expect(owners.map(read)).toEqual(owners.map(fromTables))
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('at the huge world’s size, a block changing one division gives the board of the whole tables', () => {
    // 60,000 divisions of 2 cards each (120,000 cards) over 40 templates and 20 zones.
    const tables: Tables = new Map()
    const state: BoardRow[] = []
    for (let t = 1; t <= 40; t++)
      state.push(
        udataRow(t, t % 5 === 0 ? 'officer' : 'combat', t * 10_000, [
          ['bonusw', (t % 3) * 10_000],
          [TERRAINS[t % 4] ?? 'plain', (t % 7) * 1_000],
        ]),
      )
    for (let z = 1; z <= 20; z++) state.push(zoneRow(z, TERRAINS[z % 4] ?? 'plain'))
    for (let d = 1; d <= 60_000; d++) {
      const assets = [2 * d, 2 * d + 1]
      state.push(divisionRow(d, `player${d % 20_000}`, (d % 20) + 1, assets))
      for (const asset of assets) state.push(nftRow(asset, ((asset * 7) % 40) + 1))
    }
    for (let p = 0; p < 20_000; p++) state.push(winsRow(`player${p}`, (p % 20) + 1, p % 13))
    const model = new HofModel()
    model.apply(state)
    write(tables, state)
    expect(model.boards()).toEqual(fullBoards(tables))

    // The strongest template on both cards of one division, in another zone: first on the board.
    const strongest = 39
    const block = [
      divisionRow(12_345, 'player12345', 7, [2 * 12_345, 2 * 12_345 + 1]),
      nftRow(2 * 12_345, strongest),
      nftRow(2 * 12_345 + 1, strongest),
    ]
    model.apply(block)
    write(tables, block)
    const after = model.boards()
    expect(after).toEqual(fullBoards(tables))
    expect(after.forces[0]).toMatchObject({ divID: 12_345, owner: 'player12345' })
    // A player's standing among all 20,000 players and 60,000 divisions: `standing`'s.
    const { players, entries } = fullInputs(tables)
    for (const who of ['player12345', 'player7', 'player19999'])
      expect(model.standing(who)).toEqual(standing(players, entries, who))

    // Then the division deleted with its cards: off the board.
    const deleted = [gone('sdivisions', 12_345), gone('nfts', 24_690), gone('nfts', 24_691)]
    model.apply(deleted)
    write(tables, deleted)
    expect(model.boards()).toEqual(fullBoards(tables))
    expect(model.boards().forces.map((d) => d.divID)).not.toContain(12_345)
  })
})

const at = (num: number, fork = '0') => ({
  num,
  id: `${fork}${num.toString(16).padStart(63, '0')}`,
  time: new Date(Date.UTC(2026, 10, 25, 12, 0, 0) + num * 500),
})
const delta = (r: BoardRow, code = GAME): RowDelta => ({ ...r, code, payer: GAME })

describe.each(testDatabases())('the boards in memory over the store, on $name', (database) => {
  let db: Kysely<Database>
  let drop: () => Promise<void>
  beforeAll(async () => {
    ;({ db, drop } = await database.open())
  })
  afterAll(() => drop())

  it('follow the blocks applied, a chain forgotten, and are read again by a new process', async () => {
    const live = new LiveBoards(db, GAME)
    try {
      expect(await live.current()).toBeUndefined()
      await applyBlock(db, CHAIN, at(1), [
        delta(udataRow(1, 'combat', 300_000, [['forest', 5_000]])),
        delta(udataRow(2, 'combat', 200_000, [['bonusw', 20_000]])),
        delta(zoneRow(1, 'forest')),
        delta(zoneRow(2, 'plain')),
        delta(divisionRow(1, 'alice', 1, [10, 11])),
        delta(divisionRow(2, 'bob', 2, [12])),
        delta(nftRow(10, 1)),
        delta(nftRow(11, 2)),
        delta(nftRow(12, 1)),
        delta(winsRow('alice', 1, 3)),
        // Another contract's rows are no board's.
        delta(divisionRow(3, 'eve', 1, [10]), 'other'),
        delta(balanceRow('bob', '3 AVT'), 'dov.stake'),
      ])
      const first = await live.current()
      expect(first?.cursor.block).toEqual(at(1))
      expect(first?.boards).toEqual(await boards(db, GAME))
      expect(first?.boards.forces.map((d) => d.divID)).toEqual([1, 2])
      expect(first?.avatars).toEqual({ alice: 1, bob: 3 })

      // A card changes template: its division's power changes. Then a zone changes terrain.
      await applyBlock(db, CHAIN, at(2), [delta(nftRow(11, 1)), delta(winsRow('bob', 5, 4))])
      expect((await live.current())?.boards).toEqual(await boards(db, GAME))
      await applyBlock(db, CHAIN, at(3), [delta(zoneRow(2, 'forest'))])
      expect((await live.current())?.boards).toEqual(await boards(db, GAME))
      // A block at or below the cursor changes nothing.
      await applyBlock(db, CHAIN, at(3), [delta(gone('sdivisions', 1))])
      expect((await live.current())?.cursor.block).toEqual(at(3))
      expect((await live.current())?.boards.forces).toHaveLength(2)

      // Read by another process (a restart): the same boards.
      const again = new LiveBoards(db, GAME)
      expect(await again.current()).toEqual(await live.current())
      again.close()

      // Forgotten, then a new chain from its first block.
      await forgetChain(db)
      expect(await live.current()).toBeUndefined()
      await applyBlock(db, CHAIN, at(1, 'f'), [
        delta(divisionRow(7, 'carol', 1, [70])),
        delta(nftRow(70, 2)),
        delta(udataRow(2, 'combat', 200_000, [])),
      ])
      const anew = await live.current()
      expect(anew?.cursor.block).toEqual(at(1, 'f'))
      expect(anew?.boards).toEqual(await boards(db, GAME))
      expect(anew?.boards.forces.map((d) => d.divID)).toEqual([7])
    } finally {
      live.close()
    }
  })
})

/** Resolves once `check` holds, polling; fails with `what` after a few seconds. */
async function until(what: string, check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 10_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not reached within 10 s: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

// Another process's connection to the same database: only a server has one.
const servers = testDatabases().filter((database) => database.name === 'a PostgreSQL server')

describe.each(servers)('the boards of an API process over $name', (database) => {
  let writer: Kysely<Database>
  let reader: Kysely<Database>
  let drop: () => Promise<void>
  beforeAll(async () => {
    const opened = await database.open()
    ;({ db: writer, drop } = opened)
    if (opened.url === undefined) throw new Error('a server database has a URL')
    reader = await openDatabase({ url: opened.url, schema: 'wait' })
  })
  afterAll(async () => {
    await reader.destroy()
    await drop()
  })

  it("follow another connection's blocks through the change log, and tell each move", async () => {
    const live = new LiveBoards(reader, GAME, 'dov.stake', { pollMs: 20, log: () => {} })
    const events: BlockEvent[] = []
    live.subscribe((event) => events.push(event))
    const at = (num: number, fork = 'a') => ({
      num,
      id: `${fork}${num.toString(16).padStart(63, '0')}`,
      time: new Date(Date.UTC(2026, 10, 25) + num * 500),
    })
    const reached = (num: number, fork = 'a') =>
      until(`block ${num}`, () => live.status().cursor?.block.id === at(num, fork).id)
    const action = (account: string, sequence: string): GameAction => ({
      globalSequence: sequence,
      trxId: 'f'.repeat(64),
      ordinal: 1,
      account,
      contract: 'dov.stake',
      name: 'withdraw',
      data: null,
      traced: [],
      opaque: false,
    })
    try {
      await applyBlock(writer, CHAIN, { ...at(1), head: 1 }, [
        delta(udataRow(1, 'combat', 300_000, [])),
        delta(zoneRow(1, 'forest')),
        delta(divisionRow(1, 'alice', 1, [10])),
        delta(nftRow(10, 1)),
        delta(winsRow('alice', 1, 3)),
      ])
      await reached(1)
      expect((await live.current())?.boards).toEqual(await boards(writer, GAME))
      expect(events.at(-1)).toMatchObject({ reload: true, hof: true })

      // A victory of bob's and a withdrawal of carol's: the boards move, and both pages.
      await applyBlock(writer, CHAIN, { ...at(2), head: 4 }, [delta(winsRow('bob', 5, 4))], [], {
        actions: [action('carol', '100')],
        stake: 'dov.stake',
      })
      await reached(2)
      expect((await live.current())?.boards).toEqual(await boards(writer, GAME))
      expect(live.status().chainHead).toBe(4)
      expect(events.at(-1)).toMatchObject({
        hof: true,
        ranks: true,
        accounts: ['bob', 'carol'],
        reload: false,
      })

      // A balance that is no avatar: dave's page changed, no board did.
      await applyBlock(writer, CHAIN, at(3), [
        delta(balanceRow('dave', '1.0000 DOVX'), 'dov.stake'),
      ])
      await reached(3)
      expect(events.at(-1)).toMatchObject({ hof: false, ranks: false, accounts: ['dave'] })
      expect((await live.player('dave'))?.player().known).toBe(true)

      // A block too large to log its rows: the copy is read whole again, and still right.
      const many = Array.from({ length: LOGGED_ROWS_LIMIT + 1 }, (_, i) =>
        delta(nftRow(1000 + i, 1)),
      )
      await applyBlock(writer, CHAIN, at(4), [...many, delta(winsRow('erin', 9, 9))])
      await reached(4)
      expect(events.at(-1)).toMatchObject({ reload: true })
      expect((await live.current())?.boards).toEqual(await boards(writer, GAME))

      // A chain read anew from its first block.
      await forgetChain(writer)
      await applyBlock(writer, CHAIN, at(1, 'b'), [delta(divisionRow(7, 'carol', 1, [70]))])
      await reached(1, 'b')
      expect((await live.current())?.boards).toEqual(await boards(writer, GAME))
    } finally {
      live.close()
    }
  })
})
