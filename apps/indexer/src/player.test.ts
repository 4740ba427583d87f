import { divisionEntries, type PlayerWins, type RankedDivision, standing } from '@dov/game/hof'
import type { NftRow, UnitConfig, Zone, ZoneWins } from '@dov/game/rows'
import { isoWeekStart } from '@dov/game/week'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './db/schema'
import { testDatabases } from './db/testing'
import { createApi, type HofDocument, type PlayerDocument } from './http'
import { listen } from './testing/api'
import { DevchainProcess, GAME } from './testing/devchain'

/**
 * `GET /v1/player` over the real devchain's demo world, followed through its state history: the
 * page of a player with divisions equals what `@dov/game` computes from the chain's own tables
 * (read over `get_table_rows`): each division's power (`divisionEntries`), its rank and the
 * player's standing (`standing`), its avatar; a fight it claims that the `infos` table counts as
 * a win is its latest victory.
 */

let chain: DevchainProcess

beforeAll(async () => {
  chain = await DevchainProcess.start('demo')
})

afterAll(() => chain.stop())

const PLAYER = 'player2'
const APP = 'http://127.0.0.1:5173'

/** The page `@dov/game` computes from the chain's tables for `account`. */
async function expectedPage(account: string) {
  const values = async <T>(table: string) => (await chain.chainRows<T>(table)).map((r) => r.row)
  const infos = await chain.chainRows<ZoneWins>('infos')
  const players = new Map<string, ZoneWins[]>()
  for (const { scope, row } of infos) players.set(scope, [...(players.get(scope) ?? []), row])
  const wins: PlayerWins[] = [...players].map(([owner, rows]) => ({ owner, wins: rows }))
  const divisions = (await chain.divisions()).map((d) => ({
    ...d,
    divID: Number(d.divID),
    units: d.units.map((u) => ({ key: u.key, value: String(u.value) })),
  }))
  const entries = divisionEntries(
    divisions,
    await values<NftRow>('nfts'),
    await values<UnitConfig>('udata'),
    await values<Zone>('zones'),
  )
  const expected = standing(wins, entries, account)
  const rankOf = new Map(expected.forces.map((d: RankedDivision) => [d.divID, d]))
  const avatar = (await chain.rows<{ balance: string }>('dov.stake', 'balances', account))
    .map((r) => /^(\d+) AVT$/.exec(r.balance)?.[1])
    .find((id) => id !== undefined)
  return {
    standing: expected,
    avatar: avatar === undefined ? 1 : Number(avatar),
    divisions: divisions
      .filter((d) => d.owner === account)
      .sort((a, b) => a.divID - b.divID)
      .map((d) => ({
        divID: d.divID,
        zoneID: d.zoneID,
        power: rankOf.get(d.divID)?.power,
        rank: rankOf.get(d.divID)?.rank,
        fighting: d.end_time !== 0,
        end_time: d.end_time,
        units: d.units.length,
      })),
  }
}

