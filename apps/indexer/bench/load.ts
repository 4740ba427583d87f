/**
 * Benchmark: the indexer's API under load, on the devchain's `huge` world (20,000 players with
 * wins, 60,000 divisions), with the live channel's subscribers open and blocks applied meanwhile.
 *
 *   npm run bench:load -w apps/indexer
 *   RATE=3000 SECONDS=30 SEARCH=1 npm run bench:load -w apps/indexer
 *   INDEXER_DIR=/tmp/before/apps/indexer SHAPES=A npm run bench:load -w apps/indexer
 *
 * Starts the devchain with its state history (a block every 500 ms, as nodeos) and a throwaway
 * PostgreSQL server (`scripts/postgres.mjs`), then, shape by shape, on that one database:
 * - A: one indexer process `INDEXER_MODE=all` (follows the chain and serves the API);
 * - B: one `follow` process and `API_PROCESSES` (2) `api` processes, each on its own port, on the
 *   same primary (`STANDBY=1`: the `api` processes on a streaming standby of it instead).
 * It waits until every API process has caught up with the chain, then keeps a few real
 * transactions in every block (`load-driver.ts`: deposits, withdrawals, avatars by the demo
 * players; a division of the armed forces' board deleted every 2 s), opens `SUBSCRIBERS` (1,000)
 * streams of `GET /v1/events` (half with `hof=1`, `load-subscribers.ts`, in a process of their
 * own), and loads the mix
 * - 70 % `/v1/hof` (every other request with `If-None-Match` set to the API's current ETag: 304s),
 * - 20 % `/v1/player?account=<a random owner of the huge world>`,
 * - 10 % `/v1/activity?account=<a random demo player>`,
 * with one autocannon instance per route and API process, all at once, each with `overallRate` at
 * its share of the total rate (so the mix holds) split evenly between the API processes:
 * `RATE` (4,000) requests/s in all for `SECONDS` (20) after a 3 s warm-up. With `SEARCH=1` it then
 * looks for the highest total rate whose p99 stays <= 50 ms with no error (each step
 * `SEARCH_SECONDS`, 10). It prints a table per shape and writes them as JSON to
 * `node_modules/.tmp/bench-load.json` (`OUT`).
 *
 * How autocannon keeps a rate: each connection sends its requests one after another (the next
 * when the answer has come), at most its share of the rate in each second, then waits for the
 * next second; so the load comes as a burst at the start of each second, `CONN_RATE` (50)
 * requests/s per connection. Latencies are the requests' own (sent to body read, every status),
 * not corrected for coordinated omission; a route's rate is its answers over the run's seconds.
 *
 * `INDEXER_DIR` runs another checkout's `apps/indexer` (a git worktree of an older commit, its
 * `node_modules` linked) with the same bench: the devchain and this driver stay this checkout's.
 * Without `INDEXER_MODE` there, only shape A; without `/v1/events`, no subscribers (said in the
 * output). `PROFILE=1` runs each API-serving process under `node --cpu-prof` and prints where its
 * time went during the fixed-rate run (`load-profile.ts`). Per run: the load average and the
 * CPU each process used (of one core), the machine's other work included, since other work on a
 * shared machine changes every figure. Every process it starts is stopped at the end and on
 * failure or Ctrl-C.
 */

import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { request } from 'node:http'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { freePort, repoRoot } from '../src/testing/devchain'
import { DEMO_PLAYERS, type DriverStats, TxDriver } from './load-driver'
import { type ProfileTop, printTop, profileTop } from './load-profile'
import type { SubscribersReport } from './load-subscribers'

// ---------------------------------------------------------------- settings

