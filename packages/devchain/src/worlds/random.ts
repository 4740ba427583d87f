import type { DevchainNames, World, WorldFactory } from '../core/world'
import { DEMO_FIGHT_SECS, DEMO_TREASURY, DEMO_WFEE, starterKit } from './demo'
import { CLOSED_ZONES, zoneNbwins } from './game-catalog'
import { type DivisionPlan, GameGenesis, gameAccounts, type TokenAmounts } from './game-setup'
import { prng } from './prng'

/**
 * The `random-<seed>` worlds, for property tests of the Hall of Fame: the demo's rules and
 * content, `player1` … `player5` with the demo's starter kit, and 0 to 40 generated owners drawn
 * from the seed to stress the boards' rules (`docs/rules.md`, "Hall of Fame"):
 *
 * - wins in a few random zones of 1..20, each 0, 1 or 2 victories, so equal totals (ties on the
 *   officers' and the objectives' boards) are common; some owners have no `infos` row at all,
 *   some only rows of 0 victories (never listed);
 * - owner names from a small alphabet (`a`, `b`, `z`, `1`, `5` and `.`), 1 to 4 characters, so
 *   tied owners often share a prefix and their order is the tie rule's (`a` < `a.b` < `a1` < `aa`);
 * - 0 to 3 divisions each: an officer of any rarity, 0 to 3 combat cards of low rarities (equal
 *   powers, tied on the armed forces' board, are common: every officer-only division has power
 *   0), sometimes a support, tactic or godmother, in a random zone the owner can reach; some of
 *   them fighting (`startfight`), which the owner then cannot delete.
 *
 * The same seed gives the same world, asset and division ids included.
 */

export const RANDOM_WORLD_PREFIX = 'random-'
export const MAX_RANDOM_OWNERS = 40

export interface RandomDivision {
  zone: number
  plan: DivisionPlan
  /** Started in the genesis (`startfight`): it is fighting when the chain starts. */
  fights: boolean
}

export interface RandomOwner {
  name: string
  /** `infos` rows, zone → victories (0 included: a row that counts no victory). */
  wins: { zone: number; wins: number }[]
  divisions: RandomDivision[]
}

export interface RandomWorldPlan {
  seed: number
  owners: RandomOwner[]
}

/** In-game tokens per fight: enough for any zone's cost (at most 10.5 DOVH and 5.25 DOVX). */
const fightFunds = (fights: number): TokenAmounts => ({ DOVH: 11 * fights, DOVX: 6 * fights })
/**
 * Zones whose `pre_allow` needs a card a random division may lack (zone 3: an officer of order
 * 3 or higher; zone 8: a support of order 2 or higher): no genesis fight there, since a refused
 * genesis action stops the chain's start.
 */
const GUARDED_ZONES = [3, 8]
const FIRST_LETTERS = 'abz'
const LETTERS = 'abz15.'

/**
 * The seed of a `random-<seed>` world name (a whole number below 2^32, written without leading
 * zeros, so that a world has one name), or undefined.
 */
export function randomWorldSeed(name: string): number | undefined {
  if (!name.startsWith(RANDOM_WORLD_PREFIX)) return undefined
  const digits = name.slice(RANDOM_WORLD_PREFIX.length)
  if (!/^(0|[1-9]\d{0,9})$/.test(digits) || Number(digits) > 0xffff_ffff) return undefined
  return Number(digits)
}

/** What the world holds, drawn from the seed (pure: the genesis writes it, tests read it). */
export function randomWorldPlan(seed: number): RandomWorldPlan {
  const random = prng(seed)
  const pick = (n: number) => Math.floor(random() * n)
  const chance = (p: number) => random() < p

  // One world in eight has no generated owner: boards of the standard players alone, all empty.
  const count = chance(1 / 8) ? 0 : 1 + pick(MAX_RANDOM_OWNERS)
  const names = new Set<string>()
  while (names.size < count) {
    let name = FIRST_LETTERS[pick(FIRST_LETTERS.length)] ?? 'a'
    const length = 1 + pick(4)
    while (name.length < length) name += LETTERS[pick(LETTERS.length)] ?? 'a'
    // An Antelope name never ends with a dot (`a.` is `a`).
    names.add(name.replace(/\.+$/, ''))
  }

  const owners = [...names].map((name): RandomOwner => {
    const wins: RandomOwner['wins'] = []
    // A quarter of the owners have no row; the others 1 to 4 zones of any objective.
    const zones = chance(1 / 4) ? 0 : 1 + pick(4)
    while (wins.length < zones) {
      const zone = 1 + pick(20)
      if (!wins.some((row) => row.zone === zone)) wins.push({ zone, wins: pick(3) })
    }
    // Zone 1, and each open zone after one whose wins reach its nbwins (`dov.divsim` refuses others).
    const reachable = [1]
    for (const row of wins) {
      const next = row.zone + 1
      const open = next <= 20 && !(CLOSED_ZONES as readonly number[]).includes(next)
      if (open && row.wins >= zoneNbwins(row.zone) && !reachable.includes(next)) {
        reachable.push(next)
      }
    }
    const divisions = Array.from({ length: pick(4) }, (): RandomDivision => {
      const plan: DivisionPlan = { officer: `officer-${1 + pick(6)}` }
      for (const slot of ['support', 'tactic', 'godmother'] as const) {
        if (chance(1 / 4)) plan[slot] = `${slot}-${1 + pick(6)}`
      }
      const combat = pick(4)
      for (let c = 0; c < combat; c++) {
        const slot = `combat${4 + c}` as keyof DivisionPlan
        plan[slot] = `${chance(1 / 2) ? 'infantry' : 'armor'}-${1 + pick(2)}`
      }
      const zone = reachable[pick(reachable.length)] ?? 1
      return { zone, plan, fights: !GUARDED_ZONES.includes(zone) && chance(1 / 4) }
    })
    return { name, wins, divisions }
  })
  return { seed, owners }
}

export function randomWorld(names: DevchainNames, seed: number): World {
  const plan = randomWorldPlan(seed)
  const divisions = plan.owners.reduce((sum, owner) => sum + owner.divisions.length, 0)
  return {
    name: `${RANDOM_WORLD_PREFIX}${seed}`,
    description: `the demo's game with ${plan.owners.length} generated owners, ${divisions} divisions, ties likely (seed ${seed})`,
    accounts: gameAccounts(
      names,
      plan.owners.map((owner) => owner.name),
    ),
    genesis: (g) => {
      const gg = new GameGenesis(names, g)
      gg.setup({ treasury: DEMO_TREASURY, fightSecs: DEMO_FIGHT_SECS, wfee: DEMO_WFEE })
      for (const player of names.players) starterKit(gg, player)
      for (const owner of plan.owners) {
        for (const row of owner.wins) gg.setWins(owner.name, row.zone, row.wins)
        const fights = owner.divisions.filter((division) => division.fights).length
        if (fights > 0) gg.fund(owner.name, {}, fightFunds(fights))
        for (const division of owner.divisions) {
          const id = gg.division(owner.name, division.zone, division.plan)
          if (division.fights) gg.startFight(owner.name, id, division.zone)
        }
      }
      gg.finish()
    },
  }
}

/** The factory of a `random-<seed>` world name, or undefined for any other name. */
export function randomWorldFactory(name: string): WorldFactory | undefined {
  const seed = randomWorldSeed(name)
  return seed === undefined ? undefined : (names) => randomWorld(names, seed)
}
