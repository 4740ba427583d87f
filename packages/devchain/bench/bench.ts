/**
 * Loopback benchmark: starts the devchain CLI as a child process (so client and server run on
 * separate cores), then measures get_table_rows requests per second and signed transactions per
 * second (pre-signed token transfers, sent with send_transaction as WharfKit sends them).
 *
 *   npm run bench -w packages/devchain [-- --reads N --txs N --concurrency N --durable]
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PackedTransaction, SignedTransaction, Transaction } from '@wharfkit/antelope'
import { TOKEN_ABI } from '../src/contracts/token'
import { CHAIN_ID, devPrivateKey } from '../src/core/keys'

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN
  return Number.isFinite(v) && v > 0 ? v : fallback
}

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

function startServer(dataDir?: string): Promise<{ url: string; child: ChildProcess }> {
  const args = ['--import', 'tsx', 'src/cli.ts', '--port', '0']
  if (dataDir) args.push('--data-dir', dataDir)
  const child = spawn(process.execPath, args, {
    cwd: join(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString()
      const m = /chain API\s+(http:\/\/[^/\s]+)\/v1\/chain\/get_info/.exec(out)
      if (m?.[1]) resolve({ url: m[1], child })
    })
    child.on('exit', (code) => reject(new Error(`devchain exited with ${code}`)))
  })
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

function transfer(info: Info, from: string, i: number): string {
  const trx = Transaction.from(
    {
      expiration: new Date(Date.parse(`${info.head_block_time}Z`) + 600_000)
        .toISOString()
        .slice(0, 19),
      ref_block_num: info.head_block_num & 0xffff,
      ref_block_prefix: Buffer.from(
        info.last_irreversible_block_id.slice(16, 24),
        'hex',
      ).readUInt32LE(0),
      actions: [
        {
          account: 'dov.token',
          name: 'transfer',
          authorization: [{ actor: from, permission: 'active' }],
          data: { from, to: 'player5', quantity: '0.0001 DOVX', memo: `bench ${i}` },
        },
      ],
    },
    TOKEN_ABI,
  )
  const sig = devPrivateKey.signDigest(trx.signingDigest(CHAIN_ID))
  return JSON.stringify(
    PackedTransaction.fromSigned(SignedTransaction.from({ ...trx, signatures: [sig] })),
  )
}

async function main(): Promise<void> {
  const dataDir = DURABLE ? mkdtempSync(join(tmpdir(), 'devchain-bench-')) : undefined
  const { url, child } = await startServer(dataDir)
  try {
    // Fund four senders through the token contract itself.
    let info = await json<Info>(url, '/v1/chain/get_info', {})
    const senders = ['player1', 'player2', 'player3', 'player4']
    const fund = Transaction.from(
      {
        expiration: new Date(Date.parse(`${info.head_block_time}Z`) + 60_000)
          .toISOString()
          .slice(0, 19),
        ref_block_num: info.head_block_num & 0xffff,
        ref_block_prefix: Buffer.from(
          info.last_irreversible_block_id.slice(16, 24),
          'hex',
        ).readUInt32LE(0),
        actions: [
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
        ],
      },
      TOKEN_ABI,
    )
    const fundSig = devPrivateKey.signDigest(fund.signingDigest(CHAIN_ID))
    await json(
      url,
      '/v1/chain/send_transaction',
      PackedTransaction.fromSigned(SignedTransaction.from({ ...fund, signatures: [fundSig] })),
    )

    // Reads.
    const readBody = JSON.stringify({
      code: 'dov.token',
      scope: 'player1',
      table: 'accounts',
      json: true,
      limit: 10,
    })
    await run(500, async () => {
      await call(url, '/v1/chain/get_table_rows', readBody)
    })
    const reads = await run(READS, async () => {
      const r = await call(url, '/v1/chain/get_table_rows', readBody)
      if (r.status !== 200) throw new Error(`get_table_rows ${r.status}`)
    })

    // Signed transactions, signed before the clock starts (signing is the wallet's cost, not the node's).
    info = await json<Info>(url, '/v1/chain/get_info', {})
    const signed = Array.from({ length: TXS }, (_, i) =>
      transfer(info, senders[i % senders.length] as string, i),
    )
    const txs = await run(TXS, async (i) => {
      const r = await call(url, '/v1/chain/send_transaction', signed[i] as string)
      if (r.status !== 202) throw new Error(`send_transaction ${r.status}: ${r.text.slice(0, 300)}`)
    })

    const fmt = (n: number) => Math.round(n).toLocaleString('en-US')
    console.log(
      `devchain loopback benchmark (concurrency ${CONCURRENCY}, ${DURABLE ? 'with --data-dir, fsync per group' : 'in memory'})`,
    )
    console.log(
      `  get_table_rows : ${fmt(reads.done / reads.seconds)} req/s (${reads.done} requests in ${reads.seconds.toFixed(2)} s)`,
    )
    console.log(
      `  signed txs     : ${fmt(txs.done / txs.seconds)} tx/s (${txs.done} transfers in ${txs.seconds.toFixed(2)} s)`,
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
