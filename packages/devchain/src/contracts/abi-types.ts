import type { Asset, Bytes, Float64, Int, Name } from '@wharfkit/antelope'
import { type AbiStruct, field, struct } from './game-common'

/**
 * Typed ABI structs for contracts that work on the values the host decodes (wharfkit's `Name`,
 * `Asset`, integers…), as `rowStruct` (`game-common.ts`) does for rows typed by their JSON
 * (`@dov/game/rows`): the struct is written from the TypeScript type its handler or table
 * uses, so renaming, removing or retyping a field fails the typecheck in the ABI `get_abi` serves.
 */

declare const abiAlias: unique symbol

/** A value the ABI types with one of its aliases (`types: [{ new_type_name }]`), e.g. `Alias<'ATTRIBUTE_MAP', …>`. */
export type Alias<N extends string, T> = T & { readonly [abiAlias]: N }

/** ABI integer types: wharfkit's integer classes look alike to TypeScript, so any of them. */
type IntAbiType =
  | 'int8'
  | 'uint8'
  | 'int16'
  | 'uint16'
  | 'int32'
  | 'uint32'
  | 'int64'
  | 'uint64'
  | 'varint32'
  | 'varuint32'

/**
 * The ABI types whose decoding is a `T`: `bool`, `string`, `name`, `asset`, `symbol`,
 * `float64`, the integers, `bytes` or `uint8[]` for `Bytes` (the host hands both over as
 * `Bytes`), `X[]` for arrays, the alias for an `Alias`, and any struct or variant name for other
 * objects.
 */
export type DecodedAbiType<T> = T extends { readonly [abiAlias]: infer N extends string }
  ? N
  : T extends boolean
    ? 'bool'
    : T extends string
      ? 'string'
      : T extends Name
        ? 'name'
        : T extends Asset
          ? 'asset'
          : T extends Asset.Symbol
            ? 'symbol'
            : T extends Float64
              ? 'float64'
              : T extends Int
                ? IntAbiType
                : T extends Bytes
                  ? 'bytes' | 'uint8[]'
                  : T extends readonly (infer E)[]
                    ? `${DecodedAbiType<E>}[]`
                    : string

/**
 * The ABI struct of values of type `T` as the host decodes them: `fields` names every field of
 * `T` and no other (an object literal), each with an ABI type that decodes to the field's type,
 * in the struct's order.
 */
export function structOf<T>(
  name: string,
  fields: { [K in keyof T & string]-?: DecodedAbiType<T[K]> },
): AbiStruct {
  return structOfFields(name, fields)
}

/**
 * The struct of some of `T`'s fields, named by `fields` (a reader that decodes only a struct's
 * leading fields): each must be a field of `T`, with an ABI type that decodes to its type.
 */
export function someFieldsOf<T>() {
  return <K extends keyof T & string>(
    name: string,
    fields: { [P in K]-?: DecodedAbiType<T[P]> },
  ): AbiStruct => structOf<Pick<T, K>>(name, fields)
}

/**
 * `Decoded`, the data of an action as its handler gets it (wharfkit's `Name`, `Asset`…), checked
 * to have the fields of `Sent`, the same data as the app sends it (`@dov/game/actions`), and no
 * other: renaming a field of `Sent` fails the typecheck where `Decoded` is declared.
 */
export type DecodedOf<
  Sent,
  Decoded extends { [K in keyof Sent]-?: unknown } & {
    [K in Exclude<keyof Decoded, keyof Sent>]: never
  },
> = Decoded

/** ABI types the serializer takes a JSON number for (64-bit integers too, below 2^53). */
type NumberAbiType = IntAbiType | 'float32' | 'float64'
/** ABI types it takes a JSON string for: text, names, assets, symbols, integers in decimal. */
type TextAbiType = 'string' | 'name' | 'asset' | 'symbol' | 'int64' | 'uint64'

/**
 * The ABI types that take a JSON value of type `T` when an action is encoded, as a wallet sends
 * it (`@dov/game/actions`): `bool` for booleans, any integer or float for numbers (a `uint64`
 * division id is a number), text, names, assets and 64-bit integers for strings, `X[]` for
 * arrays, and any struct name for objects (such as `pair_string_uint64`). Unlike a row's
 * `AbiTypeOf` (`game-common.ts`), which is about the JSON `get_table_rows` writes, a number may
 * go into a 64-bit field: the serializer takes it.
 */
export type SentAbiType<T> = T extends boolean
  ? 'bool'
  : T extends number
    ? NumberAbiType
    : T extends string
      ? TextAbiType
      : T extends readonly (infer E)[]
        ? `${SentAbiType<E>}[]`
        : string

/** The fields of an action whose data, as sent, is `T`: each of `T`'s fields and no other. */
type SentFields<T> = { [K in keyof T & string]-?: SentAbiType<T[K]> }

/**
 * The ABI struct of an action whose data, as sent, is `T` (a JSON shape): `fields` names every
 * field of `T` and no other, each with an ABI type that takes the field's JSON, in the struct's
 * order.
 */
export function sentStructOf<T>(name: string, fields: SentFields<T>): AbiStruct {
  return structOfFields(name, fields)
}

/**
 * The ABI structs of a contract's actions, declared as a map action name → data (e.g.
 * `GameActions` of `@dov/game/actions`), each struct named after its action: `fields` names
 * every action of the map and no other, and each action's every field and no other (an object
 * literal, checked to its leaves). Renaming an action or a field in the map, or adding one,
 * fails the typecheck here. The structs come back under their action names, in the literal's order.
 */
export function actionStructsOf<Actions>(
  fields: {
    [N in keyof Actions & string]-?: SentFields<Actions[N]>
  },
): { [N in keyof Actions & string]: AbiStruct } {
  return Object.fromEntries(
    Object.entries<object>(fields).map(([name, actionFields]) => [
      name,
      structOfFields(name, actionFields),
    ]),
  ) as { [N in keyof Actions & string]: AbiStruct }
}

/** A struct whose fields are `fields`' keys, typed by their values, in the object's order. */
function structOfFields(name: string, fields: object): AbiStruct {
  return struct(
    name,
    Object.entries(fields).map(([fieldName, type]) => field(fieldName, String(type))),
  )
}
