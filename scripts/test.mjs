#!/usr/bin/env node
// The one gate: lint and format, typecheck, dependency directions, unit tests, size budget and
// browser tests. Every step runs even after a failure, so one run reports everything; the last
// line is the plain summary `tests: N passed, M failed` over unit and browser tests.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const bin = (name) => `node_modules/.bin/${name}`
const tmp = 'node_modules/.tmp'
mkdirSync(tmp, { recursive: true })
const unitReport = `${tmp}/unit-results.json`
const e2eReport = `${tmp}/e2e-results.json`
for (const file of [unitReport, e2eReport]) rmSync(file, { force: true })

const steps = [
  // What `npm ci` checks before it installs anything: package.json and the lock file agree,
  // every platform's optional binaries included (a lock made without them fails on macOS/Windows).
  [
    'lock file npm ci accepts',
    'npm',
    ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'],
  ],
  ['lint and format', bin('biome'), ['ci', '.']],
  ['typecheck', bin('tsc'), ['-b']],
  [
    'dependency directions',
    bin('depcruise'),
    ['apps', 'packages', '--config', '.dependency-cruiser.cjs'],
  ],
  [
    'unit tests',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
  ],
  ['build', 'npm', ['run', 'build', '--silent']],
  ['size budget', 'node', ['scripts/size.mjs']],
  ['no dev key outside the devchain', 'node', ['scripts/check-dev-key.mjs']],
  ['browser tests', 'npm', ['run', 'e2e', '--silent']],
]

const failedSteps = []
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit' })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status === 0) console.log(`✔ ${name} (${seconds} s)`)
  else {
    console.log(`✘ ${name} failed (${seconds} s)`)
    failedSteps.push(name)
  }
}

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0 }
  return read(JSON.parse(readFileSync(file, 'utf8')))
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
