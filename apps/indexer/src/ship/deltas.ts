import { ABI, type ABISerializable, type Bytes, Serializer } from '@wharfkit/antelope'
import type { RowDelta } from '../db/store'
import { ShipError } from './connection'

/** A contract's ABI as an `account` delta carried it, at the block that set it. */
export type ContractAbi = { account: string; abi: ABI }

/** Which tables the indexer keeps: `code` → table names. */
export type Followed = ReadonlyMap<string, ReadonlySet<string>>

type Variant = [string, Record<string, ABISerializable>]

/**
 * The contracts' ABIs in force: learned from the `account` deltas of the blocks read (the first
 * block of the state log carries every account), and kept by the store with its block so a
 * restart resumes with them.
 */
export class AbiBook {
  private readonly abis = new Map<string, ABI>()

  constructor(known: Iterable<ContractAbi> = []) {
    for (const { account, abi } of known) this.abis.set(account, abi)
  }

  set(account: string, abi: ABI) {
    this.abis.set(account, abi)
  }

  get(account: string): ABI | undefined {
    return this.abis.get(account)
  }
}

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
