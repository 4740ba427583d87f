#!/usr/bin/env node
// Size budgets, read from Vite's manifest (gzip, level 9; 1 KB = 1000 B as Vite reports them).
// Figures and the reasoning behind them: docs/performance.md.
// - first route (/): the entry chunk, its static imports, and the `/` screen's chunk (and its
//   reads chunk) with their static imports; it must hold no WharfKit code;
// - the wallet chunk: what loads on `Log In` or with a stored session, beyond the entry; and
//   Wombat's, beyond that: its plugin and the Scatter protocol it loads, on its button only;
// - each screen: what its chunk (route.tsx and reads.ts, with their static imports) adds to the
//   entry, and what its lazy parts (React.lazy inside the screen) add beyond that. A screen
//   without a budget here fails the step: every new screen states what it may cost.
// Usage: node scripts/size.mjs [distDir]   (exit 1 above a budget)
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const KB = 1000
const ENTRY = 'index.html'
const FIRST_SCREEN = 'buildings'
const WELCOME = 'src/app/Welcome.tsx'
const FIRST_ROUTE_LIMIT = 115_750
const WALLET_LIMIT = 180_000
const WOMBAT_LIMIT = 64_000
/** Per screen: [own chunk, lazy parts] in bytes gzip. */
const SCREEN_LIMITS = {
  buildings: [10 * KB, 8 * KB],
  tools: [11 * KB, 0],
  exchange: [9 * KB, 0],
  avatars: [9 * KB, 0],
  craft: [9.6 * KB, 0],
  // Lazy: the campaign map (widgets/map, 3.2 KB) a card's Change zone opens; its loader and the
  // divisions it draws, +0.06 KB on the screen. The closed-zone rule (@dov/game/closedZones) is a
  // chunk of its own (0.22 KB), shared by the map and the builder's planner strip.
  fight: [15.9 * KB, 7.1 * KB],
  // With the picker's mint numbers (AssetOption). Lazy: the battle planner and the campaign map
  // (3.2 KB and the objectives' names), loaded with the screen's reads.
  create: [21.8 * KB, 11.2 * KB],
  // Shares the owners' wins reader, @dov/game/hof and TanStack's useQueries with `player`; with
  // `player` and `activity`, the indexer's live channel (~1.8 KB, chain/read/indexer/events.ts).
  // Each owner's commander rank and the week's board: +0.85 KB; the rank's words are a lazy part
  // shared with `player` and the account menu (widgets/RankText.tsx, 0.5 KB), so that no chunk is
  // added to the first route's preload map.
  hof: [21 * KB, 0.55 * KB],
  economy: [16 * KB, 0],
  inventory: [13 * KB, 0],
  // With the away notice's count of the buildings that finished (their reads are the first
  // screen's, in `shared`), and the shared chunk's mint line (+0.02 KB on every screen).
  activity: [14.85 * KB, 1.5 * KB],
  // The medals (every one's name and what earns it, held ones dated) and the rank: +1.2 KB; the
  // rank's words are the lazy part it shares with `hof`.
  player: [21.1 * KB, 0.55 * KB],
  'not-found': [1 * KB, 0],
}

/**
 * Lazy chunks of the app itself, not of a screen, with their budgets: the map of what each signed
 * action changes, loaded with the first transaction's reload (`chain/wallet/reload.ts`); the
 * activity part of the Buildings and Fight screens (recent list, away notice), loaded by their
 * small `widgets/activity/part.tsx`. They are not counted as any screen's lazy parts.
 */
const APP_LAZY = {
  'src/chain/wallet/changedKeys.ts': 1 * KB,
  // With the first screen's `shared` chunk it imports (~5 KB, already loaded on /) and the
  // indexer's live channel; the away notice counts the buildings that finished with the
  // buildings' reads of `shared`.
  'src/widgets/activity/RecentActivity.tsx': 13.95 * KB,
}

const dist = process.argv[2] ?? 'apps/web/dist'
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))

/** Manifest keys of the given keys and all their static imports. */
function closure(keys) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key)) return
    if (manifest[key] === undefined) throw new Error(`manifest has no entry for ${key}`)
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return seen
}

