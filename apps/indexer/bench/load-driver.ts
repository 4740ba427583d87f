/**
 * The background play of `bench:load` (`load.ts`): a few real transactions in every block of the
 * devchain (a block every 500 ms) while the API is measured, so the indexer applies blocks that
 * change what it serves, as in production. Each tick (500 ms): a deposit and a withdrawal by
 * random demo players (`/v1/activity` and `/v1/player` change), a `setavatar` by another, and
 * every fourth tick a `deldivision` of a division on the armed forces' board by its owner (the
 * `/v1/hof` document changes: `hof=1` streams get it).
 *
 * Every account signs with the devchain's public dev key. No transaction is ever sent twice: each
 * one's TAPoS header (reference block, expiration) is set here, and a transaction whose actions,
 * reference block and expiration were already used gets its expiration moved a second further,
 * so two transactions never have the same bytes (the chain would refuse the second as a
 * duplicate); deposits and withdrawals also carry amounts that differ from one to the next.
 */

import { APIClient } from '@wharfkit/antelope'
import { Session } from '@wharfkit/session'
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey'

/** The devchain's public development key (LOCAL USE ONLY), which signs for every account. */
const DEV_KEY = '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3'

/** The demo players every world has (`player1` … `player5`, with the demo's starter kit). */
export const DEMO_PLAYERS = ['player1', 'player2', 'player3', 'player4', 'player5'] as const

type Action = { account: string; name: string; data: Record<string, unknown> }

export type DriverStats = {
  ticks: number
  /** Accepted by the chain. */
  sent: number
  /** Refused by a contract (a balance too small, a division fighting): play, not a failure. */
  refused: number
  /** Anything else (the chain did not answer): the driver's own failures. */
  failed: number
  lastError: string | undefined
}

export type DriverOptions = {
  rpc: string
  chainId: string
  /** The division deleted next: one on the armed forces' board (from `/v1/hof`), or none. */
  nextDivision: () => Promise<{ owner: string; divID: number } | undefined>
  /** Drawn numbers (players, avatars): a seeded generator, so a run's play can be repeated. */
  random: () => number
  tickMs?: number
}

export class TxDriver {
  private readonly sessions = new Map<string, Session>()
  private readonly client: APIClient
  private readonly used = new Set<string>()
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> = Promise.resolve()
  private counter = 0
  private readonly blockNums = new Set<number>()
  readonly stats: DriverStats = {
    ticks: 0,
    sent: 0,
    refused: 0,
    failed: 0,
    lastError: undefined,
  }

  constructor(private readonly options: DriverOptions) {
    this.client = new APIClient({ url: options.rpc })
  }

  start(): void {
    if (this.timer !== undefined) return
    this.timer = setInterval(() => {
      // A tick still sending (a slow chain) is not doubled: the next one waits for it.
      this.running = this.running.then(() => this.tick())
    }, this.options.tickMs ?? 500)
  }

  async stop(): Promise<void> {
    clearInterval(this.timer)
    this.timer = undefined
    await this.running
  }

  private session(actor: string): Session {
    let session = this.sessions.get(actor)
    if (session === undefined) {
      session = new Session({
        chain: { id: this.options.chainId, url: this.options.rpc },
        actor,
        permission: 'active',
        walletPlugin: new WalletPluginPrivateKey(DEV_KEY),
      })
      this.sessions.set(actor, session)
    }
    return session
  }

  /** A quantity of 0.0001 to 0.9999 that differs from the previous 9,998 ones. */
  private amount(): string {
    this.counter++
    return `0.${String(1 + (this.counter % 9_999)).padStart(4, '0')} DOVX`
  }

  private async tick(): Promise<void> {
    this.stats.ticks++
    const info = await this.client.v1.chain.get_info().catch((error: unknown) => {
      this.fail(error)
      return undefined
    })
    if (info === undefined) return
    const players = [...DEMO_PLAYERS]
    const take = () => players.splice(Math.floor(this.options.random() * players.length), 1)[0]
    const depositor = take() as string
    const withdrawer = take() as string
    const avatar = take() as string
    const batch: [string, Action][] = [
      [
        depositor,
        {
          account: 'dov.token',
          name: 'transfer',
          data: { from: depositor, to: 'dov.stake', quantity: this.amount(), memo: 'deposit' },
        },
      ],
      [
        withdrawer,
        {
          account: 'dov.stake',
          name: 'withdraw',
          data: { player: withdrawer, quantity: this.amount() },
        },
      ],
      [
        avatar,
        {
          account: 'dov.game',
          name: 'setavatar',
          data: { player: avatar, avatar_id: 2 + Math.floor(this.options.random() * 8) },
        },
      ],
    ]
    if (this.stats.ticks % 4 === 0) {
      const division = await this.options.nextDivision().catch(() => undefined)
      if (division !== undefined)
        batch.push([
          division.owner,
          {
            account: 'dov.game',
            name: 'deldivision',
            data: { asset_id: String(division.divID) },
          },
        ])
    }
    const headMs = info.head_block_time.toMilliseconds()
    const { ref_block_num, ref_block_prefix } = info.getTransactionHeader()
    const ref = {
      ref_block_num: ref_block_num.toNumber(),
      ref_block_prefix: ref_block_prefix.toNumber(),
    }
    await Promise.all(batch.map(([actor, action]) => this.send(actor, action, headMs, ref)))
  }

  /** How many blocks after `from`, up to `to`, hold one of the driver's transactions. */
  blocksBetween(from: number, to: number): number {
    let count = 0
    for (const block of this.blockNums) if (block > from && block <= to) count++
    return count
  }

  /** The expiration (seconds) of a transaction: 60 s ahead, later if these bytes were sent. */
  private expiration(key: string, headMs: number): number {
    let seconds = Math.floor(headMs / 1000) + 60
    while (this.used.has(`${key}|${seconds}`)) seconds++
    this.used.add(`${key}|${seconds}`)
    return seconds
  }

  private async send(
    actor: string,
    action: Action,
    headMs: number,
    ref: { ref_block_num: number; ref_block_prefix: number },
  ): Promise<void> {
    const key = `${actor}|${ref.ref_block_num}|${ref.ref_block_prefix}|${JSON.stringify(action)}`
    const expiration = new Date(this.expiration(key, headMs) * 1000).toISOString().slice(0, 19)
    try {
      const result = await this.session(actor).transact(
        {
          transaction: {
            expiration,
            ...ref,
            max_net_usage_words: 0,
            max_cpu_usage_ms: 0,
            delay_sec: 0,
            context_free_actions: [],
            transaction_extensions: [],
            actions: [{ ...action, authorization: [{ actor, permission: 'active' }] }],
          },
        },
        { broadcast: true },
      )
      this.stats.sent++
      const block = (result.response as { processed?: { block_num?: number } } | undefined)
        ?.processed?.block_num
      if (block !== undefined) this.blockNums.add(block)
    } catch (error) {
      const message = String(error)
      if (message.includes('assertion failure') || message.includes('Unknown avatar'))
        this.stats.refused++
      else this.fail(error)
    }
  }

  private fail(error: unknown) {
    this.stats.failed++
    this.stats.lastError = String(error).slice(0, 300)
  }
}
