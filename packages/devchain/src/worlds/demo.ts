import type { DevchainNames, World } from '../core/world'
import { CLOSED_ZONES, zoneNbwins } from './game-catalog'
import { type DivisionPlan, GameGenesis, gameAccounts, type TokenAmounts } from './game-setup'

/**
 * The `demo` world: every screen playable by `player1` … `player5`, and a full Hall of Fame.
 * What each account holds is listed in `docs/contracts.md` ("Game contracts", "The demo world").
 */

/** Accounts that already fought: they fill the Hall of Fame. */
export const ARMY_ACCOUNTS = [
  'army.patton',
  'army.rommel',
  'army.zhukov',
  'army.bradley',
  'army.konev',
  'army.slim',
  'army.leclerc',
  'army.juin',
  'army.model',
  'army.clark',
  'army.nimitz',
  'army.halsey',
  'army.chuikov',
  'army.vatutin',
  'army.monty',
  'army.ike',
  'army.hodges',
  'army.dempsey',
  'army.anders',
  'army.koenig',
] as const

/** Fights last 3 minutes in the demo (advance chain time with `POST /devchain/time`). */
export const DEMO_FIGHT_SECS = 180
export const DEMO_WFEE = 5
export const DEMO_TREASURY = 1_000_000

export const DEMO_WALLET: TokenAmounts = { DOVX: 1000, DOVR: 500, DOVH: 500, DOVS: 500, DOVF: 500 }
export const DEMO_IN_GAME: TokenAmounts = { DOVX: 500, DOVR: 200, DOVH: 200, DOVS: 200, DOVF: 200 }

/** Eight unstaked buildings per player (two pages of 4 in the popup), every utility, fusions 1–4. */
const STARTER_BUILDINGS = [
  'repair-1',
  'health-1',
  'supply-2',
  'fuel-1',
  'repair-3',
  'health-2',
  'supply-4',
  'fuel-3',
] as const
/** Two tools of each type, of different rarities. */
const STARTER_TOOLS = [
  'clock-1',
  'clock-3',
  'booster-2',
  'booster-4',
  'effort-1',
  'effort-5',
] as const

/**
 * A full division (4 headquarter cards and 10 combat cards). In zone 1 (plain) its power is
 * 406.9 points: a victory (win ≥ 200); in zone 3 it needs the Major (`officer-3`) to be authorized.
 */
export const FULL_DIVISION: DivisionPlan = {
  officer: 'officer-1',
  support: 'support-1',
  tactic: 'tactic-1',
  godmother: 'godmother-1',
  combat4: 'infantry-1',
  combat5: 'infantry-1',
  combat6: 'infantry-1',
  combat7: 'infantry-1',
  combat8: 'armor-2',
  combat9: 'armor-2',
  combat10: 'armor-2',
  combat11: 'infantry-3',
  combat12: 'infantry-3',
  combat13: 'armor-4',
}

/** An officer and two riflemen: 40.8 points, a defeat in zone 1. */
export const WEAK_DIVISION: DivisionPlan = {
  officer: 'officer-1',
  combat4: 'infantry-1',
  combat5: 'infantry-1',
}

/** Spare cards: the Major for zone 3's prerequisite, a support for zone 8's, and more. */
const STARTER_SPARES = [
  'officer-3',
  'support-2',
  'tactic-3',
  'godmother-2',
  'infantry-1',
  'infantry-1',
  'armor-3',
  'infantry-4',
  'infantry-5',
] as const

/**
 * player1's cards beyond the starter kit, so a new player can fill all three divisions: a third
 * officer (Captain), one more of each other headquarter line and five combat cards (player1 then
 * holds 3 of each headquarter line and 20 combat cards). Minted last, so no other asset id moves.
 */
export const PLAYER1_EXTRAS = [
  'officer-2',
  'support-3',
  'tactic-2',
  'godmother-3',
  'infantry-2',
  'infantry-2',
  'armor-1',
  'armor-1',
  'armor-5',
] as const

export function starterKit(gg: GameGenesis, player: string): void {
  gg.fund(player, DEMO_WALLET, DEMO_IN_GAME)
  gg.mintAll(player, STARTER_BUILDINGS)
  gg.mintAll(player, STARTER_TOOLS)
  gg.mintAll(player, Object.values(FULL_DIVISION) as string[])
  gg.mintAll(player, STARTER_SPARES)
}

/** The army accounts' divisions: 3 to 10 combat cards whose rarity grows with the account. */
function armyPlan(index: number, division: number): DivisionPlan {
  const rank = (n: number) => 1 + ((index + division + n) % 6)
  const plan: DivisionPlan = {
    officer: `officer-${rank(0)}`,
    tactic: `tactic-${rank(1)}`,
  }
  if ((index + division) % 2 === 0) plan.support = `support-${rank(2)}`
  const combat = 3 + ((index * 3 + division) % 8)
  for (let n = 0; n < combat; n++) {
    const slot = `combat${4 + n}` as keyof DivisionPlan
    plan[slot] = `${n % 2 === 0 ? 'infantry' : 'armor'}-${Math.min(6, rank(n) + (index % 3))}`
  }
  return plan
}

