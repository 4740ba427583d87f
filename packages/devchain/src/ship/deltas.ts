import { BlockTimestamp, Bytes, Name, TimePoint, UInt64 } from '@wharfkit/antelope'
import type { Chain } from '../core/chain'
import type { HistoryEntry } from '../core/state-history'
import type { KeyType, RowChange, StoredRow, Table } from '../core/store'
import { shipEncode } from './abi'

/**
 * Deltas as nodeos's `create_deltas.cpp` packs them: a `table_delta[]` whose rows are each a
 * present flag and the packed object (`contract_row_v0`, `contract_table_v0`, ...). A block's
 * deltas squash its writes per row as nodeos's undo session does (a row written twice appears
 * once, with its last value; created then erased in the block, not at all; erased: `present`
 * false with its old value). The whole state (the first block a reader can start from) lists
 * every account, permission, link, table and row.
 */

interface DeltaRow {
  present: boolean
  data: Uint8Array
}

/** The state-history table of each secondary key type. */
const INDEX_TABLE: Record<KeyType, string> = {
  i64: 'contract_index64',
  i128: 'contract_index128',
  float64: 'contract_index_double',
}

/** The order nodeos lists its tables in (`pack_deltas`). */
const TABLE_ORDER = [
  'account',
  'account_metadata',
  'contract_table',
  'contract_row',
  'contract_index64',
  'contract_index128',
  'contract_index_double',
  'permission',
  'permission_link',
]

const nameOf = (v: bigint): Name => Name.from(UInt64.from(v.toString()))

/**
 * The name of a table's secondary index `i` as nodeos stores it (the multi_index convention): the
 * table's name with its low 4 bits set to the index's position.
 */
function indexTableName(table: string, i: number): Name {
  const base = BigInt(Name.from(table).value.toString())
  return nameOf((base & ~0xfn) | BigInt(i))
}

class Deltas {
  private readonly tables = new Map<string, DeltaRow[]>()

  add(name: string, present: boolean, variant: string, object: unknown): void {
    let rows = this.tables.get(name)
    if (!rows) {
      rows = []
      this.tables.set(name, rows)
    }
    rows.push({ present, data: shipEncode(name, [variant, object]) })
  }

  table(t: Table, present: boolean): void {
    const obj = { code: t.code, scope: nameOf(t.scope), table: t.table, payer: t.payer }
    this.add('contract_table', present, 'contract_table_v0', obj)
    for (let i = 0; i < t.keyTypes.length; i++) {
      const index = { ...obj, table: indexTableName(t.table, i) }
      this.add('contract_table', present, 'contract_table_v0', index)
    }
  }

  row(t: Table, row: StoredRow, present: boolean): void {
    this.add('contract_row', present, 'contract_row_v0', {
      code: t.code,
      scope: nameOf(t.scope),
      table: t.table,
      primary_key: row.pk.toString(),
      payer: row.payer,
      value: Bytes.from(row.value),
    })
  }

  secondary(t: Table, row: StoredRow, i: number, present: boolean): void {
    const kind = t.keyTypes[i] as KeyType
    const key = row.secondary[i]
    if (key === undefined) return
    const name = INDEX_TABLE[kind]
    this.add(name, present, `${name}_v0`, {
      code: t.code,
      scope: nameOf(t.scope),
      table: indexTableName(t.table, i),
      primary_key: row.pk.toString(),
      payer: row.payer,
      secondary_key: typeof key === 'bigint' ? key.toString() : key,
    })
  }

  pack(): Uint8Array {
    const out: unknown[] = []
    for (const name of TABLE_ORDER) {
      const rows = this.tables.get(name)
      if (rows?.length) out.push(['table_delta_v0', { name, rows }])
    }
    return shipEncode('table_delta[]', out)
  }
}

interface Squashed {
  table: Table
  pk: bigint
  old: StoredRow | undefined
  next: StoredRow | undefined
}

/** A block's writes as a packed `table_delta[]`. */
export function packBlockDeltas(entries: readonly HistoryEntry[]): Uint8Array {
  const rows = new Map<string, Squashed>()
  const tables = new Map<string, { table: Table; before: boolean; after: boolean }>()
  for (const e of entries) {
    for (const c of e.changes as RowChange[]) {
      const tkey = `${c.table.code}\u0000${c.table.scope}\u0000${c.table.table}`
      if (c.kind === 'table') {
        const t = tables.get(tkey)
        if (t) {
          t.after = c.exists
          t.table = c.table
        } else tables.set(tkey, { table: c.table, before: !c.exists, after: c.exists })
        continue
      }
      const key = `${tkey}\u0000${c.pk}`
      const r = rows.get(key)
      if (r) {
        r.next = c.next
        r.table = c.table
      } else rows.set(key, { table: c.table, pk: c.pk, old: c.old, next: c.next })
    }
  }
  const d = new Deltas()
  for (const t of tables.values()) if (t.before !== t.after) d.table(t.table, t.after)
  const modified = [...rows.values()].filter((r) => r.old && r.next)
  const removed = [...rows.values()].filter((r) => r.old && !r.next)
  const created = [...rows.values()].filter((r) => !r.old && r.next)
  for (const r of modified) d.row(r.table, r.next as StoredRow, true)
  for (const r of removed) d.row(r.table, r.old as StoredRow, false)
  for (const r of created) d.row(r.table, r.next as StoredRow, true)
  for (const r of [...modified, ...removed, ...created]) {
    for (let i = 0; i < r.table.keyTypes.length; i++) {
      const before = r.old?.secondary[i]
      const after = r.next?.secondary[i]
      if (r.old && r.next) {
        if (before !== after || r.old.payer !== r.next.payer) d.secondary(r.table, r.next, i, true)
      } else if (r.next) d.secondary(r.table, r.next, i, true)
      else if (r.old) d.secondary(r.table, r.old, i, false)
    }
  }
  return d.pack()
}

/** The whole state after the history's first block, as a packed `table_delta[]`. */
export function packFullState(chain: Chain): Uint8Array {
  const d = new Deltas()
  for (const a of chain.accounts.values()) {
    d.add('account', true, 'account_v0', {
      name: a.name,
      creation_date: BlockTimestamp.fromMilliseconds(a.createdMs),
      abi: Bytes.from(a.abi?.packed ?? new Uint8Array(0)),
    })
    d.add('account_metadata', true, 'account_metadata_v0', {
      name: a.name,
      privileged: false,
      last_code_update: TimePoint.fromMilliseconds(a.contract ? a.createdMs : 0),
      code: a.contract ? { vm_type: 0, vm_version: 0, code_hash: a.codeHash } : null,
    })
    for (const p of a.permissions.values()) {
      d.add('permission', true, 'permission_v0', {
        owner: a.name,
        name: p.name,
        parent: p.parent,
        last_updated: TimePoint.fromMilliseconds(a.createdMs),
        auth: p.auth,
      })
    }
    for (const [link, permission] of a.links) {
      const [code, action] = link.split('::')
      d.add('permission_link', true, 'permission_link_v0', {
        account: a.name,
        code,
        message_type: action ?? '',
        required_permission: permission,
      })
    }
  }
  const state = chain.history.stateAtBegin(chain.db)
  for (const { table } of state) d.table(table, true)
  for (const { table, rows } of state) for (const r of rows) d.row(table, r, true)
  for (const { table, rows } of state) {
    for (let i = 0; i < table.keyTypes.length; i++) {
      for (const r of rows) d.secondary(table, r, i, true)
    }
  }
  return d.pack()
}
