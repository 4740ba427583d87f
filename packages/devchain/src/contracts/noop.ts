import type { ContractModule } from '../core/contract'

/**
 * The resource provider's cosigner contract: one `noop` action that does nothing. A resource
 * provider prepends `noop` authorized by its `cosign` permission, so its account is the first
 * authorizer and pays the CPU and NET of the transaction (greymassnoop on real networks).
 */
export function noopContract(): ContractModule {
  return {
    id: 'noop',
    abi: {
      version: 'eosio::abi/1.2',
      types: [],
      structs: [{ name: 'noop', base: '', fields: [] }],
      actions: [{ name: 'noop', type: 'noop', ricardian_contract: '' }],
      tables: [],
      ricardian_clauses: [],
      variants: [],
      action_results: [],
    },
    tables: {},
    actions: {
      noop() {},
    },
  }
}
