import type { DevchainNames, World } from '../core/world'
import { DEMO_FIGHT_SECS, DEMO_TREASURY, DEMO_WFEE, starterKit } from './demo'
import { CLOSED_ZONES, zoneNbwins } from './game-catalog'
import { type DivisionPlan, GameGenesis, gameAccounts } from './game-setup'
import { prng } from './prng'

/**
 * The `large` world, for benchmarks: the demo's rules and content, `player1` … `player5` with the
 * demo's starter kit, and many generated commanders with divisions and wins, all derived from a
 * seed (the same seed gives the same world, asset ids and division ids included).
 */

export interface LargeOptions {
  /** The world's name (`large`, or `huge` for the same generator at a larger size). */
  name: string
  seed: number
  /** Generated owners (`cmdr` + 4 letters). */
  owners: number
  /** How many of them hold divisions: 3 each (the most a player may have). */
  withDivisions: number
  /** Combat cards per division: 1 to this many, beside the officer. */
  maxCombat: number
}

/** At least 1,000 owners and 3,000 divisions. */
export const LARGE_DEFAULTS: LargeOptions = {
  name: 'large',
  seed: 20_261_122,
  owners: 1_100,
  withDivisions: 1_000,
  maxCombat: 2,
}

/**
 * The `huge` world: 20,000 owners with wins, every one holding 3 divisions (60,000) of two cards
 * (an officer and one combat unit: 120,000 mints), so it starts in under 30 s on 2 cores.
 */
export const HUGE_OPTIONS: LargeOptions = {
  name: 'huge',
  seed: 20_261_125,
  owners: 20_000,
  withDivisions: 20_000,
  maxCombat: 1,
}

/** The i-th generated owner: `cmdr` + 4 letters (`cmdraaaa`, `cmdraaab`, …), valid account names. */
function ownerName(index: number): string {
  let n = index
  let suffix = ''
  for (let i = 0; i < 4; i++) {
    suffix = String.fromCharCode(97 + (n % 26)) + suffix
    n = Math.floor(n / 26)
  }
  return `cmdr${suffix}`
}

export function largeWorld(names: DevchainNames, options: Partial<LargeOptions> = {}): World {
  const o: LargeOptions = { ...LARGE_DEFAULTS, ...options }
  const owners = Array.from({ length: o.owners }, (_, i) => ownerName(i))
  return {
    name: o.name,
    description: `the demo's game with ${o.owners} generated owners, ${o.withDivisions * 3} divisions (seed ${o.seed})`,
    accounts: gameAccounts(names, owners),
    genesis: (g) => {
      const gg = new GameGenesis(names, g)
      const random = prng(o.seed)
      const pick = (n: number) => Math.floor(random() * n)
      gg.setup({ treasury: DEMO_TREASURY, fightSecs: DEMO_FIGHT_SECS, wfee: DEMO_WFEE })
      for (const player of names.players) starterKit(gg, player)
      owners.forEach((owner, index) => {
        const depth = 1 + pick(8)
        for (let zone = 1; zone <= depth; zone++)
          gg.setWins(owner, zone, zoneNbwins(zone) + pick(4))
        if (index >= o.withDivisions) return
        for (let n = 0; n < 3; n++) {
          const plan: DivisionPlan = { officer: `officer-${1 + pick(6)}` }
          const combat = 1 + pick(o.maxCombat)
          for (let c = 0; c < combat; c++) {
            const slot = `combat${4 + c}` as keyof DivisionPlan
            plan[slot] = `${pick(2) === 0 ? 'infantry' : 'armor'}-${1 + pick(6)}`
          }
          let zone = 1 + pick(depth + 1)
          if ((CLOSED_ZONES as readonly number[]).includes(zone)) zone -= 1
          gg.division(owner, zone, plan)
        }
      })
      gg.finish()
    },
  }
}
