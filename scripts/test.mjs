#!/usr/bin/env node
// The one gate: file names, lint and format, the docs' references, typecheck, dependency directions, unit tests, size
// budget and browser tests. Every step runs even after a failure, so one run reports everything.
// Two lanes run side by side: the quick checks, the typecheck, the production build with its
// checks and the unit tests in one, the browser tests in the other. The browser tests leave a
// third of the two cores idle while they wait on blocks, timers and retries, and the other lane
// fills it; the browser tests are the gate's length, so everything else is in the other lane
// (docs/testing.md has the figures). The browser lane prints as it goes; the other lane's output
// is kept and printed whole when it ends.
// At the end: each step's time, the slowest ten browser tests and unit files (a slow-down shows
// the day it lands; docs/testing.md), and last the plain summary `tests: N passed, M failed` over
// unit and browser tests.
import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import { relative } from 'node:path'
import { startStandby, startThrowawayPostgres } from './postgres.mjs'

const bin = (name) => `node_modules/.bin/${name}`
const tmp = 'node_modules/.tmp'
mkdirSync(tmp, { recursive: true })
const unitReport = `${tmp}/unit-results.json`
const e2eReport = `${tmp}/e2e-results.json`
// Written by apps/web/e2e/timing-reporter.ts.
const e2eTiming = `${tmp}/e2e-timing.json`
for (const file of [unitReport, e2eReport, e2eTiming]) rmSync(file, { force: true })

