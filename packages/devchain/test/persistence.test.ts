import { type ChildProcess, spawn } from 'node:child_process'
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { action, post, session, tokenTransfer } from './helpers'

const root = join(import.meta.dirname, '..')
const dir = mkdtempSync(join(tmpdir(), 'devchain-persist-'))
const children: ChildProcess[] = []

/** Starts the CLI as a child process on a free port and resolves with its URL. */
function startCli(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/cli.ts',
      '--world',
      'empty',
      '--port',
      '0',
      '--block-ms',
      '50',
      '--data-dir',
      dir,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  children.push(child)
  return new Promise((resolve, reject) => {
    let out = ''
    let err = ''
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString()
      const m = /chain API\s+(http:\/\/[^/\s]+)\/v1\/chain\/get_info/.exec(out)
      if (m?.[1]) resolve({ url: m[1], child })
    })
    child.stderr?.on('data', (d: Buffer) => {
      err += d.toString()
    })
    child.on('exit', (code) => reject(new Error(`devchain exited with ${code}: ${err}`)))
  })
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

async function balance(url: string, account: string): Promise<string[]> {
  return (
    await post(`${url}/v1/chain/get_currency_balance`, {
      code: 'dov.token',
      account,
      symbol: 'DOVS',
    })
  ).json as unknown as string[]
}

async function headTime(url: string): Promise<number> {
  const info = (await post(`${url}/v1/chain/get_info`, {})).json as { head_block_time: string }
  return Date.parse(`${info.head_block_time}Z`)
}

describe('persistence with --data-dir', () => {
  it('keeps a confirmed transaction and the chain time across SIGKILL, and survives a torn journal', async () => {
    const first = await startCli()
    const token = session(first.url, 'dov.token')
    await token.transact({
      action: action('dov.token', 'issue', 'dov.token', {
        to: 'dov.token',
        quantity: '50.0000 DOVS',
        memo: '',
      }),
    })
    const before = await headTime(first.url)
    expect((await post(`${first.url}/devchain/time`, { advance_seconds: 7200 })).status).toBe(200)
    await token.transact({
      action: tokenTransfer('dov.token', 'player1', '7.0000 DOVS'),
    })
    await kill(first.child)

    const second = await startCli()
    expect(await balance(second.url, 'player1')).toEqual(['7.0000 DOVS'])
    expect(await headTime(second.url)).toBeGreaterThanOrEqual(before + 7200_000)
    await session(second.url, 'player1').transact({
      action: tokenTransfer('player1', 'player2', '2.0000 DOVS'),
    })
    await kill(second.child)

    const journals = readdirSync(dir)
      .filter((f) => f.startsWith('journal-'))
      .sort()
    const last = journals[journals.length - 1] as string
    appendFileSync(join(dir, last), '{"t":"tx","block":12,"ti')

    const third = await startCli()
    expect(await balance(third.url, 'player1')).toEqual(['5.0000 DOVS'])
    expect(await balance(third.url, 'player2')).toEqual(['2.0000 DOVS'])
    await kill(third.child)
  }, 60_000)
})
