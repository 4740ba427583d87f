import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

// The system Chromium: Playwright never downloads a browser here.
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
if (!existsSync(executablePath)) {
  throw new Error(
    `No Chromium found at ${executablePath}. Install one with "apt-get install -y chromium" ` +
      '(Debian/Ubuntu) or point CHROME_PATH at a Chromium or Chrome binary.',
  )
}

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // One devchain serves the suite and each test resets its world, so tests run one at a time.
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '../../node_modules/.tmp/e2e-results.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    // Set by global-setup.ts once the servers are up (workers start after it).
    baseURL: process.env.DOV_E2E_BASE_URL,
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
    trace: 'retain-on-failure',
  },
})
