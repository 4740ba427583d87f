import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { AVATAR_SYMBOL, parseAsset } from '@dov/game/amount'
import { divisionEntries, type PlayerWins, topDivisions, winsBoards } from '@dov/game/hof'
import type { Division, NftRow, UnitConfig, Zone, ZoneWins } from '@dov/game/rows'
import { Session } from '@wharfkit/session'
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey'
import type { Kysely } from 'kysely'
import { inject } from 'vitest'
import type { DevchainBundle } from '../../../../scripts/bundle-devchain.mjs'
import { type Boards, boards } from '../boards'
import type { Database } from '../db/schema'
import { ChainRestartedError, follow } from '../follow'
import { GAME_TABLES } from '../followed'

/**
 * What the indexer's tests against the real devchain share (tests only): the devchain's CLI
 * started as a separate process (as in production a node is), the boards `@dov/game` computes
 * from the chain's own tables read over `get_table_rows`, following the chain up to a block, and
 * signed transactions of its accounts.
 */

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))

/** The game contract whose boards the tests compare. */
export const GAME = 'dov.game'

/** The devchain's public development key (LOCAL USE ONLY), which signs for all its accounts. */
const DEV_KEY = '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3'

/** A port free now on 127.0.0.1 (for a child that must be told its port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      )
    })
  })
}

/**
 * The arguments of `node` that run the devchain's CLI: in a Vitest run, the run's bundle of it
 * (`scripts/bundle-devchain.mjs`, the project's global setup); elsewhere (the benches), its sources through tsx.
 */
function cliCommand(): string[] {
  return process.env.VITEST === undefined
    ? ['--import', 'tsx', 'packages/devchain/src/cli.ts']
    : [(inject('devchainBundle') satisfies DevchainBundle).cli]
}

/** A division row as `get_table_rows` gives it (uint64 ids as numbers or strings). */
export type DivisionRow = {
  divID: string | number
  owner: string
  zoneID: number
  end_time: number
  units: { key: string; value: string | number }[]
}

export class DevchainProcess {
  private constructor(
    private readonly child: ChildProcess,
    /** The chain API, `http://127.0.0.1:PORT`. */
    readonly rpc: string,
    /** The state-history websocket, `ws://127.0.0.1:PORT`. */
    readonly ship: string,
  ) {}

  /**
   * Starts the CLI with `world` and blocks every 100 ms (a reset chain soon passes the height it
   * had), on ports it picks itself; resolves once it serves.
   */
  static start(world: string): Promise<DevchainProcess> {
    const args = ['--world', world, '--port', '0', '--ship-port', '0', '--block-ms', '100']
    // Node itself, with no wrapper: a signal reaches the devchain, not a parent of it.
    const child = spawn(process.execPath, [...cliCommand(), ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    return new Promise((resolve, reject) => {
      let out = ''
      let err = ''
      const timer = setTimeout(() => {
        child.kill('SIGKILL')
        reject(new Error(`the devchain (${world}) did not start in 30 s: ${err}`))
      }, 30_000)
      // Its banner names the ports it listens on, once both serve.
      child.stdout?.on('data', (data: Buffer) => {
        out += data.toString()
        const rpc = /chain API\s+(http:\/\/\S+?)\/v1\/chain\/get_info/.exec(out)?.[1]
        const ship = /ship\s+(ws:\/\/\S+)/.exec(out)?.[1]
        if (rpc === undefined || ship === undefined) return
        clearTimeout(timer)
        child.stdout?.removeAllListeners('data')
        child.stdout?.resume()
        resolve(new DevchainProcess(child, rpc, ship))
      })
      child.stderr?.on('data', (data: Buffer) => {
        err += data.toString()
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`the devchain (${world}) exited with ${code}: ${err}`))
      })
    })
  }

