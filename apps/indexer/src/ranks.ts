/**
 * A board kept in its order as its entries change: each entry (one per key) sits at its place in
 * an array sorted by `compare`, so an entry's rank is a binary search and the board's top a slice,
 * whatever the number of entries. A change moves one entry: two binary searches and an array
 * splice (a memory move), where sorting again would compare every entry. The order must be total
 * over distinct keys (ties broken by the key itself), so that each entry has one place.
 */
export class RankIndex<K, V> {
  private readonly sorted: { key: K; value: V }[] = []
  private readonly values = new Map<K, V>()

  constructor(private readonly compare: (a: V, b: V) => number) {}

  get size(): number {
    return this.sorted.length
  }

  /** Where `value` goes: the first place whose entry does not come before it. */
  private place(value: V): number {
    let low = 0
    let high = this.sorted.length
    while (low < high) {
      const middle = (low + high) >>> 1
      const entry = this.sorted[middle]
      if (entry !== undefined && this.compare(entry.value, value) < 0) low = middle + 1
      else high = middle
    }
    return low
  }

  /** Sets `key`'s entry (`undefined`: removes it). */
  set(key: K, value: V | undefined): void {
    const old = this.values.get(key)
    if (old !== undefined) {
      const at = this.place(old)
      if (this.sorted[at]?.key !== key)
        throw new Error('RankIndex: an entry is not where its order puts it')
      this.sorted.splice(at, 1)
      this.values.delete(key)
    }
    if (value === undefined) return
    this.sorted.splice(this.place(value), 0, { key, value })
    this.values.set(key, value)
  }

  /** Replaces every entry at once (one sort). */
  reset(entries: Iterable<[K, V]>): void {
    this.sorted.length = 0
    this.values.clear()
    for (const [key, value] of entries) {
      this.sorted.push({ key, value })
      this.values.set(key, value)
    }
    this.sorted.sort((a, b) => this.compare(a.value, b.value))
  }

  get(key: K): V | undefined {
    return this.values.get(key)
  }

  /** `key`'s rank (1 for the first), or undefined when it has no entry. */
  rank(key: K): number | undefined {
    const value = this.values.get(key)
    return value === undefined ? undefined : this.place(value) + 1
  }

  /** The first `count` entries, in order. */
  top(count: number): V[] {
    return this.sorted.slice(0, count).map((entry) => entry.value)
  }
}
