import type {
  BalanceRow,
  BuildingData,
  CraftData,
  GameConfig,
  Membership,
  StakedBuilding,
  ToolData,
} from '@dov/game/rows'
import { abiOf, field, rowStruct, struct, table } from './game-common'

/** The ABI of `dov.stake` (`staking.ts`): its tables' rows typed by `@dov/game/rows`, and its actions. */

/** A `configs` row as stored: `GameConfig` under its primary key (always 0). */
export type ConfigRow = GameConfig & { id: string | number }

const ASSET_IDS = [field('player', 'name'), field('asset_ids', 'uint64[]')]

const STRUCTS = [
  rowStruct<BalanceRow>('account', { balance: 'asset' }),
  rowStruct<ConfigRow>('config', { id: 'uint64', wfee: 'uint8', use_dov: 'bool' }),
  rowStruct<CraftData>('craftdata', {
    template_id: 'int32',
    type: 'string',
    costs: 'asset[]',
    schema: 'name',
    available: 'uint32',
  }),
  rowStruct<BuildingData>('buildingdata', {
    template_id: 'int32',
    type: 'string',
    token_in: 'asset[]',
    token_out: 'asset[]',
    rarity: 'string',
    delay: 'uint32',
  }),
  rowStruct<ToolData>('tooldata', {
    template_id: 'int32',
    type: 'string',
    rarity: 'string',
    fee: 'asset[]',
  }),
  rowStruct<StakedBuilding>('building', {
    asset_id: 'uint64',
    owner: 'name',
    template_id: 'int32',
    last_claim: 'uint32',
    type: 'string',
    rarity: 'string',
  }),
  rowStruct<Membership>('membership', {
    asset_id: 'uint64',
    owner: 'name',
    type: 'string',
    rarity: 'string',
  }),
  struct('withdraw', [field('player', 'name'), field('quantity', 'asset')]),
  struct('startcraft', [field('player', 'name'), field('craft_id', 'int32')]),
  struct('regbd', ASSET_IDS),
  struct('deregbd', ASSET_IDS),
  struct('regmch', ASSET_IDS),
  struct('deregmch', ASSET_IDS),
  struct('claimmch', [field('asset_ids', 'uint64[]')]),
  struct('gamedebit', [
    field('player', 'name'),
    field('quantities', 'asset[]'),
    field('memo', 'string'),
  ]),
  struct('gamecredit', [
    field('player', 'name'),
    field('quantities', 'asset[]'),
    field('memo', 'string'),
  ]),
  struct('setavt', [field('player', 'name'), field('avatar_id', 'uint32')]),
]

export const STAKING_ABI = abiOf(
  STRUCTS,
  [
    'withdraw',
    'startcraft',
    'regbd',
    'deregbd',
    'regmch',
    'deregmch',
    'claimmch',
    'gamedebit',
    'gamecredit',
    'setavt',
    { name: 'setconfig', type: 'config' },
    { name: 'setcdata', type: 'craftdata' },
    { name: 'setbdata', type: 'buildingdata' },
    { name: 'settdata', type: 'tooldata' },
  ],
  [
    table('balances', 'account'),
    table('bdata', 'buildingdata'),
    table('buildings', 'building'),
    table('cdata', 'craftdata'),
    table('configs', 'config'),
    table('mships', 'membership'),
    table('tdata', 'tooldata'),
  ],
)
