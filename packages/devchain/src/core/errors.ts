/**
 * nodeos exceptions the devchain raises, with the codes, names and `what` strings of
 * Antelope's `libraries/chain/include/eosio/chain/exceptions.hpp`, and the HTTP status and
 * message nodeos's http_plugin answers them with.
 */
const KINDS = {
  exception: { code: 0, what: 'unspecified' },
  name_type_exception: { code: 3010001, what: 'Invalid name' },
  public_key_type_exception: { code: 3010002, what: 'Invalid public key' },
  transaction_type_exception: { code: 3010006, what: 'Invalid transaction' },
  abi_type_exception: { code: 3010007, what: 'Invalid ABI' },
  block_id_type_exception: { code: 3010008, what: 'Invalid block ID' },
  packed_transaction_type_exception: { code: 3010010, what: 'Invalid packed transaction' },
  asset_type_exception: { code: 3010011, what: 'Invalid asset' },
  symbol_type_exception: { code: 3010014, what: 'Invalid symbol' },
  chain_type_exception: { code: 3010000, what: 'chain type exception' },
  abi_not_found_exception: { code: 3015001, what: 'No ABI found' },
  unpack_exception: { code: 3015013, what: 'Unpack data exception' },
  pack_exception: { code: 3015014, what: 'Pack data exception' },
  transaction_exception: { code: 3040000, what: 'Transaction exception' },
  tx_decompression_error: { code: 3040001, what: 'Error decompressing transaction' },
  tx_no_action: { code: 3040002, what: 'Transaction should have at least one normal action' },
  tx_no_auths: { code: 3040003, what: 'Transaction should have at least one required authority' },
  expired_tx_exception: { code: 3040005, what: 'Expired Transaction' },
  tx_exp_too_far_exception: { code: 3040006, what: 'Transaction Expiration Too Far' },
  invalid_ref_block_exception: { code: 3040007, what: 'Invalid Reference Block' },
  tx_duplicate: { code: 3040008, what: 'Duplicate transaction' },
  unknown_transaction_compression: { code: 3040014, what: 'Unknown transaction compression' },
  eosio_assert_message_exception: {
    code: 3050003,
    what: 'eosio_assert_message assertion failure',
  },
  action_validate_exception: { code: 3050000, what: 'Action validate exception' },
  action_not_found_exception: { code: 3050005, what: 'Action can not be found' },
  unauthorized_ram_usage_increase: {
    code: 3050010,
    what: 'Action attempts to increase RAM usage of account without authorization',
  },
  account_query_exception: { code: 3060002, what: 'Account Query Exception' },
  contract_table_query_exception: { code: 3060003, what: 'Contract Table Query Exception' },
  /** nodeos refuses transactions when its state's disk is nearly full; the devchain, when its journal cannot be written. */
  database_guard_exception: { code: 3060101, what: 'Database usage is at unsafe levels' },
  tx_duplicate_sig: { code: 3090001, what: 'Duplicate signature included' },
  tx_irrelevant_sig: { code: 3090002, what: 'Irrelevant signature included' },
  unsatisfied_authorization: {
    code: 3090003,
    what: 'Provided keys, permissions, and delays do not satisfy declared authorizations',
  },
  missing_auth_exception: { code: 3090004, what: 'Missing required authority' },
  irrelevant_auth_exception: { code: 3090005, what: 'Irrelevant authority included' },
  unknown_block_exception: { code: 3100002, what: 'Unknown block' },
  invalid_http_request: { code: 3200006, what: 'invalid http request' },
  table_access_violation: { code: 3160002, what: 'Table access violation' },
  ram_usage_exceeded: { code: 3080001, what: 'Account using more than allotted RAM usage' },
  tx_net_usage_exceeded: {
    code: 3080002,
    what: 'Transaction exceeded the current network usage limit imposed on the transaction',
  },
  tx_cpu_usage_exceeded: {
    code: 3080004,
    what: 'Transaction exceeded the current CPU usage limit imposed on the transaction',
  },
} as const

export type ErrorKind = keyof typeof KINDS

export interface ErrorDetail {
  message: string
  file: string
  line_number: number
  method: string
}

