/**
 * CPU per world reset (`POST /devchain/reset` -> `Chain.reset()`: the world's genesis replayed as
 * transactions). Creates a devchain in this process with a world (`--world`, default `demo`),
 * resets it `--warmup` times (default 3) so the code is compiled, then `--runs` times (default
 * 20), reading the process's CPU time (user + system) and the wall clock around each reset. Prints
 * every run and the medians; CPU time is the figure to compare, as a busy machine stretches the
 * wall clock far more.
 *
 *   npm run bench:reset -w packages/devchain [-- --world NAME --runs N --warmup N]
 */
import { createDevchain } from '../src/server'

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN
  return Number.isInteger(v) && v >= 0 ? v : fallback
}

function textArg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`)
  const v = i >= 0 ? process.argv[i + 1] : undefined
  return v && !v.startsWith('--') ? v : fallback
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

const world = textArg('world', 'demo')
const runs = Math.max(1, arg('runs', 20))
const warmup = arg('warmup', 3)

const { chain } = await createDevchain({ world })
for (let i = 0; i < warmup; i++) chain.reset()
const cpu: number[] = []
const wall: number[] = []
for (let i = 0; i < runs; i++) {
  const c0 = process.cpuUsage()
  const t0 = performance.now()
  chain.reset()
  wall.push(performance.now() - t0)
  const c = process.cpuUsage(c0)
  cpu.push((c.user + c.system) / 1000)
}
console.log(`world ${world}: ${runs} resets after ${warmup} to warm up`)
console.log(`cpu ms per run: ${cpu.map((v) => v.toFixed(0)).join(' ')}`)
console.log(
  `median: cpu ${median(cpu).toFixed(0)} ms, wall ${median(wall).toFixed(0)} ms per reset`,
)
process.exit(0)
