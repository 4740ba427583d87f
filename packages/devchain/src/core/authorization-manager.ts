import type { Account } from './accounts'
import {
  AuthorityChecker,
  comparePermissionLevels,
  type Permission,
  type PermissionLookup,
} from './authority-checker'
import type { PermissionLevel } from './contract'
import { ChainError } from './errors'
import { legacyKey, normalizeKey } from './keys'

/**
 * nodeos's `authorization_manager`: the minimum permission an action needs (`linkauth`, else
 * `active`), the check of a transaction's (or an inline action's) declared authorizations against
 * the keys recovered from its signatures and the permissions provided, and `get_required_keys`.
 */

/** The parts of an action authorization looks at. */
export interface AuthorizedAction {
  account: string
  name: string
  authorization: readonly PermissionLevel[]
}

function levelJson(l: PermissionLevel): string {
  return JSON.stringify({ actor: l.actor, permission: l.permission })
}

/** nodeos's text for a declared authority the keys and permissions do not satisfy. */
export function unsatisfiedMessage(
  level: PermissionLevel,
  keys: readonly string[],
  permissions: readonly PermissionLevel[] = [],
): string {
  return (
    `transaction declares authority '${levelJson(level)}', ` +
    `but does not have signatures for it under a provided delay of 0 ms, provided permissions ${JSON.stringify(permissions.map((p) => ({ actor: p.actor, permission: p.permission })))}, ` +
    `provided keys ${JSON.stringify(keys.map(legacyKey))}, and a delay max limit of 3888000000 ms`
  )
}

export class AuthorizationManager {
  readonly lookup: PermissionLookup

  constructor(private readonly accounts: ReadonlyMap<string, Account>) {
    this.lookup = (actor, permission) => this.accounts.get(actor)?.permissions.get(permission)
  }

  findPermission(level: PermissionLevel): Permission | undefined {
    return this.lookup(level.actor, level.permission)
  }

  /** `lookup_minimum_permission`: the permission linked to `code::action` (or `code::`), else `active`. */
  minimumPermission(actor: string, code: string, action: string): string {
    const links = this.accounts.get(actor)?.links
    return links?.get(`${code}::${action}`) ?? links?.get(`${code}::`) ?? 'active'
  }

  /** `permission_object::satisfies`: `declared` is `min` or one of its ancestors (owner satisfies active). */
  private satisfiesMinimum(actor: string, declared: string, min: string): boolean {
    let p: string | undefined = min
    for (let depth = 0; p && depth < 16; depth++) {
      if (p === declared) return true
      p = this.lookup(actor, p)?.parent
    }
    return false
  }

  /**
   * `check_authorization`: every declared authority must meet its action's minimum permission
   * (`irrelevant_auth_exception`), then every distinct declared authority, in (actor, permission)
   * order, must be satisfied by the keys and provided permissions (`unsatisfied_authorization`),
   * and every key must have been used (`tx_irrelevant_sig`).
   */
  checkAuthorization(
    actions: readonly AuthorizedAction[],
    keys: readonly string[],
    provided: readonly PermissionLevel[] = [],
  ): void {
    const declared = new Map<string, PermissionLevel>()
    for (const a of actions) {
      for (const l of a.authorization) {
        const min = this.minimumPermission(l.actor, a.account, a.name)
        if (!this.satisfiesMinimum(l.actor, l.permission, min)) {
          throw new ChainError(
            'irrelevant_auth_exception',
            `action declares irrelevant authority '${levelJson(l)}'; minimum authority is ${levelJson({ actor: l.actor, permission: min })}`,
          )
        }
        declared.set(`${l.actor}@${l.permission}`, l)
      }
    }
    const checker = new AuthorityChecker(this.lookup, keys, provided)
    for (const l of [...declared.values()].sort(comparePermissionLevels)) {
      if (!checker.satisfied(l)) {
        throw new ChainError(
          'unsatisfied_authorization',
          unsatisfiedMessage(l, checker.keys, provided),
        )
      }
    }
    const unused = checker.unusedKeys
    if (unused.length > 0) {
      throw new ChainError(
        'tx_irrelevant_sig',
        `transaction bears irrelevant signatures from these keys: ${JSON.stringify(unused.map(legacyKey))}`,
      )
    }
  }

  /** `get_required_keys`: the keys among `available` that satisfy every declared authority. */
  requiredKeys(actions: readonly AuthorizedAction[], available: readonly string[]): string[] {
    const checker = new AuthorityChecker(this.lookup, available.map(normalizeKey))
    for (const a of actions) {
      for (const l of a.authorization) {
        if (!checker.satisfied(l)) {
          throw new ChainError(
            'unsatisfied_authorization',
            `transaction declares authority '${levelJson(l)}', but does not have signatures for it.`,
          )
        }
      }
    }
    return checker.usedKeys
  }
}
