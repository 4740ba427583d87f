import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Devchain } from '../src/server'
import { session, start, tokenTransfer } from './helpers'
import { deltaRows, ShipClient } from './ship-client'
import { testWorld } from './world'

/**
 * The state history after a restart with a data directory (it starts at the replayed head, which
 * carries the whole state), and the v1 requests.
 */

const dir = mkdtempSync(join(tmpdir(), 'devchain-ship-'))
const open: { dc: Devchain; clients: ShipClient[] }[] = []

afterAll(async () => {
  for (const o of open) {
    for (const c of o.clients) c.close()
    await o.dc.close()
  }
  rmSync(dir, { recursive: true, force: true })
})

async function startWith(): Promise<{ dc: Devchain; c: ShipClient }> {
  const dc = await start({ world: testWorld, dataDir: dir, shipPort: 0 })
  const c = await ShipClient.connect(dc.shipUrl as string)
  open.push({ dc, clients: [c] })
  return { dc, c }
}

/** Blocks 1..last as a reader gets them (no traces or deltas), with their transaction counts. */
async function shipBlocks(
  c: ShipClient,
  last: number,
): Promise<{ position: string; block: string; transactions: number }[]> {
  c.request('get_blocks_request_v0', {
    start_block_num: 1,
    end_block_num: last + 1,
    max_messages_in_flight: last + 1,
    have_positions: [],
    irreversible_only: false,
    fetch_block: true,
    fetch_traces: false,
    fetch_deltas: false,
  })
  const out: { position: string; block: string; transactions: number }[] = []
  for (let n = 1; n <= last; n++) {
    const [, r] = await c.next()
    const block = c.decode('signed_block', r.block as string) as { transactions: unknown[] }
    out.push({
      position: JSON.stringify([r.this_block, r.prev_block]),
      block: JSON.stringify(r.block),
      transactions: block.transactions.length,
    })
  }
  return out
}

describe('state history after a restart with --data-dir', () => {
  it('starts at the replayed head with the whole state; earlier blocks keep their block, not their history', async () => {
    const first = await startWith()
    await session(first.dc.url, 'player1').transact({
      action: tokenTransfer('player1', 'player2', '7.0000 DOVX'),
    })
    const txBlock = first.dc.chain.blocks.pending.num
    while (first.dc.chain.head.num < txBlock) {
      await new Promise((r) => setTimeout(r, 20))
    }
    const sealed = first.dc.chain.head.num
    const blocksBefore = await shipBlocks(first.c, sealed)
    expect(blocksBefore.some((b) => b.transactions > 0)).toBe(true)
    await first.dc.close()
    open.splice(0)

    const { dc, c } = await startWith()
    c.request('get_status_request_v1')
    const [type, status] = await c.next()
    expect(type).toBe('get_status_result_v1')
    const begin = status.chain_state_begin_block as number
    expect(begin).toBe(dc.chain.history.begin)
    expect(begin).toBeGreaterThan(4)
    expect(status.trace_begin_block).toBe(begin + 1)
    expect(status.finality_data_begin_block).toBe(0)

    c.request('get_blocks_request_v1', {
      start_block_num: begin - 1,
      end_block_num: begin + 1,
      max_messages_in_flight: 10,
      have_positions: [],
      irreversible_only: false,
      fetch_block: true,
      fetch_traces: true,
      fetch_deltas: true,
      fetch_finality_data: true,
    })
    const [beforeType, before] = await c.next()
    expect(beforeType).toBe('get_blocks_result_v1')
    expect((before.this_block as { block_num: number }).block_num).toBe(begin - 1)
    expect(before.block).not.toBeNull()
    expect([before.traces, before.deltas, before.finality_data]).toEqual([null, null, null])
    const [, at] = await c.next()
    expect((at.this_block as { block_num: number }).block_num).toBe(begin)
    const balances = deltaRows(c, at.deltas, 'contract_row').filter(
      (r) => r.value.code === 'dov.token' && r.value.table === 'accounts',
    )
    const scopes = new Set(balances.map((r) => r.value.scope))
    expect(scopes).toEqual(new Set(['dov.token', ...dc.chain.names.players]))
    expect(deltaRows(c, at.deltas, 'account').length).toBe(dc.chain.accounts.size)
    const tokenAbi = dc.chain.account('dov.token')?.abi
    const player2 = balances
      .filter((r) => r.value.scope === 'player2')
      .map((r) => tokenAbi?.decodeJson('account', Buffer.from(r.value.value as string, 'hex')))
    expect(player2).toContainEqual({ balance: '1007.0000 DOVX' })
    // Its transactions ran before the restart: traces start after it; the block log keeps it.
    expect(at.block).not.toBeNull()
    expect(at.traces).toBeNull()

    // A reader resuming at block 1 gets the same blocks (this_block, prev_block, block) as before.
    const again = await ShipClient.connect(dc.shipUrl as string)
    open[open.length - 1]?.clients.push(again)
    expect(await shipBlocks(again, sealed)).toEqual(blocksBefore)
  })
})
