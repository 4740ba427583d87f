import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test as base, expect, type Page } from '@playwright/test'
import { PrivateKey, Session } from '@wharfkit/session'
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey'
import { build, preview } from 'vite'
import { CPU_ANNOTATION, type CpuMs, cpuReader, cpuSpent } from './cpu'
import { freePort } from './servers'
import { indexerBundle, type StackUrls, stackOf } from './stack'

/** The devchain's public development key (LOCAL USE ONLY), which signs for its demo accounts. */
const DEV_KEY = '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3'

/** The devchain of the test's worker (e2e/stack.ts), with its test controls. */
export class Devchain {
  readonly url: string
  readonly proxy: string

  constructor(stack: Pick<StackUrls, 'devchain' | 'proxy'>) {
    this.url = stack.devchain
    this.proxy = stack.proxy
  }

  private async post(path: string, body: unknown = {}): Promise<unknown> {
    const response = await fetch(`${this.url}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`)
    return response.json()
  }

  /** Restores the world: every test starts from the same state. */
  reset() {
    return this.post('/devchain/reset')
  }

  /**
   * Injects a fault into the devchain's answers (README "Fault injection"): for `share` (default
   * every one) of the requests to `path` (a prefix when it ends with `*`), `latency` adds `ms`,
   * `500` answers nodeos's Internal Service Error, `drop` closes the connection, `malformed`
   * answers 200 with a body that is not JSON. Both RPC endpoints of the app lead to the devchain,
   * so a fault hits every endpoint; the tests' own `tableRows` is hit too.
   */
  setFault(fault: {
    path: string
    kind: 'latency' | '500' | 'drop' | 'malformed'
    share?: number
    ms?: number
    times?: number
  }) {
    return this.post('/devchain/faults', fault)
  }

  /** Removes every injected fault (`/devchain/reset` does not). */
  async clearFaults() {
    const response = await fetch(`${this.url}/devchain/faults`, { method: 'DELETE' })
    if (!response.ok) throw new Error(`/devchain/faults: HTTP ${response.status}`)
  }

  advanceTime(seconds: number) {
    return this.post('/devchain/time', { advance_seconds: seconds })
  }

  tableRows(code: string, table: string, scope: string): Promise<unknown> {
    return this.post('/v1/chain/get_table_rows', { code, table, scope, json: true, limit: 1000 })
  }

  async chainId(): Promise<string> {
    return ((await this.post('/v1/chain/get_info')) as { chain_id: string }).chain_id
  }

  /** Signs and sends actions as `account`, outside the app (to set up or disturb a test). */
  async transact(
    account: string,
    actions: { account: string; name: string; data: Record<string, unknown> }[],
  ) {
    const session = new Session({
      chain: { id: await this.chainId(), url: this.url },
      actor: account,
      permission: 'active',
      walletPlugin: new WalletPluginPrivateKey(DEV_KEY),
    })
    const authorization = [{ actor: account, permission: 'active' }]
    return session.transact({ actions: actions.map((action) => ({ ...action, authorization })) })
  }

  /** Moves `quantity` out of `account`'s wallet (to player5), e.g. to make a later deposit fail. */
  spend(account: string, quantity: string) {
    return this.transact(account, [
      {
        account: 'dov.token',
        name: 'transfer',
        data: { from: account, to: 'player5', quantity, memo: 'e2e' },
      },
    ])
  }

  /** Kills (or revives) the first RPC endpoint the app uses. */
  async setFirstEndpointDown(down: boolean) {
    await fetch(`${this.proxy}/__e2e/${down ? 'down' : 'up'}`, { method: 'POST' })
  }
}

