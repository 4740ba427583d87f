import type { DivsimActions } from '@dov/game/actions'
import { actionStructsOf } from './abi-types'
import { abiOf, PAIR_ID } from './game-common'

/**
 * The ABI of `dov.divsim` (`divsim.ts`): its two actions, both signed by the app, typed by
 * `@dov/game/actions`. It has no tables.
 */

const SETUP = 'pair_string_uint64[]'

const SIGNED = actionStructsOf<DivsimActions>({
  adddivision: { zoneID: 'uint32', setup: SETUP, player: 'name' },
  editdivision: { divID: 'uint64', player: 'name', setup: SETUP, zoneID: 'uint32' },
})

export const DIVSIM_ABI = abiOf([PAIR_ID, ...Object.values(SIGNED)], Object.keys(SIGNED), [])
