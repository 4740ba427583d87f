import { type ChildProcess, spawn } from 'node:child_process'
import { inject } from 'vitest'
import type { AsOf, HealthDocument } from '../http'
import { freePort, repoRoot } from './devchain'

/**
 * The indexer's service (`main.ts`, from the run's bundle) as child processes of a test (tests
 * only), each in the role `INDEXER_MODE` gives it, on a free port, with its output kept for the
 * test to read (what it logged since a moment) and printed when the test fails. A test starts them through
 * `IndexerProcesses`, whose `stopAll` ends every one still running, whatever the test did.
 */

/**
 * The arguments of `node` that start the service (`main.ts`) from the run's bundle
 * (`service-bundle.ts`): Node itself, with no wrapper, so a signal reaches the indexer and not a
 * parent of it. V8 runs the embedded PostgreSQL's WebAssembly with its baseline compiler only, as
 * the browser tests' indexers do (docs/testing.md, "What a start of the indexer costs"): its
 * optimizing tier compiles the hot parts again in the background, which pays back in a process
 * that runs for hours, not in one that lives for a test.
 */
export function serviceCommand(): string[] {
  return ['--liftoff-only', inject('indexerBundle').main]
}

export type IndexerMode = 'all' | 'follow' | 'api'

export type IndexerStart = {
  /** How the test and its failure output call it ("api 1"). */
  name: string
  mode: IndexerMode
  /** The chain's state history and API (`DevchainProcess`'s `ship` and `rpc`). */
  ship: string
  rpc: string
  /** A PostgreSQL server's database; unset: the embedded database in `dataDir`. */
  databaseUrl?: string
  dataDir?: string
  pollMs?: number
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null }

/** A JSON answer of the API: its status and body. */
export type Answer<T> = { status: number; body: T }

/** A stack trace's line in a log (`    at fn (file:1:2)`): a service logs a line, never these. */
export const STACK_LINE = /^\s+at .*(\(.*:\d+:\d+\)|:\d+:\d+)$/m

export class IndexerProcess {
  private text = ''
  /** Resolves when the process has exited. */
  readonly exited: Promise<Exit>

  private constructor(
    readonly name: string,
    readonly child: ChildProcess,
    /** The API's base URL, `http://127.0.0.1:PORT`. */
    readonly base: string,
  ) {
    const keep = (data: Buffer) => {
      this.text += data.toString()
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => resolve({ code, signal }))
    })
  }

  static async start(options: IndexerStart): Promise<IndexerProcess> {
    const port = await freePort()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      INDEXER_MODE: options.mode,
      SHIP_URL: options.ship,
      RPC_URL: options.rpc,
      HOST: '127.0.0.1',
      PORT: String(port),
    }
    // Nothing of the test's own environment chooses the database: only what is given.
    for (const name of ['DATABASE_URL', 'DATA_DIR', 'POLL_MS']) delete env[name]
    if (options.databaseUrl !== undefined) env.DATABASE_URL = options.databaseUrl
    if (options.dataDir !== undefined) env.DATA_DIR = options.dataDir
    if (options.pollMs !== undefined) env.POLL_MS = String(options.pollMs)
    const child = spawn(process.execPath, serviceCommand(), {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    })
    return new IndexerProcess(options.name, child, `http://127.0.0.1:${port}`)
  }

  /** Everything it wrote (stdout and stderr) so far. */
  output(): string {
    return this.text
  }

  /** A place in its output, for `since`. */
  mark(): number {
    return this.text.length
  }

  /** What it wrote after `mark`. */
  since(mark: number): string {
    return this.text.slice(mark)
  }

  /** Whether it still runs (neither exited nor killed). */
  running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null
  }

  /** Sends `signal` and resolves once it has exited (at once if it had). */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> {
    if (this.running()) this.child.kill(signal)
    return this.exited
  }

  /** GETs `path`; the status and the JSON body (rejects when it cannot be reached). */
  async get<T>(path: string): Promise<Answer<T>> {
    const response = await fetch(`${this.base}${path}`, { signal: AbortSignal.timeout(10_000) })
    return { status: response.status, body: (await response.json()) as T }
  }

  /** GETs `path` and returns the body of its 200; throws with the status and body otherwise. */
  async ok<T>(path: string): Promise<T> {
    const { status, body } = await this.get<T>(path)
    if (status !== 200)
      throw new Error(`${this.name}: GET ${path} answered ${status} ${JSON.stringify(body)}`)
    return body
  }

  /**
   * Polls `read` until `done` holds for what it returned, `timeoutMs` at most; fails at once,
   * with its output, if the process exits meanwhile. Resolves with the last value read.
   */
  async until<T>(
    what: string,
    read: () => Promise<T>,
    done: (value: T) => boolean,
    timeoutMs = 30_000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (!this.running())
        throw new Error(
          `${this.name} exited (${JSON.stringify(await this.exited)}) while waiting for ${what}:\n${this.output()}`,
        )
      const value = await read()
      if (done(value)) return value
      if (Date.now() > deadline)
        throw new Error(
          `${this.name}: no ${what} after ${timeoutMs} ms; last read ${JSON.stringify(value)}`,
        )
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  /** `/v1/health`, or undefined while it does not answer (starting, stopped). */
  async health(): Promise<HealthDocument | undefined> {
    return this.get<HealthDocument>('/v1/health').then(
      ({ status, body }) => (status === 200 ? body : undefined),
      () => undefined,
    )
  }
}

