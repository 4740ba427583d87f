import { open } from 'node:fs/promises'
import type { PackedTransactionInput } from './block-log'

/**
 * The journal's records and its writer: entries appended in order, written and fsynced in groups
 * (nodeos writes its block log; the devchain writes each change as one JSON line). A change the
 * client waits for ('tx', 'time') is refused when its record cannot be written; a change the
 * chain has already made on its own ('block', 'reset') stays queued until a flush succeeds.
 */

/** What the journal records for each state change, so a restart replays it. */
export type JournalEntry =
  /**
   * A pushed transaction, in the block (number and time) it ran in, with the CPU time its receipt
   * shows (a replay measures its own, and the block must show the original).
   */
  | { t: 'tx'; block: number; time: number; trx: PackedTransactionInput; cpu?: number }
  /** A `/devchain/time` advance (written before it applies). */
  | { t: 'time'; advanceMs: number }
  /** A sealed block: its header, so a restart keeps its id. */
  | { t: 'block'; num: number; time: number; id: string }
  /** A `/devchain/reset`: the world's genesis again, at `genesis` (ms). */
  | { t: 'reset'; genesis: number }

/** Called by the writer, synchronously, once an entry's fate is known. */
export interface JournalHooks {
  /** The record is on disk (written and fsynced). */
  written?: () => void
  /** The record could not be written and was dropped ('tx' and 'time' entries only). */
  refused?: (error: unknown) => void
}

/**
 * Appends an entry; the promise resolves once it is on disk and rejects when a write attempt
 * fails. A refusable entry ('tx', 'time') is then dropped, and so is every refusable entry queued
 * after it (the chain applied them on top of it); the others stay queued for the next flush.
 */
export type Journal = (entry: JournalEntry, hooks?: JournalHooks) => Promise<void>

/** A journal file open for appending. */
export interface JournalFile {
  /** Writes some of `data` at the end of the file and returns how many bytes it wrote. */
  write(data: Uint8Array): Promise<number>
  /** Flushes the file's data to the disk (fdatasync). */
  sync(): Promise<void>
  truncate(size: number): Promise<void>
  close(): Promise<void>
}

/** The file operations persistence's writes go through (tests replace them to fill the disk). */
export interface DataFs {
  /** Opens (creating) a file for appending, with its current size. */
  openAppend(path: string): Promise<{ file: JournalFile; size: number }>
  /** Writes a whole file and flushes it to the disk (a snapshot's temporary file). */
  writeDurable(path: string, text: string): Promise<void>
}

export const nodeFs: DataFs = {
  async openAppend(path) {
    const fh = await open(path, 'a')
    const { size } = await fh.stat()
    return {
      size,
      file: {
        write: async (data) => (await fh.write(data)).bytesWritten,
        sync: () => fh.datasync(),
        truncate: (size) => fh.truncate(size),
        close: () => fh.close(),
      },
    }
  },
  async writeDurable(path, text) {
    const fh = await open(path, 'w')
    try {
      await fh.writeFile(text)
      await fh.datasync()
    } finally {
      await fh.close()
    }
  },
}

/** Whether the writer may drop an entry whose write failed (the client hears the refusal). */
export function refusable(entry: JournalEntry): boolean {
  return entry.t === 'tx' || entry.t === 'time'
}

/** Runs a hook; one that throws (an observer's bug) must not stop the writer. */
function hook(fn: () => void): void {
  try {
    fn()
  } catch (e) {
    console.error('devchain: a journal hook failed:', e)
  }
}

interface Queued {
  /** The entry as JSON (one line, no newline). */
  json: string
  refusable: boolean
  hooks: JournalHooks | undefined
  resolve: () => void
  reject: (e: unknown) => void
  settled: boolean
}

/**
 * One flush's line: the entry alone, or `{"batch":[...]}` for several, so a flush is one line and
 * a write that stops midway leaves a torn line that a replay drops whole, never part of a group.
 */
