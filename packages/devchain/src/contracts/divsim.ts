import {
  DIVISION_COUNT,
  isSlotKey,
  setupPayload,
  slotCardType,
  validateDivisionSave,
} from '@dov/game/division'
import type { Division, DivisionUnit } from '@dov/game/rows'
import type { ContractModule, Host } from '../core/contract'
import { DIVSIM_ABI } from './divsim-abi'
import {
  checkDivision,
  type GameNames,
  handler,
  ownedAsset,
  readRows,
  sendAsSelf,
} from './game-common'
import { readDivision, readNft, readUnitConfig, readZone, zoneReachable } from './game-reads'

/**
 * `dov.divsim`, the division simulator: validates a division setup (`adddivision`,
 * `editdivision`) against the game's tables and `atomicassets`, then writes it into `dov.game`
 * with an inline `upsertdiv`, which only this account may call. It has no tables of its own:
 * `sdivisions` and `nfts` stay on `dov.game`, where the app reads them.
 */

/**
 * Checks a setup for `player` (editing `current`, whose cards may stay) and returns the units to
 * store, in slot order. Refusals, in the order checked: `Unknown slot X`, `Slot X is set twice`,
 * `Card used twice in the division`, `No Officer Selected`, `No Zone Selected`, `Unknown zone`,
 * `Zone is closed`, `Zone not reachable`, then per card `Asset not owned`, `Not a unit card`,
 * `Card X does not fit slot Y`, `Card already in a division`.
 */
export function validateSetup(
  host: Host,
  names: GameNames,
  player: string,
  setup: readonly DivisionUnit[],
  zoneID: number,
  current: readonly DivisionUnit[] = [],
): DivisionUnit[] {
  const slots = new Set<string>()
  const cards = new Set<string>()
  for (const unit of setup) {
    host.check(isSlotKey(unit.key), `Unknown slot ${unit.key}`)
    host.check(!slots.has(unit.key), `Slot ${unit.key} is set twice`)
    host.check(!cards.has(unit.value), 'Card used twice in the division')
    slots.add(unit.key)
    cards.add(unit.value)
  }
  const error = validateDivisionSave(setup, zoneID)
  host.check(error === undefined, error ?? '')
  const zone = readZone(host, names.game, zoneID)
  host.check(zone, 'Unknown zone')
  host.check(zone.open, 'Zone is closed')
  host.check(zoneReachable(host, names.game, zone, player), 'Zone not reachable')
  const kept = new Set(current.map((unit) => unit.value))
  const units = setupPayload(setup)
  for (const unit of units) {
    if (!isSlotKey(unit.key)) continue
    const asset = ownedAsset(host, names, player, unit.value)
    const config = readUnitConfig(host, names.game, asset.template_id)
    host.check(config, 'Not a unit card')
    host.check(
      config.type === slotCardType(unit.key),
      `Card ${unit.value} does not fit slot ${unit.key}`,
    )
    host.check(
      kept.has(unit.value) || !readNft(host, names.game, unit.value),
      'Card already in a division',
    )
  }
  return units
}

export function divsimContract(names: GameNames): ContractModule {
  const upsert = (
    host: Host,
    divID: string,
    owner: string,
    zoneID: number,
    units: DivisionUnit[],
  ): void => {
    sendAsSelf(host, names.game, 'upsertdiv', { divID, owner, zoneID, units })
  }

  return {
    id: 'dov.divsim',
    plainValues: true,
    abi: DIVSIM_ABI,
    tables: {},
    actions: {
      adddivision: handler<{ zoneID: number; setup: DivisionUnit[]; player: string }>(
        (host: Host, d) => {
          host.requireAuth(d.player)
          const owned = readRows<Division>(host, 'sdivisions', names.game, {
            code: names.game,
            index: 2,
            owner: d.player,
          })
          host.check(
            owned.length < DIVISION_COUNT,
            `At most ${DIVISION_COUNT} divisions per player`,
          )
          upsert(
            host,
            '0',
            d.player,
            d.zoneID,
            validateSetup(host, names, d.player, d.setup, d.zoneID),
          )
        },
      ),
      editdivision: handler<{
        divID: string
        player: string
        setup: DivisionUnit[]
        zoneID: number
      }>((host: Host, d) => {
        host.requireAuth(d.player)
        const div = checkDivision(host, readDivision(host, names.game, d.divID), {
          owner: d.player,
          idle: true,
        })
        const units = validateSetup(host, names, d.player, d.setup, d.zoneID, div.units)
        upsert(host, d.divID, d.player, d.zoneID, units)
      }),
    },
  }
}