/** Every indexer process a test started, to stop them all and to show their output. */
export class IndexerProcesses {
  private readonly started: IndexerProcess[] = []

  constructor(
    /** What every process is given unless told otherwise (the chain). */
    private readonly defaults: Pick<IndexerStart, 'ship' | 'rpc'>,
  ) {}

  async start(options: Omit<IndexerStart, 'ship' | 'rpc'>): Promise<IndexerProcess> {
    const indexer = await IndexerProcess.start({ ...this.defaults, ...options })
    this.started.push(indexer)
    return indexer
  }

  /** Each process's output under its name, for a failing test's report. */
  report(): string {
    return this.started
      .map((p) => `--- ${p.name} (${p.running() ? 'running' : 'exited'}) ---\n${p.output()}`)
      .join('\n')
  }

  /** Ends every process still running (SIGKILL: nothing is left to wait for) and waits. */
  async stopAll(): Promise<void> {
    await Promise.all(this.started.map((p) => p.stop('SIGKILL')))
  }
}

/** A read of an API document with its `as_of` (`/v1/hof`, `/v1/activity`, …). */
export type Read<T extends { as_of: AsOf }> = () => Promise<T>

/**
 * Reads `left` and `right` over and over until both have answered as of one block (processes
 * that follow the same chain at their own pace pass through the same blocks, one sooner than the
 * other), and returns those two answers. Each read's answers are remembered by block, so a block
 * one showed a moment before the other counts.
 */
export async function atSameBlock<T extends { as_of: AsOf }>(
  left: Read<T>,
  right: Read<T>,
  timeoutMs = 30_000,
): Promise<[T, T]> {
  const seen = [new Map<string, T>(), new Map<string, T>()] as const
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [a, b] = await Promise.all([left(), right()])
    seen[0].set(a.as_of.block_id, a)
    seen[1].set(b.as_of.block_id, b)
    const bForA = seen[1].get(a.as_of.block_id)
    if (bForA !== undefined) return [a, bForA]
    const aForB = seen[0].get(b.as_of.block_id)
    if (aForB !== undefined) return [aForB, b]
    for (const map of seen) while (map.size > 200) map.delete(map.keys().next().value as string)
    if (Date.now() > deadline)
      throw new Error(
        `no block in common after ${timeoutMs} ms: one at ${a.as_of.block_num}, the other at ${b.as_of.block_num}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 15))
  }
}

/** What `probe` saw: how many answers, and each one that was not a 200. */
export type Probed = { answers: number; failures: string[] }

/**
 * Asks `indexer` for each of `paths` in turn, over and over, from now until `stop` is called and
 * each path has been asked at least twice (`stop` resolves then): whether it went on answering
 * while something else happened. The floor makes the count of answers a fact of the test, not of
 * the machine's speed: on a loaded machine the event may pass before the first answer comes.
 */
export function probe(indexer: IndexerProcess, paths: readonly string[]) {
  const seen: Probed = { answers: 0, failures: [] }
  let stopped = false
  const running = (async () => {
    for (let i = 0; !stopped || i < 2 * paths.length; i++) {
      const path = paths[i % paths.length] as string
      const { status, body } = await indexer
        .get<unknown>(path)
        .catch((error: unknown) => ({ status: 0, body: String(error) }))
      seen.answers++
      if (status !== 200) seen.failures.push(`${path}: ${status} ${JSON.stringify(body)}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })()
  return {
    stop: async (): Promise<Probed> => {
      stopped = true
      await running
      return seen
    },
  }
}
