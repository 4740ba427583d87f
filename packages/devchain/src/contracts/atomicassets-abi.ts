import type { ABI, Asset, Name } from '@wharfkit/antelope'
import { structOf } from './abi-types'
import type {
  AccountToAddData,
  AssetRow,
  BurnAssetData,
  CollectionRow,
  ConfigRow,
  CreateColData,
  CreateSchemaData,
  CreateTemplData,
  FormatLine,
  LogBurnAssetData,
  LogMintData,
  LogNewTemplData,
  LogSetDataData,
  LogTransferData,
  MintAssetData,
  OfferRow,
  SchemaRow,
  SetAssetDataData,
  TemplateRow,
  TransferData,
} from './atomicassets-types'
import { action, table } from './game-common'

/**
 * The `atomicassets` ABI (the real contract's, for the part the game uses), built from the types
 * its handlers and tables work with (`atomicassets-types.ts`): renaming a field of
 * `MintAssetData` or `AssetRow` fails the typecheck here, in what `get_abi` serves, and in the
 * handler.
 */

// ------------------------------------------------------------------------ the ABI

const VEC_TYPES: [string, string][] = [
  ['INT8_VEC', 'bytes'],
  ['INT16_VEC', 'int16[]'],
  ['INT32_VEC', 'int32[]'],
  ['INT64_VEC', 'int64[]'],
  ['UINT8_VEC', 'uint8[]'],
  ['UINT16_VEC', 'uint16[]'],
  ['UINT32_VEC', 'uint32[]'],
  ['UINT64_VEC', 'uint64[]'],
  ['FLOAT_VEC', 'float32[]'],
  ['DOUBLE_VEC', 'float64[]'],
  ['STRING_VEC', 'string[]'],
]
/** The integer types, named alike in the ABI's variant and in AtomicAssets' schema formats. */
export const INT_TYPES = ['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64']
const VARIANT_TYPES = [...INT_TYPES, 'float32', 'float64', 'string', ...VEC_TYPES.map(([n]) => n)]
const VARIANT_NAME = `variant_${VARIANT_TYPES.join('_')}`

const ACTION_STRUCTS = [
  structOf<Record<never, never>>('init', {}),
  structOf<{ collection_format_extension: FormatLine[] }>('admincoledit', {
    collection_format_extension: 'FORMAT[]',
  }),
  structOf<{ new_version: string }>('setversion', { new_version: 'string' }),
  structOf<CreateColData>('createcol', {
    author: 'name',
    collection_name: 'name',
    allow_notify: 'bool',
    authorized_accounts: 'name[]',
    notify_accounts: 'name[]',
    market_fee: 'float64',
    data: 'ATTRIBUTE_MAP',
  }),
  structOf<AccountToAddData>('addcolauth', { collection_name: 'name', account_to_add: 'name' }),
  structOf<AccountToAddData>('addnotifyacc', { collection_name: 'name', account_to_add: 'name' }),
  structOf<CreateSchemaData>('createschema', {
    authorized_creator: 'name',
    collection_name: 'name',
    schema_name: 'name',
    schema_format: 'FORMAT[]',
  }),
  structOf<CreateTemplData>('createtempl', {
    authorized_creator: 'name',
    collection_name: 'name',
    schema_name: 'name',
    transferable: 'bool',
    burnable: 'bool',
    max_supply: 'uint32',
    immutable_data: 'ATTRIBUTE_MAP',
  }),
  structOf<MintAssetData>('mintasset', {
    authorized_minter: 'name',
    collection_name: 'name',
    schema_name: 'name',
    template_id: 'int32',
    new_asset_owner: 'name',
    immutable_data: 'ATTRIBUTE_MAP',
    mutable_data: 'ATTRIBUTE_MAP',
    tokens_to_back: 'asset[]',
  }),
  structOf<SetAssetDataData>('setassetdata', {
    authorized_editor: 'name',
    asset_owner: 'name',
    asset_id: 'uint64',
    new_mutable_data: 'ATTRIBUTE_MAP',
  }),
  structOf<TransferData>('transfer', {
    from: 'name',
    to: 'name',
    asset_ids: 'uint64[]',
    memo: 'string',
  }),
  structOf<BurnAssetData>('burnasset', { asset_owner: 'name', asset_id: 'uint64' }),
  structOf<LogTransferData>('logtransfer', {
    collection_name: 'name',
    from: 'name',
    to: 'name',
    asset_ids: 'uint64[]',
    memo: 'string',
  }),
  structOf<LogNewTemplData>('lognewtempl', {
    template_id: 'int32',
    authorized_creator: 'name',
    collection_name: 'name',
    schema_name: 'name',
    transferable: 'bool',
    burnable: 'bool',
    max_supply: 'uint32',
    immutable_data: 'ATTRIBUTE_MAP',
  }),
  structOf<LogMintData>('logmint', {
    asset_id: 'uint64',
    authorized_minter: 'name',
    collection_name: 'name',
    schema_name: 'name',
    template_id: 'int32',
    new_asset_owner: 'name',
    immutable_data: 'ATTRIBUTE_MAP',
    mutable_data: 'ATTRIBUTE_MAP',
    backed_tokens: 'asset[]',
    immutable_template_data: 'ATTRIBUTE_MAP',
  }),
  structOf<LogSetDataData>('logsetdata', {
    asset_owner: 'name',
    asset_id: 'uint64',
    old_data: 'ATTRIBUTE_MAP',
    new_data: 'ATTRIBUTE_MAP',
  }),
  structOf<LogBurnAssetData>('logburnasset', {
    asset_owner: 'name',
    asset_id: 'uint64',
    collection_name: 'name',
    schema_name: 'name',
    template_id: 'int32',
    backed_tokens: 'asset[]',
    old_immutable_data: 'ATTRIBUTE_MAP',
    old_mutable_data: 'ATTRIBUTE_MAP',
    asset_ram_payer: 'name',
  }),
]

