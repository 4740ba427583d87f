/**
 * Benchmark (issue 14): the Hall of Fame at 1,100 players, in Chromium against the devchain's
 * `large` world (1,100 owners with wins, 3,000 divisions, 7,477 cards placed), on loopback.
 *
 *   npm run bench:hof -w apps/web          (RUNS=5 by default)
 *
 * It starts the devchain (`--world large`) and the production build of the app served by
 * `vite preview`, each on a free loopback port, then loads /hof RUNS times, each in a fresh
 * browser context (empty cache), and measures from navigation start:
 * - time to the first board complete and to all 7 boards complete (`data-state="complete"` on
 *   every `[data-board]`, watched by a MutationObserver installed before the page's scripts);
 * - the requests the page made (chain API by kind, and the app's own files).
 * Then it loads the same data the naive way: the same chain requests (owners' list, tables, every
 * owner's wins) one after another, awaiting each answer before the next request, from the same
 * browser page and from Node, for the ratio.
 *
 * Last, one cold load and the naive load with RTT_MS (default 20; 0 skips it) of latency added to
 * every request by Chromium's network emulation, as a remote node would add: there, reading
 * several owners at once pays.
 *
 * Only loopback: Chromium resolves no host name but 127.0.0.1, and any other request is reported.
 * The run stops by itself: each wait has a timeout and the whole run a deadline (DEADLINE_MS,
 * default 10 minutes).
 */

import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { chromium, type Request } from '@playwright/test'
import { build, preview } from 'vite'
import { startDevchain } from '../e2e/devchain'
import { freePort } from '../e2e/servers'

const RUNS = Number(process.env.RUNS ?? 5)
const DEADLINE_MS = Number(process.env.DEADLINE_MS ?? 10 * 60_000)
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const appRoot = fileURLToPath(new URL('..', import.meta.url))
const outDir = process.env.DOV_E2E_DIST ?? 'node_modules/.bench-dist-hof'
/** Delay before each chain request in the round-trip scenario (0 skips it). */
const RTT_MS = Number(process.env.RTT_MS ?? 20)
const BOARDS = 7
const TARGETS = { firstBoardMs: 300, allBoardsMs: 1000, ratio: 10 }

const deadline = setTimeout(() => {
  console.error(`bench:hof: deadline of ${DEADLINE_MS} ms reached, stopping`)
  process.exit(2)
}, DEADLINE_MS)
deadline.unref()

type Marks = { first: number | null; all: number | null }

/** Runs in the page before its scripts: notes when the first and the last board complete. */
function watchBoards(boards: number) {
  const marks: Marks = { first: null, all: null }
  Object.assign(window, { __hofMarks: marks })
  const check = () => {
    const complete = document.querySelectorAll('[data-board][data-state="complete"]').length
    if (complete > 0 && marks.first === null) marks.first = performance.now()
    if (complete >= boards && marks.all === null) marks.all = performance.now()
  }
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state'],
  })
}

type Counts = Record<string, number>

function kindOf(request: Request, chainUrl: string): string {
  const url = request.url()
  if (!url.startsWith(chainUrl)) return 'app files'
  const path = new URL(url).pathname
  if (path === '/v1/chain/get_table_rows') {
    const table = (request.postDataJSON() as { table?: string } | null)?.table ?? '?'
    return table === 'infos' ? 'get_table_rows infos (per owner)' : `get_table_rows ${table}`
  }
  return path.replace('/v1/chain/', '')
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN
}

type ChainCall = { path: string; body: Record<string, unknown> }

