import { ABI, Bytes, Checksum256, Serializer } from '@wharfkit/antelope'
import { ChainError } from './errors'
import { toNodeosJson } from './json'

/**
 * An ABI that resolves each type once. `Serializer.encode` / `decode` call `abi.resolveType` on
 * every call, which walks the ABI's structs and builds a fresh tree each time (about half the
 * cost of encoding a row); the chain encodes and decodes every action, row and trace, so the
 * resolved trees are kept. They are only read by the serializer, never changed, so sharing them
 * is safe. Same ABI otherwise: same JSON, packed bytes and hash.
 */
class ResolvedAbi extends ABI {
  private readonly resolved = new Map<string, ABI.ResolvedType>()

  override resolveType(name: string): ABI.ResolvedType {
    let type = this.resolved.get(name)
    if (type === undefined) {
      type = super.resolveType(name)
      this.resolved.set(name, type)
    }
    return type
  }
}

/** A contract's ABI, prepared for encoding and decoding actions and rows (types resolved once). */
export class LoadedAbi {
  readonly abi: ABI
  /** The ABI as nodeos's `get_abi` returns it. */
  readonly json: Record<string, unknown>
  /** The binary ABI (`get_raw_abi`). */
  readonly packed: Uint8Array
  readonly hash: string
  private readonly actionTypes = new Map<string, string>()
  private readonly tableTypes = new Map<string, string>()

  constructor(def: ABI.Def) {
    this.abi = new ResolvedAbi(ABI.from(def))
    this.packed = Serializer.encode({ object: this.abi }).array
    this.hash = Checksum256.hash(this.packed).hexString
    for (const a of this.abi.actions) this.actionTypes.set(String(a.name), a.type)
    for (const t of this.abi.tables) this.tableTypes.set(String(t.name), t.type)
    this.json = {
      version: def.version ?? 'eosio::abi/1.2',
      types: def.types ?? [],
      structs: (def.structs ?? []).map((s) => ({
        name: s.name,
        base: s.base ?? '',
        fields: s.fields,
      })),
      actions: (def.actions ?? []).map((a) => ({
        name: a.name,
        type: a.type,
        ricardian_contract: a.ricardian_contract ?? '',
      })),
      tables: (def.tables ?? []).map((t) => ({
        name: t.name,
        index_type: t.index_type ?? 'i64',
        key_names: t.key_names ?? [],
        key_types: t.key_types ?? [],
        type: t.type,
      })),
      ricardian_clauses: def.ricardian_clauses ?? [],
      error_messages: [],
      abi_extensions: [],
      variants: def.variants ?? [],
      action_results: def.action_results ?? [],
    }
  }

  hasAction(name: string): boolean {
    return this.actionTypes.has(name)
  }

  actionType(name: string): string {
    const t = this.actionTypes.get(name)
    if (!t)
      throw new ChainError('action_not_found_exception', `Unable to find action ${name} in ABI`)
    return t
  }

  tableType(table: string): string {
    const t = this.tableTypes.get(table)
    if (!t) {
      throw new ChainError(
        'contract_table_query_exception',
        `Table ${table} is not specified in the ABI`,
      )
    }
    return t
  }

  hasTable(table: string): boolean {
    return this.tableTypes.has(table)
  }

  encode(type: string, value: unknown): Uint8Array {
    try {
      return Serializer.encode({ object: value, abi: this.abi, type }).array
    } catch (e) {
      throw new ChainError('pack_exception', `Unable to pack ${type}: ${(e as Error).message}`)
    }
  }

  decode<T>(type: string, data: Uint8Array): T {
    return Serializer.decode({ data: Bytes.from(data), abi: this.abi, type }) as T
  }

  /** Decodes to nodeos's JSON rendering. */
  decodeJson(type: string, data: Uint8Array): unknown {
    return toNodeosJson(this.decode(type, data))
  }
}
