import type { LoadedAbi } from './abi'
import type { Account } from './accounts'
import { ChainError } from './errors'
import { type NameLike, nameValue } from './names'
import type { StoredRow } from './store'

/** A table scope: a name, or a raw uint64 (a symbol code, for instance). */
export function scopeValue(scope: NameLike | bigint): bigint {
  return typeof scope === 'bigint' ? scope : nameValue(scope)
}

/**
 * Rows and action data between contracts and bytes, with each account's ABI: what the apply
 * context encodes on `setRow` / `send_inline` and decodes on reads and for handlers.
 */
export class RowCodec {
  constructor(private readonly accounts: ReadonlyMap<string, Account>) {}

  abi(code: string): LoadedAbi {
    const abi = this.accounts.get(code)?.abi
    if (!abi) throw new ChainError('abi_not_found_exception', `No ABI found for ${code}`)
    return abi
  }

  /**
   * A stored row as contracts see it (decoded with its code's ABI; as nodeos JSON when `plain`).
   * Stored rows never change (a write stores a new one), so the decoding is kept on the row and
   * shared by every later read, deeply frozen: a contract copies a row to change it
   * (`{ ...row, field }`), as it always did.
   */
  decode<T>(code: string, table: string, row: StoredRow, plain = false): T {
    if (plain) {
      if (row.plain === undefined) {
        const abi = this.abi(code)
        row.plain = abi.decodeRow(abi.tableType(table), row.value, true)
      }
      return row.plain as T
    }
    if (row.decoded === undefined) {
      const abi = this.abi(code)
      row.decoded = abi.decodeRow(abi.tableType(table), row.value, false)
    }
    return row.decoded as T
  }

  encode(code: string, table: string, row: unknown): Uint8Array {
    const abi = this.abi(code)
    return abi.encode(abi.tableType(table), row)
  }

  /** An action's data for its handler (undefined when the account has no ABI; nodeos JSON when `plain`). */
  actionData(account: string, name: string, data: Uint8Array, plain = false): unknown {
    const abi = this.accounts.get(account)?.abi
    if (!abi) return undefined
    try {
      const type = abi.actionType(name)
      return plain ? abi.decodePlain(type, data) : abi.decode(type, data)
    } catch {
      throw new ChainError('eosio_assert_message_exception', 'assertion failure with message: read')
    }
  }

  encodeAction(account: string, name: string, data: unknown): Uint8Array {
    const abi = this.abi(account)
    return abi.encode(abi.actionType(name), data)
  }
}