const here = dirname(fileURLToPath(import.meta.url))
const INDEXER_DIR = resolve(process.env.INDEXER_DIR ?? join(here, '..'))
const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number; got "${process.env[name]}"`)
  return value
}
const SECONDS = number('SECONDS', 20)
const RATE = number('RATE', 4000)
const SUBSCRIBERS = Math.floor(number('SUBSCRIBERS', 1000))
const API_PROCESSES = Math.floor(number('API_PROCESSES', 2))
const CONN_RATE = number('CONN_RATE', 50)
const SEARCH_SECONDS = number('SEARCH_SECONDS', 10)
const WARMUP_SECONDS = 3
const SEARCH = process.env.SEARCH === '1'
const STANDBY = process.env.STANDBY === '1'
const PROFILE = process.env.PROFILE === '1'
const WORLD = process.env.WORLD ?? 'huge'
const SEED = Number(process.env.SEED ?? Math.floor(Math.random() * 0x7fff_ffff))
const OUT = resolve(process.env.OUT ?? join(repoRoot, 'node_modules/.tmp/bench-load.json'))
const P99_LIMIT_MS = 50

/** The routes' shares of the total rate. */
const MIX = [
  { route: '/v1/hof', share: 0.7 },
  { route: '/v1/player', share: 0.2 },
  { route: '/v1/activity', share: 0.1 },
] as const
type Route = (typeof MIX)[number]['route']

/** A seeded generator (mulberry32): the same SEED draws the same players and accounts. */
function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
const random = seeded(SEED)

/**
 * The i-th generated owner of the `large` and `huge` worlds: `cmdr` + 4 letters (`cmdraaaa`, …),
 * as the devchain's `worlds/large.ts` names them (the indexer may not import the devchain).
 */
function ownerName(index: number): string {
  let n = index
  let suffix = ''
  for (let i = 0; i < 4; i++) {
    suffix = String.fromCharCode(97 + (n % 26)) + suffix
    n = Math.floor(n / 26)
  }
  return `cmdr${suffix}`
}
const OWNERS = WORLD === 'huge' ? 20_000 : WORLD === 'large' ? 1_100 : 0

// ---------------------------------------------------------------- processes

type Started = {
  name: string
  child: ChildProcess
  alive: () => void
  output: () => string
  stop: () => Promise<void>
}

const children = new Set<Started>()
const stopAll = async () => {
  await Promise.all([...children].map((c) => c.stop()))
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const c of children) c.child.kill('SIGKILL')
    process.exit(130)
  })

function started(name: string, child: ChildProcess): Started {
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const handle: Started = {
    name,
    child,
    output: () => output,
    alive: () => {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}):\n${output}`)
    },
    // SIGTERM, then SIGKILL after 20 s (a process under --cpu-prof writes its profile as it ends).
    stop: async () => {
      children.delete(handle)
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
      await exited
      clearTimeout(timer)
    },
  }
  children.add(handle)
  return handle
}

/** Node with tsx on a TypeScript entry point, from `cwd` (its own node_modules resolve). */
function node(name: string, cwd: string, args: string[], env: NodeJS.ProcessEnv): Started {
  const child = spawn(process.execPath, [...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  })
  return started(name, child)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  alive: () => void,
  timeoutMs: number,
): Promise<T> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    alive()
    const value = await check().catch(() => undefined)
    if (value !== undefined) return value
    await sleep(250)
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
}

type Health = { as_of: { block_num: number } | null; catching_up: boolean }

async function health(base: string): Promise<Health> {
  const response = await fetch(`${base}/v1/health`, { signal: AbortSignal.timeout(5000) })
  return (await response.json()) as Health
}

/** What the indexer at INDEXER_DIR can do: its roles, its live channel. */
function capabilities(dir: string) {
  const config = readFileSync(join(dir, 'src/config.ts'), 'utf8')
  return {
    modes: config.includes('INDEXER_MODE'),
    commit: (() => {
      try {
        return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8' })
          .trim()
          .concat(
            execFileSync('git', ['status', '--porcelain', '--', '.'], {
              cwd: dir,
              encoding: 'utf8',
            }).trim() === ''
              ? ''
              : ' (with uncommitted changes)',
          )
      } catch {
        return 'unknown'
      }
    })(),
  }
}

/** Whether `GET /v1/events` answers a stream there (the request is closed at its headers). */
function hasEvents(base: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(`${base}/v1/events`, { agent: false }, (response) => {
      resolve(
        response.statusCode === 200 &&
          String(response.headers['content-type']).startsWith('text/event-stream'),
      )
      req.destroy()
    })
    req.on('error', () => resolve(false))
    req.setTimeout(5000, () => req.destroy())
    req.end()
  })
}

// ---------------------------------------------------------------- CPU accounting

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())

/** A process's CPU time so far (user + system, ms) and its parent, from /proc; undefined if gone. */
function procStat(pid: number): { ms: number; ppid: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return {
      ppid: Number(fields[1]),
      ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
    }
  } catch {
    return undefined
  }
}

/** The machine's busy CPU time (ms, every core), from /proc/stat. */
function machineBusyMs(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
  const [, user, nice, system, _idle, _iowait, irq, softirq, steal] = line
    .split(/\s+/)
    .map(Number) as number[]
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) *
    TICK_MS
  )
}

/** A PostgreSQL server's processes: its postmaster (from postmaster.pid) and its children. */
function postgresPids(dataDir: string): number[] {
  let postmaster: number
  try {
    postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
  } catch {
    return []
  }
  const pids = [postmaster]
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    if (procStat(Number(entry))?.ppid === postmaster) pids.push(Number(entry))
  }
  return pids
}

type CpuGroups = Record<string, () => number[]>

