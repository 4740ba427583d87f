import { ABI, type ABISerializable, type Bytes, Serializer } from '@wharfkit/antelope'
import type { RowDelta } from '../db/store'
import type { AbiBook, ContractAbi } from './abis'
import { ShipError } from './connection'

/** Which tables the indexer keeps: `code` → table names. */
export type Followed = ReadonlyMap<string, ReadonlySet<string>>

type Variant = [string, Record<string, ABISerializable>]

export type DecodedDeltas = { rows: RowDelta[]; abis: ContractAbi[] }

/**
 * Reads a block's packed `table_delta[]` (state history's `deltas`): the ABIs its `account`
 * deltas set (applied to `book` first, so this block's rows are read with them) and the
 * `contract_row` deltas of the followed tables, decoded with their contract's ABI. A followed
 * row whose contract has no ABI, or whose table the ABI does not name, is an error: skipping it
 * would leave a board silently wrong.
 */
export function decodeDeltas(
  shipAbi: ABI,
  packed: Bytes,
  book: AbiBook,
  followed: Followed,
): DecodedDeltas {
  const deltas = Serializer.decode({
    data: packed,
    type: 'table_delta[]',
    abi: shipAbi,
  }) as Variant[]
  const rowsOf = (name: string) =>
    deltas
      .filter(([, delta]) => String(delta.name) === name)
      .flatMap(([, delta]) => delta.rows as unknown as { present: boolean; data: Bytes }[])

  const abis: ContractAbi[] = []
  for (const row of rowsOf('account')) {
    if (!row.present) continue
    const [, account] = Serializer.decode({
      data: row.data,
      type: 'account',
      abi: shipAbi,
    }) as Variant
    const packedAbi = account.abi as Bytes
    if (packedAbi.length === 0) continue
    const abi = Serializer.decode({ data: packedAbi, type: ABI }) as ABI
    const name = String(account.name)
    book.set(name, abi)
    abis.push({ account: name, abi })
  }

  const rows: RowDelta[] = []
  for (const row of rowsOf('contract_row')) {
    const [, r] = Serializer.decode({
      data: row.data,
      type: 'contract_row',
      abi: shipAbi,
    }) as Variant
    const code = String(r.code)
    const table = String(r.table)
    if (!followed.get(code)?.has(table)) continue
    const abi = book.get(code)
    const type = abi?.tables.find((t) => String(t.name) === table)?.type
    if (abi === undefined || type === undefined)
      throw new ShipError(`no ABI names ${code}'s table ${table}: its rows cannot be read`)
    rows.push({
      present: row.present,
      code,
      scope: String(r.scope),
      table,
      primaryKey: String(r.primary_key),
      payer: String(r.payer),
      value: Serializer.objectify(
        Serializer.decode({ data: r.value as Bytes, type: String(type), abi }),
      ) as Record<string, unknown>,
    })
  }
  return { rows, abis }
}

/** The time of a packed `signed_block` (state history's `block`). */
export function blockTime(shipAbi: ABI, packed: Bytes): Date {
  const block = Serializer.objectify(
    Serializer.decode({ data: packed, type: 'signed_block', abi: shipAbi }),
  ) as { timestamp: string }
  return new Date(`${block.timestamp}Z`)
}
