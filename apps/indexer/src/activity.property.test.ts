import { parseAsset } from '@dov/game/amount'
import fc from 'fast-check'
import { type Kysely, Migrator, NO_MIGRATIONS } from 'kysely'
import { expect, it } from 'vitest'
import { migrations } from './db/migrations'
import type { Database } from './db/schema'
import { readCursor } from './db/store'
import { openEmbeddedDatabase } from './db/testing'
import { type DevchainProcess as Chain, DevchainProcess, GAME } from './testing/devchain'
import { propertyParameters } from './testing/property'

/**
 * A property over random worlds and random play: for any seed and any sequence of game actions
 * by random players (deposits, withdrawals, avatars, fights and their claims, building and tool
 * stakes, claims and unstakes, crafts, with time jumps between them), sent at once so that
 * several players', and one player's several, transactions share blocks, the effects the
 * indexer keeps for each player's actions add up to the change of that player's balances as the
 * chain's own tables show it (wallet and in game, per token). Refused actions (a claim too
 * early, a craft too dear) are part of the play: they leave neither an action nor a change.
 *
 * Cost: a run is a devchain start (about 1 s of CPU) and up to 14 transactions; 3 runs keep the
 * file near 20 s on 2 cores. Each `vitest run` draws new seeds; a failure names fast-check's
 * seed, which `FC_SEED=<seed>` replays (src/testing/property.ts), and the world's seed and
 * commands, unshrunk (a smaller seed is not a smaller world).
 */

const RUNS = 3
const PLAYERS = ['player1', 'player2', 'player3', 'player4', 'player5'] as const
const TOKENS = ['DOVX', 'DOVR', 'DOVH', 'DOVS', 'DOVF'] as const

type Command =
  | { kind: 'deposit' | 'withdraw'; player: number; token: number; amount: number }
  | { kind: 'setavatar'; player: number; avatar: number }
  | { kind: 'startfight' | 'claimfight'; player: number; zone: number }
  | { kind: 'regmch' | 'regbd' | 'claimmch' | 'deregmch'; player: number; pick: number }
  | { kind: 'startcraft'; player: number; pick: number }
  | { kind: 'time'; seconds: number }

const player = fc.nat(PLAYERS.length - 1)
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('deposit' as const, 'withdraw' as const),
    player,
    token: fc.nat(TOKENS.length - 1),
    amount: fc.integer({ min: 1, max: 300_000 }),
  }),
  fc.record({
    kind: fc.constant('setavatar' as const),
    player,
    avatar: fc.integer({ min: 2, max: 9 }),
  }),
  fc.record({
    kind: fc.constantFrom('startfight' as const, 'claimfight' as const),
    player,
    zone: fc.nat(10),
  }),
  fc.record({
    kind: fc.constantFrom(
      'regmch' as const,
      'regbd' as const,
      'claimmch' as const,
      'deregmch' as const,
      'startcraft' as const,
    ),
    player,
    pick: fc.nat(20),
  }),
  fc.record({ kind: fc.constant('time' as const), seconds: fc.constantFrom(200, 1_900) }),
)

const at = <T>(items: readonly T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length]

