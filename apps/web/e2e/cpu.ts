import { readdirSync, readFileSync } from 'node:fs'

/**
 * CPU time a browser test costs, by process, read from Linux's /proc around each test (fixtures.ts
 * attaches it to the test, timing-reporter.ts sums it): the gate is bound by CPU, not by waiting,
 * so this says where its length goes. Elsewhere than Linux nothing is measured.
 *
 * - `chromium`: the worker's browser and everything under it (renderers, GPU and network
 *   processes). A renderer that exits is reaped by its parent, whose children's time then counts it.
 * - `indexer`: the worker's node children (the test indexers), alive or reaped.
 * - `worker`: the Playwright worker itself (fixtures, the protocol, expectations).
 * - `devchain`: the worker's devchain (its resets, the app's reads, blocks).
 */
export type CpuMs = { chromium: number; indexer: number; worker: number; devchain: number }

/** The type of the test annotation that carries a test's `CpuMs` as JSON. */
export const CPU_ANNOTATION = 'cpu-ms'

type Proc = { pid: number; ppid: number; comm: string; self: number; children: number }

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const MS_PER_TICK = 10

function readProc(pid: number): Proc | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const close = stat.lastIndexOf(')')
    const comm = stat.slice(stat.indexOf('(') + 1, close)
    // Fields after the name: state, ppid, … utime (12th), stime, cutime, cstime.
    const fields = stat.slice(close + 2).split(' ')
    const ticks = (i: number) => Number(fields[i])
    return {
      pid,
      ppid: ticks(1),
      comm,
      self: (ticks(11) + ticks(12)) * MS_PER_TICK,
      children: (ticks(13) + ticks(14)) * MS_PER_TICK,
    }
  } catch {
    // Gone between the listing and the read.
    return undefined
  }
}

function allProcs(): Proc[] {
  const procs: Proc[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const proc = readProc(Number(name))
    if (proc !== undefined) procs.push(proc)
  }
  return procs
}

function descendants(procs: Proc[], root: number): Proc[] {
  const byParent = new Map<number, Proc[]>()
  for (const p of procs) byParent.set(p.ppid, [...(byParent.get(p.ppid) ?? []), p])
  const found: Proc[] = []
  const visit = (pid: number) => {
    for (const child of byParent.get(pid) ?? []) {
      found.push(child)
      visit(child.pid)
    }
  }
  visit(root)
  return found
}

/** The devchain's processes for `port` (e2e/devchain.ts starts it through tsx: a wrapper and its child). */
function devchainPids(port: string): number[] {
  const pids: number[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0')
      const at = args.indexOf('--port')
      if (at > 0 && args[at + 1] === port && args.some((a) => a.endsWith('devchain/src/cli.ts')))
        pids.push(Number(name))
    } catch {
      // Gone, or not ours to read.
    }
  }
  return pids
}

/** A reading of the counters now; `null` where /proc is not there. */
export function cpuReader(devchainPort: string): (() => CpuMs) | null {
  if (process.platform !== 'linux') return null
  const devchain = devchainPids(devchainPort)
  return () => {
    const procs = allProcs()
    const own = procs.find((p) => p.pid === process.pid)
    const under = descendants(procs, process.pid)
    const sum = (list: Proc[]) => list.reduce((total, p) => total + p.self + p.children, 0)
    const usage = process.cpuUsage()
    return {
      chromium: sum(under.filter((p) => p.comm !== 'node')),
      indexer: sum(under.filter((p) => p.comm === 'node')) + (own?.children ?? 0),
      worker: (usage.user + usage.system) / 1000,
      devchain: sum(procs.filter((p) => devchain.includes(p.pid))),
    }
  }
}

/** What was spent between two readings. */
export function cpuSpent(before: CpuMs, after: CpuMs): CpuMs {
  return {
    chromium: after.chromium - before.chromium,
    indexer: after.indexer - before.indexer,
    worker: Math.round(after.worker - before.worker),
    devchain: after.devchain - before.devchain,
  }
}
