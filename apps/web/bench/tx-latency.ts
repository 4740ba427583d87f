/**
 * Benchmark: in Chromium against the devchain (500 ms blocks), the time from a signed
 * transaction's answer to its new numbers on screen: a deposit's balance in the header.
 *
 *   npm run bench -w apps/web            (RUNS=20 for more runs)
 *
 * It starts the same servers as the browser suite (e2e/stack.ts), logs in as player1 and
 * deposits 1 DOVX RUNS times. In the page, a PerformanceObserver takes `responseEnd` of each
 * send_transaction and a MutationObserver the moment the header's DOVX text changes.
 */
import { chromium } from '@playwright/test'
import { startStack } from '../e2e/stack'

const RUNS = Number(process.env.RUNS ?? 12)
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

type Marks = { sent: number[]; shown: number[] }

const stack = await startStack('demo', process.env.DOV_E2E_DIST ?? 'node_modules/.bench-dist')
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
try {
  const page = await browser.newPage({ baseURL: stack.app })
  await page.goto('/exchange')
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Log In' })
    .click()
  await page.getByRole('button', { name: 'Local demo account' }).click()
  const header = page.getByRole('banner').getByTestId('balance-DOVX')
  await page.getByTestId('deposit-balance-DOVX').filter({ hasNotText: '…' }).waitFor()
  await page.waitForTimeout(1500)

  await page.evaluate(() => {
    const marks: Marks = { sent: [], shown: [] }
    Object.assign(window, { __marks: marks })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        if (entry.name.endsWith('/v1/chain/send_transaction')) marks.sent.push(entry.responseEnd)
      }
    }).observe({ type: 'resource', buffered: false })
    const target = document.querySelector('[data-testid="balance-DOVX"]')
    if (target === null) throw new Error('no header balance')
    new MutationObserver(() => marks.shown.push(performance.now())).observe(target, {
      characterData: true,
      childList: true,
      subtree: true,
    })
  })

  const row = page.getByRole('form', { name: 'DOVX' })
  const latencies: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const before = await header.textContent()
    await row.getByLabel('DOVX amount').fill('1')
    await row.getByRole('button', { name: 'Deposit DOVX' }).click()
    await page.waitForFunction(
      (old) => document.querySelector('[data-testid="balance-DOVX"]')?.textContent !== old,
      before,
      { timeout: 15_000 },
    )
    // Let the resource timing entry arrive.
    await page.waitForTimeout(300)
    const marks = await page.evaluate(() => (window as unknown as { __marks: Marks }).__marks)
    const sent = marks.sent.at(-1)
    const shown = marks.shown.at(-1)
    if (sent === undefined || shown === undefined) throw new Error(`run ${run}: missing marks`)
    latencies.push(shown - sent)
    await page.waitForTimeout(1200) // the follow-up reload of the previous run settles
  }
  latencies.sort((a, b) => a - b)
  const median = latencies[Math.floor(latencies.length / 2)] ?? Number.NaN
  const worst = latencies.at(-1) ?? Number.NaN
  console.log(
    `tx answer → header updated, ${RUNS} runs (ms): ${latencies.map((l) => l.toFixed(0)).join(' ')}`,
  )
  console.log(`median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (goal ≤ 1000 ms)`)
} finally {
  await browser.close()
  await stack.close()
}
