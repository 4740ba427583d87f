import type { Avatar, Division, NftRow, UnitConfig, Zone, ZoneWins } from '@dov/game/rows'
import { abiOf, field, PAIR_ID, PAIR_INT, rowStruct, struct, table } from './game-common'

/** The ABI of `dov.game` (`game.ts`): its tables' rows typed by `@dov/game/rows`, and its actions. */

/** Game `settings` (not in the spec): fight duration and the next division id. */
export interface GameSettings {
  id: string | number
  fight_secs: number
  next_div: string | number
}

/** A division row as stored (divID is a uint64, read back as a decimal string). */
export type DivisionRow = Omit<Division, 'divID'> & { divID: string | number }

const PAIRS = 'pair_string_int32[]'

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
  struct('startfight', [
    field('player', 'name'),
    field('division_id', 'uint64'),
    field('zoneID', 'uint32'),
  ]),
  struct('claimfight', [field('player', 'name'), field('division_id', 'uint64')]),
  struct('deldivision', [field('asset_id', 'uint64')]),
  struct('setavatar', [field('player', 'name'), field('avatar_id', 'uint32')]),
  struct('upsertdiv', [
    field('divID', 'uint64'),
    field('owner', 'name'),
    field('zoneID', 'uint32'),
    field('units', 'pair_string_uint64[]'),
  ]),
  struct('setsettings', [field('fight_secs', 'uint32')]),
  struct('setwins', [field('player', 'name'), field('zone', 'uint32'), field('wins', 'uint32')]),
]

export const GAME_ABI = abiOf(
  STRUCTS,
  [
    'startfight',
    'claimfight',
    'deldivision',
    'setavatar',
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
