import { winsBoards } from '@dov/game/hof'
import fc from 'fast-check'
import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { winsBoardsSql } from './boards'
import type { Database } from './db/schema'
import { applyBlock, type RowDelta } from './db/store'
import { testDatabases } from './db/testing'

const CHAIN = 'ef207288e6712afa0c9a0bc113b6ec9d9939cbe4b74cd3e5d26aeaf75ba88397'
const GAME = 'dov.game'

let db: Kysely<Database>

type Wins = { owner: string; zone: number; wins: number }

async function load(rows: readonly Wins[]) {
  await sql`truncate cursor, contract_row, contract_abi`.execute(db)
  const deltas: RowDelta[] = rows.map((row) => ({
    present: true,
    code: GAME,
    scope: row.owner,
    table: 'infos',
    primaryKey: String(row.zone),
    payer: GAME,
    value: { zone: row.zone, wins: row.wins },
  }))
  await applyBlock(db, CHAIN, { num: 1, id: 'a'.repeat(64), time: new Date(0) }, deltas)
}

/** Rows as the chain keeps them: one per account and zone (the last of duplicates holds). */
function unique(rows: readonly Wins[]): Wins[] {
  return [...new Map(rows.map((row) => [`${row.owner}/${row.zone}`, row])).values()]
}

const players = (rows: readonly Wins[]) => {
  const byOwner = new Map<string, Wins[]>()
  for (const row of rows) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), row])
  return [...byOwner].map(([owner, wins]) => ({ owner, wins }))
}

describe.each(testDatabases())('the wins boards in SQL on $name', (database) => {
  let drop: () => Promise<void>
  beforeAll(async () => {
    ;({ db, drop } = await database.open())
  })
  afterAll(() => drop())

  it('rank a hand-made example: sums per objective, zones outside 1–20 ignored, ties by name', async () => {
    await load([
      { owner: 'player2', zone: 1, wins: 3 },
      { owner: 'player2', zone: 4, wins: 2 },
      { owner: 'player1', zone: 5, wins: 5 },
      { owner: 'player3', zone: 21, wins: 50 },
      { owner: 'player4', zone: 2, wins: 0 },
      { owner: 'a.b', zone: 17, wins: 5 },
    ])
    const boards = await winsBoardsSql(db, GAME)
    expect(boards.officers).toEqual([
      { rank: 1, owner: 'a.b', victories: 5 },
      { rank: 2, owner: 'player1', victories: 5 },
      { rank: 3, owner: 'player2', victories: 5 },
    ])
    expect(boards.objectives.bunker).toEqual([{ rank: 1, owner: 'player2', victories: 5 }])
    expect(boards.objectives.camp).toEqual([{ rank: 1, owner: 'player1', victories: 5 }])
    expect(boards.objectives.bridge).toEqual([{ rank: 1, owner: 'a.b', victories: 5 }])
    expect(boards.objectives.radar).toEqual([])
  })

  it('equal the boards @dov/game computes from the same rows, for any rows', async () => {
    // Few names and small counts, so that ties (and the name order that breaks them) are common.
    const name = fc.constantFrom('a', 'b', 'a1', 'a.b', 'b1', 'z', '1a', 'player1', 'player2')
    const row = fc.record({
      owner: name,
      zone: fc.integer({ min: 0, max: 22 }),
      wins: fc.integer({ min: 0, max: 6 }),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 60 }), async (rows) => {
        const chain = unique(rows)
        await load(chain)
        expect(await winsBoardsSql(db, GAME)).toEqual(winsBoards(players(chain)))
      }),
      { numRuns: 60 },
    )
  })
})
