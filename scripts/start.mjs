#!/usr/bin/env node
// `npm start`: the local devchain with its demo world and the app's dev server, together.
// Ctrl-C stops both. Ports: DEVCHAIN_PORT (8888) and APP_PORT (5173).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

const devchainPort = Number(process.env.DEVCHAIN_PORT ?? 8888)
const appPort = Number(process.env.APP_PORT ?? 5173)
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

const rpc = `http://127.0.0.1:${devchainPort}`
if (existsSync('packages/devchain/src/cli.ts')) {
  run('devchain', 'node_modules/.bin/tsx', [
    'packages/devchain/src/cli.ts',
    '--port',
    String(devchainPort),
    '--world',
    'demo',
  ])
  if (!(await waitFor(`${rpc}/v1/chain/get_info`, 60, { method: 'POST', body: '{}' }))) {
    console.error(`The devchain did not answer on ${rpc} within 60 s.`)
    stop(1)
  }
}

run('app', 'node_modules/.bin/vite', ['apps/web', '--port', String(appPort), '--strictPort'], {
  DOV_RPC_URLS: process.env.DOV_RPC_URLS ?? rpc,
  DOV_ATOMIC_URLS: process.env.DOV_ATOMIC_URLS ?? rpc,
  DOV_IPFS_GATEWAYS: process.env.DOV_IPFS_GATEWAYS ?? `${rpc}/ipfs/`,
  DOV_RESOURCE_PROVIDER: process.env.DOV_RESOURCE_PROVIDER ?? rpc,
})
await waitFor(`http://127.0.0.1:${appPort}/`, 60)
console.log(`\n  DOV Warfare is running: open http://127.0.0.1:${appPort}/`)
console.log(`  Local devchain: ${rpc} (log in with "Local demo account": player1 … player5)\n`)