/** CPU per group of processes over a window: `stop()` gives each group's share of one core. */
function cpuWindow(groups: CpuGroups) {
  const at = performance.now()
  const machine = machineBusyMs()
  const self = process.cpuUsage()
  const before = new Map<number, number>()
  for (const pids of Object.values(groups))
    for (const pid of pids()) before.set(pid, procStat(pid)?.ms ?? 0)
  return () => {
    const elapsed = performance.now() - at
    const out: Record<string, number> = {}
    let ours = 0
    for (const [name, pids] of Object.entries(groups)) {
      let ms = 0
      for (const pid of pids()) ms += (procStat(pid)?.ms ?? 0) - (before.get(pid) ?? 0)
      out[name] = (100 * ms) / elapsed
      ours += ms
    }
    const used = process.cpuUsage(self)
    const benchMs = (used.user + used.system) / 1000
    out['bench (autocannon, driver)'] = (100 * benchMs) / elapsed
    ours += benchMs
    const busy = machineBusyMs() - machine
    out['rest of the machine'] = Math.max(0, (100 * (busy - ours)) / elapsed)
    out['machine (all cores)'] = (100 * busy) / elapsed
    return out
  }
}

// ---------------------------------------------------------------- the load

type RouteFigures = {
  route: Route
  targetRate: number
  requests: number
  rate: number
  p50: number
  p99: number
  max: number
  ok2xx: number
  notModified304: number
  otherStatus: number
  errors: number
  timeouts: number
}

type Run = {
  targetRate: number
  seconds: number
  loadAverage: { before: number[]; after: number[] }
  routes: RouteFigures[]
  total: Omit<RouteFigures, 'route' | 'targetRate'> & { targetRate: number }
  subscribers: SubscribersReport | { skipped: string }
  driver: DriverStats & { blocks: number; blocksDuringRun: number }
  cpuPercentOfOneCore: Record<string, number>
  /**
   * CPU time per request answered (ms) of the indexer's processes and of PostgreSQL: what an
   * answer costs, whatever else the machine was doing (which the latencies cannot say).
   */
  cpuMsPerRequest: Record<string, number>
  pass: boolean
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] ?? Number.NaN)

/** The current `/v1/hof` ETag of each API process, asked every 100 ms (a 304 when unchanged). */
function etagWatcher(apis: string[]) {
  const etags = new Map<string, string>()
  let stopped = false
  const loops = apis.map(async (base) => {
    while (!stopped) {
      try {
        const current = etags.get(base)
        const response = await fetch(`${base}/v1/hof`, {
          headers: current === undefined ? {} : { 'if-none-match': current },
          signal: AbortSignal.timeout(5000),
        })
        await response.arrayBuffer()
        const etag = response.headers.get('etag')
        if (response.status === 200 && etag !== null) etags.set(base, etag)
      } catch {
        // The next try.
      }
      await sleep(100)
    }
  })
  return {
    etag: (base: string) => etags.get(base) ?? '"none"',
    stop: async () => {
      stopped = true
      await Promise.all(loops)
    },
  }
}

type Cannon = {
  route: Route
  done: Promise<autocannon.Result>
  latencies: number[]
  /** When its last answer came (performance.now()). */
  lastAt: () => number
}

function cannon(
  base: string,
  route: Route,
  rate: number,
  seconds: number,
  etag: (base: string) => string,
): Cannon {
  const latencies: number[] = []
  const requests: autocannon.Request[] =
    route === '/v1/hof'
      ? [
          { method: 'GET', path: '/v1/hof' },
          {
            method: 'GET',
            path: '/v1/hof',
            setupRequest: (req) => ({
              ...req,
              headers: { ...req.headers, 'if-none-match': etag(base) },
            }),
          },
        ]
      : [
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              path:
                route === '/v1/player'
                  ? `/v1/player?account=${ownerName(Math.floor(random() * OWNERS))}`
                  : `/v1/activity?account=${DEMO_PLAYERS[Math.floor(random() * DEMO_PLAYERS.length)]}`,
            }),
          },
        ]
  const overallRate = Math.max(1, Math.round(rate))
  let instance: autocannon.Instance | undefined
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: base,
        connections: Math.max(
          2,
          Math.min(overallRate, Math.round(rate * seconds), Math.ceil(overallRate / CONN_RATE)),
        ),
        overallRate,
        // A whole budget for each second: the run ends with its last answer, so the rate is
        // counted over `seconds` (or the time it took, if longer).
        amount: Math.max(2, Math.round(rate * seconds)),
        requests,
        timeout: 10,
        // Plain latencies, counted below: autocannon's correction assumes a 1 ms interval here.
        ignoreCoordinatedOmission: true,
      },
      (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)),
    )
  })
  let lastAt = 0
  instance?.on('response', (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime)
    lastAt = performance.now()
  })
  return { route, done, latencies, lastAt: () => lastAt }
}

