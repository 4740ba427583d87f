import { isAccountName } from '@dov/game/account'
import { Bytes, Checksum256 } from '@wharfkit/antelope'
import { type LoadedAbi, loadedAbi } from './abi'
import {
  type Authority,
  compareKeys,
  comparePermissionLevels,
  type Permission,
} from './authority-checker'
import type { ContractModule, PermissionLevel } from './contract'
import { ChainError } from './errors'
import { DEV_PUBLIC_KEY, normalizeKey } from './keys'
import type { AccountSpec } from './world'

/**
 * Accounts as nodeos's `account_object`, `permission_object` and `permission_link_object` hold
 * them: permissions with their authorities, `linkauth` links, the deployed contract and its ABI,
 * and the receive and authorization sequence counters of action receipts.
 */
export interface Account {
  name: string
  createdMs: number
  permissions: Map<string, Permission>
  /** `code::action` or `code::` -> permission name (linkauth). */
  links: Map<string, string>
  contract?: ContractModule
  abi?: LoadedAbi
  codeHash: string
  recvSequence: number
  authSequence: number
}

export const EOSIO_CODE = 'eosio.code'

/**
 * An authority of weight-1 keys and accounts, threshold 1, sorted as nodeos requires (keys by
 * their binary form, accounts by actor then permission).
 */
function authority(keys: string[], accounts: PermissionLevel[] = []): Authority {
  return {
    threshold: 1,
    keys: keys
      .map(normalizeKey)
      .sort(compareKeys)
      .map((key) => ({ key, weight: 1 })),
    accounts: [...accounts]
      .sort(comparePermissionLevels)
      .map((permission) => ({ permission, weight: 1 })),
    waits: [],
  }
}

/** Builds an account from a world's spec: `owner` and `active` (which trusts `<account>@eosio.code` when a contract is deployed), extra permissions, links, contract. */
export function createAccount(spec: AccountSpec, createdMs: number): Account {
  // nodeos's `newaccount` takes a name of up to 12 characters, and a name string that is not
  // normalized (a trailing dot) is not a name: the game's rule, which the app and the indexer use.
  if (!isAccountName(spec.name))
    throw new ChainError('action_validate_exception', `Invalid account name: '${spec.name}'`)
  const keys = spec.keys ?? [DEV_PUBLIC_KEY]
  const permissions = new Map<string, Permission>()
  permissions.set('owner', { name: 'owner', parent: '', auth: authority(keys) })
  const code = spec.contract ? [{ actor: spec.name, permission: EOSIO_CODE }] : []
  permissions.set('active', { name: 'active', parent: 'owner', auth: authority(keys, code) })
  const links = new Map<string, string>()
  for (const p of spec.permissions ?? []) {
    const auth = p.authority
      ? normalizeAuthority(p.authority)
      : authority(p.keys ?? [DEV_PUBLIC_KEY], p.accounts)
    permissions.set(p.name, { name: p.name, parent: p.parent, auth })
    for (const l of p.links ?? []) links.set(`${l.code}::${l.action}`, p.name)
  }
  const account: Account = {
    name: spec.name,
    createdMs,
    permissions,
    links,
    codeHash: '0'.repeat(64),
    recvSequence: 0,
    authSequence: 0,
  }
  if (spec.contract) {
    account.contract = spec.contract
    account.abi = loadedAbi(spec.contract.abi)
    account.codeHash = Checksum256.hash(
      Bytes.from(`devchain:${spec.contract.id}`, 'utf8'),
    ).hexString
  }
  return account
}

/** A weighted authority from a world, with keys normalized and both lists sorted as nodeos keeps them. */
function normalizeAuthority(a: Authority): Authority {
  return {
    threshold: a.threshold,
    keys: a.keys
      .map((k) => ({ key: normalizeKey(k.key), weight: k.weight }))
      .sort((x, y) => compareKeys(x.key, y.key)),
    accounts: [...a.accounts].sort((x, y) => comparePermissionLevels(x.permission, y.permission)),
    waits: [...a.waits],
  }
}
