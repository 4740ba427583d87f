import { inflateSync } from 'node:zlib'
import { ABI, type Asset, Checksum256, Serializer } from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { CHAIN_ID } from '../src/core/keys'
import type { Devchain } from '../src/server'
import { session, start, tokenTransfer } from './helpers'
import { type Decoded, deltaRows, ShipClient } from './ship-client'

/** The state-history websocket (`--ship-port`), read as a SHiP client reads nodeos. */

let dc: Devchain
const clients: ShipClient[] = []

beforeAll(async () => {
  dc = await start({ world: 'demo', shipPort: 0 })
})
afterAll(async () => {
  for (const c of clients) c.close()
  await dc.close()
})

/** Closes every client so far (the session limit counts them). */
async function closeAll(): Promise<void> {
  const open = clients.splice(0)
  for (const c of open) c.close()
  await Promise.all(open.map((c) => c.closed))
}

async function connect(): Promise<ShipClient> {
  const c = await ShipClient.connect(dc.shipUrl as string)
  clients.push(c)
  return c
}

/** The id and block of a transaction WharfKit sent. */
function processedOf(res: { response?: { processed?: unknown } }): {
  id: string
  block_num: number
} {
  const p = res.response?.processed as { id: string; block_num: number } | undefined
  if (!p) throw new Error('no processed transaction in the answer')
  return p
}

/** Waits until the devchain's head is at least `num`. */
async function headAtLeast(num: number): Promise<void> {
  while (dc.chain.head.num < num) await new Promise((r) => setTimeout(r, 20))
}

/** The result for one block: this_block and the decoded block, traces and deltas. */
async function oneBlock(c: ShipClient, num: number) {
  c.blocks({ start_block_num: num, end_block_num: num + 1 })
  const [type, r] = await c.next()
  expect(type).toBe('get_blocks_result_v0')
  return r
}

async function balances(account: string, symbol?: string): Promise<string[]> {
  const res = await fetch(`${dc.url}/v1/chain/get_currency_balance`, {
    method: 'POST',
    body: JSON.stringify({ code: 'dov.token', account, ...(symbol && { symbol }) }),
  })
  return (await res.json()) as string[]
}

/** An account with no balance row of a token, and that token's symbol. */
async function freeBalance(): Promise<{ owner: string; symbol: string }> {
  for (const [owner, account] of dc.chain.accounts) {
    if (account.contract) continue
    const held = (await balances(owner)).map((b) => b.split(' ')[1])
    const code = ['DOVX', 'DOVR', 'DOVH', 'DOVS', 'DOVF'].find((c) => !held.includes(c))
    if (code) return { owner, symbol: `4,${code}` }
  }
  throw new Error('every account holds every token')
}

const balanceOf = (value: Record<string, unknown>) => {
  const abi = dc.chain.account('dov.token')?.abi?.abi as ABI
  const row = Serializer.decode({ abi, type: 'account', data: value.value as string })
  return String((row as { balance: Asset }).balance)
}

describe('state history: session and status', () => {
  it('sends the state-history ABI as a text frame, then answers get_status_request_v0', async () => {
    const c = await connect()
    const abi = JSON.parse(c.abiText) as ABI.Def
    expect(abi.version).toBe('eosio::abi/1.1')
    expect(abi.variants?.find((v) => v.name === 'request')?.types[0]).toBe('get_status_request_v0')
    expect(abi.variants?.find((v) => v.name === 'result')?.types[1]).toBe('get_blocks_result_v0')
    c.request('get_status_request_v0')
    const [type, status] = await c.next()
    expect(type).toBe('get_status_result_v0')
    const head = status.head as { block_num: number; block_id: string }
    expect(head.block_num).toBeGreaterThanOrEqual(4)
    expect(dc.chain.getBlock(head.block_num)?.id).toBe(head.block_id)
    expect(status.last_irreversible).toEqual(head)
    expect(status.chain_id).toBe(CHAIN_ID)
    expect(status.chain_state_begin_block).toBe(1)
    expect(status.chain_state_end_block).toBe(head.block_num + 1)
    expect(status.trace_begin_block).toBe(1)
    expect(status.trace_end_block).toBe(head.block_num + 1)
  })
})

