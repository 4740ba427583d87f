import { describe, expect, it } from 'vitest'
import { StateHistory } from '../src/core/state-history'
import { Database, type StoredRow } from '../src/core/store'

/** The per-block history of writes: its bounds, and the state it rebuilds at its first block. */

function row(pk: bigint, value: number): StoredRow {
  return { pk, payer: 'alice', value: new Uint8Array([value]), secondary: [] }
}

/** Runs `write` as one transaction of block `num`, its writes filed in the history. */
function block(db: Database, h: StateHistory, num: number, write: () => void): void {
  db.captureChanges()
  write()
  h.add(num, { record: undefined, changes: db.takeChanges() })
}

/** Every table's rows as `table/pk=value`, in order. */
function dump(states: ReturnType<StateHistory['stateAtBegin']>): string[] {
  return states.flatMap(({ table, rows }) =>
    rows.map((r) => `${table.table}/${r.pk}=${r.value[0]}`),
  )
}

describe('state history', () => {
  it('rebuilds the state at its first block by undoing every later write', () => {
    const db = new Database()
    const h = new StateHistory(1000)
    h.restart(1, true)
    block(db, h, 1, () => {
      db.set('c', 1n, 'a', [], row(1n, 10))
      db.set('c', 1n, 'a', [], row(2n, 20))
    })
    block(db, h, 2, () => {
      db.set('c', 1n, 'a', [], row(1n, 11))
      db.erase('c', 1n, 'a', 2n)
      db.set('c', 1n, 'b', [], row(5n, 50))
    })
    block(db, h, 3, () => {
      db.erase('c', 1n, 'a', 1n)
      db.set('c', 1n, 'a', [], row(3n, 30))
    })
    expect(dump(h.stateAtBegin(db))).toEqual(['a/1=10', 'a/2=20'])
    expect(h.entries(2)[0]?.changes).toHaveLength(4)
    expect(h.entries(4)).toEqual([])
  })

  it('keeps at most maxChanges writes and maxBlocks blocks, moving its first block up', () => {
    const db = new Database()
    const h = new StateHistory(1000, 5)
    h.restart(1, true)
    for (let n = 1; n <= 6; n++) {
      block(db, h, n, () => {
        db.set('c', 1n, 'a', [], row(1n, n))
        db.set('c', 1n, 'a', [], row(BigInt(n + 100), n))
      })
      h.trim(n)
    }
    // 2 writes a block, at most 5 kept: blocks 5 and 6 remain, the first block is 4.
    expect(h.begin).toBe(4)
    expect(h.traceBegin).toBe(5)
    expect(h.entries(3)).toEqual([])
    expect(dump(h.stateAtBegin(db))).toEqual(['a/1=4', 'a/101=1', 'a/102=2', 'a/103=3', 'a/104=4'])

    const byBlocks = new StateHistory(3)
    byBlocks.restart(1, true)
    for (let n = 1; n <= 10; n++) byBlocks.trim(n)
    expect(byBlocks.begin).toBe(8)
  })

  it('takes back a transaction whose journal record could not be written', () => {
    const db = new Database()
    const h = new StateHistory(1000)
    h.restart(1, true)
    const record = {
      id: 'x',
      blockNum: 2,
      blockTimeMs: 0,
      cpuUsageUs: 0,
      netUsageWords: 0,
      actions: [],
    }
    db.captureChanges()
    db.set('c', 1n, 'a', [], row(1n, 1))
    h.add(2, { record, changes: db.takeChanges() })
    h.remove(2, record)
    expect(h.entries(2)).toEqual([])
  })
})
