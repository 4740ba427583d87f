import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Chain, ChainState } from './chain'
import {
  type DataFs,
  type JournalEntry,
  type JournalHooks,
  type JournalWriter,
  nodeFs,
  refusable,
  JournalWriter as Writer,
} from './journal'

/** State kept outside the chain (for example the AtomicAssets API index) that snapshots carry too. */
export interface ExtraState {
  save(): unknown
  load(value: unknown): void
}

export interface PersistenceOptions {
  /** The file operations writes go through (tests pass one that fills the disk). */
  fs?: DataFs
  /** Where replay warnings go (a torn record cut off, a journaled transaction that no longer applies). */
  warn?: (message: string) => void
}

interface Snapshot {
  /** 1: no block headers; 2: `state.blocks` holds them. */
  format: 1 | 2
  /** Journal entries up to this sequence number are in the snapshot. */
  last_seq: number
  /** Journal files from this generation on may hold later entries. */
  generation: number
  state: ChainState
  extra: unknown
}

type Sequenced = JournalEntry & { seq: number }

const SNAPSHOT = 'snapshot.json'
/** A snapshot after this much journal weight: 10 a transaction, time advance or reset, 1 a block. */
const SNAPSHOT_WEIGHT = 20_000
const JOURNAL_RE = /^journal-(\d+)\.log$/

function journalName(gen: number): string {
  return `journal-${gen}.log`
}

/**
 * The first line of a journal the writer started after it could not cut the one before back: how
 * many bytes of that one are valid.
 */
interface Cut {
  cut: { gen: number; size: number }
}

function isEntry(e: unknown): e is Sequenced {
  const o = e as Partial<Sequenced> | null
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.seq === 'number' &&
    ['tx', 'time', 'block', 'reset'].includes(o.t as string)
  )
}

/** A journal line: one entry, a flush's batch of entries, or a cut; undefined when torn or foreign. */
function parseLine(line: string): Sequenced[] | Cut | undefined {
  let v: unknown
  try {
    v = JSON.parse(line)
  } catch {
    return undefined
  }
  if (isEntry(v)) return [v]
  const o = v as { batch?: unknown; cut?: Cut['cut'] } | null
  if (o && Array.isArray(o.batch) && o.batch.every(isEntry)) return o.batch
  if (o && typeof o.cut?.gen === 'number' && typeof o.cut.size === 'number') return o as Cut
  return undefined
}

/**
 * Durable state in a data directory: append-only journals of state changes (`journal.ts`) plus
 * periodic snapshots written to a temporary file and renamed into place. A transaction is
 * answered only once its record is fsynced, and taken back when it cannot be written. Entries
 * carry sequence numbers and a snapshot records the last one it contains, so a crash at any point
 * replays exactly the entries the snapshot lacks. A torn last record (a crash or a full disk
 * mid-write) is reported and cut off.
 */
export class Persistence {
  private writer!: JournalWriter
  private generation = 0
  private seq = 0
  private sinceSnapshot = 0
  private snapshotting: Promise<void> | null = null
  private closed = false
  private readonly fs: DataFs
  private readonly warn: (message: string) => void

  private constructor(
    private readonly dir: string,
    private readonly chain: Chain,
    private readonly extra: ExtraState,
    options: PersistenceOptions,
  ) {
    this.fs = options.fs ?? nodeFs
    this.warn = options.warn ?? ((m) => console.warn(`devchain: ${m}`))
  }

  static async open(
    dir: string,
    chain: Chain,
    extra: ExtraState,
    options: PersistenceOptions = {},
  ): Promise<Persistence> {
    await mkdir(dir, { recursive: true })
    const p = new Persistence(dir, chain, extra, options)
    await p.load()
    chain.journal = (entry, hooks) => p.append(entry, hooks)
    // A block the journal ends inside is sealed now, and journaled.
    chain.finishReplay()
    return p
  }

  private async journals(): Promise<number[]> {
    const files = await readdir(this.dir)
    return files
      .map((f) => JOURNAL_RE.exec(f)?.[1])
      .filter((g): g is string => g !== undefined)
      .map(Number)
      .sort((a, b) => a - b)
  }

