#!/usr/bin/env node
// Installs the workspace's packages when they are missing or older than package-lock.json, so
// `npm start` and `npm test` work on a fresh clone with one command. `npm ci` installs exactly
// the lock file and never rewrites it; the gate checks the lock stays complete for every platform
// (`npm ci --dry-run` in scripts/test.mjs).
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

const marker = 'node_modules/.package-lock.json'
const stale =
  !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000
if (stale) {
  console.log('Installing dependencies (npm ci)…')
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
