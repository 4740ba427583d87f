import type { ChildProcess } from 'node:child_process'
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { action, post, session, tokenTransfer } from './helpers'
import {
  blockIds,
  info,
  issue,
  kill,
  sign,
  startCli as startAt,
  tokenAbi,
} from './persistence-helpers'

const dir = mkdtempSync(join(tmpdir(), 'devchain-persist-'))
const children: ChildProcess[] = []
const startCli = (dataDir = dir) => startAt(dataDir, children)

const dirs = [dir]
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL')
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
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

  it('keeps block ids and head across SIGKILL, so a transaction signed before it passes TAPOS after it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'devchain-persist-'))
    dirs.push(dataDir)
    const first = await startCli(dataDir)
    await new Promise((r) => setTimeout(r, 300))
    const head = await info(first.url)
    const signed = sign(await tokenAbi(first.url), head, [issue('3.0000 DOVS')])
    const nums = [1, 4, head.head_block_num - 3, head.head_block_num]
    const ids = await blockIds(first.url, nums)
    await kill(first.child)

    const second = await startCli(dataDir)
    expect((await info(second.url)).head_block_num).toBeGreaterThanOrEqual(head.head_block_num)
    expect(await blockIds(second.url, nums)).toEqual(ids)
    const pushed = await post(`${second.url}/v1/chain/send_transaction`, signed)
    expect(pushed.status, JSON.stringify(pushed.json)).toBe(202)
    expect(await balance(second.url, 'dov.token')).toEqual(['3.0000 DOVS'])
    await kill(second.child)
  }, 60_000)
})
