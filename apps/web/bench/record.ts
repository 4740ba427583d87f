/**
 * Benchmark: the war record's pages through the indexer on the devchain's `huge` world (20,000
 * commanders, 60,000 divisions): cold loads of `/activity` (logged in) and of `/player/:account`
 * (public), each in a fresh browser context (empty cache), from navigation start to the content.
 *
 *   npm run bench:record -w apps/web        (RUNS=5 by default; WORLD=large for the smaller one)
 *
 * It starts the same stack as the browser suite (`e2e/stack.ts`: the devchain with its state
 * history, the app built with the indexer's address) and the indexer (`apps/indexer`, embedded
 * PostgreSQL in a fresh folder), waits until it has caught up, then signs ACTIONS deposits and
 * withdrawals (about 1 DOVX each) as `player1` (the devchain's dev key), so its activity holds more than one page,
 * and waits until the indexer has their block. Measured per page:
 * - **time to content**: `/activity` when its first page of entries is drawn (its list holds a
 *   page, or every action); `/player/<account>` when its divisions and ranks are drawn (the page's
 *   `data-state="complete"`);
 * - **requests** the page made beyond the app's own files, by kind (the indexer's paths, the
 *   chain API's), the most over the runs.
 * The logged-in loads reuse one login's storage (a returning player: the wallet's session in local
 * storage), the cache empty.
 *
 * Settings: WORLD (huge), PAGES (activity,player), RUNS (5), ACTIONS (30), SYNC_TIMEOUT_MS (10 minutes), CHROME_PATH,
 * DEADLINE_MS (20 minutes).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium } from '@playwright/test'
import { Session } from '@wharfkit/session'
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey'
import { startStack } from '../e2e/stack'
import {
  BROWSER_ARGS,
  DEV_KEY,
  indexerHealth,
  installDeadline,
  median,
  ms,
  type Running,
  run,
  until,
} from './lib'

const WORLD = process.env.WORLD ?? 'huge'
const PAGES = (process.env.PAGES ?? 'activity,player').split(',').map((p) => p.trim())
const RUNS = Number(process.env.RUNS ?? 5)
const ACTIONS = Number(process.env.ACTIONS ?? 30)
const SYNC_TIMEOUT_MS = Number(process.env.SYNC_TIMEOUT_MS ?? 10 * 60_000)
const DEADLINE_MS = Number(process.env.DEADLINE_MS ?? 20 * 60_000)
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const outDir = process.env.DOV_E2E_DIST ?? 'node_modules/.bench-dist-record'
const PLAYER = 'player1'
/** A generated commander of the large and huge worlds: 3 divisions and wins in several zones. */
const COMMANDER = 'cmdraaab'
/** The first page of `/activity` (chain/read/indexer/activity.ts ACTIVITY_PAGE_SIZE). */
const PAGE_SIZE = 20

const deadline = installDeadline('bench:record', DEADLINE_MS)

type Load = { content: number; requests: Record<string, number>; beyond: number }

/**
 * Runs in the page before its scripts: the time `selector` first matches at least `count`
 * elements (a MutationObserver, so the page is not polled).
 */
function watchContent([selector, count]: [string, number]) {
  const mark = { at: null as number | null }
  Object.assign(window, { __content: mark })
  const check = () => {
    if (mark.at === null && document.querySelectorAll(selector).length >= count)
      mark.at = performance.now()
  }
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
  })
}

let stack: Awaited<ReturnType<typeof startStack>> | undefined
let indexer: Running | undefined
let browser: Browser | undefined
const dataDir = mkdtempSync(join(tmpdir(), 'dov-bench-record-'))
const loadAtStart = loadavg()[0] ?? Number.NaN

/** One cold load of `path` in a fresh context: the time to its content and its requests. */
async function coldLoad(
  context: BrowserContext,
  path: string,
  selector: string,
  count: number,
): Promise<Load> {
  // The app's own files are served from the indexed build's origin.
  const app = new URL((stack as NonNullable<typeof stack>).indexedApp).origin
  await context.addInitScript('window.__name = (fn) => fn')
  await context.addInitScript(watchContent, [selector, count] as [string, number])
  const page = await context.newPage()
  const requests: Record<string, number> = {}
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === app) return
    const kind =
      url.pathname === '/v1/chain/get_table_rows'
        ? `get_table_rows ${(request.postDataJSON() as { table?: string } | null)?.table ?? '?'}`
        : url.pathname
    requests[kind] = (requests[kind] ?? 0) + 1
  })
  try {
    await page.goto(path)
    await page.waitForFunction(
      () => (window as unknown as { __content: { at: number | null } }).__content.at !== null,
      undefined,
      { timeout: 120_000, polling: 100 },
    )
    const content = await page.evaluate(
      () => (window as unknown as { __content: { at: number } }).__content.at,
    )
    // What the page asks once its content is drawn belongs to the visit too.
    await page.waitForLoadState('networkidle')
    const beyond = Object.values(requests).reduce((a, b) => a + b, 0)
    return { content, requests, beyond }
  } finally {
    await context.close()
  }
}