describe('state history: blocks', () => {
  it('streams a block with its transaction, its traces and the two balance rows a transfer changed', async () => {
    const res = await session(dc.url, 'player1').transact({
      action: tokenTransfer('player1', 'player2', '1.0000 DOVX', 'ship'),
    })
    const processed = processedOf(res)
    await headAtLeast(processed.block_num)
    const c = await connect()
    const r = await oneBlock(c, processed.block_num)
    expect((r.this_block as { block_num: number }).block_num).toBe(processed.block_num)
    expect((r.prev_block as { block_num: number }).block_num).toBe(processed.block_num - 1)

    const block = c.decode('signed_block', r.block as string) as Record<string, unknown>
    const receipts = block.transactions as {
      trx: [string, { packed_trx: string; compression: number }]
    }[]
    // The id is the hash of the transaction's bytes (WharfKit sends them zlib-compressed).
    const ids = receipts.map(({ trx: [, p] }) => {
      const packed = Buffer.from(p.packed_trx, 'hex')
      return Checksum256.hash(p.compression === 1 ? inflateSync(packed) : packed).hexString
    })
    expect(ids).toContain(processed.id)

    const traces = c.decode('transaction_trace[]', r.traces as string) as Decoded[]
    const trace = traces.find(([, t]) => t.id === processed.id)?.[1] ?? {}
    const actions = ((trace.action_traces ?? []) as Decoded[]).map(([, a]) => a)
    expect(actions.map((a) => a.receiver)).toEqual(['dov.token', 'player1', 'player2'])
    expect(actions.map((a) => (a.act as { name: string }).name)).toEqual(Array(3).fill('transfer'))

    const rows = deltaRows(c, r.deltas, 'contract_row').filter(
      (row) => row.value.code === 'dov.token' && row.value.table === 'accounts',
    )
    expect(rows.map((row) => [row.present, row.value.scope]).sort()).toEqual([
      [true, 'player1'],
      [true, 'player2'],
    ])
    for (const row of rows) {
      expect(await balances(row.value.scope as string, 'DOVX')).toContain(balanceOf(row.value))
    }
  })

  it('sends a deleted row with present = false and its old value', async () => {
    // An account with no balance row of a symbol: `open` creates it, `close` erases it.
    const { owner, symbol } = await freeBalance()
    const p = session(dc.url, owner)
    const opened = await p.transact({
      action: {
        account: 'dov.token',
        name: 'open',
        authorization: [{ actor: owner, permission: 'active' }],
        data: { owner, symbol, ram_payer: owner },
      },
    })
    await headAtLeast(processedOf(opened).block_num + 1)
    const res = await p.transact({
      action: {
        account: 'dov.token',
        name: 'close',
        authorization: [{ actor: owner, permission: 'active' }],
        data: { owner, symbol },
      },
    })
    const num = processedOf(res).block_num
    await headAtLeast(num)
    const c = await connect()
    const r = await oneBlock(c, num)
    const gone = deltaRows(c, r.deltas, 'contract_row').filter(
      (row) => row.value.scope === owner && row.value.table === 'accounts',
    )
    expect(gone).toHaveLength(1)
    expect(gone[0]?.present).toBe(false)
    expect(balanceOf(gone[0]?.value as Record<string, unknown>)).toBe(`0.0000 ${symbol.slice(2)}`)
  })

  it('starts from genesis with the whole state: accounts with their ABIs, every table and row', async () => {
    const c = await connect()
    const r = await oneBlock(c, 1)
    const accounts = deltaRows(c, r.deltas, 'account')
    expect(accounts.map((a) => a.value.name)).toEqual([...dc.chain.accounts.keys()])
    const token = accounts.find((a) => a.value.name === 'dov.token')?.value
    const abi = ABI.from(
      Serializer.decode({ data: token?.abi as string, type: ABI }) as unknown as ABI.Def,
    )
    expect(abi.tables.map((t) => String(t.name))).toContain('accounts')
    const rows = deltaRows(c, r.deltas, 'contract_row')
    expect(rows.every((row) => row.present)).toBe(true)
    const player1 = rows.filter(
      (row) => row.value.scope === 'player1' && row.value.table === 'accounts',
    )
    expect(player1.length).toBeGreaterThan(0)
    const tables = deltaRows(c, r.deltas, 'contract_table')
    expect(tables.some((t) => t.value.code === 'atomicassets' && t.value.table === 'assets')).toBe(
      true,
    )
    // The genesis ran before any later write: its rows are at least the world's tables.
    expect(rows.length).toBeGreaterThan(100)
  })

  it('sends no more results than max_messages_in_flight before an ack', async () => {
    const c = await connect()
    c.blocks({ start_block_num: 1, max_messages_in_flight: 1, fetch_deltas: false })
    const [, first] = await c.next()
    expect((first.this_block as { block_num: number }).block_num).toBe(1)
    expect(await c.anyWithin(300)).toBe(false)
    c.request('get_blocks_ack_request_v0', { num_messages: 2 })
    const [, second] = await c.next()
    const [, third] = await c.next()
    expect((second.this_block as { block_num: number }).block_num).toBe(2)
    expect((third.this_block as { block_num: number }).block_num).toBe(3)
    expect(await c.anyWithin(200)).toBe(false)
  })

  it('waits past head and streams the block once the devchain produces it', async () => {
    const c = await connect()
    const target = dc.chain.head.num + 3
    c.blocks({ start_block_num: target, end_block_num: target + 1 })
    const [, r] = await c.next()
    expect((r.this_block as { block_num: number }).block_num).toBe(target)
    expect(r.head).toEqual(r.this_block as object)
  })
})

