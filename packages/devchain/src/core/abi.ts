import { ABI, Checksum256, Serializer } from '@wharfkit/antelope'
import { AbiCodec } from './abi-codec'
import { ChainError } from './errors'

/**
 * An ABI that resolves each type once. `Serializer.encode` / `decode` call `abi.resolveType` on
 * every call, which walks the ABI's structs and builds a fresh tree each time (about half the
 * cost of encoding a row); the chain encodes and decodes every action, row and trace, so the
 * resolved trees are kept. They are only read (by the serializer, and by the codec's plans,
 * `abi-plan.ts`), never changed, so sharing them is safe. Same ABI otherwise: same JSON, packed
 * bytes and hash.
 */
export class ResolvedAbi extends ABI {
  private readonly resolved = new Map<string, ABI.ResolvedType>()

  override resolveType(name: string): ABI.ResolvedType {
    let type = this.resolved.get(name)
    if (type === undefined) {
      type = super.resolveType(name)
      keepFields(type, new Set())
      this.resolved.set(name, type)
    }
    return type
  }
}

/**
 * `ResolvedType.allFields` walks the struct's bases and builds a new array on every read (once per
 * struct per encode or decode); the trees are kept, so each struct keeps its fields once.
 */
function keepFields(type: ABI.ResolvedType, seen: Set<ABI.ResolvedType>): void {
  if (seen.has(type)) return
  seen.add(type)
  if (type.fields) {
    Object.defineProperty(type, 'allFields', { value: type.allFields })
    for (const f of type.fields) keepFields(f.type, seen)
  }
  if (type.base) keepFields(type.base, seen)
  if (type.ref) keepFields(type.ref, seen)
  for (const v of type.variant ?? []) keepFields(v, seen)
}

/**
 * The ABI the host encodes and decodes with: the served ABI with every struct field of type
 * `uint8[]` read as `bytes`. Both are a varuint32 length and the raw bytes, so the binary is the
 * same; contracts get one `Bytes` (C++'s `std::vector<uint8_t>`) instead of an array of `UInt8`
 * objects, which costs about ten times more to decode and encode.
 */
function hostDef(def: ABI.Def): ABI.Def {
  return {
    ...def,
    structs: (def.structs ?? []).map((s) => ({
      ...s,
      fields: s.fields.map((f) => (f.type === 'uint8[]' ? { ...f, type: 'bytes' } : f)),
    })),
  }
}

const loaded = new WeakMap<ABI.Def, LoadedAbi>()

/**
 * The `LoadedAbi` of a contract's ABI definition, made once per definition: a world deploys the
 * same contract modules on every reset, and never changes their definitions, so the resolved
 * types, the packed ABI and its hash are kept from one genesis to the next.
 */
export function loadedAbi(def: ABI.Def): LoadedAbi {
  let abi = loaded.get(def)
  if (!abi) {
    abi = new LoadedAbi(def)
    loaded.set(def, abi)
  }
  return abi
}

/** A contract's ABI, prepared for encoding and decoding actions and rows (types resolved once). */
export class LoadedAbi {
  /** The ABI as served (`get_abi`), used for the JSON renderings. */
  readonly abi: ABI
  /** The ABI the host hands rows and action data to contracts with (see `hostDef`): its codec. */
  private readonly host: AbiCodec
  /** The served ABI's codec, for the JSON renderings. */
  private readonly served: AbiCodec
  /** The ABI as nodeos's `get_abi` returns it. */
  readonly json: Record<string, unknown>
  /** The binary ABI (`get_raw_abi`). */
  readonly packed: Uint8Array
  readonly hash: string
  private readonly actionTypes = new Map<string, string>()
  private readonly tableTypes = new Map<string, string>()

  constructor(def: ABI.Def) {
    this.abi = new ResolvedAbi(ABI.from(def))
    this.host = new AbiCodec(new ResolvedAbi(ABI.from(hostDef(def))))
    this.served = new AbiCodec(this.abi)
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

  /** Encodes a contract's value (or JSON: the serializer takes both). */
  encode(type: string, value: unknown): Uint8Array {
    try {
      return this.host.encode(type, value)
    } catch (e) {
      throw new ChainError('pack_exception', `Unable to pack ${type}: ${(e as Error).message}`)
    }
  }

  /** Decodes to what contracts see: wharfkit values, `uint8[]` fields as `Bytes`. */
  decode<T>(type: string, data: Uint8Array): T {
    return this.host.decode(type, data) as T
  }

  /** Decodes to nodeos JSON of what contracts see (`plainValues` contracts): `uint8[]` as hex. */
  decodePlain(type: string, data: Uint8Array): unknown {
    return this.host.decodePlain(type, data)
  }

  /**
   * Decodes a row as contracts share it, deeply frozen (`deepFreeze`): what `decode` gives, or
   * with `plain` what `decodePlain` gives.
   */
  decodeRow(type: string, data: Uint8Array, plain: boolean): unknown {
    return plain ? this.host.decodePlain(type, data, true) : this.host.decode(type, data, true)
  }

  /** Decodes to nodeos's JSON rendering (with the served ABI: `uint8[]` as arrays of numbers). */
  decodeJson(type: string, data: Uint8Array): unknown {
    return this.served.decodePlain(type, data)
  }
}
