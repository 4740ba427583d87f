#!/usr/bin/env node
// Size budgets, read from Vite's manifest (gzip, level 9):
// - the first route (/): the entry chunk, its static imports, and the `/` route chunk with its
//   static imports; it must hold no WharfKit code (the wallet stack loads lazily);
// - the wallet chunk: what loads on `Log In` or with a stored session, beyond the first route.
// Usage: node scripts/size.mjs [distDir]   (fails above a budget)
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const KB = 1000 // kB as Vite reports them
const FIRST_ROUTE = ['index.html', 'src/features/buildings/route.tsx']
const BUDGETS = [
  { name: 'first route (entry + / route)', limit: 130 * KB, roots: FIRST_ROUTE, exclude: [] },
  {
    name: 'wallet chunk (WharfKit stack)',
    limit: 190 * KB,
    roots: ['src/chain/wallet/kit.ts'],
    exclude: FIRST_ROUTE,
  },
]

const dist = process.argv[2] ?? 'apps/web/dist'
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))

/** Files of the given manifest keys and all their static imports. */
function closure(keys) {
  const files = new Set()
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key)) return
    seen.add(key)
    const entry = manifest[key]
    if (entry === undefined) throw new Error(`manifest has no entry for ${key}`)
    files.add(entry.file)
    for (const imported of entry.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return [...files].filter((file) => file.endsWith('.js'))
}

const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length

let failed = false
for (const budget of BUDGETS) {
  const shared = new Set(closure(budget.exclude))
  const files = closure(budget.roots).filter((file) => !shared.has(file))
  const total = files.reduce((sum, file) => sum + gzip(file), 0)
  const ok = total <= budget.limit
  failed ||= !ok
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${budget.name}: ${(total / KB).toFixed(2)} KB gzip ` +
      `(budget ${(budget.limit / KB).toFixed(0)} KB) in ${files.length} files: ${files.join(', ')}`,
  )
}
const wharfkitOnFirstRoute = closure(FIRST_ROUTE).filter((file) =>
  readFileSync(join(dist, file), 'utf8').includes('wharfkit'),
)
if (wharfkitOnFirstRoute.length > 0) {
  failed = true
  console.log(`FAIL WharfKit code on the first route: ${wharfkitOnFirstRoute.join(', ')}`)
} else console.log('ok   no WharfKit code on the first route')
process.exit(failed ? 1 : 0)
