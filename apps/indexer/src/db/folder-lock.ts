/**
 * One process at a time in an embedded database folder. PGlite keeps no lock of its own: two
 * processes on one folder each write PostgreSQL's files as if alone, and corrupt them. The lock
 * is a file in the folder, created only if absent (`wx`), holding the owner's process id; it is
 * removed when the database is closed or the process exits. A lock whose process no longer runs
 * (one killed with SIGKILL, a crash, a power cut) is stale and taken over.
 */
import { readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The lock's file name, in the database folder. */
export const LOCK_FILE = 'indexer.lock'

/** Another process (or this one) holds the folder. */
export class FolderInUseError extends Error {
  override name = 'FolderInUseError'

  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database folder ${folder} is in use by process ${pid} ` +
        `(${pid === process.pid ? 'this process, opening it twice' : 'another indexer'}). ` +
        'Give this one its own DATA_DIR, or stop the other.',
    )
  }
}

export type FolderLock = {
  /** Removes the lock file (once; later calls do nothing). */
  release: () => void
}

/** The folders this process holds: a process id is no proof against a second open in itself. */
const held = new Set<string>()

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10)
    return Number.isSafeInteger(pid) && pid > 0 ? pid : 0
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/**
 * The process id in the lock file; undefined without one; 0 for a file without an id, which is
 * read again after a moment first (another process may be between creating it and writing it).
 */
function holderOf(file: string): number | undefined {
  const holder = readHolder(file)
  if (holder !== 0) return holder
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100)
  return readHolder(file)
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function inodeOf(file: string): number | undefined {
  try {
    return statSync(file).ino
  } catch {
    return undefined
  }
}

/** Creates the lock file with this process's id; false if there is one already. */
function create(file: string): boolean {
  try {
    writeFileSync(file, `${process.pid}\n`, { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

/** Removes a stale lock file, unless another process replaced it since `inode` was read. */
function removeStale(file: string, inode: number) {
  // Moved aside first, then checked: if another process took the folder meanwhile, the file
  // moved is that process's live lock, and goes back.
  const aside = `${file}.${process.pid}.stale`
  try {
    renameSync(file, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  if (inodeOf(aside) === inode) unlinkSync(aside)
  else renameSync(aside, file)
}

/**
 * Takes `folder` (which must exist) for this process, or throws FolderInUseError naming the
 * process that holds it.
 */
export function lockFolder(folder: string): FolderLock {
  const key = resolve(folder)
  if (held.has(key)) throw new FolderInUseError(folder, process.pid)
  const file = join(folder, LOCK_FILE)
  // Each lost race (another process took or freed the lock meanwhile) reads the lock anew.
  for (let round = 1; !create(file); round++) {
    const inode = inodeOf(file)
    const holder = holderOf(file)
    if (round > 5) throw new FolderInUseError(folder, holder ?? 0)
    if (holder === undefined || inode === undefined) continue
    // Its own id, yet not in `held`: a lock left by an earlier process that had this id (a
    // container's indexer is often process 1 every time). 0: a file without an id.
    const stale = holder === process.pid || holder === 0 || !isRunning(holder)
    if (!stale) throw new FolderInUseError(folder, holder)
    removeStale(file, inode)
  }
  held.add(key)

  let released = false
  const release = () => {
    if (released) return
    released = true
    held.delete(key)
    process.off('exit', release)
    // Only our own lock: never one another process took over.
    if (holderOf(file) === process.pid) unlinkSync(file)
  }
  process.on('exit', release)
  return { release }
}
