/**
 * Benchmark: `GET /v1/player` (a commander's page) on the devchain's `huge` world (20,000 players
 * with wins, 60,000 divisions), over loopback.
 *
 *   npm run bench:player -w apps/indexer          (WORLD=large for the smaller world)
 *
 * Starts the devchain with its state history (a block every 500 ms, as nodeos) and the indexer
 * (`src/main.ts`, embedded PostgreSQL in a fresh folder), waits until the indexer has caught up
 * with the chain's head, then times, for the owner of the strongest division and for the owner of
 * the 20th:
 * - cold: the first `/v1/player` after the sync (the model ranks every player and division once);
 * - warm: RUNS more requests (no `If-None-Match`: each is a full answer), median and p95;
 * - after a change: a division of another player deleted on chain (`deldivision`, signed with the
 *   devchain's dev key), then the first `/v1/player` once the indexer applied its block (the
 *   ranking is computed again), CHANGES times, median.
 * Each time is the request's, from sending it to the body read. Every process it starts is
 * stopped at the end and on failure.
 */

import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { Session } from '@wharfkit/session'
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey'
import type { HofDocument, PlayerDocument } from '../src/http'
import { freePort, repoRoot } from '../src/testing/devchain'

const WORLD = process.env.WORLD ?? 'huge'
const RUNS = Number(process.env.RUNS ?? 20)
const CHANGES = Number(process.env.CHANGES ?? 3)
/** The devchain's public development key (LOCAL USE ONLY), which signs for every account. */
const DEV_KEY = '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3'

const children = new Set<ChildProcess>()
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopAll()
    process.exit(130)
  })

function run(name: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
  children.add(child)
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return {
    alive: () => {
      if (child.exitCode !== null) throw new Error(`${name} exited:\n${output}`)
    },
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  alive: () => void,
  timeoutMs: number,
): Promise<T> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    alive()
    const value = await check().catch(() => undefined)
    if (value !== undefined) return value
    await sleep(100)
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`)
}

const ms = (n: number) => `${n.toFixed(1)} ms`
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)] ?? NaN

const dataDir = mkdtempSync(join(tmpdir(), 'bench-player-'))
try {
  const [chainPort, shipPort, indexerPort] = [await freePort(), await freePort(), await freePort()]
  const rpc = `http://127.0.0.1:${chainPort}`
  const api = `http://127.0.0.1:${indexerPort}`
  console.log(`bench:player: world ${WORLD}: starting the devchain…`)
  const chain = run('the devchain', [
    'packages/devchain/src/cli.ts',
    ...['--port', String(chainPort), '--ship-port', String(shipPort)],
    ...['--world', WORLD, '--block-ms', '500'],
  ])
  const info = () =>
    fetch(`${rpc}/v1/chain/get_info`, { method: 'POST', body: '{}' }).then(
      (r) => r.json() as Promise<{ chain_id: string; head_block_num: number }>,
    )
  await until('the devchain answers', info, chain.alive, 10 * 60_000)
  const started = performance.now()
  const indexer = run('the indexer', ['apps/indexer/src/main.ts'], {
    SHIP_URL: `ws://127.0.0.1:${shipPort}`,
    RPC_URL: rpc,
    PORT: String(indexerPort),
    DATA_DIR: dataDir,
  })
  const alive = () => {
    chain.alive()
    indexer.alive()
  }
  await until(
    'the indexer catches up',
    async () => {
      const health = (await (await fetch(`${api}/v1/health`)).json()) as {
        as_of: unknown
        catching_up: boolean
      }
      return health.as_of !== null && !health.catching_up ? true : undefined
    },
    alive,
    10 * 60_000,
  )
  console.log(`  indexer caught up in ${ms(performance.now() - started)}`)

  const timed = async (account: string) => {
    const t = performance.now()
    const response = await fetch(`${api}/v1/player?account=${account}`)
    const body = (await response.json()) as PlayerDocument
    return { ms: performance.now() - t, body }
  }
  const hof = (await (await fetch(`${api}/v1/hof`)).json()) as HofDocument
  const owners = [hof.boards.forces[0]?.owner, hof.boards.forces.at(-1)?.owner].filter(
    (o): o is string => o !== undefined,
  )
  const lines: string[] = []
  for (const owner of owners) {
    const cold = await timed(owner)
    const warm: number[] = []
    for (let i = 0; i < RUNS; i++) warm.push((await timed(owner)).ms)
    lines.push(
      `  ${owner}: ${cold.body.divisions.length} divisions (best rank ${Math.min(...cold.body.divisions.map((d) => d.rank))}), officers rank ${cold.body.standing.officers?.rank ?? '-'}: cold ${ms(cold.ms)}, warm median ${ms(median(warm))}, p95 ${ms(p95(warm))} (${RUNS} requests)`,
    )
  }

  // A division of another player deleted: the next page is ranked again.
  const { chain_id } = await info()
  const afterChange: number[] = []
  const owner = owners[0] ?? ''
  for (const division of hof.boards.forces.filter((d) => d.owner !== owner)) {
    if (afterChange.length >= CHANGES) break
    const session = new Session({
      chain: { id: chain_id, url: rpc },
      actor: division.owner,
      permission: 'active',
      walletPlugin: new WalletPluginPrivateKey(DEV_KEY),
    })
    let block: number | undefined
    try {
      const result = await session.transact({
        actions: [
          {
            account: 'dov.game',
            name: 'deldivision',
            data: { asset_id: String(division.divID) },
            authorization: [{ actor: division.owner, permission: 'active' }],
          },
        ],
      })
      block = (result.response as { processed?: { block_num?: number } }).processed?.block_num
    } catch {
      continue // fighting: the next one
    }
    if (block === undefined) continue
    await until(
      'the indexer applies the deletion',
      async () => {
        const health = (await (await fetch(`${api}/v1/health`)).json()) as {
          as_of: { block_num: number } | null
        }
        return (health.as_of?.block_num ?? 0) >= (block ?? 0) ? true : undefined
      },
      alive,
      30_000,
    )
    afterChange.push((await timed(owner)).ms)
  }
  lines.push(
    `  ${owner}, first request after a block that deleted a division: median ${ms(median(afterChange))} (${afterChange.map(ms).join(', ')})`,
  )
  console.log(`
bench:player: GET /v1/player on the ${WORLD} world
${lines.join('\n')}
  machine: ${cpus().length} cores, load average ${(loadavg()[0] ?? NaN).toFixed(1)}`)
} finally {
  stopAll()
  rmSync(dataDir, { recursive: true, force: true })
}
