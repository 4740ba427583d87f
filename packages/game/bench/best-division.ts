/**
 * Benchmark: `bestDivision` at 500 cards, in Chromium and in Node. Not a test: it
 * prints figures (the target is under 50 ms per call in the browser).
 *
 *   npm run bench -w packages/game          (SIZE=500 cards, ROUNDS=5 by default)
 *
 * `bench/entry.ts` (the collections of `bench/collections.ts`, each against every open zone) is
 * bundled by esbuild into one script exposing `warRoomBench`, loaded into a blank Chromium page
 * (`page.setContent` + `addScriptTag`) and called with a string: no function crosses
 * `page.evaluate`, so tsx's `__name` helpers never reach the page. Node runs the same module.
 * Each engine: the very first call (cold: nothing compiled), one untimed pass over everything to
 * warm up, then ROUNDS timed passes; per call, `performance.now()` before and after. Chromium's
 * timer is coarsened (0.1 ms) on a page that is not cross-origin isolated.
 *
 * Six realistic collections (the game's catalog, 50–75% combat cards, up to 28 cards held by two
 * other divisions) and three stress ones (random stats, weak combat cards with big bonusw).
 */
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { build } from 'esbuild'
import { type Group, type Report, runBench } from './entry'

const SIZE = Number(process.env.SIZE ?? 500)
const ROUNDS = Number(process.env.ROUNDS ?? 5)
const TARGET_MS = 50
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const DEADLINE_MS = Number(process.env.DEADLINE_MS ?? 5 * 60_000)

const deadline = setTimeout(() => {
  console.error(`bench: deadline of ${DEADLINE_MS} ms reached, stopping`)
  process.exit(2)
}, DEADLINE_MS)
deadline.unref()

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))] ?? Number.NaN
}

type Line = {
  label: string
  calls: number
  median: number
  p95: number
  worst: number
  /** The slowest call taking its best round: the call's own cost, without the machine's noise. */
  steadyWorst: number
}

function summarize(label: string, groups: readonly Group[]): Line {
  const samples = groups.flatMap((group) => group.samples)
  const sorted = [...samples].sort((a, b) => a - b)
  let steadyWorst = 0
  for (const group of groups) {
    for (let zone = 0; zone < group.zones; zone++) {
      let best = Number.POSITIVE_INFINITY
      for (let at = zone; at < group.samples.length; at += group.zones) {
        best = Math.min(best, group.samples[at] ?? Number.POSITIVE_INFINITY)
      }
      steadyWorst = Math.max(steadyWorst, best)
    }
  }
  return {
    label,
    calls: sorted.length,
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    worst: sorted[sorted.length - 1] ?? Number.NaN,
    steadyWorst,
  }
}

function print(engine: string, report: Report): { realistic: Line; stress: Line } {
  const ms = (value: number) => value.toFixed(2).padStart(7)
  const row = (line: Line) =>
    console.log(
      `  ${line.label.padEnd(28)} ${String(line.calls).padStart(5)} ${ms(line.median)} ${ms(line.p95)} ${ms(line.worst)} ${ms(line.steadyWorst)}`,
    )
  console.log(`\n${engine}: ${SIZE} cards, ${ROUNDS} rounds × 19 open zones per collection`)
  console.log(`  first call (cold)  ${ms(report.coldMs)} ms`)
  console.log(`  ${'collection'.padEnd(28)} calls  median     p95   worst  steady worst (ms)`)
  for (const group of report.groups) row(summarize(group.label, [group]))
  const pool = (prefix: string) => report.groups.filter((g) => g.label.startsWith(prefix))
  const realistic = summarize('all realistic', pool('realistic'))
  const stress = summarize('all stress', pool('stress'))
  row(realistic)
  row(stress)
  return { realistic, stress }
}

const entry = fileURLToPath(new URL('./entry.ts', import.meta.url))
const bundle = await build({
  entryPoints: [entry],
  bundle: true,
  format: 'iife',
  globalName: 'warRoomBench',
  platform: 'browser',
  target: 'es2022',
  write: false,
  logLevel: 'warning',
})
const code = bundle.outputFiles[0]?.text ?? ''

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
let chromiumReport: Report
let version = ''
try {
  version = browser.version()
  const page = await browser.newPage()
  await page.setContent('<!doctype html><title>bestDivision bench</title>')
  await page.addScriptTag({ content: code })
  chromiumReport = (await page.evaluate(
    `warRoomBench.runBench(${JSON.stringify(SIZE)}, ${JSON.stringify(ROUNDS)})`,
  )) as Report
} finally {
  await browser.close()
}
const nodeReport = runBench(SIZE, ROUNDS)

console.log(
  `bestDivision bench: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, load ${loadavg()[0]?.toFixed(2)}; Chromium ${version}, Node ${process.version}`,
)
const inChromium = print('Chromium', chromiumReport)
const inNode = print('Node', nodeReport)
const same = chromiumReport.digest === nodeReport.digest
const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED')
const figures = (line: Line) =>
  `median ${line.median.toFixed(2)} ms, worst ${line.worst.toFixed(2)} ms (steady ${line.steadyWorst.toFixed(2)} ms)`
console.log(`
Summary (${SIZE} cards; target < ${TARGET_MS} ms per call in the browser; "steady": each call's best
of ${ROUNDS} rounds, what the call costs on an idle machine; load average ${loadavg()[0]?.toFixed(2)} on ${cpus().length} cores):
  Chromium realistic: ${figures(inChromium.realistic)}, cold ${chromiumReport.coldMs.toFixed(2)} ms: ${ok(inChromium.realistic.steadyWorst < TARGET_MS)}
  Chromium stress:    ${figures(inChromium.stress)}: ${ok(inChromium.stress.steadyWorst < TARGET_MS)}
  Node realistic:     ${figures(inNode.realistic)}, cold ${nodeReport.coldMs.toFixed(2)} ms
  Node stress:        ${figures(inNode.stress)}
  Same proposals in both engines: ${same ? 'yes' : 'NO'}`)
if (!same || inChromium.realistic.steadyWorst >= TARGET_MS) process.exitCode = 1