/** Logs in through the wallet chooser with a devchain demo account. */
export async function loginAs(page: Page, account: string) {
  await base.step('log in', async () => {
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await expect(page.getByRole('banner')).toBeVisible()
    // On a phone the menu hides behind its button (the shell's breakpoint is 48rem = 768 px).
    if ((page.viewportSize()?.width ?? 1280) <= 768) {
      await page.getByRole('button', { name: 'Menu' }).click()
    }
    await menu.getByRole('button', { name: 'Log In' }).click()
    const dialog = page.getByRole('dialog', { name: 'To continue please select an option' })
    await dialog.getByLabel('Demo account').selectOption(account)
    await dialog.getByRole('button', { name: 'Local demo account' }).click()
    // The first login loads the wallet chunk and checks the chain id: allow for a loaded machine.
    // On a phone the login closes the menu (its drawer then leaves the accessibility tree), so
    // the name is looked for in the page, where the menu keeps it.
    await expect(page.getByTestId('account-name')).toHaveText(account, { timeout: 20_000 })
  })
}

/**
 * Opens `path` in the app that is open, as its own links do: React Router's navigation
 * (`history.pushState` and the `popstate` it listens to), no page load. Resolves once the document
 * title has changed to the new screen's. For the walks over every screen, where a page load per
 * screen cost a second of Chromium's CPU each; a screen's own load is tested by first-paint.spec.ts
 * and shell.spec.ts.
 */
export async function navigateInApp(page: Page, path: string) {
  if (new URL(page.url()).pathname === path) return
  const title = await page.title()
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await page.waitForFunction((before) => document.title !== before, title)
}

/** The devchain's chain id, read by the `devchain` fixture before each test (after the reset). */
let chainIdOfWorker: string | undefined

/**
 * The local storage a login through the chooser leaves (WharfKit's session list and default
 * session, under the app's prefix) for `account` on the worker's devchain: what a returning
 * player's browser holds. wallet.spec.ts checks that a real login stores exactly this.
 */
export function storedSession(chainId: string, account: string): Record<string, string> {
  const session = {
    chain: chainId,
    actor: account,
    permission: 'active',
    walletPlugin: {
      id: 'wallet-plugin-privatekey',
      data: { privateKey: PrivateKey.from(DEV_KEY).toString() },
    },
    default: true,
  }
  return {
    'wharf-dovwarfare-sessions': JSON.stringify([session]),
    'wharf-dovwarfare-session': JSON.stringify(session),
  }
}

/**
 * Opens `path` as a returning player logged in as `account`: the page starts with the session a
 * login through the chooser stores, and the app restores it, as it does for every player who comes
 * back. The chooser itself is tested by the tests that log in with `loginAs`; this path skips its
 * dialog, about half a second a test. The session is put in place once per tab (a reload keeps it
 * as a browser does, a logout and reload stays logged out). With `clock: true` Playwright's clock is
 * installed first, so the test can later let chain time pass (`passTime` in `staking.ts`).
 */