describe.each(testDatabases())('a commander’s page from the devchain, on $name', (database) => {
  let db: Kysely<Database>
  let drop: () => Promise<void>
  let base: string
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ db, drop } = await database.open())
    ;({ base, close } = await listen(
      createApi({
        db,
        game: GAME,
        origins: [APP],
        progress: () => ({ chainHead: undefined }),
      }),
    ))
  }, 30_000)
  afterAll(async () => {
    await close()
    await drop()
  })

  const page = async (query: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/v1/player?${query}`, { headers })
    return { response, body: (await response.json().catch(() => null)) as PlayerDocument }
  }

  it('matches the chain’s tables, lists a victory claimed, and refuses a bad account', async () => {
    // Each database's run plays on the world as the genesis made it.
    await chain.post('/devchain/reset', {})
    expect((await page(`account=${PLAYER}`)).response.status).toBe(503)
    await chain.followUntil(db)

    const first = await page(`account=${PLAYER}`, { Origin: APP })
    expect(first.response.status).toBe(200)
    expect(first.response.headers.get('access-control-allow-origin')).toBe(APP)
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=1')
    const expected = await expectedPage(PLAYER)
    expect(expected.divisions.length).toBeGreaterThan(0)
    expect(first.body).toMatchObject({ account: PLAYER, known: true, ...expected })
    expect(first.body.recent_victories).toEqual([])
    const etag = first.response.headers.get('etag') ?? ''
    const again = await fetch(`${base}/v1/player?account=${PLAYER}`, {
      headers: { 'If-None-Match': etag },
    })
    expect(again.status).toBe(304)

    // A fight in zone 1, claimed once it ended: the infos table says whether it won.
    const division = (await chain.divisions()).find((d) => d.owner === PLAYER && d.end_time === 0)
    const divID = String(division?.divID)
    const winsIn1 = async () =>
      (await chain.rows<ZoneWins>(GAME, 'infos', PLAYER)).find((r) => r.zone === 1)?.wins ?? 0
    await chain.transact(PLAYER, GAME, 'startfight', {
      player: PLAYER,
      division_id: divID,
      zoneID: 1,
    })
    await chain.post('/devchain/time', { advance_seconds: 3_600 })
    const before = await winsIn1()
    const claimedIn = await chain.transact(PLAYER, GAME, 'claimfight', {
      player: PLAYER,
      division_id: divID,
    })
    const won = (await winsIn1()) === before + 1
    await chain.followUntil(db, claimedIn)
    const after = await page(`account=${PLAYER}`, { 'If-None-Match': etag })
    expect(after.response.status).toBe(200)
    expect(after.body).toMatchObject(await expectedPage(PLAYER))
    // The demo's division wins zone 1 (the first zone's thresholds are the lowest).
    expect(won).toBe(true)
    expect(after.body.recent_victories).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        block_time: expect.any(String),
        trx_id: expect.stringMatching(/^[0-9a-f]{64}$/),
        divID,
        zoneID: 1,
        payout: expect.stringMatching(/^\d+\.\d{4} DOVX$/),
      },
    ])
    expect(after.body.standing.officers?.victories ?? 0).toBeGreaterThan(0)

    // An account no table knows: still a page, saying so.
    const nobody = await page('account=nobody.here')
    expect(nobody.response.status).toBe(200)
    expect(nobody.body).toMatchObject({
      account: 'nobody.here',
      known: false,
      avatar: 1,
      divisions: [],
      recent_victories: [],
      medals: [],
      standing: { officers: null, forces: [] },
    })
    for (const [query, reason] of [
      ['', /"account" is required/],
      ['account=Player2', /"account" must be an account name/],
      ['account=player2&limit=3', /Unknown parameter "limit"/],
      ['account=player2&account=player1', /more than once/],
    ] as const) {
      const bad = await page(query)
      expect(bad.response.status, query).toBe(400)
      expect((bad.body as unknown as { error: string }).error, query).toMatch(reason)
    }
  }, 90_000)

  it('claimed victories count on the week’s board and date the medal they earn', async () => {
    await chain.post('/devchain/reset', {})
    // The chain's clock just past a UTC midnight: the three fights below end on one day.
    const { head_block_time } = await chain.post<{ head_block_time: string }>(
      '/v1/chain/get_info',
      {},
    )
    const now = Date.parse(head_block_time.endsWith('Z') ? head_block_time : `${head_block_time}Z`)
    const DAY = 86_400_000
    const nextDay = (Math.floor(now / DAY) + 1) * DAY
    await chain.post('/devchain/time', { advance_seconds: Math.ceil((nextDay - now) / 1000) + 60 })
    const division = (await chain.divisions()).find((d) => d.owner === PLAYER && d.end_time === 0)
    const divID = String(division?.divID)
    let claimed = 0
    for (let fight = 0; fight < 3; fight++) {
      await chain.transact(PLAYER, GAME, 'startfight', {
        player: PLAYER,
        division_id: divID,
        zoneID: 1,
      })
      await chain.post('/devchain/time', { advance_seconds: 600 })
      claimed = await chain.transact(PLAYER, GAME, 'claimfight', {
        player: PLAYER,
        division_id: divID,
      })
    }
    await chain.followUntil(db, claimed)

    const { body } = await page(`account=${PLAYER}`)
    const third = body.recent_victories[0]
    expect(body.recent_victories).toHaveLength(3)
    // The demo's victory of player2 in zone 1 is older than the record: its medals are undated.
    // Three victories on one day: a Hat-Trick, earned by the third claim.
    expect(body.medals).toEqual([
      { id: 'first-victory', earned_at: null, block_num: null, trx_id: null },
      { id: 'bunker', earned_at: null, block_num: null, trx_id: null },
      { id: 'hat-trick', earned_at: third?.block_time, block_num: claimed, trx_id: third?.trx_id },
    ])
    const hof = (await (await fetch(`${base}/v1/hof`)).json()) as HofDocument
    expect(hof.week.top).toEqual([{ rank: 1, owner: PLAYER, victories: 3 }])
    expect(Date.parse(hof.week.start)).toBe(isoWeekStart(Date.parse(hof.as_of.time)))
    // On a board (the week's), with its victories in all: the demo's one and these three.
    expect(hof.victories[PLAYER]).toBe(4)
  }, 90_000)
})
