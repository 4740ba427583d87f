import type { Locator, Page } from '@playwright/test'
import { type Devchain, expect, loginAs, openAs, test } from './fixtures'
import { headerText, tokenText } from './numbers'
import { inGameUnits, passTime } from './staking'
import { wharfkitDialog } from './wharfkit'

/**
 * The app under a slow or failing chain, with the devchain's fault injection
 * (packages/devchain README, "Fault injection"). The faults hit the chain reads only: every table
 * read (`get_table_rows`, `get_table_by_scope`) and, for the errors, the AtomicAssets API.
 * `get_info` and the transactions are left alone, so the login works. Both RPC endpoints of the
 * app lead to the devchain, so failover cannot hide a fault: each screen has to deal with it.
 *
 * On every screen, under each fault: the heading and some content show (never a blank screen),
 * the player stays logged in, a figure that could not be read is never shown as 0, and the screen
 * says what failed with a Retry (or keeps its last good data); once the faults are cleared, Retry
 * (or the automatic retry) brings the real data back.
 *
 * The header bar is the shell's (its balances were a known problem: the spec's default 0.00 for a
 * read that failed): what it shows is recorded in the test's output and annotations, not checked.
 */

const PLAYER = 'player3'
/** Every table read (`get_table_rows`, `get_table_by_scope`). */
const TABLE_READS = '/v1/chain/get_table_*'
const ATOMIC_READS = '/atomicassets/*'
/** A figure shown as zero: 0.00, 0.0000 (not 10.00, 0.4500 or 1,000.0000). */
const ZERO = /(?<![\d.,])0\.0+(?![\d])/

type FaultKind = '500' | 'drop' | 'malformed' | 'latency'

/** Errors hit the table reads and the AtomicAssets API; the latency, 3 s, the table reads. */
async function faultReads(devchain: Devchain, kind: FaultKind) {
  if (kind === 'latency') {
    await devchain.setFault({ path: TABLE_READS, kind, ms: 3_000 })
    return
  }
  for (const path of [TABLE_READS, ATOMIC_READS]) await devchain.setFault({ path, kind })
}

type Units = Awaited<ReturnType<typeof readTruth>>

/** A wallet balance (token `accounts`) in units of 0.0001, read straight from the chain. */
async function walletUnits(devchain: Devchain, account: string, symbol: string) {
  const { rows } = (await devchain.tableRows('dov.token', 'accounts', account)) as {
    rows: { balance: string }[]
  }
  const row = rows.find((r) => r.balance.endsWith(` ${symbol}`))
  return row === undefined ? 0 : Math.round(Number(row.balance.split(' ')[0]) * 10_000)
}

/** What the screens should show once they can read the chain, read before any fault. */
async function readTruth(devchain: Devchain) {
  const owned = async (code: string, table: string) =>
    ((await devchain.tableRows(code, table, code)) as { rows: { owner: string }[] }).rows.filter(
      (row) => row.owner === PLAYER,
    ).length
  return {
    walletDovx: await walletUnits(devchain, PLAYER, 'DOVX'),
    inGameDovx: await inGameUnits(devchain, PLAYER, 'DOVX'),
    buildings: await owned('dov.stake', 'buildings'),
    divisions: await owned('dov.game', 'sdivisions'),
  }
}

type Screen = {
  path: string
  /** The menu link that opens it. */
  link: string
  /** The h1. */
  title: string
  /** Something only the real data shows. */
  data: (main: Locator, truth: Units) => Locator
  /** The first of it, when the rest takes many more reads (the owners' wins behind the ranks). */
  first?: (main: Locator) => Locator
}

const forcesTable = (main: Locator) =>
  main.getByRole('region', { name: /^TOP 20 Armed forces/ }).getByRole('table')