export async function openAs(
  page: Page,
  path: string,
  account: string,
  { clock = false }: { clock?: boolean } = {},
) {
  if (clock) await page.clock.install()
  if (chainIdOfWorker === undefined) throw new Error('openAs needs the devchain fixture')
  const entries = storedSession(chainIdOfWorker, account)
  await page.addInitScript((stored) => {
    // about:blank and other documents have no storage of the app's.
    if (location.protocol !== 'http:') return
    if (sessionStorage.getItem('e2e:session-stored') !== null) return
    sessionStorage.setItem('e2e:session-stored', '1')
    for (const [name, value] of Object.entries(stored)) localStorage.setItem(name, value)
  }, entries)
  await page.goto(path)
  await base.step('restore the session', async () => {
    // The name is looked for in the page: on a phone the menu keeps it out of sight.
    await expect(page.getByTestId('account-name')).toHaveText(account, { timeout: 20_000 })
  })
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
const appRoot = fileURLToPath(new URL('..', import.meta.url))

/**
 * A production build of the app for the WAX test network (wombat.spec.ts), reading the worker's
 * devchain in place of the network's endpoints, served by `vite preview`; resolves with its URL.
 */
async function runWaxApp(
  stack: StackUrls,
  parallelIndex: number,
  use: (url: string) => Promise<void>,
) {
  const dist = process.env.DOV_E2E_DIST ?? 'node_modules/.e2e-dist'
  const outDir = `${dist}/wax-testnet-${parallelIndex}`
  const network = {
    DOV_NETWORK: 'wax-testnet',
    DOV_RPC_URLS: stack.devchain,
    DOV_ATOMIC_URLS: stack.devchain,
    DOV_IPFS_GATEWAYS: `${stack.devchain}/ipfs/`,
    DOV_RESOURCE_PROVIDER: stack.devchain,
    DOV_INDEXER_URL: 'none',
  }
  // The build reads the network from the environment (vite.config.ts): set for it, then put back.
  const saved = Object.fromEntries(Object.keys(network).map((key) => [key, process.env[key]]))
  Object.assign(process.env, network)
  try {
    await build({ root: appRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
  const port = await freePort()
  const server = await preview({
    root: appRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  })
  await use(`http://127.0.0.1:${port}`)
  await server.close()
}

/**
 * Node's flags for the tests' indexer processes, which live seconds: V8 runs the embedded
 * PostgreSQL's WebAssembly with its baseline compiler only. Its optimizing tier compiles the hot
 * parts again in the background, which pays back in a process that runs for hours, not in one that
 * starts, reads the demo world and stops: a start to caught-up cost 3.1-4.0 CPU-s with it and
 * 1.9-2.0 without (docs/testing.md, "What a start of the indexer costs").
 */
const SHORT_LIVED_WASM = ['--liftoff-only']

/**
 * An embedded PostgreSQL folder with the indexer's schema and no rows (the indexer's `migrate`, as
 * `npm run migrate -w apps/indexer` runs it, from the run's bundle), made once per worker: each
 * test's indexer starts on a copy of it, which costs a fraction of a second where creating and
 * migrating a database costs seconds.
 */
async function migratedTemplate(use: (folder: string) => Promise<void>) {
  const root = mkdtempSync(join(tmpdir(), 'dov-e2e-indexer-template-'))
  const folder = join(root, 'db')
  try {
    const output = await new Promise<string>((resolve, reject) => {
      let text = ''
      const child = spawn(process.execPath, [...SHORT_LIVED_WASM, indexerBundle().migrate], {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, DATA_DIR: folder, DATABASE_URL: '' },
      })
      for (const stream of [child.stdout, child.stderr])
        stream?.on('data', (chunk: Buffer) => {
          text += chunk.toString()
        })
      child.once('error', reject)
      child.once('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`the migration exited ${code}:\n${text}`)),
      )
    })
    if (!output.includes('the schema is up to date')) throw new Error(output)
    await use(folder)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

/**
 * Runs the Hall of Fame's indexer (apps/indexer, its own process from the run's bundle, on the
 * embedded PostgreSQL in a fresh folder: a copy of the worker's migrated template) for the worker's
 * devchain, at the address the stack's `indexedApp` was built with; resolves once it has read the
 * chain up to its head.
 */
async function runIndexer(stack: StackUrls, template: string, use: (url: string) => Promise<void>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dov-e2e-indexer-'))
  cpSync(template, dataDir, { recursive: true })
  let output = ''
  const child = spawn(process.execPath, [...SHORT_LIVED_WASM, indexerBundle().main], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SHIP_URL: stack.ship,
      RPC_URL: stack.devchain,
      PORT: new URL(stack.indexer).port,
      DATA_DIR: dataDir,
      CORS_ORIGINS: stack.indexedApp,
    },
  })
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
  }
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the indexer exited:\n${output}`)
          const health = await fetch(`${stack.indexer}/v1/health`).then(
            (r) => r.json() as Promise<{ catching_up?: boolean }>,
            () => undefined,
          )
          return health?.catching_up
        },
        { timeout: 55_000, message: 'the indexer caught up with the chain' },
      )
      .toBe(false)
    await use(stack.indexer)
  } finally {
    child.kill('SIGTERM')
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export const test = base.extend<
  {
    devchain: Devchain & { restored: Promise<void> }
    worldRestored: undefined
    indexer: string
    waitsForApp: boolean
    cpu: undefined
  },
  {
    stack: StackUrls
    indexerTemplate: string
    waxApp: string
    cpuOfWorker: (() => CpuMs) | null
  }
>({
  // Each worker has a stack of its own (global-setup.ts); its app is every test's base URL.
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first, destructured argument; this one has none
    async ({}, use, workerInfo) => use(stackOf(workerInfo.parallelIndex)),
    { scope: 'worker' },
  ],
  baseURL: async ({ stack }, use) => use(stack.app),
  cpuOfWorker: [
    async ({ stack }, use) => use(cpuReader(new URL(stack.devchain).port)),
    { scope: 'worker' },
  ],
  // Automatic and first, so its window holds the other fixtures' setup and teardown: the CPU the
  // test cost, by process (e2e/cpu.ts), attached for the timing reporter.
  cpu: [
    async ({ cpuOfWorker }, use, testInfo) => {
      const before = cpuOfWorker?.()
      await use(undefined)
      const after = cpuOfWorker?.()
      if (before === undefined || after === undefined) return
      testInfo.annotations.push({
        type: CPU_ANNOTATION,
        description: JSON.stringify(cpuSpent(before, after)),
      })
    },
    { auto: true },
  ],
  // A navigation resolves at the load event, and the build's HTML paints a frame of the page
  // (`[data-first-paint]`, inert) that the app then draws over: a test reading the page at once
  // could read the frame. Every navigation of the test's page waits for the app's own page, but
  // in tests of the frame itself (`test.use({ waitsForApp: false })`, e.g. without JavaScript).
  waitsForApp: [true, { option: true }],
  page: async ({ page, waitsForApp }, use) => {
    if (!waitsForApp) return use(page)
    const appDrawn = () => page.locator('[data-first-paint]').waitFor({ state: 'detached' })
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      await appDrawn()
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      await appDrawn()
      return response
    }
    await use(page)
  },
  // Automatic: every test starts from the world as the demo defines it, whatever the tests before
  // it on the same worker did, in whatever order they ran. The reset starts here and is awaited
  // by `worldRestored`, so the devchain replays its genesis while Playwright opens the test's
  // browser context and page.
  devchain: [
    async ({ stack }, use) => {
      const devchain = new Devchain(stack)
      const restored = (async () => {
        await devchain.clearFaults()
        await devchain.reset()
        await devchain.setFirstEndpointDown(false)
        chainIdOfWorker ??= await devchain.chainId()
      })()
      // Reported by `worldRestored`, which awaits it.
      restored.catch(() => {})
      await use(Object.assign(devchain, { restored }))
      await restored.catch(() => {})
      await devchain.clearFaults()
    },
    { auto: true },
  ],
  // Automatic, after the devchain and the page: the test's body (and every fixture it asks for
  // after these, like `indexer`) starts only once the world is restored.
  worldRestored: [
    async ({ devchain, page: _page }, use) => {
      await devchain.restored
      await use(undefined)
    },
    { auto: true },
  ],
  // After the world's reset (the devchain fixture), so it reads the world the test starts from.
  // Its own time to start and read the chain (a process, PGlite, the first block's whole state),
  // apart from the test's: on a loaded machine the start alone can take most of a test's 30 s.
  indexerTemplate: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first, destructured argument; this one has none
    async ({}, use) => migratedTemplate(use),
    { scope: 'worker', timeout: 60_000 },
  ],
  // Here rather than in the one spec that asks for it: a worker fixture declared by a spec gives
  // that spec workers of its own, a new process and browser each.
  waxApp: [
    async ({ stack }, use, workerInfo) => runWaxApp(stack, workerInfo.parallelIndex, use),
    // A production build of its own, once per worker that runs a test asking for it.
    { scope: 'worker', timeout: 180_000 },
  ],
  indexer: [
    async ({ stack, indexerTemplate, worldRestored: _restored }, use) =>
      runIndexer(stack, indexerTemplate, use),
    { timeout: 60_000 },
  ],
})

export { expect }