/** The chain requests of one Hall of Fame load, made one after another (each page needs the last). */
async function naiveLoad(
  call: (c: ChainCall) => Promise<Record<string, unknown>>,
  /** Owners read at once: 1 is the naive load; more gives a bare loop's best. */
  width = 1,
) {
  let requests = 0
  const post = (path: string, body: Record<string, unknown>) => {
    requests++
    return call({ path, body })
  }
  const owners: string[] = []
  for (let lower = ''; ; ) {
    const page = await post('/v1/chain/get_table_by_scope', {
      code: 'dov.game',
      table: 'infos',
      lower_bound: lower,
      limit: 1000,
    })
    for (const row of page.rows as { scope: string; count: number }[])
      if (row.count > 0) owners.push(row.scope)
    if (page.more === '') break
    lower = String(page.more)
  }
  for (const table of ['sdivisions', 'nfts', 'udata', 'zones']) {
    for (let lower = ''; ; ) {
      const page = await post('/v1/chain/get_table_rows', {
        json: true,
        code: 'dov.game',
        scope: 'dov.game',
        table,
        lower_bound: lower,
        limit: 1000,
      })
      if (page.more !== true) break
      lower = String(page.next_key)
    }
  }
  let next = 0
  const worker = async () => {
    while (next < owners.length) {
      const owner = owners[next++]
      await post('/v1/chain/get_table_rows', {
        json: true,
        code: 'dov.game',
        scope: owner,
        table: 'infos',
        limit: 1000,
      })
    }
  }
  await Promise.all(Array.from({ length: width }, worker))
  return { requests, owners: owners.length }
}