async function load(
  apis: string[],
  totalRate: number,
  seconds: number,
  etag: (base: string) => string,
): Promise<{ routes: RouteFigures[]; total: Run['total'] }> {
  const cannons = MIX.flatMap(({ route, share }) =>
    apis.map((base) => cannon(base, route, (totalRate * share) / apis.length, seconds, etag)),
  )
  const started = performance.now()
  const results = await Promise.all(cannons.map((c) => c.done))
  const figures = (picked: number[], targetRate: number): Omit<RouteFigures, 'route'> => {
    // Over the seconds the answers took, at least the run's: autocannon itself ends a run at its
    // next whole second after the last answer.
    const last = Math.max(...picked.map((i) => cannons[i]?.lastAt() ?? 0))
    const elapsed = Math.max(seconds, (last - started) / 1000)
    const sorted = Float64Array.from(picked.flatMap((i) => cannons[i]?.latencies ?? [])).sort()
    let ok2xx = 0
    let notModified304 = 0
    let otherStatus = 0
    let errors = 0
    let timeouts = 0
    for (const i of picked) {
      const result = results[i] as autocannon.Result
      errors += result.errors
      timeouts += result.timeouts
      for (const [code, { count = 0 } = {}] of Object.entries(result.statusCodeStats ?? {})) {
        if (code === '304') notModified304 += count
        else if (code.startsWith('2')) ok2xx += count
        else otherStatus += count
      }
    }
    return {
      targetRate,
      requests: sorted.length,
      rate: sorted.length / elapsed,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
      ok2xx,
      notModified304,
      otherStatus,
      errors,
      timeouts,
    }
  }
  const routes = MIX.map(({ route, share }) => ({
    route,
    ...figures(
      cannons.flatMap((c, i) => (c.route === route ? [i] : [])),
      totalRate * share,
    ),
  }))
  const total = figures(
    cannons.map((_, i) => i),
    totalRate,
  )
  return { routes, total }
}

// ---------------------------------------------------------------- subscribers

type Subscribers = {
  reset: () => void
  report: () => Promise<SubscribersReport>
  close: () => Promise<void>
  pid: number
}

async function openSubscribers(apis: string[], count: number): Promise<Subscribers> {
  const urls = Array.from({ length: count }, (_, i) => {
    const base = apis[i % apis.length] as string
    return `${base}/v1/events${Math.floor(i / apis.length) % 2 === 1 ? '?hof=1' : ''}`
  })
  const child = fork(join(here, 'load-subscribers.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const handle = started('the subscribers', child)
  const next = (type: string, timeoutMs: number) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.off('message', listener)
        reject(new Error(`the subscribers did not answer "${type}" within ${timeoutMs / 1000} s`))
      }, timeoutMs)
      const listener = (message: Record<string, unknown>) => {
        if (message.type !== type) return
        clearTimeout(timer)
        child.off('message', listener)
        resolve(message)
      }
      child.on('message', listener)
    })
  const readying = next('ready', 120_000)
  child.send({ type: 'open', urls })
  const ready = await readying
  console.log(`  subscribers: ${ready.open} streams open (${ready.failed} failed to open)`)
  return {
    pid: child.pid ?? 0,
    reset: () => child.send({ type: 'reset' }),
    report: async () => {
      const answer = next('report', 30_000)
      child.send({ type: 'report' })
      return (await answer).report as SubscribersReport
    },
    close: async () => {
      if (child.connected) child.send({ type: 'close' })
      await Promise.race([
        new Promise((resolve) => child.once('exit', resolve)),
        sleep(10_000).then(() => handle.stop()),
      ])
      children.delete(handle)
    },
  }
}

// ---------------------------------------------------------------- one shape

type ShapeResult = {
  shape: string
  processes: string
  database: 'primary' | 'standby'
  syncSeconds: number
  fixed: Run
  search?: { runs: Run[]; best: number | undefined }
  profiles?: Record<string, ProfileTop>
}

type Postgres = { url: string; dataDir: string; destroy: () => Promise<void> }

type Bench = {
  rpc: string
  ship: string
  primary: Postgres
  standby: Postgres | undefined
  devchain: Started
  /** Whether the indexer serves `/v1/events` (probed once, on the first shape). */
  events: boolean | undefined
  driver: TxDriver
  /** The API the driver reads the armed forces' board from. */
  api: string
  notes: string[]
}

type Indexer = { process: Started; base: string; name: string; profile: string | undefined }

