import { describe, expect, it } from 'vitest'
import { Database } from './store'

const row = (pk: number, sec: number) => ({
  pk: BigInt(pk),
  payer: 'a',
  value: new Uint8Array(),
  secondary: [BigInt(sec)],
})

describe('Database tables', () => {
  it('keeps primary and secondary order whatever the insertion order, and ranges inclusively', () => {
    const db = new Database()
    const keys = [5, 1, 9, 3, 7, 2, 8, 4, 6]
    for (const k of keys) db.set('c', 1n, 't', ['i64'], row(k, 10 - (k % 3)))
    const t = db.getTable('c', 1n, 't')
    expect([...(t?.primaryRange(0n, 100n) ?? [])].map((r) => Number(r.pk))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ])
    expect([...(t?.primaryRange(3n, 6n, true) ?? [])].map((r) => Number(r.pk))).toEqual([
      6, 5, 4, 3,
    ])
    const sec = [...(t?.secondaryRange(0, 9n, 10n) ?? [])].map((e) => [
      Number(e.sec),
      Number(e.row.pk),
    ])
    expect(sec).toEqual([
      [9, 1],
      [9, 4],
      [9, 7],
      [10, 3],
      [10, 6],
      [10, 9],
    ])
  })

  it('rolls back inserts, replacements and erasures, restoring emptied tables', () => {
    const db = new Database()
    db.set('c', 1n, 't', [], row(1, 0))
    db.begin()
    db.set('c', 1n, 't', [], { ...row(1, 0), payer: 'b' })
    db.set('c', 1n, 't', [], row(2, 0))
    db.erase('c', 1n, 't', 1n)
    db.erase('c', 1n, 't', 2n)
    expect(db.getTable('c', 1n, 't')).toBeUndefined()
    db.rollback()
    const t = db.getTable('c', 1n, 't')
    expect([...(t?.all() ?? [])].map((r) => [Number(r.pk), r.payer])).toEqual([[1, 'a']])
  })

  // Speed is measured by `npm run bench -w packages/devchain`, not asserted here.
  it('keeps 100k rows loaded in scrambled order sorted on both indexes', () => {
    const db = new Database()
    for (let i = 0; i < 100_000; i++) {
      const k = (i * 7919) % 100_003
      db.set('c', 1n, 't', ['i64'], row(k, k % 1000))
    }
    const t = db.getTable('c', 1n, 't')
    // 7919 is coprime with 100003, so the keys are 100000 distinct values in 0..100002.
    const primary = [...(t?.primaryRange(0n, 100_002n) ?? [])].map((r) => r.pk)
    expect(primary).toHaveLength(100_000)
    for (let i = 1; i < primary.length; i++) {
      if ((primary[i - 1] as bigint) >= (primary[i] as bigint)) {
        expect.fail(`primary keys out of order at ${i}: ${primary[i - 1]} then ${primary[i]}`)
      }
    }
    const secondary = [...(t?.secondaryRange(0, undefined, undefined) ?? [])].map(
      (e) => [e.sec as bigint, e.row.pk] as const,
    )
    expect(secondary).toHaveLength(100_000)
    for (let i = 1; i < secondary.length; i++) {
      const [s0, p0] = secondary[i - 1] as readonly [bigint, bigint]
      const [s1, p1] = secondary[i] as readonly [bigint, bigint]
      if (s0 > s1 || (s0 === s1 && p0 >= p1)) {
        expect.fail(`secondary keys out of order at ${i}: (${s0}, ${p0}) then (${s1}, ${p1})`)
      }
    }
    expect([...(t?.secondaryRange(0, 5n, 5n) ?? [])].length).toBe(100)
  })
})
