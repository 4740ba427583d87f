/**
 * Where a process's time went: the functions and packages with the most self time in a
 * `.cpuprofile` (`node --cpu-prof`), over the whole profile or within a window of the monotonic
 * clock (microseconds, the profile's own clock: `process.hrtime.bigint() / 1000n` of any process
 * on the machine). `bench:load` (`load.ts`) reads its API processes' profiles with it; alone:
 *
 *   npx tsx apps/indexer/bench/load-profile.ts <file.cpuprofile> [top]
 */

import { readFileSync, realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

type CallFrame = { functionName: string; url: string; lineNumber: number }
type CpuProfile = {
  nodes: { id: number; callFrame: CallFrame }[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

export type ProfileTop = {
  /** Milliseconds of samples counted (within the window), and of those not idle. */
  sampledMs: number
  busyMs: number
  /** Shares below are of the busy time (the samples not `(idle)`). */
  functions: { name: string; where: string; ms: number; share: number }[]
  /** By package (`node_modules/<name>`), Node's own code (`node:`), the indexer's (`src`), etc. */
  packages: { name: string; ms: number; share: number }[]
}

function packageOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)'
  if (url.startsWith('node:')) return 'node: (Node.js built-ins)'
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (inModules?.[1] !== undefined) return inModules[1]
  const app = /\/(apps|packages)\/([^/]+)\//.exec(url)
  if (app !== undefined && app !== null) return `${app[1]}/${app[2]}`
  return url
}

/** The top `top` functions and packages by self time, in [fromUs, toUs] when given. */
export function profileTop(
  file: string,
  options: { fromUs?: number; toUs?: number; top?: number } = {},
): ProfileTop {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const fromUs = options.fromUs ?? Number.NEGATIVE_INFINITY
  const toUs = options.toUs ?? Number.POSITIVE_INFINITY
  const byFunction = new Map<string, { name: string; where: string; us: number }>()
  const byPackage = new Map<string, number>()
  let total = 0
  let idle = 0
  let t = profile.startTime
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0
    t += delta
    if (t < fromUs || t > toUs) continue
    // A sample's weight is the time to the next one (the last: the time before it).
    const weight = profile.timeDeltas[i + 1] ?? delta
    const frame = frames.get(profile.samples[i] as number)
    if (frame === undefined) continue
    const name = frame.functionName || '(anonymous)'
    if (name === '(idle)') {
      idle += weight
      continue
    }
    // tsx's output keeps no line of the TypeScript source: the file is enough.
    const where = frame.url.replace(/^.*?\/(apps|packages|node_modules)\//, '$1/')
    const key = `${name}@${where}`
    const entry = byFunction.get(key) ?? { name, where, us: 0 }
    entry.us += weight
    byFunction.set(key, entry)
    const pkg = packageOf(frame.url, name)
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + weight)
    total += weight
  }
  const top = options.top ?? 15
  const share = (us: number) => (total === 0 ? 0 : us / total)
  return {
    sampledMs: (total + idle) / 1000,
    busyMs: total / 1000,
    functions: [...byFunction.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map((f) => ({ name: f.name, where: f.where, ms: f.us / 1000, share: share(f.us) })),
    packages: [...byPackage.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, share: share(us) })),
  }
}

/** The table of a `profileTop`, one line each. */
export function printTop(top: ProfileTop): string {
  const pct = (x: number) => `${(100 * x).toFixed(1).padStart(5)} %`
  return [
    `  ${top.sampledMs.toFixed(0)} ms sampled, ${top.busyMs.toFixed(0)} ms of them busy (${((100 * top.busyMs) / top.sampledMs).toFixed(0)} %); shares of the busy time:`,
    '  self time by function:',
    ...top.functions.map((f) => `    ${pct(f.share)}  ${f.name}  ${f.where}`),
    '  self time by package:',
    ...top.packages.map((p) => `    ${pct(p.share)}  ${p.name}`),
  ].join('\n')
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, top] = process.argv.slice(2)
  if (file === undefined) {
    console.error('Usage: tsx apps/indexer/bench/load-profile.ts <file.cpuprofile> [top]')
    process.exit(2)
  }
  console.log(printTop(profileTop(file, { top: top === undefined ? 15 : Number(top) })))
}