export function batchLine(jsons: readonly string[]): string {
  return jsons.length === 1 ? `${jsons[0]}\n` : `{"batch":[${jsons.join(',')}]}\n`
}

/**
 * Appends to the current journal file in groups: each flush writes every queued entry as one line
 * (all of it, looping on short writes), fsyncs, and only then reports them written. A failed flush
 * cuts the file back to its last fsynced size, so a later line never follows a torn one; when even
 * that fails, the file is left as it is and the next flush starts a new one (`rotate`, told the old
 * file's good size), and a replay drops the torn line.
 */
export class JournalWriter {
  private queue: Queued[] = []
  private flushing: Promise<void> | null = null
  /** Bytes of the current file known to be on disk. */
  private good: number
  private mustRotate = false
  lastError: unknown

  constructor(
    private file: JournalFile,
    size: number,
    /** Opens the next journal file when the current one (`good` bytes valid) cannot be cut back. */
    private readonly rotate: (good: number) => Promise<{ file: JournalFile; size: number }>,
  ) {
    this.good = size
  }

  /** Records kept after a failed flush, waiting for the next one. */
  get stuck(): boolean {
    return this.queue.length > 0 && !this.flushing
  }

  /** Nothing queued and no flush running. */
  get idle(): boolean {
    return this.queue.length === 0 && !this.flushing
  }

  append(json: string, isRefusable: boolean, hooks?: JournalHooks): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({
        json,
        refusable: isRefusable,
        hooks,
        resolve,
        reject,
        settled: false,
      })
      this.kick()
    })
  }

  /**
   * Starts a flush unless one is running (at once: entries appended while it writes and fsyncs
   * make the next group); resolves when the writer has stopped.
   */
  kick(): Promise<void> {
    if (!this.flushing && this.queue.length > 0) this.flushing = this.flushLoop()
    return this.flushing ?? Promise.resolve()
  }

  /** Swaps in another file (a snapshot's new generation); only while idle. */
  switchTo(file: JournalFile, size: number): JournalFile {
    const old = this.file
    this.file = file
    this.good = size
    this.mustRotate = false
    return old
  }

  async close(): Promise<void> {
    await this.file.close()
  }

  private async flushLoop(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0)
        const data = Buffer.from(batchLine(batch.map((q) => q.json)))
        try {
          if (this.mustRotate) {
            const next = await this.rotate(this.good)
            void this.file.close().catch(() => {})
            this.switchTo(next.file, next.size)
          }
          let off = 0
          while (off < data.length) {
            const n = await this.file.write(data.subarray(off))
            if (n <= 0) throw new Error('the journal file accepted no bytes')
            off += n
          }
          await this.file.sync()
          this.good += data.length
        } catch (e) {
          await this.failed(batch, e)
          return
        }
        for (const q of batch) {
          hook(() => q.hooks?.written?.())
          if (!q.settled) {
            q.settled = true
            q.resolve()
          }
        }
      }
    } finally {
      // Cleared here, with nothing run between the last check of the queue and this, so an
      // entry appended from now on starts the next flush.
      this.flushing = null
    }
  }

  /**
   * A flush failed: cut the file back, refuse every refusable entry of the batch and of the queue
   * (in order), keep the others queued in order, and stop until the next append.
   */
  private async failed(batch: Queued[], error: unknown): Promise<void> {
    this.lastError = error
    if (!this.mustRotate) {
      try {
        await this.file.truncate(this.good)
      } catch {
        this.mustRotate = true
      }
    }
    // Entries queued while the file was cut back ran on top of the refused ones: refused too.
    const all = [...batch, ...this.queue.splice(0)]
    for (const q of all) {
      if (q.refusable) hook(() => q.hooks?.refused?.(error))
    }
    for (const q of all) {
      if (q.refusable) q.reject(error)
      else {
        this.queue.push(q)
        if (!q.settled) {
          q.settled = true
          q.reject(error)
        }
      }
    }
  }
}
