import type { GameActions, StakingActions } from '@dov/game/actions'
import type {
  BalanceRow,
  BuildingData,
  CraftData,
  GameConfig,
  Membership,
  StakedBuilding,
  ToolData,
} from '@dov/game/rows'
import { actionStructsOf, sentStructOf } from './abi-types'
import { abiOf, rowStruct, table } from './game-common'

/**
 * The ABI of `dov.stake` (`staking.ts`): its tables' rows typed by `@dov/game/rows`, the actions
 * the app signs by `@dov/game/actions`, and the inline actions `dov.game` sends by the types below.
 */

/** A `configs` row as stored: `GameConfig` under its primary key (always 0). */
export type ConfigRow = GameConfig & { id: string | number }

/** `gamedebit` and `gamecredit`, sent inline by `dov.game`: token amounts and why. */
type QuantitiesData = { player: string; quantities: string[]; memo: string }

/** The actions the app signs, one struct each. */
const SIGNED = actionStructsOf<StakingActions>({
  withdraw: { player: 'name', quantity: 'asset' },
  startcraft: { player: 'name', craft_id: 'int32' },
  regbd: { player: 'name', asset_ids: 'uint64[]' },
  deregbd: { player: 'name', asset_ids: 'uint64[]' },
  regmch: { player: 'name', asset_ids: 'uint64[]' },
  deregmch: { player: 'name', asset_ids: 'uint64[]' },
  claimmch: { asset_ids: 'uint64[]' },
})

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
  ...Object.values(SIGNED),
  sentStructOf<QuantitiesData>('gamedebit', {
    player: 'name',
    quantities: 'asset[]',
    memo: 'string',
  }),
  sentStructOf<QuantitiesData>('gamecredit', {
    player: 'name',
    quantities: 'asset[]',
    memo: 'string',
  }),
  // `setavatar`'s choice, passed on by `dov.game` once it has charged the avatar's cost.
  sentStructOf<GameActions['setavatar']>('setavt', { player: 'name', avatar_id: 'uint32' }),
]

export const STAKING_ABI = abiOf(
  STRUCTS,
  [
    ...Object.keys(SIGNED),
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