  /** Stops it (SIGTERM) and waits until it has exited, so its ports and CPU are free again. */
  stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve()
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve())
      this.child.kill('SIGTERM')
    })
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${this.rpc}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }

  info(): Promise<{ chain_id: string; head_block_num: number }> {
    return this.post('/v1/chain/get_info', {})
  }

  /** Every row of a game table in every scope, straight from the chain. */
  async chainRows<T>(table: string, code = GAME): Promise<{ scope: string; row: T }[]> {
    const { rows: scopes } = await this.post<{ rows: { scope: string }[] }>(
      '/v1/chain/get_table_by_scope',
      { code, table, limit: 10_000 },
    )
    const out: { scope: string; row: T }[] = []
    for (const { scope } of scopes) {
      for (const row of await this.rows<T>(code, table, scope)) out.push({ scope, row })
    }
    return out
  }

  /** A table's rows in one scope, straight from the chain. */
  async rows<T>(code: string, table: string, scope: string): Promise<T[]> {
    const { rows } = await this.post<{ rows: T[] }>('/v1/chain/get_table_rows', {
      code,
      table,
      scope,
      json: true,
      limit: 10_000,
    })
    return rows
  }

  /**
   * A player's balances, `wallet:DOVX` (dov.token's `accounts`) and `game:DOVX` (dov.stake's
   * `balances`) → units, the avatar (`AVT`) left out.
   */
  async balances(player: string): Promise<Map<string, bigint>> {
    const out = new Map<string, bigint>()
    for (const [kind, code, table] of [
      ['wallet', 'dov.token', 'accounts'],
      ['game', 'dov.stake', 'balances'],
    ] as const) {
      for (const { balance } of await this.rows<{ balance: string }>(code, table, player)) {
        const { units, symbol } = parseAsset(balance)
        if (symbol !== AVATAR_SYMBOL) out.set(`${kind}:${symbol}`, units)
      }
    }
    return out
  }

  /** The game's divisions, from the chain. */
  async divisions(): Promise<DivisionRow[]> {
    return (await this.chainRows<DivisionRow>('sdivisions')).map((r) => r.row)
  }

  /** The seven boards as `@dov/game` computes them from the chain's own tables. */
  async boardsFromChain(): Promise<Boards> {
    const infos = await this.chainRows<ZoneWins>('infos')
    const players = new Map<string, ZoneWins[]>()
    for (const { scope, row } of infos) players.set(scope, [...(players.get(scope) ?? []), row])
    const wins: PlayerWins[] = [...players].map(([owner, rows]) => ({ owner, wins: rows }))
    const values = async <T>(table: string) => (await this.chainRows<T>(table)).map((r) => r.row)
    const divisions = await values<Omit<Division, 'divID'> & { divID: string }>('sdivisions')
    const forces = topDivisions(
      divisionEntries(
        divisions.map((d) => ({ ...d, divID: Number(d.divID) })),
        await values<NftRow>('nfts'),
        await values<UnitConfig>('udata'),
        await values<Zone>('zones'),
      ),
    )
    return { ...winsBoards(wins), forces }
  }

  /**
   * Follows until it has applied `block` or a later one, then stops; by default the block after
   * the chain's head now, the one being made, which holds every transaction accepted so far. Waits
   * on the follow's own report of each block it applies (`onBlock`), not on reads of the cursor:
   * those blocks come from the chain as it is now (a follow that met a reset since the cursor's
   * block starts again from the new chain's first block), never from the one before a reset.
   */
  async followUntil(db: Kysely<Database>, block?: number): Promise<void> {
    const { chain_id, head_block_num } = await this.info()
    const target = block ?? head_block_num + 1
    const stop = new AbortController()
    let reach: () => void = () => {}
    let fail: (error: unknown) => void = () => {}
    const reached = new Promise<void>((resolve, reject) => {
      reach = resolve
      fail = reject
    })
    // As the service does: a chain that started again beneath the cursor (a reset since the last
    // follow, already past the cursor's height) ends one follow, which empties the tables, and the
    // next reads the chain anew. Any other failure ends the wait with its own message.
    const following = (async () => {
      while (!stop.signal.aborted) {
        try {
          await follow({
            shipUrl: this.ship,
            db,
            chainId: chain_id,
            followed: GAME_TABLES(GAME),
            signal: stop.signal,
            onBlock: (applied) => {
              if (applied.num >= target) reach()
            },
          })
        } catch (error) {
          if (stop.signal.aborted) return
          if (!(error instanceof ChainRestartedError)) {
            fail(error)
            return
          }
        }
      }
    })()
    // Hundreds of blocks from the first one (a block every 100 ms): a few seconds on an idle
    // machine, several times that beside a full test run.
    const timer = setTimeout(
      () => fail(new Error(`the indexer did not reach block ${target} in 60 s`)),
      60_000,
    )
    try {
      await reached
    } finally {
      clearTimeout(timer)
      stop.abort()
      await following
    }
  }

  /**
   * Signs (dev key) and pushes one action of `actor@active`; returns the number of the block
   * that holds it. A refused action throws the chain's message.
   */
  transact(
    actor: string,
    account: string,
    name: string,
    data: Record<string, unknown>,
  ): Promise<number> {
    return this.transactMany(actor, [{ account, name, data }])
  }

  /** Transactions sent so far: each one's expiration is a second later than the one before. */
  private sent = 0

  /**
   * Signs and pushes one transaction of several actions of `actor@active`; returns its block.
   * Two transactions sent are never the same bytes, even with the same actions within one block:
   * the chain would refuse the second as a duplicate. Each expires a second later than the one
   * before (counted from the head's time, which never goes back): 3,480 transactions a chain at
   * most, within the hour of life the chain allows a transaction.
   */
  async transactMany(
    actor: string,
    actions: { account: string; name: string; data: Record<string, unknown> }[],
  ): Promise<number> {
    const { chain_id } = await this.info()
    const session = new Session({
      chain: { id: chain_id, url: this.rpc },
      actor,
      permission: 'active',
      walletPlugin: new WalletPluginPrivateKey(DEV_KEY),
    })
    const result = await session.transact(
      {
        actions: actions.map((a) => ({ ...a, authorization: [{ actor, permission: 'active' }] })),
      },
      { expireSeconds: 120 + this.sent++ },
    )
    const processed = (result.response as { processed?: { block_num?: number } } | undefined)
      ?.processed
    if (processed?.block_num === undefined) throw new Error('the chain named no block for it')
    return processed.block_num
  }

  /** Waits until the chain's head is past `block`, so that the next transaction is in another. */
  async after(block: number): Promise<void> {
    while ((await this.info()).head_block_num <= block)
      await new Promise((resolve) => setTimeout(resolve, 20))
  }

  /** Deletes a division as its owner; returns the number of the block that holds it. */
  deleteDivision(owner: string, divID: string): Promise<number> {
    return this.transact(owner, GAME, 'deldivision', { asset_id: divID })
  }

  /** An idle division that is on the armed forces' board of the database. */
  async idleListedDivision(db: Kysely<Database>): Promise<{ owner: string; divID: string }> {
    const listed = new Set((await boards(db, GAME)).forces.map((d) => String(d.divID)))
    const idle = (await this.divisions()).find(
      (d) => d.end_time === 0 && listed.has(String(d.divID)),
    )
    if (idle === undefined) throw new Error('the world has no idle division on the board')
    return { owner: idle.owner, divID: String(idle.divID) }
  }
}