async function startIndexer(
  name: string,
  mode: 'all' | 'follow' | 'api',
  databaseUrl: string,
  bench: Bench,
  profileDir: string | undefined,
): Promise<Indexer> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = { ...process.env }
  // Nothing of this shell's settings but what is given here chooses what it does.
  for (const key of ['DATA_DIR', 'POLL_MS', 'INDEXER_MODE', 'CORS_ORIGINS', 'NODE_OPTIONS'])
    delete env[key]
  Object.assign(env, {
    INDEXER_MODE: mode,
    DATABASE_URL: databaseUrl,
    SHIP_URL: bench.ship,
    RPC_URL: bench.rpc,
    HOST: '127.0.0.1',
    PORT: String(port),
  })
  const file = `${name.replace(/\W+/g, '-')}.cpuprofile`
  const profile =
    profileDir === undefined
      ? []
      : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${file}`]
  const process_ = node(
    name,
    INDEXER_DIR,
    [...profile, '--import', 'tsx', join(INDEXER_DIR, 'src/main.ts')],
    env,
  )
  return {
    name,
    process: process_,
    base: `http://127.0.0.1:${port}`,
    profile: profileDir === undefined ? undefined : join(profileDir, file),
  }
}

/** Until the process answers /v1/health caught up (and, serving the API, /v1/hof with a 200). */
async function caughtUp(indexer: Indexer, bench: Bench, serves: boolean): Promise<void> {
  const alive = () => {
    bench.devchain.alive()
    indexer.process.alive()
  }
  await until(
    `${indexer.name} catches up with the chain`,
    async () => {
      const h = await health(indexer.base)
      if (h.as_of === null || h.catching_up) return undefined
      if (!serves) return true
      const hof = await fetch(`${indexer.base}/v1/hof`, { signal: AbortSignal.timeout(10_000) })
      await hof.arrayBuffer()
      return hof.status === 200 ? true : undefined
    },
    alive,
    30 * 60_000,
  )
}

const fixedMs = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-')

function printRun(title: string, run: Run): string {
  const rows = [
    ...run.routes.map((r) => ({ name: r.route as string, ...r })),
    { name: 'total', ...run.total },
  ]
  const pad = (text: string | number, width: number) => String(text).padStart(width)
  const lines = [
    title,
    `  ${'route'.padEnd(14)}${pad('target/s', 9)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('max ms', 8)}${pad('2xx', 8)}${pad('304', 7)}${pad('other', 7)}${pad('errors', 7)}`,
    ...rows.map(
      (r) =>
        `  ${r.name.padEnd(14)}${pad(Math.round(r.targetRate), 9)}${pad(Math.round(r.rate), 8)}${pad(fixedMs(r.p50), 8)}${pad(fixedMs(r.p99), 8)}${pad(fixedMs(r.max), 8)}${pad(r.ok2xx, 8)}${pad(r.notModified304, 7)}${pad(r.otherStatus, 7)}${pad(r.errors, 7)}`,
    ),
  ]
  const s = run.subscribers
  if ('skipped' in s) lines.push(`  subscribers: none (${s.skipped})`)
  else
    lines.push(
      `  subscribers: ${s.open} of ${s.streams} open, ${s.dropped} dropped${s.dropped > 0 ? ` (${JSON.stringify(s.dropReasons)})` : ''}; ${Math.round((s.blockEvents + s.hofEvents) / s.seconds)} events/s (block ${Math.round(s.blockEvents / s.seconds)}/s, hof ${Math.round(s.hofEvents / s.seconds)}/s, ${(s.bytes / s.seconds / 1e6).toFixed(1)} MB/s); ${s.blocksSeen} blocks, ${s.blocksPerStream.min} to ${s.blocksPerStream.max} block events a stream; block to event p50 ${fixedMs(s.delayMs.p50)} ms, p99 ${fixedMs(s.delayMs.p99)} ms`,
    )
  const d = run.driver
  lines.push(
    `  chain: ${d.blocksDuringRun} blocks in the run, ${d.blocks} of them with the driver's transactions: ${d.sent} sent, ${d.refused} refused by a contract, ${d.failed} failed${d.lastError ? ` (${d.lastError})` : ''}`,
  )
  lines.push(
    `  CPU (% of one core): ${Object.entries(run.cpuPercentOfOneCore)
      .map(([name, pct]) => `${name} ${pct.toFixed(0)}`)
      .join(', ')}`,
  )
  lines.push(
    `  CPU per request answered (ms): ${Object.entries(run.cpuMsPerRequest)
      .map(([name, ms]) => `${name} ${ms.toFixed(3)}`)
      .join(', ')}`,
  )
  lines.push(
    `  load average ${run.loadAverage.before.map((x) => x.toFixed(2)).join(' ')} before, ${run.loadAverage.after.map((x) => x.toFixed(2)).join(' ')} after; ${run.pass ? 'PASS' : 'FAIL'} (p99 <= ${P99_LIMIT_MS} ms on every route, no error, no other status, no dropped stream, >= 95 % of the rate)`,
  )
  return lines.join('\n')
}

