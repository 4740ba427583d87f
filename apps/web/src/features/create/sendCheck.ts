/**
 * What the builder checks before "Send to fight" signs `startfight`: the fight list's checks
 * (docs/rules.md), from `@dov/game` and in the fight list's words, so both screens refuse alike:
 * the zone missing, closed or locked, the division unauthorized, a cost the in-game balance cannot
 * pay. Balances unknown (a failed read): no cost is called unpayable, and the chain decides.
 */
import { displayUnits } from '@dov/game/amount'
import { shortfalls } from '@dov/game/costs'
import { zoneCosts } from '@dov/game/fight'
import type { BalanceRow, Zone, ZoneWins } from '@dov/game/rows'
import { isZoneReachable, previousZone, zoneName } from '@dov/game/zones'

const amount = (a: { units: bigint; precision: number }) => displayUnits(a.units, a.precision, 4)

export function sendBlockers(
  zones: readonly Zone[],
  zoneId: number,
  wins: readonly ZoneWins[],
  authorization: { authorized: boolean; needs: readonly string[] },
  balances: readonly BalanceRow[] | undefined,
): string[] {
  const zone = zones.find((candidate) => candidate.id === zoneId)
  if (zone === undefined) return [`Zone ${zoneId} does not exist: choose another zone.`]
  const blockers: string[] = []
  if (!zone.open) blockers.push(`${zoneName(zone)} is closed.`)
  else if (!isZoneReachable(zones, zone.id, wins)) {
    const previous = previousZone(zones, zone.id)
    const count = previous?.nbwins ?? 0
    blockers.push(
      previous === undefined
        ? `${zoneName(zone)} is locked.`
        : `${zoneName(zone)} is locked: ${count} win${count === 1 ? '' : 's'} needed in ${zoneName(previous)}.`,
    )
  }
  if (!authorization.authorized) {
    blockers.push(`Unauthorized to fight: needs ${authorization.needs.join('; ')}.`)
  }
  const costs = zoneCosts(zone)
  for (const { cost, balance } of balances === undefined
    ? []
    : shortfalls([costs.DOVH, costs.DOVX], balances)) {
    blockers.push(
      `Not enough ${cost.symbol}: the fight costs ${amount(cost)}, you have ${amount(balance)} in game.`,
    )
  }
  return blockers
}
