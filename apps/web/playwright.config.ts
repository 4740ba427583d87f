import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'

/**
 * The system's Chromium; Playwright never downloads a browser here. Debian's
 * `chromium-headless-shell` first: the same engine without the desktop browser around it, as
 * Playwright itself runs headless Chromium by default, and it costs about a third less CPU per test
 * than `chromium --headless` (docs/testing.md). CHROME_PATH overrides both.
 */
const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']
const executablePath = process.env.CHROME_PATH ?? CANDIDATES.find((path) => existsSync(path))
if (executablePath === undefined || !existsSync(executablePath)) {
  throw new Error(
    `No Chromium found at ${process.env.CHROME_PATH ?? CANDIDATES.join(' or ')}. Install one ` +
      'with "apt-get install -y chromium-headless-shell" (Debian) or point CHROME_PATH at a ' +
      'Chromium or Chrome binary.',
  )
}

type TraceMode = 'off' | 'on' | 'retain-on-failure' | 'on-first-retry' | 'retain-on-first-failure'

function traceMode(value: string | undefined): TraceMode {
  const modes: TraceMode[] = [
    'off',
    'on',
    'retain-on-failure',
    'on-first-retry',
    'retain-on-first-failure',
  ]
  if (value === undefined || value === '') return 'off'
  const mode = modes.find((m) => m === value)
  if (mode === undefined) throw new Error(`DOV_E2E_TRACE must be one of ${modes.join(', ')}`)
  return mode
}

/** Where scripts/test.mjs reads the suite's results and timings. */
const reports = fileURLToPath(new URL('../../node_modules/.tmp', import.meta.url))

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // Each worker has its own devchain and app (e2e/global-setup.ts) and each test resets its
  // worker's world, so tests run in any order on any worker. Two workers on this project's
  // two-core machines (a third was slower on a quiet machine: docs/testing.md has the
  // measurements); DOV_E2E_WORKERS overrides it.
  workers: Number(process.env.DOV_E2E_WORKERS ?? 2),
  fullyParallel: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: `${reports}/e2e-results.json` }],
    ['./e2e/timing-reporter.ts', { outputFile: `${reports}/e2e-timing.json` }],
  ],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // A trace costs more CPU than the test it records (docs/testing.md): off unless asked for,
    // e.g. DOV_E2E_TRACE=retain-on-failure to keep one for each failing test. A failure always
    // leaves its screenshot and the page's accessibility snapshot (error-context.md).
    trace: traceMode(process.env.DOV_E2E_TRACE),
    screenshot: 'only-on-failure',
  },
})
