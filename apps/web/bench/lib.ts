/**
 * What the benchmarks share: child processes that are stopped at the end, on failure, on a
 * signal and at a deadline; polling with a timeout; a JSON POST; and the figures' formatting.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** The app's folder (apps/web), which the benchmarks build. */
export const appRoot = fileURLToPath(new URL('..', import.meta.url))

/** The Chromium to run: CHROME_PATH, else the first of `candidates` installed. */
export function chromiumPath(candidates: readonly string[]): string {
  return (
    process.env.CHROME_PATH ?? candidates.find((path) => existsSync(path)) ?? '/usr/bin/chromium'
  )
}

const processes = new Set<ChildProcess>()

/** Stops every process `run` started that is still running. */
export function stopAll(): void {
  for (const child of processes) if (child.exitCode === null) child.kill('SIGTERM')
}

/**
 * Stops everything and exits after `ms` (the returned handle clears it), or on SIGINT/SIGTERM (a
 * Ctrl-C, a timeout's signal): the devchain and the indexer never outlive the benchmark.
 */
export function installDeadline(name: string, ms: number): NodeJS.Timeout {
  const deadline = setTimeout(() => {
    console.error(`${name}: deadline of ${ms} ms reached, stopping`)
    stopAll()
    process.exit(2)
  }, ms)
  deadline.unref()
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`${name}: ${signal}, stopping`)
      stopAll()
      process.exit(130)
    })
  }
  return deadline
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs a TypeScript entry point of the repository; node itself runs it, so SIGTERM reaches it. */
export function run(name: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
  processes.add(child)
  // The last few kilobytes only: the devchain lists its 20,000 accounts when it starts.
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return {
    child,
    log: () => output,
    alive: () => {
      if (child.exitCode !== null) throw new Error(`${name} exited:\n${output}`)
    },
    stop: () =>
      new Promise<void>((resolve) => {
        processes.delete(child)
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

export type Running = ReturnType<typeof run>

/** Polls `check` every `everyMs` until it gives a value, `process` dies, or `timeoutMs` passes. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  process: Running,
  timeoutMs: number,
  everyMs = 50,
): Promise<T> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    process.alive()
    const value = await check().catch(() => undefined)
    if (value !== undefined) return value
    await sleep(everyMs)
  }
  throw new Error(`${what}: not within ${timeoutMs} ms\n${process.log()}`)
}

export async function post<T>(url: string, body: unknown = {}): Promise<T> {
  const response = await fetch(url, { method: 'POST', body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`)
  return response.json() as Promise<T>
}

/** What `/v1/health` of the indexer says. */
export type Health = {
  as_of: { block_num: number } | null
  chain_head: number | null
  catching_up: boolean
}

/** `/v1/health` of the indexer at `indexerUrl`. */
export const indexerHealth = (indexerUrl: string) =>
  fetch(`${indexerUrl}/v1/health`).then((r) => r.json() as Promise<Health>)

export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
}
export const median = (values: number[]) => quantile(values, 0.5)
export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '—')
export const ok = (pass: boolean) => (pass ? 'met' : 'NOT met')

/** Chromium's flags for a benchmark: loopback only (no host name resolves but 127.0.0.1). */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
]

/** The devchain's public development key (LOCAL USE ONLY), which signs for every account. */
export const DEV_KEY = '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3'

/**
 * The app's build settings (the `DOV_*` variables vite.config.ts reads from this process's
 * environment) for the local devchain at `chainUrl`, its every service there, and the indexer at
 * `indexerUrl` (`none`: without one).
 */
export function setLocalNetwork(chainUrl: string, indexerUrl: string): void {
  Object.assign(process.env, {
    DOV_NETWORK: 'local',
    DOV_RPC_URLS: chainUrl,
    DOV_ATOMIC_URLS: chainUrl,
    DOV_IPFS_GATEWAYS: `${chainUrl}/ipfs/`,
    DOV_RESOURCE_PROVIDER: chainUrl,
    DOV_INDEXER_URL: indexerUrl,
  })
}

/**
 * Starts the devchain with `world` on `port`, its state history on `shipPort` (a block every
 * `blockMs` when given), and waits until it answers.
 */
export async function startDevchain(options: {
  port: number
  shipPort: number
  world: string
  blockMs?: number
}): Promise<Running> {
  const { port, shipPort, world, blockMs } = options
  const devchain = run('the devchain', [
    'packages/devchain/src/cli.ts',
    ...['--port', String(port), '--ship-port', String(shipPort), '--world', world],
    ...(blockMs === undefined ? [] : ['--block-ms', String(blockMs)]),
  ])
  await until(
    'the devchain answers',
    () => post(`http://127.0.0.1:${port}/v1/chain/get_info`).then(() => true),
    devchain,
    180_000,
    200,
  )
  return devchain
}

/**
 * Starts the indexer following the devchain on `chainPort` (state history on `shipPort`) into
 * the embedded database in `dataDir`, its API on `port` for the app at `origin`, and waits until
 * it has caught up with the chain (at most `timeoutMs`).
 */
export async function startIndexer(options: {
  port: number
  chainPort: number
  shipPort: number
  dataDir: string
  origin: string
  timeoutMs: number
}): Promise<Running> {
  const { port, chainPort, shipPort, dataDir, origin, timeoutMs } = options
  const indexer = run('the indexer', ['apps/indexer/src/main.ts'], {
    SHIP_URL: `ws://127.0.0.1:${shipPort}`,
    RPC_URL: `http://127.0.0.1:${chainPort}`,
    PORT: String(port),
    DATA_DIR: dataDir,
    CORS_ORIGINS: origin,
  })
  await until(
    'the indexer caught up with the chain',
    () => indexerHealth(`http://127.0.0.1:${port}`).then((h) => (h.catching_up ? undefined : h)),
    indexer,
    timeoutMs,
    200,
  )
  return indexer
}

/**
 * Builds the app in `root` (with the settings `setLocalNetwork` gave) into `outDir` and serves it
 * with `vite preview` on `port`; the server, to close.
 */
export async function buildAndServe(root: string, outDir: string, port: number) {
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  return preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  })
}

/**
 * Stops what a benchmark started, whichever of it did start: the app's server, the indexer, the
 * devchain and every other process; removes its data folder and clears its deadline.
 */
export async function tearDown(started: {
  server: { close(): Promise<void> } | undefined
  indexer: Running | undefined
  devchain: Running | undefined
  dataDir: string
  deadline: NodeJS.Timeout
}): Promise<void> {
  await started.server?.close()
  await started.indexer?.stop()
  await started.devchain?.stop()
  stopAll()
  rmSync(started.dataDir, { recursive: true, force: true })
  clearTimeout(started.deadline)
}
