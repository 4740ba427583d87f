import { Bytes } from '@wharfkit/antelope'
import type { Account } from './accounts'
import type { BlockHeaders, BlockLog } from './block-log'
import type { Database, KeyType } from './store'
import type { RecentTransactions } from './transaction-context'

/**
 * nodeos's snapshots: everything that changes after genesis, as JSON (the world's accounts and
 * contracts are rebuilt from the world itself). Persistence writes them, tests take and restore
 * them in process.
 */
export interface ChainState {
  world: string
  chain_id: string
  head: { num: number; id: string; previous: string; time: number }
  /** The block log: the sealed blocks up to the head with their transactions, and the pending block. */
  blocks?: BlockHeaders
  time_offset_ms: number
  global_sequence: number
  accounts: [name: string, recv: number, auth: number][]
  seen: [id: string, expiration: number][]
  tables: {
    code: string
    scope: string
    table: string
    key_types: KeyType[]
    payer: string
    rows: [pk: string, payer: string, value: string, secondary: (string | number)[]][]
  }[]
}

/** The parts of the chain a snapshot covers. */
export interface SnapshotSource {
  readonly world: { name: string }
  readonly chainId: string
  readonly db: Database
  readonly accounts: ReadonlyMap<string, Account>
  readonly blocks: BlockLog
  readonly recent: RecentTransactions
  timeOffsetMs: number
  globalSequence: number
}

export function exportState(c: SnapshotSource): ChainState {
  const tables: ChainState['tables'] = []
  for (const t of c.db.allTables()) {
    tables.push({
      code: t.code,
      scope: t.scope.toString(),
      table: t.table,
      key_types: [...t.keyTypes],
      payer: t.payer,
      rows: [...t.all()].map((r) => [
        r.pk.toString(),
        r.payer,
        Bytes.from(r.value).hexString,
        r.secondary.map((k) => (typeof k === 'bigint' ? k.toString() : k)),
      ]),
    })
  }
  const head = c.blocks.head
  return {
    world: c.world.name,
    chain_id: c.chainId,
    head: { num: head.num, id: head.id, previous: head.previous, time: head.timestampMs },
    blocks: c.blocks.headers(),
    time_offset_ms: c.timeOffsetMs,
    global_sequence: c.globalSequence,
    accounts: [...c.accounts.values()].map((a) => [a.name, a.recvSequence, a.authSequence]),
    seen: c.recent.entries(),
    tables,
  }
}

/** Replaces the state with a snapshot's (the world's accounts and contracts stay); the next block opens at `nowMs`. */
export function importState(c: SnapshotSource, s: ChainState, now: () => number): void {
  c.db.clear()
  for (const t of s.tables) {
    const scope = BigInt(t.scope)
    for (const [pk, payer, value, secondary] of t.rows) {
      c.db.set(t.code, scope, t.table, t.key_types, {
        pk: BigInt(pk),
        payer,
        value: Bytes.from(value, 'hex').array,
        secondary: secondary.map((k) => (typeof k === 'string' ? BigInt(k) : k)),
      })
    }
    const tbl = c.db.getTable(t.code, scope, t.table)
    if (tbl) tbl.payer = t.payer
  }
  for (const [name, recv, auth] of s.accounts) {
    const a = c.accounts.get(name)
    if (a) {
      a.recvSequence = recv
      a.authSequence = auth
    }
  }
  c.recent.restore(s.seen)
  c.timeOffsetMs = s.time_offset_ms
  c.globalSequence = s.global_sequence
  const { num, id, previous, time } = s.head
  c.blocks.restore({ num, id, previous, timestampMs: time }, s.blocks, now())
}
