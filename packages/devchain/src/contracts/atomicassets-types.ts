import type {
  Asset,
  Bytes,
  ExtendedSymbol,
  Float64,
  Int32,
  Name,
  UInt32,
  UInt64,
} from '@wharfkit/antelope'
import type { Alias } from './abi-types'

/**
 * What the `atomicassets` contract's tables and actions hold, as the host decodes them (wharfkit's
 * `Name`, `Asset`, integers; `uint8[]` as `Bytes`). `atomicassets-abi.ts` builds the ABI from
 * these types, so renaming a field here fails the typecheck there and in the handlers.
 */

/** A schema's or the collection format's line. */
export interface FormatLine {
  name: string
  type: string
}

/** `ATTRIBUTE_MAP`: (key, `[variant type, value]`) pairs, e.g. `{ key: 'name', value: ['string', 'Tank'] }`. */
export type AttributeMap = Alias<'ATTRIBUTE_MAP', { key: string; value: [string, unknown] }[]>

// ------------------------------------------------------------------------ tables

export interface CollectionRow {
  collection_name: Name
  author: Name
  allow_notify: boolean
  authorized_accounts: Name[]
  notify_accounts: Name[]
  market_fee: Float64
  serialized_data: Bytes
}

export interface SchemaRow {
  schema_name: Name
  format: FormatLine[]
}

export interface TemplateRow {
  template_id: Int32
  schema_name: Name
  transferable: boolean
  burnable: boolean
  max_supply: UInt32
  issued_supply: UInt32
  immutable_serialized_data: Bytes
}

export interface AssetRow {
  asset_id: UInt64
  collection_name: Name
  schema_name: Name
  template_id: Int32
  ram_payer: Name
  backed_tokens: Asset[]
  immutable_serialized_data: Bytes
  mutable_serialized_data: Bytes
}

export interface OfferRow {
  offer_id: UInt64
  sender: Name
  recipient: Name
  sender_asset_ids: UInt64[]
  recipient_asset_ids: UInt64[]
  memo: string
  ram_payer: Name
}

export interface ConfigRow {
  asset_counter: UInt64
  template_counter: Int32
  offer_counter: UInt64
  collection_format: FormatLine[]
  supported_tokens: ExtendedSymbol[]
}

// ------------------------------------------------------------------------ actions

export interface CreateColData {
  author: Name
  collection_name: Name
  allow_notify: boolean
  authorized_accounts: Name[]
  notify_accounts: Name[]
  market_fee: Float64
  data: AttributeMap
}

export interface AccountToAddData {
  collection_name: Name
  account_to_add: Name
}

export interface CreateSchemaData {
  authorized_creator: Name
  collection_name: Name
  schema_name: Name
  schema_format: FormatLine[]
}

export interface CreateTemplData {
  authorized_creator: Name
  collection_name: Name
  schema_name: Name
  transferable: boolean
  burnable: boolean
  max_supply: UInt32
  immutable_data: AttributeMap
}

export interface MintAssetData {
  authorized_minter: Name
  collection_name: Name
  schema_name: Name
  template_id: Int32
  new_asset_owner: Name
  immutable_data: AttributeMap
  mutable_data: AttributeMap
  tokens_to_back: Asset[]
}

export interface SetAssetDataData {
  authorized_editor: Name
  asset_owner: Name
  asset_id: UInt64
  new_mutable_data: AttributeMap
}

export interface TransferData {
  from: Name
  to: Name
  asset_ids: UInt64[]
  memo: string
}

export interface BurnAssetData {
  asset_owner: Name
  asset_id: UInt64
}

export interface LogTransferData {
  collection_name: Name
  from: Name
  to: Name
  asset_ids: UInt64[]
  memo: string
}

export interface LogNewTemplData {
  template_id: Int32
  authorized_creator: Name
  collection_name: Name
  schema_name: Name
  transferable: boolean
  burnable: boolean
  max_supply: UInt32
  immutable_data: AttributeMap
}

export interface LogMintData {
  asset_id: UInt64
  authorized_minter: Name
  collection_name: Name
  schema_name: Name
  template_id: Int32
  new_asset_owner: Name
  immutable_data: AttributeMap
  mutable_data: AttributeMap
  backed_tokens: Asset[]
  immutable_template_data: AttributeMap
}

export interface LogSetDataData {
  asset_owner: Name
  asset_id: UInt64
  old_data: AttributeMap
  new_data: AttributeMap
}

export interface LogBurnAssetData {
  asset_owner: Name
  asset_id: UInt64
  collection_name: Name
  schema_name: Name
  template_id: Int32
  backed_tokens: Asset[]
  old_immutable_data: AttributeMap
  old_mutable_data: AttributeMap
  asset_ram_payer: Name
}
