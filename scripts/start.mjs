#!/usr/bin/env node
// `npm start`: the local devchain with its demo world and its state history, the Hall of Fame's
// indexer on the embedded PostgreSQL, and the app's dev server, together. Ctrl-C stops them all.
// Ports: DEVCHAIN_PORT (8888), SHIP_PORT (8080, as nodeos), INDEXER_PORT (8890), APP_PORT (5173);
// each reaches the processes that use it (scripts/start-env.mjs).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { startEnv } from './start-env.mjs'

const stack = startEnv(process.env)
const { devchain: devchainPort, ship: shipPort, app: appPort } = stack.ports
const children = []

function run(name, command, args, env = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  })
  child.on('exit', (code, signal) => {
    if (signal === null && code !== 0) {
      console.error(`${name} exited with code ${code}; stopping.`)
      stop(code ?? 1)
    }
  })
  children.push(child)
  return child
}

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

async function waitFor(url, seconds, init = {}) {
  const deadline = Date.now() + seconds * 1000
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, init)
      if (response.ok) return true
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

const rpc = stack.rpc
if (existsSync('packages/devchain/src/cli.ts')) {
  run('devchain', 'node_modules/.bin/tsx', [
    'packages/devchain/src/cli.ts',
    '--port',
    String(devchainPort),
    '--ship-port',
    String(shipPort),
    '--world',
    'demo',
  ])
  if (!(await waitFor(`${rpc}/v1/chain/get_info`, 60, { method: 'POST', body: '{}' }))) {
    console.error(`The devchain did not answer on ${rpc} within 60 s.`)
    stop(1)
  }
}

const indexer = stack.indexerUrl
run('indexer', 'node_modules/.bin/tsx', ['apps/indexer/src/main.ts'], stack.indexer)
if (!(await waitFor(`${indexer}/v1/health`, 60))) {
  console.error(`The indexer did not answer on ${indexer} within 60 s.`)
  stop(1)
}

run(
  'app',
  'node_modules/.bin/vite',
  ['apps/web', '--port', String(appPort), '--strictPort'],
  stack.app,
)
await waitFor(`${stack.appUrl}/`, 60)
console.log(`\n  DOV Warfare is running: open ${stack.appUrl}/`)
console.log(`  Local devchain: ${rpc} (log in with "Local demo account": player1 … player5)`)
console.log(`  State history:  ${stack.ship}`)
console.log(`  Indexer:        ${indexer}/v1/hof\n`)