const jsFiles = (keys) =>
  [...new Set([...keys].map((key) => manifest[key].file))].filter((f) => f.endsWith('.js'))
const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
const total = (files) => files.reduce((sum, file) => sum + gzip(file), 0)
const minus = (keys, excluded) => new Set([...keys].filter((key) => !excluded.has(key)))

/** The roots of a screen: its route chunk and, when it has one, its reads chunk. */
function screenRoots(id) {
  return [`src/features/${id}/route.tsx`, `src/features/${id}/reads.ts`].filter(
    (key) => manifest[key] !== undefined,
  )
}

const rows = []
let failed = false
function check(name, files, limit) {
  const size = total(files)
  const ok = size <= limit
  failed ||= !ok
  rows.push({ ok, name, size, limit, files })
}

const entry = closure([ENTRY])
// A returning player gets the `/` screen; a newcomer (logged out) gets the welcome screen instead.
const firstRoute = closure([ENTRY, ...screenRoots(FIRST_SCREEN)])
check('first route, logged in (entry + / screen)', jsFiles(firstRoute), FIRST_ROUTE_LIMIT)
check(
  'first route, logged out (entry + welcome)',
  jsFiles(closure([ENTRY, WELCOME])),
  FIRST_ROUTE_LIMIT,
)
// The wallet chunk is the kit module's own, or the `kit` group's that holds it whole
// (vite.config.ts, walletGraph: then the module has no key of its own).
const WALLET =
  manifest['src/chain/wallet/kit.ts'] === undefined
    ? Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key].name === 'kit')
    : 'src/chain/wallet/kit.ts'
const wallet = closure([WALLET])
check('wallet chunk (WharfKit stack)', jsFiles(minus(wallet, entry)), WALLET_LIMIT)
const WOMBAT = 'src/chain/wallet/wombat.ts'
check(
  "Wombat's chunks, on its button only (plugin, Scatter protocol)",
  jsFiles(
    minus(
      closure([WOMBAT, ...(manifest[WOMBAT]?.dynamicImports ?? [])]),
      new Set([...entry, ...wallet]),
    ),
  ),
  WOMBAT_LIMIT,
)

const appLazy = new Set()
for (const [key, limit] of Object.entries(APP_LAZY)) {
  const parts = minus(closure([key]), entry)
  for (const part of parts) appLazy.add(part)
  check(`app, lazy: ${key}`, jsFiles(parts), limit)
}

const screens = Object.keys(manifest)
  .map((key) => key.match(/^src\/features\/([^/]+)\/route\.tsx$/)?.[1])
  .filter((id) => id !== undefined)
  .sort()
for (const id of screens) {
  const limits = SCREEN_LIMITS[id]
  if (limits === undefined) {
    failed = true
    console.log(`FAIL screen ${id} has no budget: add it to SCREEN_LIMITS in scripts/size.mjs`)
    continue
  }
  const own = closure(screenRoots(id))
  check(`screen ${id}`, jsFiles(minus(own, entry)), limits[0])
  const lazyRoots = [...minus(own, entry)].flatMap((key) => manifest[key].dynamicImports ?? [])
  const lazyParts = minus(minus(minus(closure(lazyRoots), own), entry), appLazy)
  if (lazyParts.size > 0 || limits[1] > 0) {
    check(`screen ${id}, lazy parts`, jsFiles(lazyParts), limits[1])
  }
}

for (const row of rows) {
  console.log(
    `${row.ok ? 'ok  ' : 'FAIL'} ${row.name}: ${(row.size / KB).toFixed(2)} KB gzip ` +
      `(budget ${(row.limit / KB).toFixed(0)} KB) in ${row.files.length} files: ${row.files.join(', ')}`,
  )
}
const wharfkitOnFirstRoute = jsFiles(firstRoute).filter((file) =>
  readFileSync(join(dist, file), 'utf8').includes('wharfkit'),
)
if (wharfkitOnFirstRoute.length > 0) {
  failed = true
  console.log(`FAIL WharfKit code on the first route: ${wharfkitOnFirstRoute.join(', ')}`)
} else console.log('ok   no WharfKit code on the first route')
process.exit(failed ? 1 : 0)
