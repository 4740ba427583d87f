import type { BlockRecord } from './block-log'
import { ChainError } from './errors'
import type { Journal, JournalEntry } from './journal'

/**
 * With a journal, what the chain has applied but not yet on disk (nodeos keeps such state in
 * undo sessions until its blocks are irreversible): pushed transactions waiting for their record,
 * taken back newest first when it cannot be written; time advances between their record and their
 * effect; and sealed blocks, which clients see once their record is written.
 */

/** nodeos's answer when its state's disk is full, with what the devchain could not write. */
export function journalRefusal(what: string, e: unknown): ChainError {
  const reason = e instanceof Error ? e.message : String(e)
  return new ChainError(
    'database_guard_exception',
    `devchain could not write the ${what}'s journal record (${reason}); the ${what} was not applied`,
  )
}

/** A pushed transaction applied before its journal record is on disk, and how to take it back. */
interface Waiting {
  undo: () => void
  written: () => void
}

export class Confirmations {
  /** Transactions waiting for their record, oldest first. */
  private readonly waiting: Waiting[] = []
  /** Time advances between their record and their effect. */
  private advancing = 0
  /** Bumped by a reset: outcomes of records written before it leave the new state alone. */
  private epoch = 0
  /** The last block whose record is written, while a later one is sealed but not yet written. */
  private published: number | undefined

  /** No record outstanding: every pushed transaction and time advance is on disk and applied. */
  get settled(): boolean {
    return this.waiting.length === 0 && this.advancing === 0
  }

  /** The number of the head block clients see, or undefined when it is the last sealed one. */
  get publishedHead(): number | undefined {
    return this.published
  }

  /** A reset: forget what was waiting (the journal holds it before the reset record). */
  forget(): void {
    this.epoch++
    this.waiting.length = 0
    this.published = undefined
  }

  /**
   * Journals an applied transaction. `written` runs once its record is on disk; if it cannot be
   * written, `undo` runs for it and for every transaction applied after it, newest first, and the
   * promise rejects with nodeos's `database_guard_exception`.
   */
  transaction(journal: Journal, entry: JournalEntry, w: Waiting): Promise<void> {
    this.waiting.push(w)
    const epoch = this.epoch
    return journal(entry, {
      written: () => {
        const i = epoch === this.epoch ? this.waiting.indexOf(w) : -1
        if (i < 0) return
        this.waiting.splice(i, 1)
        w.written()
      },
      refused: () => {
        const i = epoch === this.epoch ? this.waiting.indexOf(w) : -1
        if (i < 0) return
        for (let j = this.waiting.length - 1; j >= i; j--) this.waiting[j]?.undo()
        this.waiting.length = i
      },
    }).catch((e: unknown) => {
      throw journalRefusal('transaction', e)
    })
  }

  /** Journals a sealed block; clients see it once its record is written (the promise). */
  block(journal: Journal, b: BlockRecord, sealedHead: () => number): Promise<void> {
    this.published ??= b.num - 1
    const epoch = this.epoch
    const written = journal(
      { t: 'block', num: b.num, time: b.timestampMs, id: b.id },
      {
        written: () => {
          if (epoch !== this.epoch || this.published === undefined) return
          if (b.num >= sealedHead()) this.published = undefined
          else if (b.num > this.published) this.published = b.num
        },
      },
    )
    // A failed write is retried with the next flush; the block timer does not wait for it.
    written.catch(() => {})
    return written
  }

  /**
   * Journals a time advance, then `apply`s it once written (unless a reset came in between: it
   * follows the advance in the journal and restored genesis time). Resolves when the blocks
   * `apply` seals are written too.
   */
  async advance(
    journal: Journal,
    advanceMs: number,
    apply: () => Promise<void> | undefined,
  ): Promise<void> {
    const epoch = this.epoch
    let blocks: Promise<void> | undefined
    this.advancing++
    try {
      await journal({ t: 'time', advanceMs }).catch((e: unknown) => {
        throw journalRefusal('time advance', e)
      })
      if (epoch === this.epoch) blocks = apply()
    } finally {
      this.advancing--
    }
    await blocks?.catch((e: unknown) => {
      throw new ChainError(
        'database_guard_exception',
        `chain time advanced, but its blocks' journal records could not be written yet (${(e as Error).message}); head shows them once they are`,
      )
    })
  }
}
