/**
 * Benchmark: how soon an open /hof shows a change on the chain, through the indexer's live channel
 * (`GET /v1/events?hof=1`) and through polling (`/v1/hof` every 3 s, the channel blocked), in
 * Chromium against the devchain, both in the same run.
 *
 *   npm run bench:live -w apps/web          (CHANGES=20 WORLD=demo BLOCK_MS=500 by default)
 *
 * One production build of the app, made with the indexer's address, is served by `vite preview`;
 * the devchain runs `WORLD` with its state history (a block every BLOCK_MS) and the indexer
 * (`apps/indexer/src/main.ts`, embedded PostgreSQL in a fresh folder) follows it. Two pages show
 * /hof at once, each in a context of its own: one with its live channel, one whose `/v1/events`
 * requests are aborted, so it polls as it would with an indexer without the channel.
 *
 * Each change is a `deldivision` of a division listed on the armed forces' board, signed by its
 * owner with the devchain's dev key once both pages show that division, after a random pause of
 * up to 3 s (so the changes fall anywhere in the block interval and in the polling period). A script in
 * each page notes the time (`Date.now()`, the machine's clock, as the devchain's) when the
 * division's row leaves the board's DOM. The lag is counted from the block's production: the
 * devchain seals a block and opens the next at the same instant, so block N was produced at
 * block N+1's timestamp; and, as bench:hof counts it, from block N's own timestamp (when the
 * devchain opened it: this adds the wait for the block to be sealed).
 *
 * Target (printed met / NOT met): through the live channel, p95 from the block's production at
 * most 300 ms. The live page's requests for `/v1/hof` after its first load are reported (0 while
 * its channel was up throughout).
 *
 * Settings (environment): CHANGES (20), WORLD (demo), BLOCK_MS (500), CHROME_PATH, DEADLINE_MS
 * (10 minutes). Only loopback; every process it starts is stopped at the end and on failure.
 */
import { mkdtempSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { Session } from '@wharfkit/session'
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey'
import type { preview } from 'vite'
import { freePort } from '../e2e/servers'
import {
  appRoot,
  BROWSER_ARGS,
  buildAndServe,
  chromiumPath,
  DEV_KEY,
  installDeadline,
  median,
  ms,
  ok,
  post,
  quantile,
  type Running,
  setLocalNetwork,
  sleep,
  startDevchain,
  startIndexer,
  tearDown,
  until,
} from './lib'

const CHANGES = Number(process.env.CHANGES ?? 20)
const WORLD = process.env.WORLD ?? 'demo'
const BLOCK_MS = Number(process.env.BLOCK_MS ?? 500)
const DEADLINE_MS = Number(process.env.DEADLINE_MS ?? 10 * 60_000)
const TARGET_P95_MS = 300
/** How often /hof asks `/v1/hof` without its channel (INDEXER_REFRESH_MS in chain/read/indexer/hof.ts). */
const POLL_MS = 3_000
/** How long a page may take to show a change before the run fails. */
const SHOW_TIMEOUT_MS = 15_000
const executablePath = chromiumPath(['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'])
const outDir = process.env.DOV_E2E_DIST ?? 'node_modules/.bench-dist-live'
const GAME = 'dov.game'

const deadline = installDeadline('bench:live', DEADLINE_MS)

type HofDoc = { boards: { forces: { divID: string | number; owner: string }[] } }
type Watch = { id: string; gone: number | null }

/**
 * Runs in each page before its scripts: once `window.__watch` names a division, notes when its
 * row is no longer on the armed forces' board.
 */
function watchForces() {
  // The division's cell: the third of a row (rank, owner, division, power).
  const shown = (id: string) =>
    Array.from(document.querySelectorAll('[data-board="forces"] tbody tr')).some(
      (row) => row.children[2]?.textContent === id,
    )
  Object.assign(window, { __shown: shown })
  new MutationObserver(() => {
    const watch = (window as unknown as { __watch?: Watch }).__watch
    if (watch !== undefined && watch.gone === null && !shown(watch.id)) watch.gone = Date.now()
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

const shownIn = (page: Page, id: string) =>
  page.evaluate(
    (divID) => (window as unknown as { __shown: (id: string) => boolean }).__shown(divID),
    id,
  )

const loadAtStart = loadavg()[0] ?? Number.NaN
const chainPort = await freePort()
const shipPort = await freePort()
const indexerPort = await freePort()
const chainUrl = `http://127.0.0.1:${chainPort}`
const indexerUrl = `http://127.0.0.1:${indexerPort}`
let server: Awaited<ReturnType<typeof preview>> | undefined
let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined
let devchain: Running | undefined
let indexer: Running | undefined
const dataDir = mkdtempSync(join(tmpdir(), 'dov-bench-live-'))

try {
  console.log('bench:live: building the app with the indexer…')
  const appPort = await freePort()
  const appUrl = `http://127.0.0.1:${appPort}`
  setLocalNetwork(chainUrl, indexerUrl)
  server = await buildAndServe(appRoot, outDir, appPort)

  console.log(`bench:live: world ${WORLD}, blocks every ${BLOCK_MS} ms: the devchain…`)
  devchain = await startDevchain({
    port: chainPort,
    shipPort,
    world: WORLD,
    blockMs: BLOCK_MS,
  })
  const following = await startIndexer({
    port: indexerPort,
    chainPort,
    shipPort,
    dataDir,
    origin: appUrl,
    timeoutMs: 300_000,
  })
  indexer = following

  browser = await chromium.launch({
    executablePath,
    args: [
      ...BROWSER_ARGS,
      // Two pages at once: neither may count as a background tab, whose timers Chromium slows.
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
    ],
  })
  const contexts: BrowserContext[] = []
  /** /hof in a fresh context; `live: false` aborts its live channel. */
  async function open(live: boolean) {
    const context = await (browser as NonNullable<typeof browser>).newContext({ baseURL: appUrl })
    contexts.push(context)
    // tsx names the bench's functions with `__name`: the page needs it too.
    await context.addInitScript('window.__name = (fn) => fn')
    await context.addInitScript(watchForces)
    if (!live) await context.route('**/v1/events*', (route) => route.abort())
    const page = await context.newPage()
    const requests = { hof: 0, events: 0 }
    page.on('request', (request) => {
      const url = request.url()
      if (url.startsWith(`${indexerUrl}/v1/hof`)) requests.hof++
      if (url.startsWith(`${indexerUrl}/v1/events`)) requests.events++
    })
    await page.goto('/hof')
    await page.locator('[data-board="forces"][data-state="complete"]').waitFor()
    return { page, requests }
  }
  const live = await open(true)
  const polling = await open(false)
  await until(
    'the live page opened its channel',
    async () => (live.requests.events > 0 ? true : undefined),
    indexer,
    10_000,
  )
  const liveFirstHof = live.requests.hof
  const visibility = await Promise.all(
    [live, polling].map(({ page }) => page.evaluate(() => document.visibilityState)),
  )

  const { chain_id } = await post<{ chain_id: string }>(`${chainUrl}/v1/chain/get_info`)
  const sessions = new Map<string, Session>()
  const sessionOf = (owner: string) => {
    let session = sessions.get(owner)
    if (session === undefined) {
      session = new Session({
        chain: { id: chain_id, url: chainUrl },
        actor: owner,
        permission: 'active',
        walletPlugin: new WalletPluginPrivateKey(DEV_KEY),
      })
      sessions.set(owner, session)
    }
    return session
  }
  const hof = async () => {
    const response = await fetch(`${indexerUrl}/v1/hof`)
    if (!response.ok) throw new Error(`/v1/hof: HTTP ${response.status}`)
    return (await response.json()) as HofDoc
  }
  const blockTime = async (num: number) => {
    const block = await post<{ timestamp: string }>(`${chainUrl}/v1/chain/get_block`, {
      block_num_or_id: num,
    })
    return Date.parse(block.timestamp.endsWith('Z') ? block.timestamp : `${block.timestamp}Z`)
  }

  const lags = {
    live: { produced: [] as number[], stamped: [] as number[] },
    polling: { produced: [] as number[], stamped: [] as number[] },
  }
  const tried = new Set<string>()
  let refused = 0
  while (lags.live.produced.length < CHANGES) {
    const listed = (await hof()).boards.forces.find((d) => !tried.has(String(d.divID)))
    if (listed === undefined) throw new Error('no division left to delete on the forces board')
    const divID = String(listed.divID)
    tried.add(divID)
    // Both pages show it before it goes (the polling page may be up to 3 s behind).
    const shownOnBoth = await until(
      `division ${divID} on both pages`,
      async () =>
        (await shownIn(live.page, divID)) && (await shownIn(polling.page, divID))
          ? true
          : undefined,
      indexer,
      10_000,
    ).catch(() => false)
    if (!shownOnBoth) continue
    for (const { page } of [live, polling])
      await page.evaluate((id) => {
        Object.assign(window, { __watch: { id, gone: null } })
      }, divID)
    // Anywhere in the block interval and the polling period, not in step with either.
    await sleep(Math.random() * Math.max(BLOCK_MS, POLL_MS))
    let processed: { block_num: number; block_time: string } | undefined
    try {
      const result = await sessionOf(listed.owner).transact({
        action: {
          account: GAME,
          name: 'deldivision',
          authorization: [{ actor: listed.owner, permission: 'active' }],
          data: { asset_id: divID },
        },
      })
      processed = (result.response as { processed?: typeof processed }).processed
    } catch {
      // In a fight (not idle): the next division on the board.
      if (++refused > 100) throw new Error('100 deletions refused')
      continue
    }
    if (processed === undefined) throw new Error('the push named no block')
    const blockNum = processed.block_num
    const gone = async (page: Page) =>
      until(
        `division ${divID} gone from a page`,
        () =>
          page.evaluate(() => (window as unknown as { __watch: Watch }).__watch.gone ?? undefined),
        indexer as Running,
        SHOW_TIMEOUT_MS,
        20,
      )
    const [liveGone, pollingGone] = await Promise.all([gone(live.page), gone(polling.page)])
    const stamped = await blockTime(blockNum)
    const produced = await until(
      `block ${blockNum + 1}`,
      () => blockTime(blockNum + 1),
      devchain,
      5_000,
    )
    lags.live.produced.push(liveGone - produced)
    lags.live.stamped.push(liveGone - stamped)
    lags.polling.produced.push(pollingGone - produced)
    lags.polling.stamped.push(pollingGone - stamped)
    console.log(
      `  change ${lags.live.produced.length}: division ${divID} in block ${blockNum}: live ${ms(liveGone - produced)}, polling ${ms(pollingGone - produced)} after the block's production`,
    )
  }

  const figures = (values: number[]) =>
    `p50 ${ms(median(values)).padStart(7)}, p95 ${ms(quantile(values, 0.95)).padStart(7)}, max ${ms(Math.max(...values)).padStart(7)}`
  const liveP95 = quantile(lags.live.produced, 0.95)
  console.log(`
bench:live: ${CHANGES} changes (deldivision of a division on the armed forces' board), world ${WORLD}, blocks every ${BLOCK_MS} ms${refused ? ` (${refused} deletions refused: division busy)` : ''}
  from the block's production to the open /hof showing it:
    live channel   ${figures(lags.live.produced)}
    polling (3 s)  ${figures(lags.polling.produced)}
  from the block's timestamp (the devchain opened it; + the wait for its seal):
    live channel   ${figures(lags.live.stamped)}
    polling (3 s)  ${figures(lags.polling.stamped)}
  live channel p95 from the block's production: ${ms(liveP95)} (target ≤ ${TARGET_P95_MS} ms: ${ok(liveP95 <= TARGET_P95_MS)})
  the live page's /v1/hof requests after its first load: ${live.requests.hof - liveFirstHof}; its /v1/events requests: ${live.requests.events}
  the polling page's /v1/hof requests: ${polling.requests.hof}
  pages' visibility: ${visibility.join(', ')}
  machine: ${cpus().length} cores, load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? Number.NaN).toFixed(1)} at the end`)
  for (const context of contexts) await context.close()
} finally {
  await browser?.close()
  await tearDown({ server, indexer, devchain, dataDir, deadline })
}