/** The last zone an army account won in: 5 to 20. */
const armyDepth = (index: number) => 20 - ((index * 7) % 16)

/** An army account's wins in a zone up to its depth. */
const armyWins = (index: number, zone: number) => zoneNbwins(zone) + ((index * 3 + zone) % 5)

/** The Bunker objective's zones (1–4), which every army account has won. */
const BUNKER_ZONES = [1, 2, 3, 4]

/**
 * player5's wins: a little over each zone's requirement in zones 1–8, and in zone 1 as many as
 * puts its Bunker total level with the fifth of the Bunker board. The tie goes to the name first
 * in order (docs/rules.md), an army account, so player5 is one victory short of that board: a
 * fight won in zone 1 shows on the Hall of Fame.
 */
function player5Wins(zone: number): number {
  const own = (z: number) => zoneNbwins(z) + (z % 3)
  if (zone !== 1) return own(zone)
  const bunker = (wins: (z: number) => number) => BUNKER_ZONES.reduce((sum, z) => sum + wins(z), 0)
  const fifth = ARMY_ACCOUNTS.map((_, index) => bunker((z) => armyWins(index, z))).sort(
    (a, b) => b - a,
  )[4]
  if (fifth === undefined) return own(zone)
  return Math.max(own(zone), fifth - bunker(own) + own(zone))
}

function buildDemo(names: DevchainNames, gg: GameGenesis): void {
  gg.setup({ treasury: DEMO_TREASURY, fightSecs: DEMO_FIGHT_SECS, wfee: DEMO_WFEE })
  // player1 is a fresh account: the starter kit, and PLAYER1_EXTRAS minted at the end.
  for (const player of names.players) starterKit(gg, player)
  const [p1, p2, p3, p4, p5] = names.players

  if (p2) {
    gg.setWins(p2, 1, 1)
    gg.division(p2, 1, FULL_DIVISION)
    gg.stakeBuildings(p2, gg.mintAll(p2, ['repair-1', 'health-2']))
    gg.stakeTools(p2, gg.mintAll(p2, ['clock-2']))
    gg.setAvatar(p2, 3)
  }
  if (p3) {
    gg.setWins(p3, 1, 2)
    gg.setWins(p3, 2, 1)
    gg.division(p3, 2, FULL_DIVISION)
    gg.division(p3, 1, WEAK_DIVISION)
    gg.stakeTools(p3, gg.mintAll(p3, ['booster-3', 'effort-2']))
    gg.stakeBuildings(p3, gg.mintAll(p3, ['repair-2', 'health-1', 'supply-1', 'fuel-2']))
    gg.setAvatar(p3, 5)
  }
  if (p4) {
    gg.setWins(p4, 1, 3)
    gg.setWins(p4, 2, 2)
    gg.setWins(p4, 3, 1)
    const fighting = gg.division(p4, 1, FULL_DIVISION)
    gg.startFight(p4, fighting, 1)
    gg.stakeBuildings(p4, gg.mintAll(p4, ['supply-3']))
    gg.setAvatar(p4, 4)
  }
  if (p5) {
    for (let zone = 1; zone <= 8; zone++) gg.setWins(p5, zone, player5Wins(zone))
    gg.division(p5, 1, FULL_DIVISION)
    gg.division(p5, 2, FULL_DIVISION)
    gg.division(p5, 5, WEAK_DIVISION)
    gg.stakeTools(p5, gg.mintAll(p5, ['clock-6', 'booster-6', 'effort-6']))
    gg.setAvatar(p5, 9)
  }

  ARMY_ACCOUNTS.forEach((account, index) => {
    gg.fund(account, { DOVX: 100 }, { DOVX: 50, DOVH: 50 })
    for (let zone = 1; zone <= armyDepth(index); zone++) {
      gg.setWins(account, zone, armyWins(index, zone))
    }
    const count = 1 + (index % 2)
    for (let division = 0; division < count; division++) {
      let zone = 1 + ((index + division * 5) % Math.min(20, armyDepth(index) + 1))
      if ((CLOSED_ZONES as readonly number[]).includes(zone)) zone -= 1
      gg.division(account, zone, armyPlan(index, division))
    }
  })
  if (p1) gg.mintAll(p1, PLAYER1_EXTRAS)
  gg.finish()
}

export function demoWorld(names: DevchainNames): World {
  return {
    name: 'demo',
    description:
      'the game: 20 zones, units, buildings, tools, crafts and avatars; player1..player5 with tokens, NFTs, divisions and wins; 20 army accounts filling the Hall of Fame',
    accounts: gameAccounts(names, ARMY_ACCOUNTS),
    genesis: (g) => buildDemo(names, new GameGenesis(names, g)),
  }
}