const loadAtStart = loadavg()[0] ?? Number.NaN
console.log('bench:hof: starting the devchain (large world) and building the app…')
const devchain = await startDevchain(await freePort(), 'large')
let server: Awaited<ReturnType<typeof preview>> | undefined
const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
    // Loopback only: no host name resolves except 127.0.0.1 (the page asks for no other).
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
})
try {
  Object.assign(process.env, {
    DOV_NETWORK: 'local',
    DOV_RPC_URLS: devchain.url,
    DOV_ATOMIC_URLS: devchain.url,
    DOV_IPFS_GATEWAYS: `${devchain.url}/ipfs/`,
    DOV_RESOURCE_PROVIDER: devchain.url,
  })
  await build({ root: appRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  const port = await freePort()
  server = await preview({
    root: appRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  })
  const baseURL = `http://127.0.0.1:${port}`

  const chainUrl = devchain.url
  const offLoopback = new Set<string>()

  /**
   * A page in a fresh context (empty cache). With `rttMs`, Chromium's network emulation adds that
   * latency to every request (as DevTools' throttling does), as a remote server would.
   */
  async function freshPage(rttMs: number) {
    const context = await browser.newContext({ baseURL })
    // tsx names the bench's functions with `__name`: the page needs it too.
    await context.addInitScript('window.__name = (fn) => fn')
    await context.addInitScript(watchBoards, BOARDS)
    const page = await context.newPage()
    if (rttMs > 0) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: rttMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
    }
    return { context, page }
  }

  /** One cold load of /hof: its marks and the requests it made. */
  async function coldLoad(rttMs: number) {
    const { context, page } = await freshPage(rttMs)
    const counts: Counts = {}
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') offLoopback.add(url.href)
      const kind = kindOf(request, chainUrl)
      counts[kind] = (counts[kind] ?? 0) + 1
    })
    await page.goto('/hof')
    await page.waitForFunction(
      () => (window as unknown as { __hofMarks: Marks }).__hofMarks.all !== null,
      undefined,
      // Not every frame (Playwright's default): the check must not cost the page it measures.
      { timeout: 120_000, polling: 250 },
    )
    const marks = await page.evaluate(() => (window as unknown as { __hofMarks: Marks }).__hofMarks)
    // When the page asked the chain for its first table (the app's own start-up before it).
    const reading = await page.evaluate(() =>
      Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/v1/chain/get_table'))
          .map((entry) => entry.startTime),
      ),
    )
    await context.close()
    return {
      first: marks.first ?? Number.NaN,
      all: marks.all ?? Number.NaN,
      /** From the first table read to all boards complete: the part the naive load compares to. */
      data: (marks.all ?? Number.NaN) - reading,
      counts,
    }
  }

  /** The naive load in a page of the app's origin: `naiveLoad`'s own source, run there. */
  async function naiveInPage(rttMs: number, width = 1) {
    const { context, page } = await freshPage(rttMs)
    await page.goto('/nowhere')
    const result = (await page.evaluate(`(async () => {
      const call = async (c) => {
        const response = await fetch(${JSON.stringify(chainUrl)} + c.path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(c.body),
        })
        return response.json()
      }
      const started = performance.now()
      const result = await (${naiveLoad.toString()})(call, ${width})
      return { ...result, ms: performance.now() - started }
    })()`)) as { requests: number; owners: number; ms: number }
    await context.close()
    return result
  }

  // Loopback: RUNS cold loads after a warm-up one (Chromium's and the devchain's first run).
  const loads: Awaited<ReturnType<typeof coldLoad>>[] = []
  for (let run = 0; run <= RUNS; run++) {
    const load = await coldLoad(0)
    if (run > 0) loads.push(load)
    console.log(
      `  load ${run === 0 ? 'warm-up' : run}: first board ${load.first.toFixed(0)} ms, all boards ${load.all.toFixed(0)} ms (reads ${load.data.toFixed(0)} ms)`,
    )
  }
  const inPage = await naiveInPage(0)
  // The same requests, the owners 6 at a time, in a bare loop: the best any page can do with them.
  const bare = await naiveInPage(0, 6)
  const nodeStarted = performance.now()
  const fromNode = await naiveLoad(async (c) => {
    const response = await fetch(`${chainUrl}${c.path}`, {
      method: 'POST',
      body: JSON.stringify(c.body),
    })
    return (await response.json()) as Record<string, unknown>
  })
  const nodeMs = performance.now() - nodeStarted

  // A network round trip (RTT_MS more on every request, as to a remote node): where reading
  // several owners at once pays.
  const rtt =
    RTT_MS > 0 ? { load: await coldLoad(RTT_MS), naive: await naiveInPage(RTT_MS) } : undefined

  const first = median(loads.map((l) => l.first))
  const all = median(loads.map((l) => l.all))
  const worstAll = Math.max(...loads.map((l) => l.all))
  const data = median(loads.map((l) => l.data))
  const counts = loads.at(-1)?.counts ?? {}
  const chainRequests = Object.entries(counts)
    .filter(([kind]) => kind !== 'app files')
    .reduce((sum, [, n]) => sum + n, 0)
  const ratio = inPage.ms / data
  const ok = (pass: boolean) => (pass ? 'met' : 'NOT met')
  console.log(`
Hall of Fame, large world: ${inPage.owners} players with wins, median of ${RUNS} cold loads (ms from navigation start)
  first board complete   ${first.toFixed(0)} ms   (target ≤ ${TARGETS.firstBoardMs}: ${ok(first <= TARGETS.firstBoardMs)})
  all 7 boards complete  ${all.toFixed(0)} ms   (worst ${worstAll.toFixed(0)}; target ≤ ${TARGETS.allBoardsMs}: ${ok(all <= TARGETS.allBoardsMs)})
    of which the reads   ${data.toFixed(0)} ms   (first table read to all boards; before it, the app starts)
  requests per load      ${chainRequests} to the chain API, ${counts['app files'] ?? 0} for the app's files
${Object.entries(counts)
  .filter(([kind]) => kind !== 'app files')
  .sort(([, a], [, b]) => b - a)
  .map(([kind, n]) => `    ${String(n).padStart(5)}  ${kind}`)
  .join('\n')}
  naive: the same ${inPage.requests} chain requests one after another
    in the same browser  ${inPage.ms.toFixed(0)} ms
    (a bare loop in the same browser, owners 6 at a time: ${bare.ms.toFixed(0)} ms, the floor for any page making these requests)
    from Node            ${nodeMs.toFixed(0)} ms (${fromNode.requests} requests)
  speed-up over the naive load in the browser (its reads against ours): ${ratio.toFixed(1)}× (target ≥ ${TARGETS.ratio}: ${ok(ratio >= TARGETS.ratio)})${
    rtt
      ? `
  with ${RTT_MS} ms of latency on every request (a remote node), one cold load:
    first board ${rtt.load.first.toFixed(0)} ms, all boards ${rtt.load.all.toFixed(0)} ms (reads ${rtt.load.data.toFixed(0)} ms); naive ${rtt.naive.ms.toFixed(0)} ms: ${(rtt.naive.ms / rtt.load.data).toFixed(1)}×`
      : ''
  }
  machine: ${cpus().length} cores, load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? Number.NaN).toFixed(1)} at the end
  requests off loopback: ${offLoopback.size}${offLoopback.size ? ` (${[...offLoopback].slice(0, 3).join(', ')})` : ''}`)
} finally {
  await browser.close()
  await server?.close()
  await devchain.stop()
  clearTimeout(deadline)
}
