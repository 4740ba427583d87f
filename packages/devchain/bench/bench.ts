/**
 * Loopback benchmark: starts the devchain CLI as a child process (so client and server run on
 * separate cores) with a world (`--world`, default `demo`), reports how long it took to answer
 * get_info, then measures get_table_rows requests per second (a token balance by scope and, in
 * the game worlds, one owner's divisions through `sdivisions`' owner index) and signed
 * transactions per second (pre-signed token transfers, sent with send_transaction as WharfKit
 * sends them). Besides the wall-clock rates it reports the server's CPU time (start, and per
 * request), which a loaded machine disturbs far less.
 *
 *   npm run bench -w packages/devchain [-- --world NAME --reads N --txs N --concurrency N --durable]
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type AnyAction,
  PackedTransaction,
  SignedTransaction,
  Transaction,
} from '@wharfkit/antelope'
import { TOKEN_ABI } from '../src/contracts/token-abi'
import { BlockLog } from '../src/core/block-log'
import { CHAIN_ID, devPrivateKey } from '../src/core/keys'

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN
  return Number.isFinite(v) && v > 0 ? v : fallback
}

function textArg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`)
  const v = i >= 0 ? process.argv[i + 1] : undefined
  return v && !v.startsWith('--') ? v : fallback
}

const WORLD = textArg('world', 'demo')
const READS = arg('reads', 20000)
const TXS = arg('txs', 3000)
const CONCURRENCY = arg('concurrency', 16)
const DURABLE = process.argv.includes('--durable')
const MAX_SECONDS = 20

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

function call(base: string, path: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base)
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        headers: { 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

async function json<T>(base: string, path: string, body: unknown): Promise<T> {
  const r = await call(base, path, JSON.stringify(body))
  if (r.status >= 300) throw new Error(`${path}: ${r.status} ${r.text.slice(0, 300)}`)
  return JSON.parse(r.text) as T
}

/**
 * CPU seconds the server process has used so far (user + system, from `/proc`; Linux only). On a
 * machine shared with other work the wall-clock rates swing with the load; the server's CPU time
 * per request does not, so the bench reports both.
 */
function serverCpu(child: ChildProcess): number | undefined {
  try {
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return undefined
  }
}

/** Runs `job` and adds the server CPU time it used (undefined where `/proc` is missing). */
async function withCpu<T>(
  child: ChildProcess,
  job: () => Promise<T>,
): Promise<T & { cpu?: number }> {
  const before = serverCpu(child)
  const result = await job()
  const after = serverCpu(child)
  return {
    ...result,
    cpu: before === undefined || after === undefined ? undefined : after - before,
  }
}

/** Starts the CLI; resolves once get_info answers, with the seconds that took since the spawn. */
async function startServer(
  dataDir?: string,
): Promise<{ url: string; child: ChildProcess; startSeconds: number }> {
  const started = performance.now()
  const args = ['--import', 'tsx', 'src/cli.ts', '--port', '0', '--world', WORLD]
  if (dataDir) args.push('--data-dir', dataDir)
  const child = spawn(process.execPath, args, {
    cwd: join(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString()
      const m = /chain API\s+(http:\/\/[^/\s]+)\/v1\/chain\/get_info/.exec(out)
      if (m?.[1]) resolve(m[1])
    })
    child.on('exit', (code) => reject(new Error(`devchain exited with ${code}`)))
  })
  await json(url, '/v1/chain/get_info', {})
  return { url, child, startSeconds: (performance.now() - started) / 1000 }
}

