import fc from 'fast-check'
import { type DevchainProcess, GAME } from './devchain'

/**
 * Random play on the devchain's `demo` world for the indexer's tests (tests only): commands drawn
 * by fast-check from a seed the test prints (`FC_SEED` replays it, as in `property.ts`), each
 * turned into a transaction from the chain's tables when it is sent (which division is idle,
 * which fight can be claimed), so that most are accepted and a few are refused by the contracts,
 * as a player's would be.
 */

export const PLAYERS = ['player1', 'player2', 'player3', 'player4', 'player5'] as const
const TOKENS = ['DOVX', 'DOVH'] as const

export type PlayCommand =
  | { kind: 'deposit' | 'withdraw'; player: number; token: number; amount: number }
  | { kind: 'setavatar'; player: number; avatar: number }
  | { kind: 'startfight'; player: number; zone: number; pick: number }
  | { kind: 'claimfight' | 'deldivision'; player: number; pick: number }
  /** The chain's clock moved on (`/devchain/time`), so that fights end and can be claimed. */
  | { kind: 'time'; seconds: number }

const player = fc.nat(PLAYERS.length - 1)

/**
 * A command; `time: false` leaves the chain's clock alone (its blocks' times stay those of the
 * wall clock, which an indexer's `lag_seconds` is measured against).
 */
export function playCommand({ time }: { time: boolean }): fc.Arbitrary<PlayCommand> {
  const commands: fc.Arbitrary<PlayCommand>[] = [
    fc.record({
      kind: fc.constantFrom('deposit' as const, 'withdraw' as const),
      player,
      token: fc.nat(TOKENS.length - 1),
      amount: fc.integer({ min: 1, max: 200_000 }),
    }),
    fc.record({
      kind: fc.constant('setavatar' as const),
      player,
      avatar: fc.integer({ min: 2, max: 9 }),
    }),
    fc.record({
      kind: fc.constant('startfight' as const),
      player,
      zone: fc.nat(1),
      pick: fc.nat(5),
    }),
    fc.record({ kind: fc.constant('claimfight' as const), player, pick: fc.nat(5) }),
  ]
  const rare: fc.WeightedArbitrary<PlayCommand>[] = [
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('deldivision' as const), player, pick: fc.nat(5) }),
    },
  ]
  if (time)
    rare.push({
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('time' as const), seconds: fc.constant(200) }),
    })
  return fc.oneof(...commands.map((arbitrary) => ({ weight: 3, arbitrary })), ...rare)
}

/** The seed a test draws its play from: `FC_SEED`, or a new one each run. */
export function playSeed(): number {
  const given = process.env.FC_SEED?.trim()
  if (given === undefined || given === '') return Math.floor(Math.random() * 0x7fff_ffff)
  const seed = Number(given)
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer; got "${given}"`)
  return seed
}

/** `count` commands drawn from `seed` (the same seed, the same commands). */
export function drawPlay(seed: number, count: number, options: { time: boolean }): PlayCommand[] {
  const [commands] = fc.sample(
    fc.array(playCommand(options), { minLength: count, maxLength: count }),
    {
      seed,
      numRuns: 1,
    },
  )
  if (commands === undefined) throw new Error('fast-check drew nothing')
  return commands
}

type Action = { account: string; name: string; data: Record<string, unknown> }

const at = <T>(items: readonly T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length]

/** The transaction of a command, from the chain's tables now; undefined when none applies. */
async function actionsOf(
  chain: DevchainProcess,
  c: Exclude<PlayCommand, { kind: 'time' }>,
): Promise<Action[] | undefined> {
  const who = PLAYERS[c.player] as string
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
        : [{ account: 'dov.stake', name: 'withdraw', data: { player: who, quantity } }]
    }
    case 'setavatar':
      return [{ account: GAME, name: 'setavatar', data: { player: who, avatar_id: c.avatar } }]
    default: {
      const mine = (await chain.divisions()).filter((d) => d.owner === who)
      const division = at(
        c.kind === 'startfight'
          ? mine.filter((d) => d.end_time === 0)
          : c.kind === 'claimfight'
            ? mine.filter((d) => d.end_time !== 0)
            : mine,
        c.pick,
      )
      if (division === undefined) return undefined
      const division_id = String(division.divID)
      const data =
        c.kind === 'startfight'
          ? { player: who, division_id, zoneID: 1 + c.zone }
          : c.kind === 'claimfight'
            ? { player: who, division_id }
            : { asset_id: division_id }
      return [{ account: GAME, name: c.kind, data }]
    }
  }
}

/** What sending a command came to. */
export type Played =
  | { kind: 'sent'; player: string; block: number; action: string }
  | { kind: 'refused'; player: string; reason: string }
  | { kind: 'clock' }
  | { kind: 'nothing' }

/**
 * Sends a command's transaction (or moves the clock). A contract's refusal (a fight not over, a
 * balance too small) is play and is returned; anything else (a duplicate transaction, a dropped
 * connection) is the harness failing and throws.
 */
export async function play(chain: DevchainProcess, command: PlayCommand): Promise<Played> {
  if (command.kind === 'time') {
    await chain.post('/devchain/time', { advance_seconds: command.seconds })
    return { kind: 'clock' }
  }
  const actions = await actionsOf(chain, command)
  if (actions === undefined) return { kind: 'nothing' }
  const player = PLAYERS[command.player] as string
  try {
    const block = await chain.transactMany(player, actions)
    return { kind: 'sent', player, block, action: command.kind }
  } catch (error) {
    const reason = String(error)
    if (!reason.includes('assertion failure with message: ')) throw error
    return { kind: 'refused', player, reason }
  }
}
