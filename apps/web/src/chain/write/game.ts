/**
 * The game contract's signed actions (spec §7): "startfight (player, division_id, zoneID);
 * claimfight (player, division_id); deldivision (asset_id); setavatar (player, avatar_id)".
 */
import { contractAction, type TypedAction } from './action'

/** Sends division `divisionId` to fight in zone `zoneId` (`startfight`). */
export function startFight(
  player: string,
  divisionId: number,
  zoneId: number,
): TypedAction<'game', 'startfight'> {
  return contractAction('game', 'startfight', {
    player,
    division_id: divisionId,
    zoneID: zoneId,
  })
}

/** Claims the finished fight of division `divisionId` (`claimfight`). */
export function claimFight(player: string, divisionId: number): TypedAction<'game', 'claimfight'> {
  return contractAction('game', 'claimfight', { player, division_id: divisionId })
}

/** Deletes division `divisionId` (`deldivision`, whose field the spec names `asset_id`). */
export function deleteDivision(divisionId: number): TypedAction<'game', 'deldivision'> {
  return contractAction('game', 'deldivision', { asset_id: divisionId })
}

/** Chooses avatar `avatarId` (`setavatar`). */
export function setAvatar(player: string, avatarId: number): TypedAction<'game', 'setavatar'> {
  return contractAction('game', 'setavatar', { player, avatar_id: avatarId })
}
