/**
 * Benchmark: the Hall of Fame through its indexer (apps/indexer) and through the chain reads (the
 * screen without an indexer), in Chromium against the devchain's `large` world (1,100 players with
 * wins, 3,000 divisions) and `huge` world (20,000 players, 60,000 divisions), on loopback.
 *
 *   npm run bench:hof -w apps/web          (both worlds; WORLDS=large or WORLDS=huge for one)
 *
 * Two production builds of the app are served by `vite preview`: one built with the indexer's
 * address (DOV_INDEXER_URL), one with DOV_INDEXER_URL=none (the chain reads). For each world it
 * starts the devchain with its state history (a block every BLOCK_MS, default 500 as nodeos) and
 * the indexer (`apps/indexer/src/main.ts`, embedded PostgreSQL in a fresh folder), then measures:
 * 1. the indexer's initial sync: from its start until `/v1/health` says it has caught up with the
 *    chain's head, and the rows of the followed tables it stored by then per second (the rows are
 *    counted on the chain with `get_table_by_scope`: the indexer stores exactly those);
 * 2. cold loads of /hof, each in a fresh browser context (empty cache), through the indexer and
 *    through the chain reads: from navigation start to the first board complete and to all 7
 *    boards complete (`data-state` on every `[data-board]`, watched by a MutationObserver
 *    installed before the page's scripts; a board that stays `partial`, a scan cut short, counts
 *    as done at its last state once the page is idle), the requests the page made beyond the
 *    app's own files, and when the page asked the indexer and had its answer. The
 *    indexer's loads come first, RUNS of them after a warm-up; the chain reads' RUNS too at
 *    `large`, but one at `huge` (20,000 per-owner reads take minutes: HUGE_CHAIN_RUNS);
 * 3. the lag from a transaction to `/v1/hof` showing it, LAGS times: `deldivision` of an idle
 *    division listed on the armed forces' board, signed by its owner with the devchain's dev key
 *    after a random pause (so the pushes fall anywhere in the block interval), then `/v1/hof`
 *    polled every 20 ms until the division is gone; the lag is counted from the block's timestamp
 *    (the devchain stamps a block when it opens it, so this includes the wait for the block) and
 *    from the push's answer.
 *
 * Targets (printed met / NOT met): all boards at least 10x sooner through the indexer than
 * through the chain reads at `large` and 100x at `huge`; at most 3 requests per visit beyond the
 * app's files through the indexer; lag p95 at most 1 s; the initial sync of `huge` under 60 s.
 *
 * Settings (environment): WORLDS, RUNS (default 5), HUGE_CHAIN_RUNS (1), LAGS (50), BLOCK_MS
 * (500), SYNC_TIMEOUT_MS (10 minutes),
 * PROBE=1 (each load's requests as start-end ms, its long tasks, and the main thread's time per
 * file and per function from a CPU profile: where the time to the boards goes),
 * BENCH_APP_ROOT (the apps/web to build, e.g. a commit's checkout, when the work tree's does not
 * build), CHROME_PATH, DEADLINE_MS.
 *
 * Only loopback: Chromium resolves no host name but 127.0.0.1, and any other request is reported.
 * Every process it starts is stopped at the end and on failure; each wait has a timeout and the
 * whole run a deadline (DEADLINE_MS, default 40 minutes).
 */

import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type CDPSession, chromium, type Page, type Request } from '@playwright/test'
import { Session } from '@wharfkit/session'
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey'
import type { preview } from 'vite'
import { freePort } from '../e2e/servers'
import {
  BROWSER_ARGS,
  buildAndServe,
  DEV_KEY,
  indexerHealth,
  installDeadline,
  median,
  ms,
  ok,
  post,
  quantile,
  type Running,
  run,
  setLocalNetwork,
  sleep,
  startDevchain,
  stopAll,
  until,
} from './lib'