/** Where nodeos raises each kind, so `details[0]` reads like a real node's. */
const ORIGIN: Partial<Record<ErrorKind, [file: string, line: number, method: string]>> = {
  eosio_assert_message_exception: ['cf_system.cpp', 14, 'eosio_assert'],
  missing_auth_exception: ['apply_context.cpp', 87, 'require_authorization'],
  unsatisfied_authorization: ['authorization_manager.cpp', 535, 'check_authorization'],
  irrelevant_auth_exception: ['authorization_manager.cpp', 371, 'check_authorization'],
  tx_irrelevant_sig: ['authorization_manager.cpp', 560, 'check_authorization'],
  tx_duplicate_sig: ['transaction.cpp', 94, 'get_signature_keys'],
  expired_tx_exception: ['transaction_context.cpp', 421, 'validate_expiration'],
  tx_exp_too_far_exception: ['transaction_context.cpp', 427, 'validate_expiration'],
  invalid_ref_block_exception: ['transaction_context.cpp', 437, 'validate_tapos'],
  tx_duplicate: ['controller.cpp', 3170, 'validate_tapos'],
  unknown_block_exception: ['chain_plugin.cpp', 1917, 'get_block'],
  invalid_http_request: ['http_plugin.hpp', 183, 'parse_params'],
  account_query_exception: ['chain_plugin.cpp', 2371, 'get_account'],
  unauthorized_ram_usage_increase: ['apply_context.cpp', 1009, 'update_db_usage'],
  ram_usage_exceeded: ['resource_limits.cpp', 253, 'verify_account_ram_usage'],
  tx_net_usage_exceeded: ['transaction_context.cpp', 553, 'check_net_usage'],
  tx_cpu_usage_exceeded: ['transaction_context.cpp', 604, 'validate_account_cpu_usage'],
}

/** An error a real node would raise; becomes nodeos's JSON error shape at the HTTP edge. */
export class ChainError extends Error {
  readonly kind: ErrorKind
  constructor(kind: ErrorKind, message: string) {
    super(message)
    this.kind = kind
    this.name = kind
  }

  get code(): number {
    return KINDS[this.kind].code
  }

  get what(): string {
    return KINDS[this.kind].what
  }

  detail(): ErrorDetail {
    const [file, line_number, method] = ORIGIN[this.kind] ?? ['chain_plugin.cpp', 0, 'handle']
    return { message: this.message, file, line_number, method }
  }

  /** The HTTP status and top-level message nodeos's http_plugin answers this error with. */
  http(): { status: number; message: string } {
    switch (this.kind) {
      case 'unknown_block_exception':
        return { status: 400, message: 'Unknown Block' }
      case 'invalid_http_request':
        return { status: 400, message: 'Invalid Request' }
      case 'account_query_exception':
        return { status: 400, message: 'Account lookup' }
      case 'unsatisfied_authorization':
        return { status: 401, message: 'UnAuthorized' }
      case 'tx_duplicate':
        return { status: 409, message: 'Conflict' }
      default:
        return { status: 500, message: 'Internal Service Error' }
    }
  }

  /** The `except` object nodeos puts in a failed trace. */
  except(): { code: number; name: string; message: string; stack: unknown[] } {
    const d = this.detail()
    return {
      code: this.code,
      name: this.kind,
      message: this.what,
      stack: [
        {
          context: {
            level: 'error',
            file: d.file,
            line: d.line_number,
            method: d.method,
            hostname: '',
            thread_name: 'nodeos',
            timestamp: new Date().toISOString().slice(0, -1),
          },
          format: this.message,
          data: {},
        },
      ],
    }
  }
}

/** Raises an `eosio_assert_message_exception` unless `cond` holds (Antelope's `check`). */
export function check(cond: unknown, message: string): asserts cond {
  if (!cond) {
    throw new ChainError(
      'eosio_assert_message_exception',
      `assertion failure with message: ${message}`,
    )
  }
}

/** nodeos's JSON body for an error. */
export function errorBody(err: ChainError): {
  code: number
  message: string
  error: { code: number; name: string; what: string; details: ErrorDetail[] }
} {
  const { status, message } = err.http()
  return {
    code: status,
    message,
    error: { code: err.code, name: err.kind, what: err.what, details: [err.detail()] },
  }
}
