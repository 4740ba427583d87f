import { formatAsset } from '@dov/game/amount'
import { unitStats } from '@dov/game/assets'
import { requiredTemplateIds } from '@dov/game/authorization'
import { avatarCost, checkAvatar } from '@dov/game/avatarCost'
import { type FightOutcome, fightOutcome, zoneCosts } from '@dov/game/fight'
import type { UnitStats } from '@dov/game/power'
import type {
  Avatar,
  BalanceRow,
  DivisionUnit,
  NftRow,
  UnitConfig,
  Zone,
  ZoneWins,
} from '@dov/game/rows'
import type { ContractModule, Host } from '../core/contract'
import { type DivisionRow, GAME_ABI, type GameSettings } from './game-abi'
import {
  assetMoveGuards,
  assetText,
  byOwner,
  checkDivision,
  type GameNames,
  handler,
  ownedAsset,
  readRow,
  readRows,
  selfRowSetter,
  sendAsSelf,
} from './game-common'
import { readDivision, readNft, readUnitConfig, readZone, zoneReachable } from './game-reads'

/**
 * `dov.game`, the game contract: unit configs, zones, avatars, the divisions (`sdivisions`) and
 * the cards placed in them (`nfts`), wins per zone (`infos`), fights (`startfight` /
 * `claimfight`) and the avatar choice (`setavatar`).
 *
 * Divisions are written only through `upsertdiv`, which only `dov.divsim` may call: the division
 * simulator validates a setup and sends it here inline. In-game balances live in `dov.stake`;
 * this contract moves them with inline `gamedebit` / `gamecredit` / `setavt` actions.
 */

/** Default fight duration when `setsettings` was never called. */
const DEFAULT_FIGHT_SECS = 180

/**
 * Everything `fightOutcome` needs, from tables alone: each card's template from `nfts`, its
 * stats through `unitStats` (non-combat power 0) from `udata`, and the `udata` rows `pre_allow`
 * names. The app computes the same from the same rows.
 */
function divisionOutcome(
  host: Host,
  code: string,
  units: readonly DivisionUnit[],
  zone: Zone,
): FightOutcome {
  const udata: UnitConfig[] = []
  const stats: UnitStats[] = []
  const remember = (templateId: number): void => {
    if (udata.some((row) => row.template_id === templateId)) return
    const row = readUnitConfig(host, code, templateId)
    if (row) udata.push(row)
  }
  for (const unit of units) {
    const nft = readNft(host, code, unit.value)
    if (!nft) continue
    remember(nft.template_id)
    stats.push(unitStats(nft.template_id, udata))
  }
  for (const templateId of requiredTemplateIds(zone.pre_allow)) remember(templateId)
  return fightOutcome(stats, zone, udata)
}

// ------------------------------------------------------------------------------ the module

