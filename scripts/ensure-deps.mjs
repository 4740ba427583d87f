#!/usr/bin/env node
// Installs the workspace's packages when they are missing or older than package-lock.json, so
// `npm start` and `npm test` work on a fresh clone with one command.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

const marker = 'node_modules/.package-lock.json'
const stale =
  !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000
if (stale) {
  console.log('Installing dependencies (npm install)…')
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
// `npm install` rather than `npm ci`: npm 11 leaves other platforms' optional binaries (Biome's,
// esbuild's) out of the lock file, which `npm ci` then refuses as "out of sync".
