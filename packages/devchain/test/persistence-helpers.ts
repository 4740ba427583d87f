import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import {
  ABI,
  Action,
  type AnyAction,
  PackedTransaction,
  SignedTransaction,
  Transaction,
} from '@wharfkit/antelope'
import { BlockLog } from '../src/core/block-log'
import { CHAIN_ID, devPrivateKey } from '../src/core/keys'
import { cliCommand } from './cli-command'
import { post } from './helpers'

/** What the persistence tests share: the CLI as a child process, and transactions signed ahead. */

const root = join(import.meta.dirname, '..')

/** Starts the CLI (world `empty`, 50 ms blocks) on a free port with `dataDir`; resolves with its URL. */
export function startCli(
  dataDir: string,
  children: ChildProcess[],
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    cliCommand(['--world', 'empty', '--port', '0', '--block-ms', '50', '--data-dir', dataDir]),
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

export function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

export interface Info {
  head_block_num: number
  head_block_id: string
  head_block_time: string
}

export async function info(url: string): Promise<Info> {
  return (await post(`${url}/v1/chain/get_info`, {})).json as unknown as Info
}

export async function tokenAbi(url: string): Promise<ABI> {
  const r = await post(`${url}/v1/chain/get_abi`, { account_name: 'dov.token' })
  return ABI.from((r.json as { abi: ABI.Def }).abi)
}

/**
 * `actions` signed with the dev key on top of `head` (TAPOS: its number and id), expiring
 * `expireSeconds` after its time: the body of a send_transaction.
 */
export function sign(abi: ABI, head: Info, actions: AnyAction[], expireSeconds = 3000): string {
  const trx = Transaction.from({
    expiration: Math.floor(Date.parse(`${head.head_block_time}Z`) / 1000) + expireSeconds,
    ref_block_num: head.head_block_num & 0xffff,
    ref_block_prefix: BlockLog.refBlockPrefix(head.head_block_id),
    actions: actions.map((a) => Action.from(a, abi)),
  })
  const signature = devPrivateKey.signDigest(trx.signingDigest(CHAIN_ID))
  const packed = PackedTransaction.fromSigned(
    SignedTransaction.from({ ...trx, signatures: [signature] }),
  )
  return JSON.stringify(packed)
}

/** `dov.token::issue` of DOVS to itself (needs no balance). */
export const issue = (quantity: string): AnyAction => ({
  account: 'dov.token',
  name: 'issue',
  authorization: [{ actor: 'dov.token', permission: 'active' }],
  data: { to: 'dov.token', quantity, memo: '' },
})

/** Block ids by number, as get_block answers them. */
export async function blockIds(url: string, nums: number[]): Promise<Map<number, string>> {
  const ids = new Map<number, string>()
  for (const num of nums) {
    const b = await post(`${url}/v1/chain/get_block`, { block_num_or_id: num })
    ids.set(num, b.json.id as string)
  }
  return ids
}