const WORLDS = (process.env.WORLDS ?? 'large,huge').split(',').map((w) => w.trim())
const RUNS = Number(process.env.RUNS ?? 5)
/** Chain-reads loads at `huge`: each reads 20,000 owners one request each. */
const HUGE_CHAIN_RUNS = Number(process.env.HUGE_CHAIN_RUNS ?? 1)
const LAGS = Number(process.env.LAGS ?? 50)
const BLOCK_MS = Number(process.env.BLOCK_MS ?? 500)
const DEADLINE_MS = Number(process.env.DEADLINE_MS ?? 40 * 60_000)
const SYNC_TIMEOUT_MS = Number(process.env.SYNC_TIMEOUT_MS ?? 10 * 60_000)
/** Where a load's time goes: its files' timeline, long tasks and a CPU profile's main parts. */
const PROBE = process.env.PROBE === '1'
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
/** The app to build: this one, or (BENCH_APP_ROOT) another checkout's apps/web, e.g. a commit's. */
const appRoot = process.env.BENCH_APP_ROOT ?? fileURLToPath(new URL('..', import.meta.url))
const outDir = process.env.DOV_E2E_DIST ?? 'node_modules/.bench-dist-hof'
const GAME = 'dov.game'
const BOARDS = 7
const TARGETS = {
  ratio: { large: 10, huge: 100 } as Record<string, number>,
  requests: 3,
  lagP95Ms: 1000,
  hugeSyncMs: 60_000,
}

const deadline = installDeadline('bench:hof', DEADLINE_MS)

/** Rows of the tables the indexer follows (its GAME_TABLES), counted on the chain. */
async function followedRows(chainUrl: string) {
  const counts: Record<string, number> = {}
  for (const table of ['infos', 'sdivisions', 'nfts', 'udata', 'zones']) {
    counts[table] = 0
    for (let lower = ''; ; ) {
      const page = await post<{ rows: { count: number }[]; more: string }>(
        `${chainUrl}/v1/chain/get_table_by_scope`,
        { code: GAME, table, lower_bound: lower, limit: 1000 },
      )
      for (const row of page.rows) counts[table] += row.count
      if (page.more === '') break
      lower = page.more
    }
  }
  return counts
}

type HofDoc = {
  as_of: { block_num: number; time: string }
  boards: { forces: { divID: string | number; owner: string }[] }
}

type Marks = { first: number | null; all: number | null; last: number; loading: number }

/**
 * Runs in the page before its scripts: notes when the first board is complete, when all are, and
 * when a board last changed state (a chain-reads board may stay `partial` when a scan is cut
 * short: see `coldLoad`).
 */
function watchBoards(boards: number) {
  const marks: Marks = { first: null, all: null, last: 0, loading: boards }
  Object.assign(window, { __hofMarks: marks })
  const tasks: { start: number; duration: number }[] = []
  Object.assign(window, { __hofTasks: tasks })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
  let states = ''
  new MutationObserver(() => {
    const now = performance.now()
    const all = document.querySelectorAll('[data-board]')
    const next = Array.from(all, (board) => board.getAttribute('data-state')).join()
    if (next !== states) {
      states = next
      marks.last = now
    }
    const complete = document.querySelectorAll('[data-board][data-state="complete"]').length
    marks.loading =
      boards - document.querySelectorAll('[data-board]:not([data-state="loading"])').length
    if (complete > 0 && marks.first === null) marks.first = now
    if (complete >= boards && marks.all === null) marks.all = now
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state'],
  })
}

/**
 * A load whose boards are not all complete is done once none is loading and the page has had no
 * request in flight for this long: its last state change is then its end.
 */
const IDLE_MS = 3_000

type Counts = Record<string, number>

function kindOf(request: Request, appUrl: string, chainUrl: string, indexerUrl: string): string {
  const url = request.url()
  if (url.startsWith(appUrl)) return 'app files'
  const path = new URL(url).pathname
  if (url.startsWith(indexerUrl)) return `indexer ${path}`
  if (!url.startsWith(chainUrl)) return `other ${url}`
  if (path === '/v1/chain/get_table_rows') {
    const table = (request.postDataJSON() as { table?: string } | null)?.table ?? '?'
    return table === 'infos' ? 'get_table_rows infos (per owner)' : `get_table_rows ${table}`
  }
  return path.replace('/v1/chain/', '')
}

