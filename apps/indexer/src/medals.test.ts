import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GameAction } from './activity'
import type { Database } from './db/schema'
import { applyBlock, forgetChain, type RowDelta } from './db/store'
import { testDatabases } from './db/testing'
import { backfillMedals, playerMedals } from './medals'

/**
 * The medals the follower writes with each block (`writeMedals`, called by `applyBlock`): dated by
 * the claim that earned each, from the `infos` rows before the block and the claims of the days
 * before; the same as a replay of the claims kept (`backfillMedals`, an older database's
 * migration); read for a page with the undated ones the tables show (`playerMedals`); forgotten
 * with the chain.
 */

const CHAIN = 'ef207288e6712afa0c9a0bc113b6ec9d9939cbe4b74cd3e5d26aeaf75ba88397'
const GAME = 'dov.game'
const DAY = 86_400_000
/** Monday 2026-11-23, 10:00 UTC. */
const MONDAY = Date.UTC(2026, 10, 23, 10)

const row = (table: string, scope: string, primaryKey: number, value: object): RowDelta => ({
  present: true,
  code: GAME,
  scope,
  table,
  primaryKey: String(primaryKey),
  payer: GAME,
  value: value as Record<string, unknown>,
})
const zone = (id: number, open = true) =>
  row('zones', GAME, id, {
    id,
    name: '',
    terrain: 'plain',
    open,
    nbwins: 0,
    wmini: 0,
    nextZone: 0,
    costs: [],
    resolutions: [],
    pre_allow: [],
    power: [],
  })
const division = (divID: number, owner: string, zoneID: number) =>
  row('sdivisions', GAME, divID, { divID: String(divID), owner, zoneID, end_time: 1, units: [] })
const wins = (owner: string, zoneID: number, count: number) =>
  row('infos', owner, zoneID, { zone: zoneID, wins: count })

let sequence = 100
/** A claim of `owner`'s division (its traced payout is neither a Draw's nor a Defeat's). */
const claim = (owner: string, divID: number): GameAction => {
  sequence++
  return {
    globalSequence: String(sequence),
    trxId: sequence.toString(16).padStart(64, '0'),
    ordinal: 1,
    account: owner,
    contract: GAME,
    name: 'claimfight',
    data: { player: owner, division_id: String(divID) },
    traced: [{ balance: 'game', amount: { units: 70_000n, precision: 4, symbol: 'DOVX' } }],
    opaque: false,
  }
}

describe.each(testDatabases())('medals kept with the blocks, on $name', (database) => {
  let db: Kysely<Database>
  let drop: () => Promise<void>
  beforeAll(async () => {
    ;({ db, drop } = await database.open())
  })
  afterAll(() => drop())

  it('dates each medal by its claim, as a replay of the claims does, and forgets them with the chain', async () => {
    // Each database's run numbers its blocks and claims from the same start.
    let num = 0
    sequence = 100
    const block = (time: number) => {
      num++
      return { num, id: num.toString(16).padStart(64, '0'), time: new Date(time) }
    }
    const claimed = (actions: GameAction[]) => ({ actions, stake: 'dov.stake', game: GAME })
    // alice won zone 1 twice before the record; bob never won. Zones 1 and 2 open, 3 closed.
    await applyBlock(db, CHAIN, block(MONDAY - DAY), [
      zone(1),
      zone(2),
      zone(3, false),
      division(1, 'alice', 1),
      division(2, 'bob', 2),
      wins('alice', 1, 2),
    ])
    // Seven days of claims by bob: a victory in zone 2 on the first, nothing won after.
    const bobWins = wins('bob', 2, 1)
    for (let day = 0; day < 7; day++)
      await applyBlock(
        db,
        CHAIN,
        block(MONDAY + day * DAY),
        day === 0 ? [bobWins] : [],
        [],
        claimed([claim('bob', 2)]),
      )
    // alice: three victories in zone 1 on Tuesday, two of them in one block; then one in zone 2.
    const tuesday = MONDAY + DAY + 3_600_000
    await applyBlock(
      db,
      CHAIN,
      block(tuesday),
      [wins('alice', 1, 3)],
      [],
      claimed([claim('alice', 1)]),
    )
    await applyBlock(
      db,
      CHAIN,
      block(tuesday + 500),
      [wins('alice', 1, 5)],
      [],
      claimed([claim('alice', 1), claim('alice', 1)]),
    )
    // Then her division moves to zone 2 and wins there: every open zone won.
    await applyBlock(db, CHAIN, block(tuesday + 1_000), [division(1, 'alice', 2)])
    await applyBlock(
      db,
      CHAIN,
      block(tuesday + 1_500),
      [wins('alice', 2, 1)],
      [],
      claimed([claim('alice', 1)]),
    )

    const kept = async () =>
      (
        await db
          .selectFrom('medal')
          .select(['account', 'medal', 'global_sequence', 'block_num', 'trx_id'])
          .orderBy('account')
          .orderBy('medal')
          .execute()
      ).map((r) => [r.account, r.medal, String(r.global_sequence), r.block_num])
    const written = await kept()
    expect(written).toEqual([
      // Her first victory in zone 2 completed the open zones (3 is closed).
      ['alice', 'every-front', '111', 12],
      // The third victory of Tuesday is the second claim of its block.
      ['alice', 'hat-trick', '110', 10],
      // bob's first victory is dated, and seven days of claims whatever their results.
      ['bob', 'bunker', '101', 2],
      ['bob', 'first-victory', '101', 2],
      ['bob', 'seven-days', '107', 8],
    ])
    const at = (blockNum: number, seq: number, time: number) => ({
      earned_at: new Date(time).toISOString(),
      block_num: blockNum,
      trx_id: seq.toString(16).padStart(64, '0'),
    })
    // alice's first victory and bunker came before the record: held, undated.
    expect(
      await playerMedals(db, 'alice', num, {
        wins: [
          { zone: 1, wins: 5 },
          { zone: 2, wins: 1 },
        ],
        openZones: [1, 2],
      }),
    ).toEqual([
      { id: 'first-victory', earned_at: null, block_num: null, trx_id: null },
      { id: 'bunker', earned_at: null, block_num: null, trx_id: null },
      { id: 'every-front', ...at(12, 111, tuesday + 1_500) },
      { id: 'hat-trick', ...at(10, 110, tuesday + 500) },
    ])
    // Up to an earlier block, a medal earned after it is not held yet.
    expect(
      (await playerMedals(db, 'bob', 7, { wins: [{ zone: 2, wins: 1 }], openZones: [1, 2] })).map(
        (medal) => medal.id,
      ),
    ).toEqual(['first-victory', 'bunker'])

    // A database of an older indexer: the same medals from its claims, replayed.
    await db.deleteFrom('medal').execute()
    await backfillMedals(db)
    expect(await kept()).toEqual(written)

    await forgetChain(db)
    expect(await kept()).toEqual([])
  })
})