async function chainHead(rpc: string): Promise<number> {
  const response = await fetch(`${rpc}/v1/chain/get_info`, { method: 'POST', body: '{}' })
  return ((await response.json()) as { head_block_num: number }).head_block_num
}

async function measure(
  bench: Bench,
  apis: string[],
  subscribers: Subscribers | undefined,
  etag: (base: string) => string,
  cpuGroups: CpuGroups,
  rate: number,
  seconds: number,
): Promise<Run & { windowUs: [number, number] }> {
  const before = loadavg()
  subscribers?.reset()
  const driverBefore = { ...bench.driver.stats }
  const headBefore = await chainHead(bench.rpc)
  const cpu = cpuWindow(cpuGroups)
  const fromUs = Number(process.hrtime.bigint() / 1000n)
  const { routes, total } = await load(apis, rate, seconds, etag)
  const toUs = Number(process.hrtime.bigint() / 1000n)
  const cpuPercentOfOneCore = cpu()
  const windowMs = (toUs - fromUs) / 1000
  const cpuMsPerRequest = Object.fromEntries(
    Object.entries(cpuPercentOfOneCore)
      .filter(([name]) => name.startsWith('indexer') || name === 'postgres')
      .map(([name, pct]) => [name, ((pct / 100) * windowMs) / Math.max(1, total.requests)]),
  )
  const headAfter = await chainHead(bench.rpc)
  const sub =
    subscribers === undefined
      ? { skipped: bench.events === false ? 'this indexer has no /v1/events' : 'SUBSCRIBERS=0' }
      : await subscribers.report()
  const d = bench.driver.stats
  const driver = {
    ticks: d.ticks - driverBefore.ticks,
    sent: d.sent - driverBefore.sent,
    refused: d.refused - driverBefore.refused,
    failed: d.failed - driverBefore.failed,
    lastError: d.failed > driverBefore.failed ? d.lastError : undefined,
    blocks: bench.driver.blocksBetween(headBefore, headAfter),
    blocksDuringRun: headAfter - headBefore,
  }
  const pass =
    routes.every((r) => r.p99 <= P99_LIMIT_MS) &&
    total.errors === 0 &&
    total.otherStatus === 0 &&
    total.rate >= 0.95 * rate &&
    ('skipped' in sub || sub.dropped === 0)
  return {
    targetRate: rate,
    seconds,
    loadAverage: { before, after: loadavg() },
    routes,
    total,
    subscribers: sub,
    driver,
    cpuPercentOfOneCore,
    cpuMsPerRequest,
    pass,
    windowUs: [fromUs, toUs],
  }
}

/** The processes of a shape, started: A one `all`; B one `follow` and `API_PROCESSES` `api`. */
async function startShape(shape: string, bench: Bench, profileDir: string | undefined) {
  const onStandby = shape === 'B' && bench.standby !== undefined
  if (shape === 'A') {
    const all = await startIndexer('indexer all', 'all', bench.primary.url, bench, profileDir)
    const processes = caps.modes ? '1 process INDEXER_MODE=all' : '1 process (follows and serves)'
    return { indexers: [all], apis: [all], processes, onStandby }
  }
  const apiUrl = onStandby ? (bench.standby as Postgres).url : bench.primary.url
  const follower = await startIndexer(
    'indexer follow',
    'follow',
    bench.primary.url,
    bench,
    undefined,
  )
  const apis: Indexer[] = []
  for (let i = 1; i <= API_PROCESSES; i++)
    apis.push(await startIndexer(`indexer api ${i}`, 'api', apiUrl, bench, profileDir))
  const processes = `1 process INDEXER_MODE=follow + ${API_PROCESSES} INDEXER_MODE=api (on the ${onStandby ? 'standby' : 'primary'})`
  return { indexers: [follower, ...apis], apis, processes, onStandby }
}

/** Whether the first API serves `/v1/events` (asked once, on the first shape; said if not). */
async function probeEvents(bench: Bench, base: string) {
  if (bench.events !== undefined) return
  bench.events = await hasEvents(base)
  if (!bench.events) {
    const note = `${INDEXER_DIR} serves no /v1/events: no subscribers`
    bench.notes.push(note)
    console.log(`  ${note}`)
  }
}

