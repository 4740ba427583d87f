import {
  type FileHandle,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises'
import { join } from 'node:path'
import type { Chain, ChainState, JournalEntry } from './chain'

/** State kept outside the chain (for example the AtomicAssets API index) that snapshots carry too. */
export interface ExtraState {
  save(): unknown
  load(value: unknown): void
}

interface Snapshot {
  format: 1
  /** Journal entries up to this sequence number are in the snapshot. */
  last_seq: number
  /** Journal files from this generation on may hold later entries. */
  generation: number
  state: ChainState
  extra: unknown
}

type Sequenced = JournalEntry & { seq: number }

interface Waiter {
  line: string
  resolve: () => void
  reject: (e: unknown) => void
}

const SNAPSHOT = 'snapshot.json'
const SNAPSHOT_EVERY = 2000
const JOURNAL_RE = /^journal-(\d+)\.log$/

function journalName(gen: number): string {
  return `journal-${gen}.log`
}

/**
 * Durable state in a data directory: append-only journals of accepted transactions and time
 * advances (fsynced, in groups, before the answer goes out) plus periodic snapshots written to a
 * temporary file and renamed into place. Entries carry sequence numbers, and a snapshot records
 * the last one it contains, so a crash at any point replays exactly the entries the snapshot lacks.
 * A torn last line (a crash mid-write) is cut off.
 */
export class Persistence {
  private fh!: FileHandle
  private generation = 0
  private seq = 0
  private pending: Waiter[] = []
  private flushing: Promise<void> | null = null
  private sinceSnapshot = 0
  private snapshotting: Promise<void> | null = null
  private closed = false

  private constructor(
    private readonly dir: string,
    private readonly chain: Chain,
    private readonly extra: ExtraState,
  ) {}

  static async open(dir: string, chain: Chain, extra: ExtraState): Promise<Persistence> {
    await mkdir(dir, { recursive: true })
    const p = new Persistence(dir, chain, extra)
    await p.load()
    chain.journal = (entry) => p.append(entry)
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
      for (const g of gens) await this.replayFile(g, snap.last_seq)
      this.chain.finishReplay()
      this.generation = Math.max(snap.generation, ...gens) + 1
    } else {
      this.generation = 1
      await this.writeSnapshot({
        format: 1,
        last_seq: 0,
        generation: 1,
        state: this.chain.exportState(),
        extra: this.extra.save(),
      })
    }
    this.fh = await open(join(this.dir, journalName(this.generation)), 'a')
  }

  private async replayFile(gen: number, lastSeq: number): Promise<void> {
    const path = join(this.dir, journalName(gen))
    const text = await readFile(path, 'utf8')
    let offset = 0
    let validBytes = 0
    while (offset < text.length) {
      const nl = text.indexOf('\n', offset)
      if (nl < 0) break
      const line = text.slice(offset, nl)
      let entry: Sequenced
      try {
        entry = JSON.parse(line) as Sequenced
      } catch {
        break
      }
      if (entry.seq > lastSeq && entry.seq > this.seq) {
        this.apply(entry)
        this.seq = entry.seq
      }
      offset = nl + 1
      validBytes += Buffer.byteLength(line) + 1
    }
    if (offset < text.length) {
      const fh = await open(path, 'r+')
      await fh.truncate(validBytes)
      await fh.close()
    }
  }

  private apply(entry: JournalEntry): void {
    if (entry.t === 'tx') {
      try {
        this.chain.pushTransaction(entry.trx, 'replay', { block: entry.block, time: entry.time })
      } catch (e) {
        console.warn(
          `devchain: skipped a journaled transaction that no longer applies: ${(e as Error).message}`,
        )
      }
    } else if (entry.t === 'time') {
      this.chain.replayAdvance(entry.advanceMs)
    }
  }

  /** Appends an entry; resolves once it is on disk. Entries arriving together share one fsync. */
  append(entry: JournalEntry): Promise<void> {
    if (this.closed) return Promise.reject(new Error('devchain is shutting down'))
    const sequenced: Sequenced = { ...entry, seq: ++this.seq }
    const promise = new Promise<void>((resolve, reject) => {
      this.pending.push({ line: `${JSON.stringify(sequenced)}\n`, resolve, reject })
    })
    if (!this.flushing) {
      this.flushing = this.flushLoop().finally(() => {
        this.flushing = null
      })
    }
    if (++this.sinceSnapshot >= SNAPSHOT_EVERY && !this.snapshotting) {
      this.sinceSnapshot = 0
      void promise.then(() => this.snapshot()).catch(() => {})
    }
    return promise
  }

  private async flushLoop(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0)
      const fh = this.fh
      try {
        await fh.write(batch.map((b) => b.line).join(''))
        await fh.datasync()
        for (const b of batch) b.resolve()
      } catch (e) {
        for (const b of batch) b.reject(e)
      }
    }
  }

  private async writeSnapshot(snap: Snapshot): Promise<void> {
    const tmp = join(this.dir, `${SNAPSHOT}.tmp`)
    await writeFile(tmp, JSON.stringify(snap))
    const fh = await open(tmp, 'r+')
    await fh.datasync()
    await fh.close()
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

  private async doSnapshot(): Promise<void> {
    const nextGen = this.generation + 1
    const nextFh = await open(join(this.dir, journalName(nextGen)), 'a')
    // From here to the switch nothing else runs, so the exported state holds exactly seq <= lastSeq.
    const snap: Snapshot = {
      format: 1,
      last_seq: this.seq,
      generation: nextGen,
      state: this.chain.exportState(),
      extra: JSON.parse(JSON.stringify(this.extra.save())),
    }
    const oldFh = this.fh
    const oldGen = this.generation
    this.fh = nextFh
    this.generation = nextGen
    await this.writeSnapshot(snap)
    if (this.flushing) await this.flushing
    await oldFh.close()
    for (const g of await this.journals()) {
      if (g <= oldGen) await rm(join(this.dir, journalName(g)), { force: true })
    }
  }

  async close(): Promise<void> {
    if (this.closed) return
    if (this.flushing) await this.flushing
    await this.snapshot()
    this.closed = true
    if (this.flushing) await this.flushing
    await this.fh.close()
  }
}