/** Runs `total` jobs with `CONCURRENCY` in flight, stopping at MAX_SECONDS; returns done count and seconds. */
async function run(
  total: number,
  job: (i: number) => Promise<void>,
): Promise<{ done: number; seconds: number }> {
  let next = 0
  let done = 0
  const started = performance.now()
  const deadline = started + MAX_SECONDS * 1000
  const worker = async () => {
    while (next < total && performance.now() < deadline) {
      const i = next++
      await job(i)
      done++
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { done, seconds: (performance.now() - started) / 1000 }
}

interface Info {
  head_block_num: number
  last_irreversible_block_id: string
  head_block_time: string
}

/** `dov.token` actions as a transaction on top of `info`'s head, signed with the dev key. */
function signTokenActions(info: Info, expireMs: number, actions: AnyAction[]): PackedTransaction {
  const trx = Transaction.from(
    {
      expiration: new Date(Date.parse(`${info.head_block_time}Z`) + expireMs)
        .toISOString()
        .slice(0, 19),
      ref_block_num: info.head_block_num & 0xffff,
      ref_block_prefix: BlockLog.refBlockPrefix(info.last_irreversible_block_id),
      actions,
    },
    TOKEN_ABI,
  )
  const sig = devPrivateKey.signDigest(trx.signingDigest(CHAIN_ID))
  return PackedTransaction.fromSigned(SignedTransaction.from({ ...trx, signatures: [sig] }))
}

function transfer(info: Info, from: string, i: number): string {
  return JSON.stringify(
    signTokenActions(info, 600_000, [
      {
        account: 'dov.token',
        name: 'transfer',
        authorization: [{ actor: from, permission: 'active' }],
        data: { from, to: 'player5', quantity: '0.0001 DOVX', memo: `bench ${i}` },
      },
    ]),
  )
}

/**
 * The owner of the first division (`dov.game::sdivisions`), after checking that the owner index
 * returns exactly that owner's divisions; undefined in a world without the game's divisions.
 */
async function divisionOwner(url: string): Promise<string | undefined> {
  const page = (body: Record<string, unknown>) =>
    json<{ rows: { owner: string }[] }>(url, '/v1/chain/get_table_rows', {
      code: 'dov.game',
      scope: 'dov.game',
      table: 'sdivisions',
      json: true,
      ...body,
    }).catch(() => ({ rows: [] }))
  const owner = (await page({ limit: 1 })).rows[0]?.owner
  if (!owner) return undefined
  const { rows } = await page({
    index_position: 2,
    key_type: 'name',
    lower_bound: owner,
    upper_bound: owner,
    limit: 10,
  })
  if (rows.length === 0 || rows.some((r) => r.owner !== owner)) {
    throw new Error(`sdivisions by owner ${owner}: ${JSON.stringify(rows)}`)
  }
  return owner
}

async function main(): Promise<void> {
  const dataDir = DURABLE ? mkdtempSync(join(tmpdir(), 'devchain-bench-')) : undefined
  const { url, child, startSeconds } = await startServer(dataDir)
  const startCpu = serverCpu(child)
  try {
    // Fund four senders through the token contract itself.
    let info = await json<Info>(url, '/v1/chain/get_info', {})
    const senders = ['player1', 'player2', 'player3', 'player4']
    const fund = signTokenActions(info, 60_000, [
      {
        account: 'dov.token',
        name: 'issue',
        authorization: [{ actor: 'dov.token', permission: 'active' }],
        data: { to: 'dov.token', quantity: '1000000.0000 DOVX', memo: '' },
      },
      ...senders.map((to) => ({
        account: 'dov.token',
        name: 'transfer',
        authorization: [{ actor: 'dov.token', permission: 'active' }],
        data: { from: 'dov.token', to, quantity: '1000.0000 DOVX', memo: '' },
      })),
    ])
    await json(url, '/v1/chain/send_transaction', fund)

    // Reads: a token balance (primary index of a scope) and, where the world has the game, the
    // divisions of one owner through `sdivisions`' owner index, as the app reads them.
    const readBodies: { label: string; body: string }[] = [
      {
        label: 'token balance (accounts, by scope)',
        body: JSON.stringify({
          code: 'dov.token',
          scope: 'player1',
          table: 'accounts',
          json: true,
          limit: 10,
        }),
      },
    ]
    const owner = await divisionOwner(url)
    if (owner) {
      readBodies.push({
        label: `divisions of ${owner} (sdivisions, index 2 name)`,
        body: JSON.stringify({
          code: 'dov.game',
          scope: 'dov.game',
          table: 'sdivisions',
          index_position: 2,
          key_type: 'name',
          lower_bound: owner,
          upper_bound: owner,
          json: true,
          limit: 10,
        }),
      })
    }
    const reads: { label: string; done: number; seconds: number; cpu?: number }[] = []
    for (const { label, body } of readBodies) {
      await run(500, async () => {
        await call(url, '/v1/chain/get_table_rows', body)
      })
      const r = await withCpu(child, () =>
        run(READS, async () => {
          const res = await call(url, '/v1/chain/get_table_rows', body)
          if (res.status !== 200) throw new Error(`get_table_rows ${res.status}: ${res.text}`)
        }),
      )
      reads.push({ label, ...r })
    }

    // Signed transactions, signed before the clock starts (signing is the wallet's cost, not the node's).
    info = await json<Info>(url, '/v1/chain/get_info', {})
    const signed = Array.from({ length: TXS }, (_, i) =>
      transfer(info, senders[i % senders.length] as string, i),
    )
    const txs = await withCpu(child, () =>
      run(TXS, async (i) => {
        const r = await call(url, '/v1/chain/send_transaction', signed[i] as string)
        if (r.status !== 202)
          throw new Error(`send_transaction ${r.status}: ${r.text.slice(0, 300)}`)
      }),
    )

    const fmt = (n: number) => Math.round(n).toLocaleString('en-US')
    /** Server CPU per request, and the rate one core would sustain at that cost. */
    const perRequest = (r: { done: number; cpu?: number }, unit: string) =>
      r.cpu === undefined || r.done === 0
        ? ''
        : `; server CPU ${fmt((r.cpu * 1e6) / r.done)} µs/${unit} (${fmt(r.done / r.cpu)} ${unit}/s per core)`
    console.log(
      `devchain loopback benchmark: world '${WORLD}', concurrency ${CONCURRENCY}, ${DURABLE ? 'with --data-dir, fsync per group' : 'in memory'}`,
    )
    console.log(
      `  start          : get_info answered ${startSeconds.toFixed(2)} s after the spawn${startCpu === undefined ? '' : `; server CPU ${startCpu.toFixed(2)} s`}`,
    )
    if (!owner) console.log(`  (no sdivisions rows in world '${WORLD}': division reads skipped)`)
    for (const r of reads) {
      console.log(
        `  get_table_rows : ${fmt(r.done / r.seconds)} req/s, ${r.label} (${r.done} requests in ${r.seconds.toFixed(2)} s${perRequest(r, 'req')})`,
      )
    }
    console.log(
      `  signed txs     : ${fmt(txs.done / txs.seconds)} tx/s (${txs.done} transfers in ${txs.seconds.toFixed(2)} s${perRequest(txs, 'tx')})`,
    )
  } finally {
    child.kill('SIGKILL')
    agent.destroy()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((e: Error) => {
  console.error(`bench failed: ${e.message}`)
  process.exit(1)
})
