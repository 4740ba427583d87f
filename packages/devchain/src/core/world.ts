import type { Authority } from './authority-checker'
import type { ContractModule, PermissionLevel } from './contract'

/** A permission beyond `owner` and `active`, for example a resource provider's `cosign`. */
export interface PermissionSpec {
  name: string
  parent: string
  /** Public keys, each of weight 1, threshold 1 (default: the dev key). */
  keys?: string[]
  /** Accounts' permissions that satisfy it, each of weight 1. */
  accounts?: PermissionLevel[]
  /** A weighted authority (threshold, keys, accounts, waits): replaces `keys` and `accounts`. */
  authority?: Authority
  /** Actions this permission is linked to (`linkauth`), so it can authorize them alone. */
  links?: { code: string; action: string }[]
}

export interface AccountSpec {
  name: string
  /** Keys of `owner` and `active` (default: the well-known dev key). */
  keys?: string[]
  permissions?: PermissionSpec[]
  /** The contract deployed on this account. Its `active` also trusts `<account>@eosio.code`. */
  contract?: ContractModule
}

/** The image kinds the IPFS route draws. */
export type ArtworkKind = 'unit' | 'building' | 'tool' | 'avatar'

export interface ArtworkSpec {
  kind: ArtworkKind
  title: string
  subtitle?: string
  /** A finished picture (an SVG document's text), served as is in place of the drawn card. */
  svg?: string
}

/** What a world's genesis can do: run actions (trusted, no signatures) and register artwork. */
export interface Genesis {
  /** Runs an action in the genesis block; `authorization` defaults to `account@active`. */
  action(account: string, name: string, data: unknown, authorization?: PermissionLevel[]): void
  /** Registers artwork served by `/ipfs/<cid>` and returns its content id. */
  artwork(spec: ArtworkSpec): string
}

/**
 * A world: the accounts, the contracts deployed on them and the genesis that fills their tables.
 * Worlds are registered by name (`--world NAME`) in `src/worlds/registry.ts`.
 */
export interface World {
  name: string
  description: string
  accounts: AccountSpec[]
  genesis: (g: Genesis) => void
}

/** Account names a world deploys to; configurable, with the game's defaults. */
export interface DevchainNames {
  token: string
  stake: string
  game: string
  divsim: string
  atomicassets: string
  collection: string
  resourceProvider: string
  players: string[]
}

export const DEFAULT_NAMES: DevchainNames = {
  token: 'dov.token',
  stake: 'dov.stake',
  game: 'dov.game',
  divsim: 'dov.divsim',
  atomicassets: 'atomicassets',
  collection: 'dov.army',
  resourceProvider: 'dov.rp',
  players: ['player1', 'player2', 'player3', 'player4', 'player5'],
}

/** A world factory: builds a world for the given account names. */
export type WorldFactory = (names: DevchainNames) => World
