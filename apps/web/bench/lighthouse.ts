/**
 * Benchmark: Lighthouse's performance figures for the public screens on a mid-range phone, with
 * the indexer and without it.
 *
 *   npm run bench:lighthouse -w apps/web                 (3 runs of each route)
 *   npm run bench:lighthouse -w apps/web -- --runs 5
 *
 * The production build of the app, made with the indexer's address as `npm start` makes it, is
 * served by `vite preview`; the devchain runs its `demo` world (as `npm start`) with its state
 * history, and the indexer (`apps/indexer/src/main.ts`, embedded PostgreSQL in a fresh folder)
 * follows it. Once the indexer has caught up, Lighthouse 12 (its default config: the mobile
 * preset, a Moto G Power's screen, simulated slow 4G and a 4x slower CPU) loads each route in a
 * fresh headless Chromium (a new profile: logged out, empty cache):
 *
 * - with the indexer: `/`, `/hof`, `/player/player5`, `/fight`, `/activity`;
 * - then with the indexer stopped: `/hof` and `/player/player5`, which then read the chain (the
 *   app's fallback once the indexer does not answer).
 *
 * Each route is loaded RUNS times, the routes taken in turn (so a passing burst of load on the
 * machine spreads over every route rather than one), and the table gives the median of each
 * figure: the performance score, Largest Contentful Paint, Total Blocking Time and Cumulative
 * Layout Shift, each against its target (performance >= 95, LCP <= 2.0 s, TBT <= 200 ms,
 * CLS <= 0.05). Simulated throttling multiplies the CPU time Chromium observes, so the machine's
 * load shows in LCP and TBT: the load average is printed with the table.
 *
 * Flags: --runs N (default 3), --reports DIR (each run's Lighthouse report as JSON, to read where
 * the time goes), --routes LIST (comma-separated: only these of the runs; a route with the indexer
 * stopped is written `stopped:/hof`; e.g. `--routes /hof,stopped:/hof`). Environment: CHROME_PATH (default /usr/bin/chromium, else Debian's headless
 * shell), DEADLINE_MS (default 40 minutes). Only loopback: Chromium resolves no host name but
 * 127.0.0.1. Every process it starts is stopped at the end and on failure.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { preview } from 'vite'
import { freePort } from '../e2e/servers'
import {
  appRoot,
  BROWSER_ARGS,
  buildAndServe,
  chromiumPath,
  installDeadline,
  median,
  type Running,
  setLocalNetwork,
  startDevchain,
  startIndexer,
  tearDown,
} from './lib'

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: {
    runs: { type: 'string', default: '3' },
    reports: { type: 'string' },
    routes: { type: 'string' },
  },
})
const RUNS = Number(flags.runs)
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive integer`)
const reportsDir = flags.reports === undefined ? undefined : resolve(flags.reports)
const DEADLINE_MS = Number(process.env.DEADLINE_MS ?? 40 * 60_000)
const chromePath = chromiumPath(['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'])
const outDir = process.env.DOV_E2E_DIST ?? 'node_modules/.bench-dist-lighthouse'

const ALL_WITH_INDEXER = ['/', '/hof', '/player/player5', '/fight', '/activity']
const ALL_WITHOUT_INDEXER = ['/hof', '/player/player5']
const STOPPED = 'stopped:'
const chosen = flags.routes?.split(',').map((route) => route.trim())
for (const route of chosen ?? []) {
  const known = route.startsWith(STOPPED)
    ? ALL_WITHOUT_INDEXER.includes(route.slice(STOPPED.length))
    : ALL_WITH_INDEXER.includes(route)
  if (!known) throw new Error(`--routes: ${route} is not one of the bench's runs`)
}
const WITH_INDEXER = ALL_WITH_INDEXER.filter((route) => chosen?.includes(route) ?? true)
const WITHOUT_INDEXER = ALL_WITHOUT_INDEXER.filter(
  (route) => chosen?.includes(`${STOPPED}${route}`) ?? true,
)
const TARGETS = { performance: 95, lcpMs: 2000, tbtMs: 200, cls: 0.05 }

type Figures = { performance: number; lcp: number; tbt: number; cls: number }

const deadline = installDeadline('bench:lighthouse', DEADLINE_MS)

/** One Lighthouse run of `url` in a fresh Chromium: its figures. */
async function measure(url: string, report: string | undefined): Promise<Figures> {
  const chrome = await launch({
    chromePath,
    // chrome-launcher adds its own flags for a clean, quiet profile; these keep it on loopback.
    chromeFlags: ['--headless=new', ...BROWSER_ARGS],
    logLevel: 'silent',
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (result === undefined) throw new Error(`${url}: Lighthouse gave no result`)
    const { lhr } = result
    if (lhr.runtimeError !== undefined)
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    if (report !== undefined) writeFileSync(report, JSON.stringify(lhr))
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    }
  } finally {
    chrome.kill()
  }
}

