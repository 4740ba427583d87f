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
  return struct(
    name,
    Object.entries(fields).map(([fieldName, type]) => field(fieldName, type as string)),
  )
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