const SCREENS: readonly Screen[] = [
  {
    path: '/',
    link: 'Buildings',
    title: 'Buildings',
    data: (main, truth) =>
      main
        .getByRole('list', { name: 'Building slots' })
        .getByRole('article')
        .nth(truth.buildings - 1),
  },
  {
    path: '/exchange',
    link: 'Exchange',
    title: 'Exchange',
    data: (main, truth) =>
      main.getByTestId('deposit-balance-DOVX').filter({ hasText: tokenText(truth.walletDovx) }),
  },
  {
    path: '/avatars',
    link: 'Your avatar',
    title: 'SELECT YOUR AVATAR ICON',
    data: (main) => main.getByRole('group', { name: 'Avatar icons' }).getByRole('radio').first(),
  },
  {
    path: '/craft',
    link: 'Craft',
    title: 'Craft',
    data: (main, truth) =>
      main.getByTestId('in-game-DOVX').filter({ hasText: tokenText(truth.inGameDovx) }),
  },
  {
    path: '/tools',
    link: 'Tools',
    title: 'Tools',
    data: (main) => main.getByRole('region', { name: 'Staked tools' }).getByRole('article').first(),
  },
  {
    path: '/fight',
    link: 'Fight',
    title: 'Fight',
    data: (main, truth) =>
      main.getByRole('article', { name: `DIVISION ${truth.divisions}`, exact: true }),
  },
  {
    path: '/create',
    link: 'Create',
    title: 'Create division',
    data: (main) => main.getByRole('tab', { name: /^DIVISION 1/ }),
  },
  {
    path: '/economy',
    link: 'Economy',
    title: 'Economy',
    data: (main) => main.getByRole('table', { name: 'Tokens per hour' }),
  },
  {
    path: '/inventory',
    link: 'Inventory',
    title: 'My assets',
    data: (main) => main.getByText(/^\d+ assets?$/),
  },
  {
    // Public and not in the main menu: reached from the account menu, as a player does.
    path: `/player/${PLAYER}`,
    link: 'Your commander page',
    title: PLAYER,
    data: (main) => main.locator('[data-player-page][data-state="complete"]'),
    // Its figures; the ranks then wait for every owner's victories, as the Hall of Fame's do.
    first: (main) =>
      main.locator('[data-player-page]:is([data-state="partial"], [data-state="complete"])'),
  },
  {
    path: '/hof',
    link: 'Hall of Fame',
    title: 'Hall of Fame',
    data: (main) => main.getByRole('status').filter({ hasText: /^\d+ players read$/ }),
    first: forcesTable,
  },
]

const mainOf = (page: Page) => page.getByRole('main')
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })

/** The header's balances as one line: `DOVX 0.00 DOVF 0.00 … AVT 1`. */
async function headerLine(page: Page) {
  const text = await page.getByRole('banner').getByRole('definition').allTextContents()
  const labels = await page.getByRole('banner').getByRole('term').allTextContents()
  return labels.map((label, i) => `${label} ${text[i] ?? ''}`).join(' ')
}

/** One row of the report: fault, screen, what the screen showed, what the header showed. */
function record(kind: string, screen: string, outcome: string, header: string) {
  const line = `${kind} | ${screen} | ${outcome} | header: ${header}`
  test.info().annotations.push({ type: 'fault outcome', description: line })
  console.log(line)
}