/** PROBE: the page's requests, long tasks and CPU profile, as text. */
async function probeReport(page: Page, cdp: CDPSession): Promise<string> {
  const timeline = await page.evaluate(() => ({
    files: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (e) => `${e.name.replace(/^.*\//, '')} ${e.startTime.toFixed(0)}-${e.responseEnd.toFixed(0)}`,
    ),
    tasks: (window as unknown as { __hofTasks: { start: number; duration: number }[] }).__hofTasks,
  }))
  const { profile } = await cdp.send('Profiler.stop')
  const self = new Map<number, number>()
  profile.samples?.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000)
  })
  const byFile = new Map<string, number>()
  const byFunction = new Map<string, number>()
  for (const node of profile.nodes) {
    const time = self.get(node.id) ?? 0
    const { url, functionName, lineNumber, columnNumber } = node.callFrame
    const file = url.replace(/^.*\//, '') || `(${functionName})`
    byFile.set(file, (byFile.get(file) ?? 0) + time)
    const where = `${file} ${functionName}:${lineNumber + 1}:${columnNumber + 1}`
    byFunction.set(where, (byFunction.get(where) ?? 0) + time)
  }
  const top = (times: Map<string, number>, n: number) =>
    [...times]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([what, time]) => `      ${time.toFixed(1).padStart(7)} ms  ${what}`)
      .join('\n')
  return `    requests (start-end ms): ${timeline.files.join(', ')}
    long tasks (start+duration ms): ${timeline.tasks.map((t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)}`).join(', ') || 'none'}
    main thread per file:
${top(byFile, 8)}
    per function:
${top(byFunction, 12)}`
}

const loadAtStart = loadavg()[0] ?? Number.NaN
// The same ports for every world: both builds of the app are made once, for these addresses.
const chainPort = await freePort()
const shipPort = await freePort()
const indexerPort = await freePort()
const chainUrl = `http://127.0.0.1:${chainPort}`
const indexerUrl = `http://127.0.0.1:${indexerPort}`
const servers: Awaited<ReturnType<typeof preview>>[] = []
let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined
let devchain: Running | undefined
let indexer: Running | undefined
const dataDirs: string[] = []
const summaries: string[] = []
const verdicts: string[] = []

/** The production build of the app, served by `vite preview`; its origin. */
async function serve(dir: string, indexerSetting: string) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  setLocalNetwork(chainUrl, indexerSetting)
  servers.push(await buildAndServe(appRoot, dir, port))
  return origin
}