// Quick checks, at the head of the lane beside the browser tests.
const checks = [
  // Names differing only in case are one file (or module) on macOS and Windows; first: it is instant.
  ['no file names differing only in case', 'node', ['scripts/case-names.mjs']],
  // What `npm ci` checks before it installs anything: package.json and the lock file agree,
  // every platform's optional binaries included (a lock made without them fails on macOS/Windows).
  [
    'lock file npm ci accepts',
    'npm',
    ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'],
  ],
  ['lint and format', bin('biome'), ['ci', '.']],
  // Every backquoted hook and file path in the docs and READMEs exists; no issue numbers.
  ['docs name only what exists', 'node', ['scripts/check-docs.mjs']],
  [
    'dependency directions',
    bin('depcruise'),
    ['apps', 'packages', '--config', '.dependency-cruiser.cjs'],
  ],
]
// The lane beside the browser tests: its output is kept and printed whole when it ends. The
// browser tests build the app for their own devchains, so the production build and its checks are
// here, off their path.
const unitLane = [
  ...checks,
  // TypeScript's native compiler (7.x) checks the projects in a fifth of 5.9's CPU. The `typescript`
  // package stays 5.9: dependency-cruiser and editors use its JavaScript API, which 7.x dropped.
  ['typecheck', 'node', ['node_modules/typescript-native/bin/tsc', '-b']],
  ['build', 'npm', ['run', 'build', '--silent']],
  ['size budget', 'node', ['scripts/size.mjs']],
  ['no dev key outside the devchain', 'node', ['scripts/check-dev-key.mjs']],
  // The indexer's tests run on the embedded PostgreSQL and, with this, on a real server too.
  ['PostgreSQL server for the indexer tests', startPostgres],
  [
    'unit tests',
    bin('vitest'),
    // One worker: beside the browser tests, the unit tests at one file at a time take the cores
    // those leave idle rather than their share (docs/testing.md, "Two lanes").
    [
      'run',
      '--maxWorkers=1',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${unitReport}`,
    ],
  ],
  ['PostgreSQL server stopped', stopPostgres],
]
// ...and this one's as it goes.
const browserLane = [['browser tests', 'npm', ['run', 'e2e', '--silent']]]

// Two servers: DOV_TEST_DATABASE_URL's, which every test file shares and none restarts, and a
// primary with a streaming standby for the tests of replication, which restart that primary
// (`pg_ctl -m immediate` through `node scripts/postgres.mjs restart --data $DOV_TEST_PG_DATA`)
// while the other files go on with theirs. Without the standby the step still passes with the
// first server; DOV_TEST_STANDBY_ERROR says why, and the tests that need the standby fail on it.
const replicationEnv = [
  'DOV_TEST_PRIMARY_URL',
  'DOV_TEST_STANDBY_URL',
  'DOV_TEST_PG_DATA',
  'DOV_TEST_PG_BIN',
  'DOV_TEST_STANDBY_ERROR',
]
let postgres
let primary
let standby
async function startPostgres(say) {
  try {
    postgres = await startThrowawayPostgres()
    process.env.DOV_TEST_DATABASE_URL = postgres.url
    say(`PostgreSQL on ${postgres.url}`)
  } catch (error) {
    say(error.message)
    process.env.DOV_TEST_STANDBY_ERROR = 'the PostgreSQL server for the tests did not start'
    return false
  }
  const started = Date.now()
  try {
    primary = await startThrowawayPostgres()
    standby = await startStandby(primary)
    Object.assign(process.env, {
      DOV_TEST_PRIMARY_URL: primary.url,
      DOV_TEST_STANDBY_URL: standby.url,
      DOV_TEST_PG_DATA: primary.dataDir,
      DOV_TEST_PG_BIN: primary.bin,
    })
    say(
      `Primary on ${primary.url}, its standby on ${standby.url} (${seconds(Date.now() - started)})`,
    )
  } catch (error) {
    process.env.DOV_TEST_STANDBY_ERROR = `the standby did not start: ${error.message}`
    say(`✘ No standby: the tests of replication will fail.\n${error.message}`)
  }
  return true
}
async function stopPostgres() {
  await standby?.destroy()
  await primary?.destroy()
  await postgres?.destroy()
  delete process.env.DOV_TEST_DATABASE_URL
  for (const name of replicationEnv) delete process.env[name]
  return true
}

const failedSteps = []
const stepTimes = []
const gateStarted = Date.now()

/** Runs a command to its end; `out` is a file descriptor for its output, else the terminal's. */
function run(command, args, out) {
  const stdio = out === undefined ? 'inherit' : ['ignore', out, out]
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio })
    child.on('error', (error) => {
      console.log(`${command}: ${error.message}`)
      resolve(false)
    })
    child.on('close', (code) => resolve(code === 0))
  })
}

/** Runs steps one after another, each to its end whatever the one before did. */
async function lane(steps, out) {
  const say = (line) => (out === undefined ? console.log(line) : lines.push(line))
  const lines = []
  for (const [name, command, args] of steps) {
    const fd = out === undefined ? undefined : openSync(out.file, 'w')
    say(`\n▶ ${name}`)
    const started = Date.now()
    const ok = typeof command === 'function' ? await command(say) : await run(command, args, fd)
    const ms = Date.now() - started
    if (fd !== undefined) {
      closeSync(fd)
      lines.push(readFileSync(out.file, 'utf8').trimEnd())
    }
    stepTimes.push([name, ms, ok])
    say(ok ? `✔ ${name} (${seconds(ms)})` : `✘ ${name} failed (${seconds(ms)})`)
    if (!ok) failedSteps.push(name)
  }
  if (out !== undefined) {
    console.log(`\n${'─'.repeat(8)} ${out.title} ${'─'.repeat(8)}`)
    console.log(lines.join('\n'))
    console.log(`${'─'.repeat(8)} end of ${out.title} ${'─'.repeat(8)}`)
  }
}

console.log(
  '\n▶ checks, typecheck, build and unit tests beside the browser tests (their output when they end)',
)
await Promise.all([
  lane(unitLane, {
    file: `${tmp}/unit-lane.log`,
    title: 'checks, typecheck, build and unit tests',
  }),
  lane(browserLane),
])

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

/** `  12.3 s  label` lines, the figure right-aligned. */
function table(rows) {
  return rows.map(([label, ms]) => `${seconds(ms).padStart(9)}  ${label}`).join('\n')
}

const order = [...unitLane, ...browserLane].map(([name]) => name)
console.log('\nStep times')
console.log(
  table([
    ...stepTimes
      .sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]))
      .map(([name, ms, ok]) => [ok ? name : `${name} (failed)`, ms]),
    ['whole gate', Date.now() - gateStarted],
  ]),
)
const timing = readJson(e2eTiming)
if (timing !== undefined) {
  console.log('\nSlowest ten browser tests')
  console.log(table(timing.tests.slice(0, 10).map((t) => [`${t.file} › ${t.title}`, t.ms])))
}
const unitResults = readJson(unitReport)
if (unitResults !== undefined) {
  const files = unitResults.testResults
    .map((f) => [relative(process.cwd(), f.name), f.endTime - f.startTime])
    .sort((a, b) => b[1] - a[1])
  console.log('\nSlowest ten unit test files')
  console.log(table(files.slice(0, 10)))
}

function counts(file, read) {
  const report = readJson(file)
  return report === undefined ? { passed: 0, failed: 0 } : read(report)
}
const unit = counts(unitReport, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }))
const e2e = counts(e2eReport, (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
}))

console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed`)
console.log(`browser: ${e2e.passed} passed, ${e2e.failed} failed`)
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join(', ')}`)
const failed =
  unit.failed + e2e.failed + (failedSteps.length > 0 && unit.failed + e2e.failed === 0 ? 1 : 0)
console.log(`tests: ${unit.passed + e2e.passed} passed, ${failed} failed`)
process.exit(failedSteps.length > 0 ? 1 : 0)