export const ATOMICASSETS_ABI: ABI.Def = {
  version: 'eosio::abi/1.1',
  types: [
    { new_type_name: 'ATOMIC_ATTRIBUTE', type: VARIANT_NAME },
    { new_type_name: 'ATTRIBUTE_MAP', type: 'pair_string_ATOMIC_ATTRIBUTE[]' },
    ...VEC_TYPES.map(([new_type_name, type]) => ({ new_type_name, type })),
  ],
  structs: [
    structOf<FormatLine>('FORMAT', { name: 'string', type: 'string' }),
    structOf<{ key: string; value: unknown }>('pair_string_ATOMIC_ATTRIBUTE', {
      key: 'string',
      value: 'ATOMIC_ATTRIBUTE',
    }),
    structOf<{ sym: Asset.Symbol; contract: Name }>('extended_symbol', {
      sym: 'symbol',
      contract: 'name',
    }),
    ...ACTION_STRUCTS,
    structOf<CollectionRow>('collections_s', {
      collection_name: 'name',
      author: 'name',
      allow_notify: 'bool',
      authorized_accounts: 'name[]',
      notify_accounts: 'name[]',
      market_fee: 'float64',
      serialized_data: 'uint8[]',
    }),
    structOf<SchemaRow>('schemas_s', { schema_name: 'name', format: 'FORMAT[]' }),
    structOf<TemplateRow>('templates_s', {
      template_id: 'int32',
      schema_name: 'name',
      transferable: 'bool',
      burnable: 'bool',
      max_supply: 'uint32',
      issued_supply: 'uint32',
      immutable_serialized_data: 'uint8[]',
    }),
    structOf<AssetRow>('assets_s', {
      asset_id: 'uint64',
      collection_name: 'name',
      schema_name: 'name',
      template_id: 'int32',
      ram_payer: 'name',
      backed_tokens: 'asset[]',
      immutable_serialized_data: 'uint8[]',
      mutable_serialized_data: 'uint8[]',
    }),
    structOf<OfferRow>('offers_s', {
      offer_id: 'uint64',
      sender: 'name',
      recipient: 'name',
      sender_asset_ids: 'uint64[]',
      recipient_asset_ids: 'uint64[]',
      memo: 'string',
      ram_payer: 'name',
    }),
    structOf<{ owner: Name; quantities: Asset[] }>('balances_s', {
      owner: 'name',
      quantities: 'asset[]',
    }),
    structOf<ConfigRow>('config_s', {
      asset_counter: 'uint64',
      template_counter: 'int32',
      offer_counter: 'uint64',
      collection_format: 'FORMAT[]',
      supported_tokens: 'extended_symbol[]',
    }),
    structOf<{ standard: Name; version: string }>('tokenconfigs_s', {
      standard: 'name',
      version: 'string',
    }),
  ],
  actions: ACTION_STRUCTS.map((s) => action(s.name)),
  tables: (
    [
      ['assets', 'assets_s'],
      ['balances', 'balances_s'],
      ['collections', 'collections_s'],
      ['config', 'config_s'],
      ['offers', 'offers_s'],
      ['schemas', 'schemas_s'],
      ['templates', 'templates_s'],
      ['tokenconfigs', 'tokenconfigs_s'],
    ] as const
  ).map(([name, type]) => table(name, type)),
  ricardian_clauses: [],
  variants: [{ name: VARIANT_NAME, types: VARIANT_TYPES }],
  action_results: [],
}