try {
  console.log(`bench:hof: building the app (through the indexer, and through the chain reads)…`)
  const indexedApp = await serve(`${outDir}-indexed`, indexerUrl)
  const chainApp = await serve(outDir, 'none')
  browser = await chromium.launch({
    executablePath,
    args: BROWSER_ARGS,
  })
  const offLoopback = new Set<string>()

  /** One cold load of /hof from `appUrl`, in a fresh context: its marks and its requests. */
  async function coldLoad(appUrl: string, timeoutMs: number) {
    const context = await (browser as NonNullable<typeof browser>).newContext({ baseURL: appUrl })
    // tsx names the bench's functions with `__name`: the page needs it too.
    await context.addInitScript('window.__name = (fn) => fn')
    await context.addInitScript(watchBoards, BOARDS)
    const page = await context.newPage()
    const counts: Counts = {}
    let inFlight = 0
    let lastRequest = Date.now()
    page.on('request', (request) => {
      inFlight++
      lastRequest = Date.now()
      const url = new URL(request.url())
      if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') offLoopback.add(url.href)
      const kind = kindOf(request, appUrl, chainUrl, indexerUrl)
      counts[kind] = (counts[kind] ?? 0) + 1
    })
    const settled = () => {
      inFlight--
      lastRequest = Date.now()
    }
    page.on('requestfinished', settled)
    page.on('requestfailed', settled)
    const cdp = PROBE ? await context.newCDPSession(page) : undefined
    if (cdp !== undefined) {
      await page.goto('about:blank')
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
    }
    try {
      await page.goto('/hof')
      // Checked from here every 250 ms, not in the page every frame: it must not cost the page.
      const end = Date.now() + timeoutMs
      for (;;) {
        const marks = await page.evaluate(
          () => (window as unknown as { __hofMarks: Marks }).__hofMarks,
        )
        if (marks.all !== null) break
        if (marks.loading === 0 && inFlight === 0 && Date.now() - lastRequest > IDLE_MS) break
        if (Date.now() > end) throw new Error(`/hof: boards not done within ${timeoutMs} ms`)
        await sleep(250)
      }
      const marks = await page.evaluate(
        () => (window as unknown as { __hofMarks: Marks }).__hofMarks,
      )
      // When the page asked for its first data (before it, the app starts), and when the
      // indexer's answer began and ended.
      const timing = await page.evaluate(
        ([chain, indexer]) => {
          const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
          const hof = entries.find((e) => e.name === `${indexer}/v1/hof`)
          return {
            firstRead: Math.min(
              ...entries
                .filter(
                  (e) => e.name.startsWith(chain as string) || e.name.startsWith(indexer as string),
                )
                .map((e) => e.startTime),
            ),
            // Cross-origin without Timing-Allow-Origin: only its start and its end are known.
            hof: hof && { start: hof.startTime, end: hof.responseEnd },
          }
        },
        [chainUrl, indexerUrl],
      )
      if (cdp !== undefined) console.log(await probeReport(page, cdp))
      const states = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-board]'), (b) => b.getAttribute('data-state')),
      )
      const beyond = Object.entries(counts)
        .filter(([kind]) => kind !== 'app files')
        .reduce((sum, [, n]) => sum + n, 0)
      return {
        first: marks.first ?? Number.NaN,
        /** All boards complete; else the last board's last state change (see IDLE_MS). */
        all: marks.all ?? marks.last,
        firstRead: timing.firstRead,
        hof: timing.hof,
        notComplete: states.filter((s) => s !== 'complete').length,
        states: [...new Set(states)]
          .map((state) => `${states.filter((s) => s === state).length} ${state}`)
          .join(', '),
        counts,
        beyond,
      }
    } finally {
      await context.close()
    }
  }

  type Load = Awaited<ReturnType<typeof coldLoad>>

  async function loads(
    label: string,
    appUrl: string,
    runs: number,
    warmUp: boolean,
    timeoutMs: number,
  ) {
    const measured: Load[] = []
    for (let run = warmUp ? 0 : 1; run <= runs; run++) {
      const load = await coldLoad(appUrl, timeoutMs)
      if (run > 0) measured.push(load)
      console.log(
        `  ${label} load ${run === 0 ? 'warm-up' : run}: first board ${ms(load.first)}, all boards ${ms(load.all)}${load.notComplete ? ` (${load.states})` : ''}, ${load.beyond} requests beyond the app's files`,
      )
    }
    return measured
  }

  /** `deldivision` of idle divisions on the forces board, LAGS times: the lag until /v1/hof shows it. */
  async function lags() {
    const { chain_id } = await post<{ chain_id: string }>(`${chainUrl}/v1/chain/get_info`)
    const sessions = new Map<string, Session>()
    const sessionOf = (owner: string) => {
      let session = sessions.get(owner)
      if (session === undefined) {
        session = new Session({
          chain: { id: chain_id, url: chainUrl },
          actor: owner,
          permission: 'active',
          walletPlugin: new WalletPluginPrivateKey(DEV_KEY),
        })
        sessions.set(owner, session)
      }
      return session
    }
    const hof = async () => {
      const response = await fetch(`${indexerUrl}/v1/hof`)
      if (!response.ok) throw new Error(`/v1/hof: HTTP ${response.status}`)
      return (await response.json()) as HofDoc
    }
    const fromBlock: number[] = []
    const fromPush: number[] = []
    const tried = new Set<string>()
    let refused = 0
    while (fromBlock.length < LAGS) {
      const listed = (await hof()).boards.forces.find((d) => !tried.has(String(d.divID)))
      if (listed === undefined) throw new Error('no division left to delete on the forces board')
      const divID = String(listed.divID)
      tried.add(divID)
      // Anywhere in the block interval, not in step with the last block seen.
      await sleep(Math.random() * BLOCK_MS)
      let processed: { block_num: number; block_time: string } | undefined
      try {
        const result = await sessionOf(listed.owner).transact({
          action: {
            account: GAME,
            name: 'deldivision',
            authorization: [{ actor: listed.owner, permission: 'active' }],
            data: { asset_id: divID },
          },
        })
        processed = (result.response as { processed?: typeof processed }).processed
      } catch {
        // In a fight (not idle): the next division on the board.
        if (++refused > 100) throw new Error('100 deletions refused')
        continue
      }
      const answered = Date.now()
      if (processed === undefined) throw new Error('the push named no block')
      const blockTime = Date.parse(
        processed.block_time.endsWith('Z') ? processed.block_time : `${processed.block_time}Z`,
      )
      for (;;) {
        const asked = Date.now()
        const doc = await hof()
        const seen = Date.now()
        if (
          doc.as_of.block_num >= processed.block_num &&
          !doc.boards.forces.some((d) => String(d.divID) === divID)
        ) {
          fromBlock.push(seen - blockTime)
          fromPush.push(seen - answered)
          break
        }
        if (seen - answered > 30_000) throw new Error(`division ${divID} still listed after 30 s`)
        await sleep(Math.max(0, 20 - (seen - asked)))
      }
    }
    return { fromBlock, fromPush, refused }
  }

  for (const world of WORLDS) {
    console.log(`\nbench:hof: world ${world}: starting the devchain (blocks every ${BLOCK_MS} ms)…`)
    const chainStarted = performance.now()
    devchain = await startDevchain({ port: chainPort, shipPort, world, blockMs: BLOCK_MS })
    console.log(`  devchain up in ${ms(performance.now() - chainStarted)}`)
    const rows = await followedRows(chainUrl)
    const totalRows = Object.values(rows).reduce((a, b) => a + b, 0)

    // 1. The indexer's initial sync, the machine otherwise idle.
    const dataDir = mkdtempSync(join(tmpdir(), 'dov-bench-indexer-'))
    dataDirs.push(dataDir)
    const syncStarted = performance.now()
    indexer = run('the indexer', ['apps/indexer/src/main.ts'], {
      SHIP_URL: `ws://127.0.0.1:${shipPort}`,
      RPC_URL: chainUrl,
      PORT: String(indexerPort),
      DATA_DIR: dataDir,
      CORS_ORIGINS: indexedApp,
    })
    const health = () => indexerHealth(indexerUrl)
    await until('the indexer answers', () => health().then(() => true), indexer, 120_000)
    const listening = performance.now() - syncStarted
    const synced = await until(
      'the indexer caught up with the chain',
      () => health().then((h) => (h.catching_up ? undefined : h)),
      indexer,
      SYNC_TIMEOUT_MS,
    )
    const syncMs = performance.now() - syncStarted
    const rowsPerSecond = totalRows / (syncMs / 1000)
    console.log(
      `  indexer synced in ${ms(syncMs)} (API up after ${ms(listening)}), block ${synced.as_of?.block_num} of ${synced.chain_head}: ${totalRows} rows, ${rowsPerSecond.toFixed(0)} rows/s`,
    )
    // The first /v1/hof computes the boards: time it apart, before the page asks.
    const firstHof = performance.now()
    await fetch(`${indexerUrl}/v1/hof`).then((r) => r.arrayBuffer())
    const firstHofMs = performance.now() - firstHof

    // 2. Cold loads, through the indexer then through the chain reads.
    const viaIndexer = await loads('indexer', indexedApp, RUNS, true, 60_000)
    const chainRuns = world === 'huge' ? HUGE_CHAIN_RUNS : RUNS
    const viaChain = await loads('chain reads', chainApp, chainRuns, world !== 'huge', 900_000)

    // 3. The lag from a transaction to /v1/hof.
    const lag = await lags()

    const iFirst = median(viaIndexer.map((l) => l.first))
    const iAll = median(viaIndexer.map((l) => l.all))
    const cFirst = median(viaChain.map((l) => l.first))
    const cAll = median(viaChain.map((l) => l.all))
    const iRequests = Math.max(...viaIndexer.map((l) => l.beyond))
    const cRequests = median(viaChain.map((l) => l.beyond))
    const ratio = cAll / iAll
    const ratioTarget = TARGETS.ratio[world] ?? 10
    const lagBlock = { p50: median(lag.fromBlock), p95: quantile(lag.fromBlock, 0.95) }
    const lagPush = { p50: median(lag.fromPush), p95: quantile(lag.fromPush, 0.95) }
    const kinds = (counts: Counts) =>
      Object.entries(counts)
        .filter(([kind]) => kind !== 'app files')
        .sort(([, a], [, b]) => b - a)
        .map(([kind, n]) => `      ${String(n).padStart(6)}  ${kind}`)
        .join('\n')
    const partial = viaChain.some((l) => l.notComplete > 0)
    const row = (label: string, indexed: string, chain: string) =>
      `    ${label.padEnd(30)}${indexed.padStart(9)}   ${chain.padStart(11)}`
    summaries.push(`
Hall of Fame, world ${world}: ${totalRows} rows followed (${Object.entries(rows)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ')})
  cold load of /hof, ms from navigation start: median of ${viaIndexer.length} through the indexer, ${viaChain.length} through the chain reads${world === 'huge' ? ' (one is enough: 20,000 per-owner reads)' : ''}
${row('', 'indexer', 'chain reads')}
${row("first request (the app's start)", ms(median(viaIndexer.map((l) => l.firstRead))), ms(median(viaChain.map((l) => l.firstRead))))}
${row('first board complete', ms(iFirst), ms(cFirst))}
${row('all 7 boards', ms(iAll), ms(cAll))}${partial ? `\n      (chain reads: ${viaChain[0]?.states}; all = the last board's last state, the page then idle)` : ''}
${row("requests beyond the app's files", String(iRequests), String(cRequests))}
    the indexer's /v1/hof: asked at ${ms(median(viaIndexer.map((l) => l.hof?.start ?? Number.NaN)))}, answered at ${ms(median(viaIndexer.map((l) => l.hof?.end ?? Number.NaN)))}
    through the indexer:
${kinds(viaIndexer.at(-1)?.counts ?? {})}
    through the chain reads:
${kinds(viaChain.at(-1)?.counts ?? {})}
  all boards, chain reads / indexer: ${ratio.toFixed(0)}x (target ≥ ${ratioTarget}x: ${ok(ratio >= ratioTarget)})
  requests beyond the app's files through the indexer: ${iRequests} (target ≤ ${TARGETS.requests}: ${ok(iRequests <= TARGETS.requests)})
  indexer's initial sync: ${ms(syncMs)} to the chain's head (API up after ${ms(listening)}), ${totalRows} rows, ${rowsPerSecond.toFixed(0)} rows/s${world === 'huge' ? ` (target < ${TARGETS.hugeSyncMs / 1000} s: ${ok(syncMs < TARGETS.hugeSyncMs)})` : ''}
    first /v1/hof after it (computes the boards): ${ms(firstHofMs)}
  lag from a deldivision to /v1/hof showing it, ${lag.fromBlock.length} times, blocks every ${BLOCK_MS} ms${lag.refused ? ` (${lag.refused} deletions refused: division busy)` : ''}
    from the block's timestamp  p50 ${ms(lagBlock.p50)}, p95 ${ms(lagBlock.p95)}, max ${ms(Math.max(...lag.fromBlock))} (target p95 ≤ ${TARGETS.lagP95Ms} ms: ${ok(lagBlock.p95 <= TARGETS.lagP95Ms)})
    from the push's answer      p50 ${ms(lagPush.p50)}, p95 ${ms(lagPush.p95)}, max ${ms(Math.max(...lag.fromPush))}`)
    verdicts.push(
      `${world}: ratio ${ok(ratio >= ratioTarget)}, requests ${ok(iRequests <= TARGETS.requests)}, lag ${ok(lagBlock.p95 <= TARGETS.lagP95Ms)}${world === 'huge' ? `, sync ${ok(syncMs < TARGETS.hugeSyncMs)}` : ''}`,
    )
    console.log(summaries.at(-1))

    await indexer.stop()
    await devchain.stop()
    indexer = undefined
    devchain = undefined
  }

  console.log(`
bench:hof: summary (RUNS=${RUNS}, HUGE_CHAIN_RUNS=${HUGE_CHAIN_RUNS}, LAGS=${LAGS}, BLOCK_MS=${BLOCK_MS})
${summaries.join('\n')}

  targets: ${verdicts.join('; ')}
  machine: ${cpus().length} cores, load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? Number.NaN).toFixed(1)} at the end
  requests off loopback: ${offLoopback.size}${offLoopback.size ? ` (${[...offLoopback].slice(0, 3).join(', ')})` : ''}`)
} finally {
  await browser?.close()
  for (const server of servers) await server.close()
  await indexer?.stop()
  await devchain?.stop()
  stopAll()
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  clearTimeout(deadline)
}