async function loads(
  label: string,
  open: () => Promise<BrowserContext>,
  ...args: [string, string, number]
) {
  const measured: Load[] = []
  // The first load warms the servers (the indexer's first answer, vite preview's files).
  for (let run = 0; run <= RUNS; run++) {
    const load = await coldLoad(await open(), ...args)
    if (run > 0) measured.push(load)
    console.log(
      `  ${label} ${run === 0 ? 'warm-up' : `load ${run}`}: content at ${ms(load.content)}, ${load.beyond} requests beyond the app's files`,
    )
  }
  const most = measured.reduce((a, b) => (b.beyond > a.beyond ? b : a))
  return {
    label,
    content: median(measured.map((l) => l.content)),
    worst: Math.max(...measured.map((l) => l.content)),
    beyond: most.beyond,
    kinds: Object.entries(most.requests)
      .sort(([, a], [, b]) => b - a)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', '),
  }
}

try {
  console.log(`bench:record: starting the ${WORLD} world and building the app…`)
  stack = await startStack(WORLD, outDir)
  const { indexedApp, indexer: indexerUrl, ship, devchain } = stack
  indexer = run('the indexer', ['apps/indexer/src/main.ts'], {
    SHIP_URL: ship,
    RPC_URL: devchain,
    PORT: new URL(indexerUrl).port,
    DATA_DIR: dataDir,
    CORS_ORIGINS: indexedApp,
  })
  const synced = performance.now()
  await until(
    'the indexer caught up with the chain',
    () => indexerHealth(indexerUrl).then((h) => (h.catching_up ? undefined : h)),
    indexer,
    SYNC_TIMEOUT_MS,
    200,
  )
  console.log(`  indexer caught up in ${ms(performance.now() - synced)}`)

  // player1's history: deposits and withdrawals of about 1 DOVX, each its own transaction.
  const { chain_id } = (await fetch(`${devchain}/v1/chain/get_info`).then((r) => r.json())) as {
    chain_id: string
  }
  const session = new Session({
    chain: { id: chain_id, url: devchain },
    actor: PLAYER,
    permission: 'active',
    walletPlugin: new WalletPluginPrivateKey(DEV_KEY),
  })
  const auth = [{ actor: PLAYER, permission: 'active' }]
  let lastBlock = 0
  for (let i = 0; i < ACTIONS; i++) {
    // A different amount each time: two equal actions in one block would be one transaction id.
    const quantity = `${(1 + i / 10_000).toFixed(4)} DOVX`
    const action =
      i % 2 === 0
        ? {
            account: 'dov.token',
            name: 'transfer',
            authorization: auth,
            data: { from: PLAYER, to: 'dov.stake', quantity, memo: 'deposit' },
          }
        : {
            account: 'dov.stake',
            name: 'withdraw',
            authorization: auth,
            data: { player: PLAYER, quantity },
          }
    const result = await session.transact({ action })
    const processed = (result.response as { processed?: { block_num: number } }).processed
    lastBlock = Math.max(lastBlock, processed?.block_num ?? 0)
  }
  await until(
    `the indexer has block ${lastBlock}`,
    () =>
      indexerHealth(indexerUrl).then((h) =>
        (h.as_of?.block_num ?? 0) >= lastBlock ? true : undefined,
      ),
    indexer,
    60_000,
  )
  console.log(`  ${ACTIONS} actions of ${PLAYER} signed and indexed (block ${lastBlock})`)

  browser = await chromium.launch({ executablePath, args: BROWSER_ARGS })
  const b = browser
  // One login; each cold load starts from its storage with an empty cache.
  const loginContext = await b.newContext({ baseURL: indexedApp })
  const loginPage = await loginContext.newPage()
  await loginPage.goto('/hof')
  await loginPage
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Log In' })
    .click()
  const dialog = loginPage.getByRole('dialog', { name: 'To continue please select an option' })
  await dialog.getByLabel('Demo account').selectOption(PLAYER)
  await dialog.getByRole('button', { name: 'Local demo account' }).click()
  await loginPage
    .getByRole('navigation', { name: 'Main menu' })
    .getByTestId('account-name')
    .filter({ hasText: PLAYER })
    .waitFor({ timeout: 30_000 })
  const storageState = await loginContext.storageState()
  await loginContext.close()
  const loggedIn = () => b.newContext({ baseURL: indexedApp, storageState })
  const loggedOut = () => b.newContext({ baseURL: indexedApp })

  const results: Awaited<ReturnType<typeof loads>>[] = []
  if (PAGES.includes('activity'))
    results.push(
      await loads(
        `/activity (${PLAYER}, logged in)`,
        loggedIn,
        '/activity',
        'ol[aria-label="Your activity"] > li',
        Math.min(PAGE_SIZE, ACTIONS),
      ),
    )
  if (PAGES.includes('player'))
    results.push(
      await loads(
        `/player/${COMMANDER} (logged out)`,
        loggedOut,
        `/player/${COMMANDER}`,
        '[data-player-page][data-state="complete"]',
        1,
      ),
      await loads(
        `/player/${PLAYER} (logged in, own page)`,
        loggedIn,
        `/player/${PLAYER}`,
        '[data-player-page][data-state="complete"]',
        1,
      ),
    )

  console.log(`
bench:record: world ${WORLD}, through the indexer, cold loads (empty cache), median of ${RUNS}
${results
  .map(
    (r) => `  ${r.label}
    time to content ${ms(r.content)} (worst ${ms(r.worst)}), requests beyond the app's files ${r.beyond}: ${r.kinds}`,
  )
  .join('\n')}
  machine: ${cpus().length} cores, load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? Number.NaN).toFixed(1)} at the end`)
} finally {
  await browser?.close()
  await indexer?.stop()
  await stack?.close()
  rmSync(dataDir, { recursive: true, force: true })
  clearTimeout(deadline)
}