export function gameContract(names: GameNames): ContractModule {
  const settings = (host: Host): GameSettings =>
    readRow<GameSettings>(host, 'settings', host.self, 0n) ?? {
      id: 0,
      fight_secs: DEFAULT_FIGHT_SECS,
      next_div: 1,
    }

  const ownDivision = (host: Host, player: string, divID: string): DivisionRow => {
    return checkDivision(host, readDivision(host, host.self, divID), { owner: player })
  }

  const stakeAction = (host: Host, name: string, data: unknown): void => {
    sendAsSelf(host, names.stake, name, data)
  }

  const guard = (host: Host, ids: readonly string[]): void => {
    for (const id of ids) {
      host.check(
        !host.getRow('nfts', host.self, BigInt(id)),
        'Card is in a division: remove it first',
      )
    }
  }

  return {
    id: 'dov.game',
    plainValues: true,
    abi: GAME_ABI,
    tables: {
      avatars: { primaryKey: (r: Avatar) => BigInt(r.id) },
      udata: { primaryKey: (r: UnitConfig) => BigInt(r.template_id) },
      zones: { primaryKey: (r: Zone) => BigInt(r.id) },
      infos: { primaryKey: (r: ZoneWins) => BigInt(r.zone) },
      nfts: { primaryKey: (r: NftRow) => BigInt(r.asset_id), indexes: [byOwner] },
      sdivisions: { primaryKey: (r: DivisionRow) => BigInt(r.divID), indexes: [byOwner] },
      settings: { primaryKey: (r: GameSettings) => BigInt(r.id) },
    },
    actions: {
      // ---------------------------------------------------------------- fights
      startfight: handler<{ player: string; division_id: string; zoneID: number }>(
        (host: Host, d) => {
          host.requireAuth(d.player)
          const div = checkDivision(host, readDivision(host, host.self, d.division_id), {
            owner: d.player,
            idle: true,
          })
          const zone = readZone(host, host.self, d.zoneID)
          host.check(zone, 'Unknown zone')
          host.check(zone.open, 'Zone is closed')
          host.check(zoneReachable(host, host.self, zone, d.player), 'Zone not reachable')
          const outcome = divisionOutcome(host, host.self, div.units, zone)
          host.check(outcome.authorized, 'Division is unauthorized')
          const costs = Object.values(zoneCosts(zone)).filter((amount) => amount.units > 0n)
          if (costs.length > 0) {
            stakeAction(host, 'gamedebit', {
              player: d.player,
              quantities: costs.map(formatAsset),
              memo: `fight in zone ${zone.id}`,
            })
          }
          const endTime = host.nowSec() + settings(host).fight_secs
          host.setRow('sdivisions', host.self, { ...div, zoneID: zone.id, end_time: endTime })
        },
      ),
      claimfight: handler<{ player: string; division_id: string }>((host: Host, d) => {
        host.requireAuth(d.player)
        const div = ownDivision(host, d.player, d.division_id)
        host.check(div.end_time !== 0, 'No fight to claim')
        host.check(host.nowSec() >= div.end_time, 'Fight not finished')
        const zone = readZone(host, host.self, div.zoneID)
        host.check(zone, 'Unknown zone')
        const outcome = divisionOutcome(host, host.self, div.units, zone)
        if (outcome.payout > 0n) {
          stakeAction(host, 'gamecredit', {
            player: d.player,
            quantities: [assetText(outcome.payout, 'DOVX')],
            memo: `fight ${outcome.result} in zone ${zone.id}`,
          })
        }
        if (outcome.result === 'win') {
          const row = readRow<ZoneWins>(host, 'infos', d.player, BigInt(zone.id))
          host.setRow('infos', d.player, { zone: zone.id, wins: (row?.wins ?? 0) + 1 })
        }
        host.print(`result ${outcome.result}, payout ${assetText(outcome.payout, 'DOVX')}`)
        host.setRow('sdivisions', host.self, { ...div, end_time: 0 })
      }),

      // ---------------------------------------------------------------- divisions
      /** The spec names the parameter `asset_id`; it is the division id (`divID`). */
      deldivision: handler<{ asset_id: string }>((host: Host, d) => {
        const div = checkDivision(host, readDivision(host, host.self, d.asset_id), {})
        host.requireAuth(div.owner)
        checkDivision(host, div, { idle: true })
        for (const unit of div.units) host.eraseRow('nfts', host.self, BigInt(unit.value))
        host.eraseRow('sdivisions', host.self, BigInt(div.divID))
      }),
      /** Writes a division validated by `dov.divsim` (divID 0: a new one). Only `dov.divsim` may call it. */
      upsertdiv: handler<{ divID: string; owner: string; zoneID: number; units: DivisionUnit[] }>(
        (host: Host, d) => {
          host.requireAuth(names.divsim)
          let divID = BigInt(d.divID)
          let previous: DivisionUnit[] = []
          if (divID === 0n) {
            const s = settings(host)
            divID = BigInt(s.next_div)
            host.setRow('settings', host.self, { ...s, next_div: (divID + 1n).toString() })
          } else {
            const div = checkDivision(host, readDivision(host, host.self, d.divID), {
              owner: d.owner,
              idle: true,
            })
            previous = div.units
          }
          const next = new Set(d.units.map((unit) => unit.value))
          const before = new Set(previous.map((unit) => unit.value))
          for (const unit of previous) {
            if (!next.has(unit.value)) host.eraseRow('nfts', host.self, BigInt(unit.value))
          }
          for (const unit of d.units) {
            if (before.has(unit.value)) continue
            host.check(
              !host.getRow('nfts', host.self, BigInt(unit.value)),
              'Card already in a division',
            )
            const asset = ownedAsset(host, names, d.owner, unit.value)
            host.setRow<NftRow>('nfts', host.self, {
              asset_id: unit.value,
              owner: d.owner,
              template_id: asset.template_id,
            })
          }
          host.setRow('sdivisions', host.self, {
            divID: divID.toString(),
            owner: d.owner,
            zoneID: d.zoneID,
            end_time: 0,
            units: d.units,
          })
        },
      ),

      // ---------------------------------------------------------------- avatar
      /**
       * The player pays the avatar's cost (`checkAvatar` of `@dov/game/avatarCost`, the screen's
       * own check: the avatar already selected first, then the cost) and it becomes their AVT.
       */
      setavatar: handler<{ player: string; avatar_id: number }>((host: Host, d) => {
        host.requireAuth(d.player)
        const avatar = readRow<Avatar>(host, 'avatars', host.self, BigInt(d.avatar_id))
        host.check(avatar, 'Unknown avatar')
        const balances = readRows<BalanceRow>(host, 'balances', d.player, { code: names.stake })
        const check = checkAvatar(avatar, balances)
        host.check(check.ok, check.ok ? '' : check.message)
        if ((avatarCost(avatar)?.units ?? 0n) > 0n) {
          stakeAction(host, 'gamedebit', {
            player: d.player,
            quantities: [avatar.cost],
            memo: `avatar ${avatar.id}`,
          })
        }
        stakeAction(host, 'setavt', { player: d.player, avatar_id: avatar.id })
      }),

      // ---------------------------------------------------------------- administration (self)
      setsettings: handler<{ fight_secs: number }>((host: Host, d) => {
        host.requireAuth(host.self)
        host.check(d.fight_secs > 0, 'fight_secs must be positive')
        host.setRow('settings', host.self, { ...settings(host), fight_secs: d.fight_secs })
      }),
      setunit: selfRowSetter<UnitConfig>('udata'),
      setzone: selfRowSetter<Zone>('zones'),
      putavatar: selfRowSetter<Avatar>('avatars'),
      setwins: handler<{ player: string; zone: number; wins: number }>((host: Host, d) => {
        host.requireAuth(host.self)
        host.setRow('infos', d.player, { zone: d.zone, wins: d.wins })
      }),
    },
    /** A card in a division stays with its owner: refuse to let it move or burn. */
    notifications: assetMoveGuards(names, guard),
  }
}
