import { type ABI, type ABIDecoder, type ABIEncoder, Serializer } from '@wharfkit/antelope'

/**
 * What the codec (`abi-codec.ts`) knows of each resolved ABI type: the serializer's own table of
 * built-in types, and per resolved type the lookups the serializer makes on every visit, made once.
 */

/** A type of the serializer's built-in table: a wharfkit class, or its `bool` / `string` object. */
export interface BuiltinType {
  abiName: string
  fromABI?: (decoder: ABIDecoder) => unknown
  toABI?: (value: unknown, encoder: ABIEncoder) => void
  from(value: unknown): { toABI?: (encoder: ABIEncoder) => void }
}

/**
 * The serializer's table of built-in types, by ABI name. The library does not export it; every
 * `Serializer` call builds it (`buildTypeLookup`) into the context its errors carry, so one
 * decoding that fails on purpose (a `bool` from no bytes) hands over the very table the
 * serializer uses. Undefined if a library version carries no such context: then every call goes
 * through `Serializer`.
 */
function serializerTypes(): ReadonlyMap<string, BuiltinType> | undefined {
  try {
    Serializer.decode({ data: new Uint8Array(0), type: 'bool', abi: { structs: [] } })
  } catch (e) {
    const types = (e as { ctx?: { types?: Record<string, BuiltinType> } }).ctx?.types
    if (types && typeof types.bool?.fromABI === 'function') return new Map(Object.entries(types))
  }
  return undefined
}

export const BUILTINS = serializerTypes()

/** A resolved type as the walk uses it: what the serializer looks up on every visit, found once. */
export interface Plan {
  readonly type: ABI.ResolvedType
  readonly builtin: BuiltinType | undefined
  /** `type.typeName` (a getter that builds the string on every read). */
  readonly typeName: string
  /** The type is a struct (it has fields of its own). */
  readonly isStruct: boolean
  /** Its fields with their bases' first (`allFields`); undefined for a struct whose bases loop. */
  fields: { name: string; plan: Plan }[] | undefined
  /** One of its fields is named `__proto__` (which an assignment does not make a field). */
  protoField: boolean
  ref: Plan | undefined
  variant: Plan[] | undefined
  /** A variant's index of each type name (the first, as the serializer's `findIndex`). */
  variantIndex: Map<string, number> | undefined
}

/** Plans by resolved type (the trees of a `ResolvedAbi` are kept, so each is planned once). */
const plans = new WeakMap<ABI.ResolvedType, Plan>()

export function planOf(type: ABI.ResolvedType, builtins: ReadonlyMap<string, BuiltinType>): Plan {
  const known = plans.get(type)
  if (known) return known
  const plan: Plan = {
    type,
    builtin: builtins.get(type.name),
    typeName: type.typeName,
    isStruct: type.fields !== undefined,
    fields: undefined,
    protoField: false,
    ref: undefined,
    variant: undefined,
    variantIndex: undefined,
  }
  // Kept before its parts are planned: a struct may contain itself (through an array or optional).
  plans.set(type, plan)
  if (type.ref) plan.ref = planOf(type.ref, builtins)
  plan.fields = type.allFields?.map((f) => ({ name: f.name, plan: planOf(f.type, builtins) }))
  plan.protoField = plan.fields?.some((f) => f.name === '__proto__') ?? false
  plan.variant = type.variant?.map((v) => planOf(v, builtins))
  if (plan.variant) {
    const index = new Map<string, number>()
    plan.variant.forEach((v, i) => {
      if (!index.has(v.typeName)) index.set(v.typeName, i)
    })
    plan.variantIndex = index
  }
  return plan
}

/** Thrown where the walk leaves a value to `Serializer` (caught below, never seen by callers). */
export class UseSerializer extends Error {}