const format = {
  performance: (v: number) => String(v),
  lcp: (v: number) => `${(v / 1000).toFixed(1)} s`,
  tbt: (v: number) => `${v.toFixed(0)} ms`,
  cls: (v: number) => v.toFixed(3),
}
const meets = (f: Figures) => ({
  performance: f.performance >= TARGETS.performance,
  lcp: f.lcp <= TARGETS.lcpMs,
  tbt: f.tbt <= TARGETS.tbtMs,
  cls: f.cls <= TARGETS.cls,
})

/** Every route's runs, RUNS rounds of the routes in turn. */
async function rounds(origin: string, routes: string[], label: string) {
  const figures = new Map<string, Figures[]>(routes.map((route) => [route, []]))
  for (let round = 1; round <= RUNS; round++) {
    for (const route of routes) {
      const name = `${label}${route.replaceAll('/', '_') || '_'}-${round}`
      const report = reportsDir === undefined ? undefined : join(reportsDir, `${name}.json`)
      const f = await measure(`${origin}${route}`, report)
      figures.get(route)?.push(f)
      console.log(
        `  ${label} ${route} run ${round}: performance ${f.performance}, LCP ${format.lcp(f.lcp)}, TBT ${format.tbt(f.tbt)}, CLS ${format.cls(f.cls)} (load ${(loadavg()[0] ?? 0).toFixed(1)})`,
      )
    }
  }
  return [...figures].map(([route, runs]) => ({
    route: label === 'with the indexer' ? route : `${route} (indexer stopped)`,
    median: {
      performance: median(runs.map((f) => f.performance)),
      lcp: median(runs.map((f) => f.lcp)),
      tbt: median(runs.map((f) => f.tbt)),
      cls: median(runs.map((f) => f.cls)),
    },
    runs,
  }))
}

const loadAtStart = loadavg()[0] ?? Number.NaN
const chainPort = await freePort()
const shipPort = await freePort()
const indexerPort = await freePort()
const appPort = await freePort()
const chainUrl = `http://127.0.0.1:${chainPort}`
const indexerUrl = `http://127.0.0.1:${indexerPort}`
const origin = `http://127.0.0.1:${appPort}`
let server: Awaited<ReturnType<typeof preview>> | undefined
let devchain: Running | undefined
let indexer: Running | undefined
const dataDir = mkdtempSync(join(tmpdir(), 'dov-bench-lighthouse-'))

try {
  if (reportsDir !== undefined) mkdirSync(reportsDir, { recursive: true })
  console.log(`bench:lighthouse: building the app, starting the devchain and the indexer…`)
  setLocalNetwork(chainUrl, indexerUrl)
  server = await buildAndServe(appRoot, outDir, appPort)

  devchain = await startDevchain({ port: chainPort, shipPort, world: 'demo' })
  const following = await startIndexer({
    port: indexerPort,
    chainPort,
    shipPort,
    dataDir,
    origin,
    timeoutMs: 180_000,
  })
  indexer = following
  // The indexer computes its first documents on the first asks: not in a measured run.
  await fetch(`${indexerUrl}/v1/hof`).then((r) => r.arrayBuffer())
  await fetch(`${indexerUrl}/v1/player?account=player5`).then((r) => r.arrayBuffer())

  console.log(
    `bench:lighthouse: Lighthouse 12, mobile preset, ${RUNS} run(s) per route, ${chromePath}`,
  )
  const results = await rounds(origin, WITH_INDEXER, 'with the indexer')
  if (WITHOUT_INDEXER.length > 0) {
    await following.stop()
    indexer = undefined
    results.push(...(await rounds(origin, WITHOUT_INDEXER, 'indexer stopped')))
  }

  const cell = (key: keyof Figures, f: Figures) =>
    `${format[key](f[key])}${meets(f)[key] ? '' : ' ✗'}`
  const lines = results.map(
    ({ route, median: f }) =>
      `| \`${route}\` | ${cell('performance', f)} | ${cell('lcp', f)} | ${cell('tbt', f)} | ${cell('cls', f)} |`,
  )
  const failing = results.filter(({ median: f }) => Object.values(meets(f)).includes(false))
  console.log(`
bench:lighthouse: median of ${RUNS} run(s) per route (✗: target missed; targets: performance >= ${TARGETS.performance}, LCP <= ${TARGETS.lcpMs / 1000} s, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls})

| route | performance | LCP | TBT | CLS |
| --- | --- | --- | --- | --- |
${lines.join('\n')}

  targets: ${failing.length === 0 ? 'all met' : `NOT met on ${failing.map((r) => r.route).join(', ')}`}
  machine: ${cpus().length} cores, load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? Number.NaN).toFixed(1)} at the end`)
} finally {
  await tearDown({ server, indexer, devchain, dataDir, deadline })
}