/** The actions of one command, looked up in the chain's tables now; undefined: nothing applies. */
async function actionsOf(
  chain: Chain,
  c: Exclude<Command, { kind: 'time' }>,
): Promise<{ account: string; name: string; data: Record<string, unknown> }[] | undefined> {
  const who = PLAYERS[c.player] as string
  const stake = (name: string, data: Record<string, unknown>) => [
    { account: 'dov.stake', name, data },
  ]
  switch (c.kind) {
    case 'deposit':
    case 'withdraw': {
      const quantity = `${(c.amount / 10_000).toFixed(4)} ${TOKENS[c.token]}`
      return c.kind === 'deposit'
        ? [
            {
              account: 'dov.token',
              name: 'transfer',
              data: { from: who, to: 'dov.stake', quantity, memo: 'deposit' },
            },
          ]
        : stake('withdraw', { player: who, quantity })
    }
    case 'setavatar':
      return [{ account: GAME, name: 'setavatar', data: { player: who, avatar_id: c.avatar } }]
    case 'startfight':
    case 'claimfight': {
      const mine = (await chain.divisions()).filter((d) => d.owner === who)
      const division = mine.find((d) => (c.kind === 'startfight') === (d.end_time === 0))
      if (division === undefined) return undefined
      const division_id = String(division.divID)
      return [
        {
          account: GAME,
          name: c.kind,
          data:
            c.kind === 'claimfight'
              ? { player: who, division_id }
              : { player: who, division_id, zoneID: 1 + (c.zone % 2) },
        },
      ]
    }
    case 'startcraft': {
      const crafts = await chain.rows<{ template_id: number }>('dov.stake', 'cdata', 'dov.stake')
      const craft = at(crafts, c.pick)
      return craft === undefined
        ? undefined
        : stake('startcraft', { player: who, craft_id: craft.template_id })
    }
    default: {
      const table = c.kind === 'regbd' ? 'mships' : 'buildings'
      const staked = await chain.rows<{ asset_id: string; owner: string }>(
        'dov.stake',
        table,
        'dov.stake',
      )
      const own = staked.filter((s) => s.owner === who).map((s) => String(s.asset_id))
      if (c.kind === 'claimmch')
        return own.length === 0 ? undefined : stake(c.kind, { asset_ids: own })
      if (c.kind === 'deregmch') {
        const one = at(own, c.pick)
        return one === undefined ? undefined : stake(c.kind, { player: who, asset_ids: [one] })
      }
      const kinds = new Set(
        (
          await chain.rows<{ template_id: number }>(
            'dov.stake',
            c.kind === 'regbd' ? 'tdata' : 'bdata',
            'dov.stake',
          )
        ).map((r) => r.template_id),
      )
      const taken = new Set(staked.map((s) => String(s.asset_id)))
      const assets = await chain.rows<{ asset_id: string; template_id: number }>(
        'atomicassets',
        'assets',
        who,
      )
      const free = assets.filter((a) => kinds.has(a.template_id) && !taken.has(String(a.asset_id)))
      const one = at(free, c.pick)
      return one === undefined
        ? undefined
        : stake(c.kind, { player: who, asset_ids: [String(one.asset_id)] })
    }
  }
}

/** Empties the database: no table, no row, then the schema of today. */
async function freshSchema(db: Kysely<Database>): Promise<Kysely<Database>> {
  const migrator = new Migrator({ db, provider: migrations })
  for (const result of [await migrator.migrateTo(NO_MIGRATIONS), await migrator.migrateToLatest()])
    if (result.error !== undefined) throw result.error
  return db
}

const add = (map: Map<string, bigint>, k: string, units: bigint) => {
  const sum = (map.get(k) ?? 0n) + units
  if (sum === 0n) map.delete(k)
  else map.set(k, sum)
}

it(`the activity of random players over random play adds up to the change of their balances (${RUNS} runs)`, async () => {
  const opening = openEmbeddedDatabase()
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 0xffff_ffff }),
        fc.array(command, { minLength: 4, maxLength: 14 }),
        async (seed, commands) => {
          const [chain, db] = await Promise.all([
            DevchainProcess.start(`random-${seed}`),
            opening.then(freshSchema),
          ])
          try {
            await chain.followUntil(db)
            const start = (await readCursor(db))?.block.num ?? 0
            const before = await Promise.all(PLAYERS.map((p) => chain.balances(p)))
            let sent = 0
            for (const c of commands) {
              if (c.kind === 'time') {
                await chain.post('/devchain/time', { advance_seconds: c.seconds })
                continue
              }
              const actions = await actionsOf(chain, c)
              if (actions === undefined) continue
              await chain.transactMany(PLAYERS[c.player] as string, actions).then(
                () => sent++,
                (error: unknown) => {
                  // Refused by a contract (too early, too dear, a slot too many): it changes
                  // nothing. Anything else (a duplicate transaction, a dropped connection) is
                  // the harness failing, not play.
                  if (!String(error).includes('assertion failure with message: ')) throw error
                },
              )
            }
            const after = await Promise.all(PLAYERS.map((p) => chain.balances(p)))
            await chain.followUntil(db)

            const rows = await db
              .selectFrom('game_action')
              .select(['account', 'effects'])
              .where('block_num', '>', start)
              .execute()
            // One action a transaction: every one kept, none twice.
            expect(rows.length).toBe(sent)
            PLAYERS.forEach((p, i) => {
              const change = new Map<string, bigint>()
              for (const [k, units] of after[i] ?? []) add(change, k, units)
              for (const [k, units] of before[i] ?? []) add(change, k, -units)
              const effects = new Map<string, bigint>()
              for (const row of rows.filter((r) => r.account === p))
                for (const { balance, quantity } of row.effects) {
                  const { units, symbol } = parseAsset(quantity)
                  add(effects, `${balance}:${symbol}`, units)
                }
              expect(effects, p).toEqual(change)
            })
          } finally {
            await chain.stop()
          }
        },
      ),
      propertyParameters(RUNS),
    )
  } finally {
    await (await opening).destroy()
  }
}, 180_000)