describe('state history: bad input', () => {
  it('closes on a text frame, garbage, an unknown variant or a start far in the future, and keeps serving', async () => {
    const text = await connect()
    text.ws.send('{"get_status_request_v0":{}}')
    expect((await text.closed).code).toBe(1003)

    const unknown = await connect()
    unknown.ws.send(new Uint8Array([9]))
    const closed = await unknown.closed
    expect(closed.code).toBe(1007)
    expect(closed.reason).toContain('Unknown variant idx: 9')

    const garbage = await connect()
    garbage.ws.send(new Uint8Array([1, 0xff]))
    expect((await garbage.closed).code).toBe(1007)

    const future = await connect()
    future.blocks({ start_block_num: 4_000_000_000 })
    const far = await future.closed
    expect(far.code).toBe(1008)
    expect(far.reason).toContain('past head')

    const big = await connect()
    big.ws.send(new Uint8Array(128 * 1024))
    expect((await big.closed).code).toBe(1009)

    const fine = await connect()
    fine.request('get_status_request_v0')
    expect((await fine.next())[0]).toBe('get_status_result_v0')
  })

  it('refuses connections beyond the session limit, and browsers', async () => {
    await closeAll()
    const many = await Promise.all(Array.from({ length: 32 }, () => connect()))
    const extra = new WebSocket(dc.shipUrl as string)
    const code = await new Promise<number>((resolve) =>
      extra.on('close', (c: number) => resolve(c)),
    )
    expect(code).toBe(1013)
    for (const c of many) c.close()
    await Promise.all(many.map((c) => c.closed))
    const browser = new WebSocket(dc.shipUrl as string, { origin: 'http://evil.example' })
    const status = await new Promise<number>((resolve) =>
      browser.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    )
    expect(status).toBe(401)
    const c = await connect()
    c.request('get_status_request_v0')
    expect((await c.next())[0]).toBe('get_status_result_v0')
  })

  it('closes every session on a devchain reset, with the reason', async () => {
    const c = await connect()
    c.blocks({ start_block_num: dc.chain.head.num + 1000 })
    await fetch(`${dc.url}/devchain/reset`, { method: 'POST' })
    const closed = await c.closed
    expect(closed.code).toBe(1012)
    expect(closed.reason).toContain('reset')
  })
})