/** The CPU groups of a shape: the devchain, PostgreSQL, each indexer process, the subscribers. */
function shapeCpuGroups(
  bench: Bench,
  indexers: Indexer[],
  subscribers: Subscribers | undefined,
): CpuGroups {
  return {
    devchain: () => [bench.devchain.child.pid ?? 0],
    postgres: () => [
      ...postgresPids(bench.primary.dataDir),
      ...(bench.standby === undefined ? [] : postgresPids(bench.standby.dataDir)),
    ],
    ...Object.fromEntries(indexers.map((i) => [i.name, () => [i.process.child.pid ?? 0]])),
    ...(subscribers === undefined ? {} : { subscribers: () => [subscribers.pid] }),
  }
}

/**
 * `SEARCH=1`: the highest total rate whose run passes, halving the interval between the best
 * passing and the lowest failing rate (30 % up or down while one side is unknown), at most 6 runs.
 */
async function searchRate(
  shape: string,
  fixed: Run,
  measured: (rate: number) => Promise<Run>,
): Promise<{ runs: Run[]; best: number | undefined }> {
  const runs: Run[] = []
  let best = fixed.pass ? RATE : undefined
  let worst = fixed.pass ? undefined : RATE
  for (let step = 0; step < 6; step++) {
    if (best !== undefined && worst !== undefined && worst - best <= Math.max(100, best * 0.1))
      break
    const next =
      best === undefined
        ? (worst as number) * 0.7
        : worst === undefined
          ? best * 1.3
          : (best + worst) / 2
    const rate = Math.max(50, Math.round(next / 50) * 50)
    await sleep(2000)
    const run = await measured(rate)
    console.log(printRun(`shape ${shape}, search: ${rate} requests/s for ${SEARCH_SECONDS} s`, run))
    runs.push(run)
    if (run.pass) best = Math.max(best ?? 0, rate)
    else worst = Math.min(worst ?? Number.POSITIVE_INFINITY, rate)
    if (!run.pass && rate <= 50) break
  }
  console.log(
    `shape ${shape}: the highest total rate with p99 <= ${P99_LIMIT_MS} ms and no error: ${best === undefined ? 'none found' : `${best} requests/s`}`,
  )
  return { runs, best }
}

/** Where each API process's time went during the fixed-rate run (`PROFILE=1`), once stopped. */
function readProfiles(apis: Indexer[], windowUs: [number, number]): Record<string, ProfileTop> {
  const profiles: Record<string, ProfileTop> = {}
  for (const indexer of apis) {
    if (indexer.profile === undefined || !existsSync(indexer.profile)) {
      console.log(`  ${indexer.name}: no profile written (${indexer.profile})`)
      continue
    }
    const top = profileTop(indexer.profile, { fromUs: windowUs[0], toUs: windowUs[1] })
    profiles[indexer.name] = top
    console.log(`  ${indexer.name} during the ${RATE} requests/s run (${indexer.profile}):`)
    console.log(printTop(top))
  }
  return profiles
}

/**
 * One shape: its processes started and caught up, the driver's transactions and the subscribers
 * on, a warm-up, the fixed-rate run (and with `SEARCH=1` the search), then every process stopped.
 */
async function runShape(shape: string, bench: Bench): Promise<ShapeResult> {
  const profileDir = PROFILE ? mkdtempSync(join(tmpdir(), `bench-load-prof-${shape}-`)) : undefined
  const started = performance.now()
  const { indexers, apis, processes, onStandby } = await startShape(shape, bench, profileDir)
  console.log(`\nshape ${shape}: ${processes}: waiting for the sync…`)
  try {
    for (const indexer of indexers) await caughtUp(indexer, bench, apis.includes(indexer))
    const syncSeconds = (performance.now() - started) / 1000
    console.log(`  caught up in ${syncSeconds.toFixed(0)} s`)
    const bases = apis.map((a) => a.base)
    bench.api = bases[0] as string
    bench.driver.start()
    await probeEvents(bench, bases[0] as string)
    const subscribers =
      bench.events && SUBSCRIBERS > 0 ? await openSubscribers(bases, SUBSCRIBERS) : undefined
    const etags = etagWatcher(bases)
    const cpuGroups = shapeCpuGroups(bench, indexers, subscribers)
    const measured = (rate: number, seconds: number) =>
      measure(bench, bases, subscribers, etags.etag, cpuGroups, rate, seconds)
    try {
      await sleep(1000)
      console.log(`  warm-up: ${WARMUP_SECONDS} s at ${RATE} requests/s`)
      await load(bases, RATE, WARMUP_SECONDS, etags.etag)
      await sleep(1000)
      const fixed = await measured(RATE, SECONDS)
      console.log(
        printRun(`shape ${shape} (${processes}): ${RATE} requests/s for ${SECONDS} s`, fixed),
      )
      const result: ShapeResult = {
        shape,
        processes,
        database: onStandby ? 'standby' : 'primary',
        syncSeconds,
        fixed,
      }
      if (SEARCH)
        result.search = await searchRate(shape, fixed, (rate) => measured(rate, SEARCH_SECONDS))
      await etags.stop()
      await subscribers?.close()
      // Stopped now, so that the profiles are written.
      for (const indexer of [...indexers].reverse()) await indexer.process.stop()
      if (profileDir !== undefined) result.profiles = readProfiles(apis, fixed.windowUs)
      return result
    } finally {
      await etags.stop()
      await subscribers?.close()
    }
  } finally {
    for (const indexer of [...indexers].reverse()) await indexer.process.stop()
  }
}

