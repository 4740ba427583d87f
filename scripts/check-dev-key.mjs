#!/usr/bin/env node
// The dev-key wallet must be impossible outside the local devchain: build the app for the WAX
// test network and fail if the EOSIO development key or the local demo option is in any file.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const outDir = 'node_modules/.tmp/wax-testnet-dist'
const build = spawnSync(
  'node_modules/.bin/vite',
  ['build', 'apps/web', '--outDir', `../../${outDir}`, '--emptyOutDir', '--logLevel', 'warn'],
  { stdio: 'inherit', env: { ...process.env, DOV_NETWORK: 'wax-testnet' } },
)
if (build.status !== 0) process.exit(build.status ?? 1)

const FORBIDDEN = ['5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3', 'Local demo account']
const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
  /\.(js|html)$/.test(f),
)
const leaks = files.flatMap((file) => {
  const text = readFileSync(join(outDir, file), 'utf8')
  return FORBIDDEN.filter((needle) => text.includes(needle)).map((needle) => `${file}: ${needle}`)
})
rmSync(outDir, { recursive: true, force: true })
if (leaks.length > 0) {
  console.log(`FAIL the wax-testnet build contains local-only code:\n${leaks.join('\n')}`)
  process.exit(1)
}
console.log(
  `ok   the wax-testnet build (${files.length} files) has no dev key and no local demo login`,
)
