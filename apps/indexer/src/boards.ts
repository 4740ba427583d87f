import {
  divisionEntries,
  type RankedDivision,
  type RankedPlayer,
  TOP_OFFICERS,
  TOP_PER_OBJECTIVE,
  topDivisions,
  type WinsBoards,
} from '@dov/game/hof'
import type { Division, NftRow, UnitConfig, Zone } from '@dov/game/rows'
import { OBJECTIVES, type Objective, objectiveZones } from '@dov/game/zones'
import { type Kysely, sql } from 'kysely'
import type { Database } from './db/schema'
import { tableRows } from './db/store'

/** The seven boards of the Hall of Fame. */
export type Boards = WinsBoards & { forces: RankedDivision[] }

/** Which objective (index in OBJECTIVES) a zone counts for, as SQL, from `@dov/game`'s groups. */
const objectiveIndex = (zone: ReturnType<typeof sql>) =>
  sql`case ${sql.join(
    OBJECTIVES.map((objective, index) => {
      const { first, last } = objectiveZones(objective)
      return sql`when ${zone} between ${sql.lit(first)} and ${sql.lit(last)} then ${sql.lit(index)}`
    }),
    sql` `,
  )} end`

type RankedRow = { owner: string; objective: number | null; victories: string; rank: string }

/**
 * The officers' board and the five objectives' boards from the `infos` rows, in SQL: wins summed
 * per account (`GROUP BY`), ranked per objective by a window function, with `docs/rules.md`'s tie
 * rule (victories descending, then the account name in code-unit order: `COLLATE "C"`), accounts
 * with no victory left out. The same boards as `winsBoards` of `@dov/game` computes from the rows.
 */
export async function winsBoardsSql(db: Kysely<Database>, game: string): Promise<WinsBoards> {
  const zone = sql`(value->>'zone')::int`
  const { rows } = await sql<RankedRow>`
    with per_objective as (
      select scope as owner, ${objectiveIndex(zone)} as objective,
             sum((value->>'wins')::bigint) as victories
      from contract_row
      where code = ${game} and tbl = 'infos' and ${objectiveIndex(zone)} is not null
      group by scope, objective
    ),
    boards as (
      select owner, objective, victories from per_objective
      union all
      select owner, null as objective, sum(victories) as victories
      from per_objective group by owner
    ),
    ranked as (
      select owner, objective, victories,
             row_number() over (
               partition by objective order by victories desc, owner collate "C"
             ) as rank
      from boards where victories > 0
    )
    select owner, objective, victories::text as victories, rank::text as rank from ranked
    where (objective is null and rank <= ${TOP_OFFICERS})
       or (objective is not null and rank <= ${TOP_PER_OBJECTIVE})
    order by objective nulls first, rank
  `.execute(db)
  const player = (row: RankedRow): RankedPlayer => ({
    rank: Number(row.rank),
    owner: row.owner,
    victories: Number(row.victories),
  })
  const objectives = Object.fromEntries(OBJECTIVES.map((o) => [o, [] as RankedPlayer[]])) as Record<
    Objective,
    RankedPlayer[]
  >
  const officers: RankedPlayer[] = []
  for (const row of rows) {
    const objective = row.objective === null ? undefined : OBJECTIVES[row.objective]
    if (objective === undefined) officers.push(player(row))
    else objectives[objective].push(player(row))
  }
  return { officers, objectives }
}

/**
 * The armed forces' board: every division's power from `sdivisions`, `nfts`, `udata` and `zones`
 * with `@dov/game` (as the fight contract computes it), the top 20 by its tie rule. The rows were
 * decoded with `dov.game`'s ABI, whose structs are `@dov/game/rows`'s types.
 */
export async function forcesBoard(db: Kysely<Database>, game: string): Promise<RankedDivision[]> {
  const values = async <T>(table: string) =>
    (await tableRows(db, game, table)).map((row) => row.value as unknown as T)
  const [divisions, nfts, udata, zones] = await Promise.all([
    values<Omit<Division, 'divID'> & { divID: string | number }>('sdivisions'),
    values<NftRow>('nfts'),
    values<UnitConfig>('udata'),
    values<Zone>('zones'),
  ])
  return topDivisions(
    divisionEntries(
      divisions.map((d) => ({ ...d, divID: Number(d.divID) })),
      nfts,
      udata,
      zones,
    ),
  )
}

/**
 * All seven boards computed from the whole tables, as of the database's cursor: the computation
 * the boards kept in memory (`live.ts`), which the API serves, are held to by the tests.
 */
export async function boards(db: Kysely<Database>, game: string): Promise<Boards> {
  const [wins, forces] = await Promise.all([winsBoardsSql(db, game), forcesBoard(db, game)])
  return { ...wins, forces }
}