// ---------------------------------------------------------------- main

const caps = capabilities(INDEXER_DIR)
const shapes = (process.env.SHAPES ?? (caps.modes ? 'A,B' : 'A')).split(',').map((s) => s.trim())
for (const shape of shapes) {
  if (shape !== 'A' && shape !== 'B') throw new Error(`SHAPES: A or B; got "${shape}"`)
  if (shape === 'B' && !caps.modes)
    throw new Error(`SHAPES=B: the indexer at ${INDEXER_DIR} has no INDEXER_MODE (roles)`)
}
console.log(
  `bench:load: the indexer at ${INDEXER_DIR} (commit ${caps.commit}), world ${WORLD}, shapes ${shapes.join(', ')}, ${RATE} requests/s for ${SECONDS} s, ${SUBSCRIBERS} subscribers, seed ${SEED}; ${cpus().length} cores, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
)

type PostgresModule = {
  startThrowawayPostgres: () => Promise<Postgres & { port: number }>
  startStandby: (primary: unknown) => Promise<Postgres>
}
const { startThrowawayPostgres, startStandby } = (await import(
  `${repoRoot}scripts/postgres.mjs`
)) as PostgresModule
const primary = await startThrowawayPostgres()
let standby: Postgres | undefined
let driver: TxDriver | undefined
try {
  if (STANDBY && shapes.includes('B')) standby = await startStandby(primary)
  const [chainPort, shipPort] = [await freePort(), await freePort()]
  const rpc = `http://127.0.0.1:${chainPort}`
  console.log(`starting the devchain (${WORLD})…`)
  const devchain = node(
    'the devchain',
    repoRoot,
    [
      '--import',
      'tsx',
      'packages/devchain/src/cli.ts',
      ...['--port', String(chainPort), '--ship-port', String(shipPort)],
      ...['--world', WORLD, '--block-ms', '500'],
    ],
    { ...process.env },
  )
  const info = await until(
    'the devchain answers',
    async () => {
      const response = await fetch(`${rpc}/v1/chain/get_info`, { method: 'POST', body: '{}' })
      return (await response.json()) as { chain_id: string }
    },
    devchain.alive,
    10 * 60_000,
  )
  const deleted = new Set<number>()
  const bench: Bench = {
    rpc,
    ship: `ws://127.0.0.1:${shipPort}`,
    primary,
    standby,
    devchain,
    events: undefined,
    api: '',
    notes: [],
    driver: new TxDriver({
      rpc,
      chainId: info.chain_id,
      random,
      // A division of the armed forces' board, never the same one twice.
      nextDivision: async () => {
        const response = await fetch(`${bench.api}/v1/hof`, { signal: AbortSignal.timeout(5000) })
        const hof = (await response.json()) as {
          boards: { forces: { owner: string; divID: number | string }[] }
        }
        const listed = hof.boards.forces.filter((d) => !deleted.has(Number(d.divID)))
        const division = listed[Math.floor(random() * listed.length)]
        if (division === undefined) return undefined
        deleted.add(Number(division.divID))
        return { owner: division.owner, divID: Number(division.divID) }
      },
    }),
  }
  driver = bench.driver
  const results: ShapeResult[] = []
  for (const shape of shapes) results.push(await runShape(shape, bench))
  mkdirSync(dirname(OUT), { recursive: true })
  writeFileSync(
    OUT,
    `${JSON.stringify(
      {
        bench: 'bench:load',
        date: new Date().toISOString(),
        machine: { cores: cpus().length, model: cpus()[0]?.model },
        indexerDir: INDEXER_DIR,
        commit: caps.commit,
        world: WORLD,
        seed: SEED,
        settings: {
          rate: RATE,
          seconds: SECONDS,
          subscribers: SUBSCRIBERS,
          apiProcesses: API_PROCESSES,
          connectionRate: CONN_RATE,
          search: SEARCH,
          searchSeconds: SEARCH_SECONDS,
          standby: STANDBY,
        },
        notes: bench.notes,
        shapes: results,
      },
      null,
      2,
    )}\n`,
  )
  console.log(`\nwritten to ${OUT}`)
} finally {
  await driver?.stop()
  await stopAll()
  await standby?.destroy()
  await primary.destroy()
}