  private async load(): Promise<void> {
    let snap: Snapshot | undefined
    try {
      snap = JSON.parse(await readFile(join(this.dir, SNAPSHOT), 'utf8')) as Snapshot
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') {
        throw new Error(`The snapshot in ${this.dir} is unreadable: ${(e as Error).message}`)
      }
    }
    if (snap) {
      if (snap.state.world !== this.chain.world.name) {
        throw new Error(
          `${this.dir} holds the world '${snap.state.world}'; start with --world ${snap.state.world} or use another --data-dir`,
        )
      }
      this.chain.importState(snap.state)
      this.extra.load(snap.extra)
      this.seq = snap.last_seq
      const gens = (await this.journals()).filter((g) => g >= snap.generation)
      const files = new Map<number, Buffer>()
      for (const g of gens) files.set(g, await readFile(this.path(g)))
      for (const g of gens) await this.replayFile(g, files, snap.last_seq)
      this.generation = Math.max(snap.generation, ...gens) + 1
    } else {
      this.generation = 1
      await this.writeSnapshot(this.snapshotOf(1))
    }
    const { file, size } = await this.fs.openAppend(this.path(this.generation))
    this.writer = new Writer(file, size, (good) => this.nextFile(good))
  }

  private path(gen: number): string {
    return join(this.dir, journalName(gen))
  }

  /**
   * Opens the next generation's journal, because the current one could not be cut back to its
   * `good` bytes after a failed write: its first line says so, for a replay.
   */
  private async nextFile(good: number) {
    const opened = await this.fs.openAppend(this.path(this.generation + 1))
    const line = Buffer.from(`${JSON.stringify({ cut: { gen: this.generation, size: good } })}\n`)
    try {
      // A file left by an earlier attempt holds at most a torn cut line.
      if (opened.size > 0) await opened.file.truncate(0)
      if ((await opened.file.write(line)) !== line.length) throw new Error('short write')
      await opened.file.sync()
    } catch (e) {
      await opened.file.close().catch(() => {})
      throw e
    }
    this.generation++
    return { file: opened.file, size: line.length }
  }

  /**
   * Replays one journal file: its lines up to the first torn one, or up to the size the next
   * file's cut line gives; what follows was never confirmed, and is reported and cut off.
   */
  private async replayFile(gen: number, files: Map<number, Buffer>, lastSeq: number) {
    const path = this.path(gen)
    let bytes = files.get(gen) as Buffer
    const next = files.get(gen + 1)
    const head = next
      ? parseLine(next.toString('utf8', 0, Math.max(0, next.indexOf(10))))
      : undefined
    const cut = head && 'cut' in head && head.cut.gen === gen ? head.cut.size : undefined
    if (cut !== undefined && cut < bytes.length) {
      this.warn(
        `${path}: cut off ${bytes.length - cut} bytes after byte ${cut}: a write that failed and could not be cut back then`,
      )
      bytes = bytes.subarray(0, cut)
    }
    let offset = 0
    while (offset < bytes.length) {
      const nl = bytes.indexOf(10, offset)
      const parsed = nl < 0 ? undefined : parseLine(bytes.toString('utf8', offset, nl))
      if (!parsed) break
      for (const entry of Array.isArray(parsed) ? parsed : []) {
        if (entry.seq > lastSeq && entry.seq > this.seq) {
          this.apply(entry)
          this.seq = entry.seq
        }
      }
      offset = nl + 1
    }
    if (offset < bytes.length) {
      // Written but never confirmed: a line is confirmed only once it and all before it are on disk.
      this.warn(
        `${path}: cut off a torn journal record at byte ${offset} (${bytes.length - offset} bytes were never confirmed)`,
      )
    }
    if (offset < (files.get(gen) as Buffer).length) {
      const { file } = await this.fs.openAppend(path)
      try {
        await file.truncate(offset)
        await file.sync()
      } finally {
        await file.close()
      }
    }
  }

  private apply(entry: JournalEntry): void {
    switch (entry.t) {
      case 'tx':
        try {
          this.chain.pushTransaction(entry.trx, 'replay', {
            block: entry.block,
            time: entry.time,
            cpu: entry.cpu,
          })
        } catch (e) {
          this.warn(
            `skipped a journaled transaction that no longer applies: ${(e as Error).message}`,
          )
        }
        break
      case 'time':
        this.chain.replayAdvance(entry.advanceMs)
        break
      case 'block':
        this.chain.replayBlock(entry.num, entry.time, entry.id)
        break
      case 'reset':
        this.chain.replayReset(entry.genesis)
        break
    }
  }

  /** Appends an entry (see `Journal`); resolves once it is on disk. Entries arriving together share one fsync. */
  append(entry: JournalEntry, hooks?: JournalHooks): Promise<void> {
    if (this.closed) {
      const error = new Error('devchain is shutting down')
      if (refusable(entry)) hooks?.refused?.(error)
      return Promise.reject(error)
    }
    const json = JSON.stringify({ ...entry, seq: ++this.seq })
    const promise = this.writer.append(json, refusable(entry), hooks)
    this.sinceSnapshot += entry.t === 'block' ? 1 : 10
    if (this.sinceSnapshot >= SNAPSHOT_WEIGHT && !this.snapshotting) {
      this.sinceSnapshot = 0
      void this.snapshot().catch((e) => this.warn(`snapshot failed: ${(e as Error).message}`))
    }
    return promise
  }

  private snapshotOf(generation: number): Snapshot {
    return {
      format: 2,
      last_seq: this.seq,
      generation,
      state: this.chain.exportState(),
      extra: JSON.parse(JSON.stringify(this.extra.save())),
    }
  }

  private async writeSnapshot(snap: Snapshot): Promise<void> {
    const tmp = join(this.dir, `${SNAPSHOT}.tmp`)
    try {
      await this.fs.writeDurable(tmp, JSON.stringify(snap))
    } catch (e) {
      await rm(tmp, { force: true })
      throw e
    }
    await rename(tmp, join(this.dir, SNAPSHOT))
  }

  /** Writes a snapshot of the current state; journals it covers completely are removed. */
  snapshot(): Promise<void> {
    if (!this.snapshotting) {
      this.snapshotting = this.doSnapshot().finally(() => {
        this.snapshotting = null
      })
    }
    return this.snapshotting
  }

  /**
   * Waits until every journaled change is on disk and applied (no record queued or being written,
   * no transaction waiting for its record, no time advance between its record and its effect),
   * then, without yielding after that check, takes the state and switches to the next journal.
   * Under a load that never pauses it waits; the journal keeps everything meanwhile.
   */
  private async doSnapshot(): Promise<void> {
    for (;;) {
      const nextGen = this.generation + 1
      const next = await this.fs.openAppend(this.path(nextGen))
      try {
        while (!(this.writer.idle && this.chain.settled)) await this.waitStep()
      } catch (e) {
        await next.file.close()
        throw e
      }
      if (this.generation + 1 !== nextGen) {
        // The writer moved to a new file meanwhile (it could not cut a failed write back): again.
        await next.file.close()
        continue
      }
      // From here to the switch nothing else runs, so the state holds exactly seq <= last_seq.
      const snap = this.snapshotOf(nextGen)
      const oldGen = this.generation
      const old = this.writer.switchTo(next.file, next.size)
      this.generation = nextGen
      await old.close()
      await this.writeSnapshot(snap)
      for (const g of await this.journals()) {
        if (g <= oldGen) await rm(this.path(g), { force: true })
      }
      return
    }
  }

  /** Waits a little for the journal to catch up; throws when it keeps records it cannot write. */
  private async waitStep(): Promise<void> {
    if (this.writer.idle) {
      await new Promise((r) => setImmediate(r))
      return
    }
    const stuck = this.writer.stuck
    await this.writer.kick()
    if (stuck && this.writer.stuck) throw this.writer.lastError
  }

  async close(): Promise<void> {
    if (this.closed) return
    try {
      await this.snapshot()
    } finally {
      this.closed = true
      await this.writer.kick()
      await this.writer.close()
    }
  }
}
