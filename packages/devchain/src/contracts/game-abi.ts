import type { GameActions } from '@dov/game/actions'
import type {
  Avatar,
  Division,
  FightSettings,
  NftRow,
  UnitConfig,
  Zone,
  ZoneWins,
} from '@dov/game/rows'
import { actionStructsOf, sentStructOf } from './abi-types'
import { abiOf, PAIR_ID, PAIR_INT, rowStruct, table } from './game-common'

/**
 * The ABI of `dov.game` (`game.ts`): its tables' rows typed by `@dov/game/rows`, the actions the
 * app signs by `@dov/game/actions`, and the administration and inline actions by the types below.
 */

/** Game `settings`: `FightSettings` (what the app reads), its key and the next division id. */
export type GameSettings = FightSettings & {
  id: string | number
  next_div: string | number
}

/** A division row as stored (divID is a uint64, read back as a decimal string). */
export type DivisionRow = Omit<Division, 'divID'> & { divID: string | number }

/** `upsertdiv`, sent inline by `dov.divsim` only: a division row without its fight's end. */
type UpsertDivData = Omit<DivisionRow, 'end_time'>

/** `setwins` (world set-up): a player's `infos` row. */
type SetWinsData = { player: string } & ZoneWins

const PAIRS = 'pair_string_int32[]'

/** The actions the app signs, one struct each. */
const SIGNED = actionStructsOf<GameActions>({
  startfight: { player: 'name', division_id: 'uint64', zoneID: 'uint32' },
  claimfight: { player: 'name', division_id: 'uint64' },
  deldivision: { asset_id: 'uint64' },
  setavatar: { player: 'name', avatar_id: 'uint32' },
})

const STRUCTS = [
  PAIR_INT,
  PAIR_ID,
  rowStruct<Avatar>('avatar', { id: 'uint32', ipfs: 'string', cost: 'asset' }),
  rowStruct<UnitConfig>('unitconfig', {
    template_id: 'int32',
    type: 'string',
    power: 'int32',
    bonus: PAIRS,
  }),
  rowStruct<Zone>('zone', {
    id: 'uint32',
    name: 'string',
    terrain: 'string',
    open: 'bool',
    nbwins: 'uint32',
    wmini: 'uint32',
    nextZone: 'uint32',
    costs: PAIRS,
    resolutions: PAIRS,
    pre_allow: PAIRS,
    power: PAIRS,
  }),
  rowStruct<ZoneWins>('info', { zone: 'uint32', wins: 'uint32' }),
  rowStruct<NftRow>('nft', { asset_id: 'uint64', owner: 'name', template_id: 'int32' }),
  rowStruct<DivisionRow>('division', {
    divID: 'uint64',
    owner: 'name',
    zoneID: 'uint32',
    end_time: 'uint32',
    units: 'pair_string_uint64[]',
  }),
  rowStruct<GameSettings>('settings', { id: 'uint64', fight_secs: 'uint32', next_div: 'uint64' }),
  ...Object.values(SIGNED),
  sentStructOf<UpsertDivData>('upsertdiv', {
    divID: 'uint64',
    owner: 'name',
    zoneID: 'uint32',
    units: 'pair_string_uint64[]',
  }),
  sentStructOf<FightSettings>('setsettings', { fight_secs: 'uint32' }),
  sentStructOf<SetWinsData>('setwins', { player: 'name', zone: 'uint32', wins: 'uint32' }),
]

export const GAME_ABI = abiOf(
  STRUCTS,
  [
    ...Object.keys(SIGNED),
    'upsertdiv',
    'setsettings',
    'setwins',
    { name: 'setunit', type: 'unitconfig' },
    { name: 'setzone', type: 'zone' },
    { name: 'putavatar', type: 'avatar' },
  ],
  [
    table('avatars', 'avatar'),
    table('infos', 'info'),
    table('nfts', 'nft'),
    table('sdivisions', 'division'),
    table('settings', 'settings'),
    table('udata', 'unitconfig'),
    table('zones', 'zone'),
  ],
)
