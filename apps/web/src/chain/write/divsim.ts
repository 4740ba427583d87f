/**
 * The division simulator's signed actions (spec §7): "adddivision (zoneID, setup, player);
 * editdivision (divID, player, setup, zoneID)". The setup is the division's slots, `{ key, value }`
 * with the slot key and the card's asset id; the contract checks it.
 */
import type { DivisionUnit } from '@dov/game/rows'
import { contractAction, type TypedAction } from './action'

function copy(setup: readonly DivisionUnit[]): DivisionUnit[] {
  return setup.map(({ key, value }) => ({ key, value }))
}

/** Saves a new division (`adddivision`). */
export function addDivision(
  player: string,
  zoneId: number,
  setup: readonly DivisionUnit[],
): TypedAction<'divsim', 'adddivision'> {
  return contractAction('divsim', 'adddivision', { zoneID: zoneId, setup: copy(setup), player })
}

/** Saves division `divisionId` with a new setup and zone (`editdivision`). */
export function editDivision(
  player: string,
  divisionId: number,
  zoneId: number,
  setup: readonly DivisionUnit[],
): TypedAction<'divsim', 'editdivision'> {
  return contractAction('divsim', 'editdivision', {
    divID: divisionId,
    player,
    setup: copy(setup),
    zoneID: zoneId,
  })
}
