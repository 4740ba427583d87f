import type { NftRow, UnitConfig, Zone, ZoneWins } from '@dov/game/rows'
import { isZoneReachable } from '@dov/game/zones'
import type { Host } from '../core/contract'
import type { DivisionRow } from './game-abi'
import { plain, readRow } from './game-common'

/**
 * Reads of `dov.game`'s tables, for its own actions and for `dov.divsim` (which reads them as
 * another contract, `code` = `dov.game`).
 */

/** A division of `dov.game`, read from `code` (self, or `dov.game` from the division simulator). */
export function readDivision(
  host: Host,
  code: string,
  divID: string | number,
): DivisionRow | undefined {
  return readRow<DivisionRow>(host, 'sdivisions', code, BigInt(divID), code)
}

export function readZone(host: Host, code: string, id: number): Zone | undefined {
  return readRow<Zone>(host, 'zones', code, BigInt(id), code)
}

/**
 * Whether `player` can reach `zone`: `@dov/game/zones` `isZoneReachable` on the zone, the one
 * before it (the next lower id) and the player's wins there, the only rows the rule looks at.
 */
export function zoneReachable(host: Host, code: string, zone: Zone, player: string): boolean {
  const zones: Zone[] = [zone]
  const wins: ZoneWins[] = []
  if (zone.id > 0) {
    const lower = host.rows<unknown>('zones', code, {
      code,
      upper: BigInt(zone.id - 1),
      reverse: true,
    })
    const previous = lower.next()
    if (!previous.done) {
      const row = plain<Zone>(previous.value)
      zones.push(row)
      const won = readRow<ZoneWins>(host, 'infos', player, BigInt(row.id), code)
      if (won) wins.push(won)
    }
  }
  return isZoneReachable(zones, zone.id, wins)
}

export function readUnitConfig(
  host: Host,
  code: string,
  templateId: number,
): UnitConfig | undefined {
  return readRow<UnitConfig>(host, 'udata', code, BigInt(templateId), code)
}

export function readNft(host: Host, code: string, assetId: string): NftRow | undefined {
  return readRow<NftRow>(host, 'nfts', code, BigInt(assetId), code)
}