async function open(page: Page, screen: Screen) {
  if (new URL(page.url()).pathname !== screen.path) {
    if (screen.path.startsWith('/player/')) {
      await page.getByRole('banner').getByRole('button', { name: 'Account' }).click()
      await page.getByRole('link', { name: screen.link, exact: true }).click()
    } else await menuOf(page).getByRole('link', { name: screen.link, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${screen.path === '/' ? '/' : screen.path}$`))
  }
}

/**
 * Never blank, never logged out, never a false zero: what every screen owes under any fault.
 * No figure may show 0 while nothing could be read (an error or a loading state); once the
 * screen's data shows (`data`), a zero may be true (an officer's power is 0.0), and the screens'
 * data locators check their balances against the chain instead. `zeros: false` skips the check.
 */
async function expectHonest(
  page: Page,
  screen: Screen,
  { zeros = true, data }: { zeros?: boolean; data?: Locator } = {},
) {
  await expect(mainOf(page).getByRole('heading', { level: 1, name: screen.title })).toBeVisible()
  await expect(menuOf(page).getByTestId('account-name')).toHaveText(PLAYER)
  await expect(menuOf(page).getByRole('button', { name: 'Log In' })).toHaveCount(0)
  if (!zeros) return
  // The rendered text (innerText), so that figures in separate elements never run together
  // (textContent would join "12" and "0.5" as "120.5").
  const text = await mainOf(page).innerText()
  // Data, once shown, stays: not shown now, it was not shown when the text was taken.
  if (data !== undefined && (await data.isVisible())) return
  expect(text, `${screen.path} shows a zero`).not.toMatch(ZERO)
}

/** The screen's errors: notices (role alert) that offer Retry. */
const errorsWithRetry = (page: Page) =>
  mainOf(page)
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Retry' }) })
const errorWithRetry = (page: Page) => errorsWithRetry(page).first()

/**
 * After the faults are cleared: the screen's data comes back by itself (a failed read is read
 * again when a screen mounts), else with a click on each Retry it shows. Returns how.
 */
async function recover(page: Page, screen: Screen, truth: Units): Promise<string> {
  const data = screen.data(mainOf(page), truth)
  const retries = mainOf(page).getByRole('button', { name: 'Retry' })
  let clicks = 0
  await expect(async () => {
    if (!(await data.isVisible())) {
      for (const retry of await retries.all()) {
        await retry.click({ timeout: 1_000 }).then(
          () => clicks++,
          () => {},
        )
      }
    }
    await expect(data).toBeVisible({ timeout: 4_000 })
  }).toPass({ timeout: 25_000 })
  await expect(mainOf(page).getByRole('alert')).toHaveCount(0)
  return clicks === 0 ? 'data back by itself' : `data back after ${clicks} Retry click(s)`
}

/** What a player is told under each fault (after the screen names what it could not read). */
const SAID: Record<Exclude<FaultKind, 'latency'>, RegExp> = {
  // The fault answers as nodeos does on an internal error (a JSON body): the chain's answer.
  '500': /The chain refused the request\./,
  drop: /did not answer/,
  malformed: /answered with something that is not chain data/,
}

/** Under 500, drop or malformed: every screen says what failed, then recovers. */
async function failingReads(page: Page, devchain: Devchain, kind: Exclude<FaultKind, 'latency'>) {
  test.setTimeout(120_000)
  const truth = await readTruth(devchain)
  // Faulted before the page loads: a table the shell read at its start (the avatars, for the
  // menu) would otherwise be in the cache or not depending on timing, and a screen would show
  // its data beside the failure of another read.
  await faultReads(devchain, kind)
  // The page's clock, flowing as time does, so that the wait before a failed read's retry (1 s)
  // can be passed rather than waited for.
  await page.clock.install()
  await page.goto('/')
  await loginAs(page, PLAYER)

  for (const screen of SCREENS) {
    const start = Date.now()
    await open(page, screen)
    const error = errorWithRetry(page)
    await expect(async () => {
      await page.clock.fastForward(500)
      await expect(error).toBeVisible({ timeout: 250 })
    }).toPass({ timeout: 15_000 })
    await expectHonest(page, screen)
    const said = ((await error.locator('p').first().textContent()) ?? '').trim()
    // The exchange's first notice is about the wallet balances in its own words (checked below).
    if (screen.path !== '/exchange')
      await expect(error, `${screen.path} says what went wrong`).toContainText(SAID[kind])
    if (screen.path === '/exchange') {
      // The balances it could not read are unknown, in both directions, never 0.
      for (const token of ['DOVX', 'DOVF', 'DOVH', 'DOVS', 'DOVR']) {
        await expect(page.getByTestId(`deposit-balance-${token}`)).toHaveText('unknown')
      }
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
      await expect(errorWithRetry(page)).toContainText('Your in-game balances could not be read.')
      await expect(page.getByTestId('withdraw-balance-DOVX')).toHaveText('unknown')
      await expect(page.getByTestId('withdraw-fee')).toHaveText('-')
      await expectHonest(page, screen)
      await page.getByRole('button', { name: 'Deposit', exact: true }).click()
    }
    record(
      kind,
      screen.path,
      `error with Retry after ${Date.now() - start} ms: "${said}"`,
      await headerLine(page),
    )
  }

  // The faults end: on the screen still shown (nothing reads it again by itself), Retry does.
  await devchain.clearFaults()
  const hof = SCREENS[SCREENS.length - 1] as Screen
  const errors = errorsWithRetry(page)
  const shown = await errors.count()
  // From the last: a notice that goes away does not move the ones before it.
  for (let i = shown - 1; i >= 0; i--) {
    await errors.nth(i).getByRole('button', { name: 'Retry' }).click()
  }
  await expect(forcesTable(mainOf(page))).toBeVisible()
  const how = await recover(page, hof, truth)
  record(
    kind,
    `${hof.path} (cleared)`,
    `${shown} Retry click(s), then ${how}`,
    await headerLine(page),
  )
  for (const screen of SCREENS.slice(0, -1)) {
    const start = Date.now()
    await open(page, screen)
    const how = await recover(page, screen, truth)
    await expectHonest(page, screen, { zeros: false })
    record(
      kind,
      `${screen.path} (cleared)`,
      `${how} (${Date.now() - start} ms)`,
      await headerLine(page),
    )
  }
  // The header: recorded only (see above). The account is still the same.
  record(
    kind,
    'end',
    `header expected ${headerText(truth.inGameDovx)} DOVX`,
    await headerLine(page),
  )
}

test.describe('under faulty chain reads', () => {
  test('a 500 on every chain read: each screen says so with Retry, and Retry reads again', async ({
    page,
    devchain,
  }) => {
    await failingReads(page, devchain, '500')
  })

  test('a dropped connection on every chain read: each screen says so, and recovers', async ({
    page,
    devchain,
  }) => {
    await failingReads(page, devchain, 'drop')
  })

  test('malformed JSON from every chain read: each screen says so, and recovers', async ({
    page,
    devchain,
  }) => {
    await failingReads(page, devchain, 'malformed')
  })

  test('3 s on every table read: each screen shows it is loading, then its data, no error', async ({
    page,
    devchain,
  }) => {
    test.setTimeout(120_000)
    const truth = await readTruth(devchain)
    await page.goto('/')
    await faultReads(devchain, 'latency')
    await loginAs(page, PLAYER)
    const main = mainOf(page)
    const loading = main.getByRole('progressbar').or(main.locator('[aria-busy="true"]'))

    for (const screen of SCREENS) {
      const start = Date.now()
      await open(page, screen)
      // The Hall of Fame's first board: its wins boards take 24 owners' reads more, 6 at a time.
      const data = screen.first?.(main) ?? screen.data(main, truth)
      // At once: a loading state (or data already read by another screen), never an empty screen.
      await expect(loading.or(data).first()).toBeVisible({ timeout: 5_000 })
      await expectHonest(page, screen, { data })
      const header = await headerLine(page)
      await expect(data).toBeVisible({ timeout: 25_000 })
      await expectHonest(page, screen, { zeros: false })
      await expect(main.getByRole('alert')).toHaveCount(0)
      const shown = `loading state or earlier data at once, data after ${Date.now() - start} ms`
      record('latency', screen.path, shown, header)
    }

    // Back on a screen read before: its last good data shows at once while the slow read runs.
    const buildings = SCREENS[0] as Screen
    await open(page, buildings)
    // Well within the 3 s a new read takes.
    await expect(buildings.data(main, truth)).toBeVisible({ timeout: 2_500 })
    record('latency', '/ (again)', 'last good data at once', await headerLine(page))
    await devchain.clearFaults()
  })
})

test('every endpoint cut: a transaction and the reads after it say so in words within 6 s', async ({
  page,
  devchain,
}) => {
  await openAs(page, '/exchange', 'player1')
  const row = page.getByRole('form', { name: 'DOVX' })
  await expect(row.getByTestId('deposit-balance-DOVX')).not.toHaveText('unknown')
  await row.getByLabel('DOVX amount').fill('5')
  // The connection drops: the first endpoint resets every connection, the second (the devchain
  // itself) drops every chain request.
  await devchain.setFirstEndpointDown(true)
  await devchain.setFault({ path: '/v1/chain/*', kind: 'drop' })
  await devchain.setFault({ path: ATOMIC_READS, kind: 'drop' })
  await row.getByRole('button', { name: 'Deposit DOVX' }).click()
  const raw = /EndpointError|Failed to fetch|https?:\/\//
  // The spec's toast, with what happened in words.
  const toast = page.getByRole('alert').filter({ hasText: 'An error has occurred.' })
  await expect(toast).toBeVisible({ timeout: 6_000 })
  await expect(toast).toContainText("The game's chain did not answer. Check your connection")
  await expect(toast).not.toContainText(raw)
  // No wallet window on top of it with the transport's text.
  expect(await wharfkitDialog(page)).toBeNull()
  // A screen read now: said in words too, within 6 s (the technical text one click away).
  await menuOf(page).getByRole('link', { name: 'Tools', exact: true }).click()
  const said = mainOf(page)
    .getByRole('alert')
    .filter({ hasText: /cannot be reached|did not answer/ })
    .first()
  await expect(said).toBeVisible({ timeout: 6_000 })
  expect(await mainOf(page).innerText()).not.toMatch(raw)
  await devchain.clearFaults()
  await devchain.setFirstEndpointDown(false)
})

/** Records every alert and every toast that appears, from the first paint on. */
function recordAlerts() {
  const seen = { alerts: [] as string[], toasts: [] as string[] }
  Object.assign(window, { __seen: seen })
  new MutationObserver(() => {
    for (const el of Array.from(document.querySelectorAll('[role="alert"]'))) {
      const text = el.textContent?.trim() ?? ''
      if (text !== '' && !seen.alerts.includes(text)) seen.alerts.push(text)
    }
    for (const el of Array.from(
      document.querySelectorAll('section[aria-label="Notifications"] [data-kind]'),
    )) {
      const text = `${el.getAttribute('data-kind')}: ${el.textContent?.trim() ?? ''}`
      if (!seen.toasts.includes(text)) seen.toasts.push(text)
    }
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
}

async function seen(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __seen: { alerts: string[]; toasts: string[] } }).__seen,
  )
}

/** No alert appeared and every toast so far was a success. */
async function expectNoError(page: Page, step: string) {
  const { alerts, toasts } = await seen(page)
  expect(alerts, `alerts by ${step}`).toEqual([])
  expect(
    toasts.filter((t) => !t.startsWith('success:')),
    `toasts by ${step}`,
  ).toEqual([])
}

/** Opens the picker of `slot` and places the first card whose name matches `name`. */
async function place(page: Page, slot: string, name: RegExp = /: place$/) {
  await page.getByRole('button', { name: `${slot}: choose a card`, exact: true }).click()
  const picker = page.getByRole('dialog')
  await picker.getByRole('button', { name }).first().click()
  await expect(picker).toBeHidden()
}

test('with one of two RPC endpoints dead the whole journey passes with no error shown', async ({
  page,
  devchain,
}) => {
  test.setTimeout(120_000)
  const wallet = await walletUnits(devchain, 'player1', 'DOVX')
  const inGame = await inGameUnits(devchain, 'player1', 'DOVX')
  await devchain.setFirstEndpointDown(true)
  // The app does meet the dead endpoint (and moves on to the other one).
  let deadEndpointTries = 0
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(devchain.proxy)) deadEndpointTries++
  })
  await page.addInitScript(recordAlerts)
  const menu = menuOf(page)
  const success = page.getByRole('status').filter({ hasText: 'Transaction successfull' })

  // Exchange: a deposit.
  await openAs(page, '/exchange', 'player1', { clock: true })
  const row = page.getByRole('form', { name: 'DOVX' })
  await expect(row.getByTestId('deposit-balance-DOVX')).toHaveText(tokenText(wallet))
  await row.getByLabel('DOVX amount').fill('5')
  await row.getByRole('button', { name: 'Deposit DOVX' }).click()
  await expect(success).toHaveCount(1)
  await expect(row.getByTestId('deposit-balance-DOVX')).toHaveText(tokenText(wallet - 50_000))
  await expect.poll(() => inGameUnits(devchain, 'player1', 'DOVX')).toBe(inGame + 50_000)
  await expectNoError(page, 'the deposit')

  // Buildings: stake one from the popup.
  await menu.getByRole('link', { name: 'Buildings', exact: true }).click()
  const slots = page.getByRole('list', { name: 'Building slots' })
  await slots.getByRole('button', { name: 'Add a building' }).first().click()
  const popup = page.getByRole('dialog', { name: 'Add a building' })
  await popup.getByRole('list', { name: 'Unstaked buildings' }).getByRole('button').first().click()
  await expect(popup).toBeHidden()
  await expect(slots.getByRole('article')).toHaveCount(1)
  await expect(slots.getByRole('article').getByText('Will end in')).toBeVisible()
  await expectNoError(page, 'the staking')

  // Create: a division that wins in Omaha Beach, saved.
  await menu.getByRole('link', { name: 'Create', exact: true }).click()
  await page.getByRole('radio', { name: /^1 Omaha Beach/ }).check()
  await place(page, 'Officer', /^Lieutenant #\d+: place$/)
  for (const slot of ['Combat 4', 'Combat 5', 'Combat 6'])
    await place(page, slot, /^Rifleman #\d+: place$/)
  for (const slot of ['Support', 'Combat 7', 'Combat 8']) await place(page, slot)
  await page.getByRole('button', { name: 'Save division' }).click()
  await expect(page.getByRole('button', { name: 'Edit division' })).toBeVisible()
  await expectNoError(page, 'the division')

  // Fight, let the chain time pass, claim.
  await menu.getByRole('link', { name: 'Fight', exact: true }).click()
  const division = page.getByRole('article', { name: 'DIVISION 1' })
  await expect(division.getByTestId('victories')).toHaveText('0')
  await division.getByRole('button', { name: 'Fight' }).click()
  await expect(division.getByRole('timer')).toBeVisible()
  await expectNoError(page, 'the fight')
  await passTime(page, devchain, 200)
  await division.getByRole('button', { name: 'Claim' }).click()
  await expect(division.getByRole('button', { name: 'Fight' })).toBeVisible()
  await expect(division.getByTestId('victories')).toHaveText('1')
  await expect(menu.getByTestId('account-name')).toHaveText('player1')
  await expectNoError(page, 'the claim')
  // Deposit, stake, save, fight and claim: five transactions, each told as a success.
  expect((await seen(page)).toasts).toHaveLength(5)
  expect(deadEndpointTries).toBeGreaterThan(0)
})
