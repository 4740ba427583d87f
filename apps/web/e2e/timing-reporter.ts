import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type {
  FullResult,
  Reporter,
  TestCase,
  TestResult,
  TestStep,
} from '@playwright/test/reporter'
import { CPU_ANNOTATION, type CpuMs } from './cpu'

/**
 * Where the browser suite's time goes: each test's duration split into what it spent on the
 * world reset and browser fixtures, logging in, page loads, axe-core runs and fixed waits; the
 * rest is the test's own actions and expectations (mostly waiting for the app to show something).
 * Also each file's total, and the CPU each test cost by process (e2e/cpu.ts): on two cores the
 * gate is bound by CPU, so a file's CPU says more about its cost than its duration. Printed at the
 * end and written as JSON for scripts/test.mjs and docs/testing.md.
 *
 * A step counts once, under its outermost classified ancestor, so nested steps (the clicks of a
 * login, the requests of a fixture) are never counted twice.
 */

type Part =
  | 'world reset (devchain fixture)'
  | 'browser context and page'
  | 'log in'
  | 'page loads'
  | 'axe-core'
  | 'fixed waits'

function classify(step: TestStep): Part | undefined {
  if (step.category === 'fixture')
    return /devchain|worldRestored/.test(step.title)
      ? 'world reset (devchain fixture)'
      : 'browser context and page'
  if (
    step.category === 'test.step' &&
    (step.title === 'log in' || step.title === 'restore the session')
  )
    return 'log in'
  if (step.category === 'test.step' && step.title === 'axe-core') return 'axe-core'
  if (step.category === 'pw:api' && /^(Navigate|Reload|Go back)/.test(step.title))
    return 'page loads'
  if (step.category === 'pw:api' && step.title.startsWith('Wait for timeout')) return 'fixed waits'
  return undefined
}

function outermostPart(step: TestStep): Part | undefined {
  let found: Part | undefined
  for (let s: TestStep | undefined = step; s !== undefined; s = s.parent) {
    found = classify(s) ?? found
  }
  return found
}

function insideExpect(step: TestStep): boolean {
  for (let s = step.parent; s !== undefined; s = s.parent) if (s.category === 'expect') return true
  return false
}

export type TimingSummary = {
  wallMs: number
  /** Assertions run (`expect` steps, not counting those nested in another `expect`). */
  assertions: number
  tests: {
    file: string
    title: string
    ms: number
    worker: number
    status: string
    assertions: number
    /** CPU ms by process, where measured (Linux). */
    cpu?: CpuMs
  }[]
  parts: Record<string, number>
  files: Record<string, number>
  /** Each fixture's setup and teardown summed over the tests, by its title. */
  fixtures: Record<string, number>
  /** CPU ms by process over all tests, and each file's CPU ms (all processes). */
  cpu: CpuMs & { files: Record<string, number> }
}

const cpuTotal = (cpu: CpuMs) => cpu.chromium + cpu.indexer + cpu.worker + cpu.devchain

function cpuOf(result: TestResult): CpuMs | undefined {
  const note = result.annotations.find((a) => a.type === CPU_ANNOTATION)
  return note?.description === undefined ? undefined : (JSON.parse(note.description) as CpuMs)
}

export default class TimingReporter implements Reporter {
  private readonly outputFile: string
  private readonly parts = new Map<string, number>()
  private readonly tests: TimingSummary['tests'] = []
  private assertions = 0
  private readonly perTest = new Map<string, number>()
  private readonly fixtures = new Map<string, number>()

  constructor(options: { outputFile: string }) {
    this.outputFile = options.outputFile
  }

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep) {
    if (step.category === 'expect' && !insideExpect(step)) {
      this.assertions++
      this.perTest.set(test.id, (this.perTest.get(test.id) ?? 0) + 1)
    }
    if (step.category === 'fixture' && outermostPart(step.parent ?? step) === undefined) {
      this.fixtures.set(step.title, (this.fixtures.get(step.title) ?? 0) + step.duration)
    }
    const part = classify(step)
    if (part === undefined) return
    // Only the outermost classified step of a chain counts.
    if (step.parent !== undefined && outermostPart(step.parent) !== undefined) return
    this.parts.set(part, (this.parts.get(part) ?? 0) + step.duration)
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.tests.push({
      file: test.location.file.replace(/^.*[\\/]e2e[\\/]/, ''),
      title: test.titlePath().slice(3).join(' › '),
      ms: result.duration,
      worker: result.parallelIndex,
      status: result.status,
      assertions: this.perTest.get(test.id) ?? 0,
      cpu: cpuOf(result),
    })
  }

  onEnd(result: FullResult) {
    const total = this.tests.reduce((sum, t) => sum + t.ms, 0)
    const classified = [...this.parts.values()].reduce((sum, ms) => sum + ms, 0)
    const parts = Object.fromEntries([
      ...[...this.parts.entries()].sort((a, b) => b[1] - a[1]),
      ['the tests’ own actions and waits for the app', total - classified],
    ])
    const files: Record<string, number> = {}
    for (const t of this.tests) files[t.file] = (files[t.file] ?? 0) + t.ms
    const cpu = { chromium: 0, indexer: 0, worker: 0, devchain: 0 }
    const cpuFiles: Record<string, number> = {}
    for (const t of this.tests) {
      if (t.cpu === undefined) continue
      for (const key of Object.keys(cpu) as (keyof CpuMs)[]) cpu[key] += t.cpu[key]
      cpuFiles[t.file] = (cpuFiles[t.file] ?? 0) + cpuTotal(t.cpu)
    }
    const summary: TimingSummary = {
      wallMs: result.duration,
      assertions: this.assertions,
      tests: [...this.tests].sort((a, b) => b.ms - a.ms),
      parts,
      files: Object.fromEntries(Object.entries(files).sort((a, b) => b[1] - a[1])),
      fixtures: Object.fromEntries([...this.fixtures.entries()].sort((a, b) => b[1] - a[1])),
      cpu: {
        ...cpu,
        files: Object.fromEntries(Object.entries(cpuFiles).sort((a, b) => b[1] - a[1])),
      },
    }
    mkdirSync(dirname(this.outputFile), { recursive: true })
    writeFileSync(this.outputFile, `${JSON.stringify(summary, null, 1)}\n`)

    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
    const lines = [
      `\nBrowser time: ${s(result.duration)} wall, ${s(total)} in ${this.tests.length} tests ` +
        `(${this.assertions} assertions run)`,
    ]
    for (const [part, ms] of Object.entries(parts)) {
      lines.push(`  ${s(ms).padStart(8)}  ${part}`)
    }
    if (cpuTotal(cpu) > 0) {
      lines.push(
        `CPU in the tests: ${s(cpuTotal(cpu))} (Chromium ${s(cpu.chromium)}, devchains ` +
          `${s(cpu.devchain)}, workers ${s(cpu.worker)}, indexers ${s(cpu.indexer)})`,
      )
    }
    console.log(lines.join('\n'))
  }

  printsToStdio() {
    return false
  }
}
