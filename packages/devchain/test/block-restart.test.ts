import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { action, session, tokenTransfer } from './helpers'
import { info, kill, startCli as startAt } from './persistence-helpers'

/**
 * Blocks made before a stop are served identically after the restart, whether the stop was clean
 * (SIGTERM: a snapshot is written) or a SIGKILL (the journal is replayed): get_block's answer,
 * byte for byte, for every block up to the head seen before the stop.
 */

const dir = mkdtempSync(join(tmpdir(), 'devchain-blocks-'))
const children: ChildProcess[] = []
const startCli = () => startAt(dir, children)

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

function terminate(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code))
    child.kill('SIGTERM')
  })
}

/** get_block's answers as the server wrote them, for blocks 1..head. */
async function blocks(url: string, head: number): Promise<string[]> {
  const out: string[] = []
  for (let n = 1; n <= head; n++) {
    const res = await fetch(`${url}/v1/chain/get_block`, {
      method: 'POST',
      body: JSON.stringify({ block_num_or_id: n }),
    })
    out.push(await res.text())
  }
  return out
}

/**
 * Sends a transfer and waits until the block holding it is sealed (it is in the block being filled
 * when answered, at most two past the head clients saw then); returns the head then.
 */
async function transferAndSeal(url: string, memo: string): Promise<number> {
  await session(url, 'dov.token').transact({
    action: tokenTransfer('dov.token', 'player1', '1.0000 DOVS', memo),
  })
  const answered = (await info(url)).head_block_num
  for (;;) {
    const head = (await info(url)).head_block_num
    if (head >= answered + 2) return head
    await new Promise((r) => setTimeout(r, 30))
  }
}

/**
 * The transactions the blocks hold, whichever blocks they landed in: two sent within one block
 * interval share a block.
 */
function transactionsIn(answers: string[]): number {
  return answers.reduce((sum, a) => sum + (JSON.parse(a).transactions as unknown[]).length, 0)
}

describe('blocks across a restart with --data-dir', () => {
  it('serves every earlier block identically after SIGTERM and after SIGKILL', async () => {
    const first = await startCli()
    await session(first.url, 'dov.token').transact({
      action: action('dov.token', 'issue', 'dov.token', {
        to: 'dov.token',
        quantity: '100.0000 DOVS',
        memo: '',
      }),
    })
    const head1 = await transferAndSeal(first.url, 'before sigterm')
    const before1 = await blocks(first.url, head1)
    expect(transactionsIn(before1)).toBeGreaterThanOrEqual(2)
    expect(await terminate(first.child)).toBe(0)

    const second = await startCli()
    expect(await blocks(second.url, head1)).toEqual(before1)
    const head2 = await transferAndSeal(second.url, 'before sigkill')
    const before2 = await blocks(second.url, head2)
    expect(transactionsIn(before2)).toBeGreaterThanOrEqual(3)
    await kill(second.child)

    const third = await startCli()
    expect(await blocks(third.url, head2)).toEqual(before2)
    // A clean stop right after a SIGKILL restart: the replayed blocks survive the snapshot too.
    expect(await terminate(third.child)).toBe(0)
    const fourth = await startCli()
    expect(await blocks(fourth.url, head2)).toEqual(before2)
    await kill(fourth.child)
  }, 60_000)
})
