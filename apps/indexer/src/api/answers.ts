/**
 * What the API keeps of each account's answers between blocks (`/v1/player`, `/v1/activity`): a
 * value computed once per key and kept until a block changes that account, so that a page asked
 * again reads no table and serializes nothing. Bounded: beyond `max` entries the least recently
 * used is forgotten (a `Map` keeps its keys in insertion order; a hit moves its key to the end).
 *
 * Correctness rests on one rule: an entry is dropped in the same turn of the event loop as the
 * model moves past a block that changed its account (`LiveBoards` tells its listeners right after
 * it moves, `dropAccounts`/`clear` here). A computation that was running then stays with the
 * callers that already waited for it (their answer is as of the block they read) but is no longer
 * kept, since its entry is gone; a later caller computes anew.
 */
export class AccountAnswers<V> {
  private readonly entries = new Map<string, { account: string; value: Promise<V> }>()

  constructor(private readonly max: number) {}

  /**
   * The value kept under `key` (of `account`), or `compute`'s, kept from now on. Callers at once
   * share one computation; a failed one is not kept. With `keep` false, `compute`'s alone,
   * nothing read or kept (a caller whose block may be older than what is kept).
   */
  get(account: string, key: string, compute: () => Promise<V>, keep = true): Promise<V> {
    if (!keep) return compute()
    const kept = this.entries.get(key)
    if (kept !== undefined) {
      this.entries.delete(key)
      this.entries.set(key, kept)
      return kept.value
    }
    const entry = { account, value: compute() }
    this.entries.set(key, entry)
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.entries.delete(oldest.value)
    }
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    })
    return entry.value
  }

  /** Forgets every entry of these accounts. */
  dropAccounts(accounts: ReadonlySet<string>): void {
    if (accounts.size === 0) return
    for (const [key, entry] of this.entries)
      if (accounts.has(entry.account)) this.entries.delete(key)
  }

  /** Forgets everything. */
  clear(): void {
    this.entries.clear()
  }
}
