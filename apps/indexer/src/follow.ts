import { ABI } from '@wharfkit/antelope'
import type { Kysely } from 'kysely'
import { DEFAULT_ACCOUNTS, type GameAccounts, gameActions } from './activity'
import type { Database } from './db/schema'
import {
  applyBlock,
  type BlockPosition,
  ChainMismatchError,
  checkChain,
  forgetChain,
  readAbis,
  readCursor,
} from './db/store'
import { withBalances } from './followed'
import { AbiBook } from './ship/abis'
import { ShipConnection } from './ship/connection'
import { blockTime, decodeDeltas, type Followed } from './ship/deltas'
import { type ActionName, decodeTraces } from './ship/traces'

/** The chain started again beneath the cursor; the database was emptied to read it anew. */
export class ChainRestartedError extends Error {
  override name = 'ChainRestartedError'
  constructor() {
    super('the chain started again beneath the cursor: reading it anew from its first block')
  }
}

export type FollowOptions = {
  /** The state-history websocket, e.g. ws://127.0.0.1:8080. */
  shipUrl: string
  db: Kysely<Database>
  /** The chain's id as its RPC API answers it (`get_info`). */
  chainId: string
  followed: Followed
  /**
   * The game's accounts, whose actions are kept with their effects (the game actions); their
   * in-game balances are followed besides `followed`. Default: the devchain's names.
   */
  accounts?: GameAccounts
  /** Only irreversible blocks (what a production node should be asked for; default false). */
  irreversibleOnly?: boolean
  /** After each block is applied: the block and the chain's head then. */
  onBlock?: (block: BlockPosition, head: number) => void
  /** Stops following (the promise then rejects with the socket's close). */
  signal?: AbortSignal
}

/**
 * Follows the chain's state history into the database, from the block after the cursor (or the
 * first block of the state log, which carries the whole state), one block per transaction, until
 * the socket closes or `signal` aborts. Each block's rows are decoded with the ABIs in force at it:
 * those kept in the database, then those its own `account` deltas set. Each block's traces give
 * the game's actions, kept with their effects in the block's transaction (`activity.ts`).
 */
export async function follow(options: FollowOptions): Promise<never> {
  const { db, chainId } = options
  const accounts = options.accounts ?? DEFAULT_ACCOUNTS
  const followed = withBalances(options.followed, accounts)
  const ours = (account: string) =>
    account === accounts.game ||
    account === accounts.stake ||
    account === accounts.divsim ||
    account === accounts.token
  // The NFTs' contract runs for every collection: only the card a craft mints is read.
  const readData = (action: ActionName, root: ActionName) =>
    ours(action.account) ||
    (action.account === accounts.assets &&
      root.account === accounts.stake &&
      (action.name === 'logmint' || action.name === 'mintasset'))
  await checkChain(db, chainId)
  options.signal?.throwIfAborted()
  const ship = await ShipConnection.open(options.shipUrl)
  // Whatever ends the following (a database error, a chain of another id), the socket is closed:
  // a retry opens a new one, and an open one left behind would hold one of the node's sessions.
  try {
    // An abort while the socket opened is not missed: the listener would never fire for it.
    if (options.signal?.aborted) ship.close()
    else options.signal?.addEventListener('abort', () => ship.close(), { once: true })
    const status = await ship.status()
    if (status.chain_id !== null && status.chain_id !== chainId)
      throw new ChainMismatchError(chainId, status.chain_id)
    let cursor = await readCursor(db)
    // A chain whose head is below the cursor started again (the devchain's reset): read it anew.
    if (cursor !== undefined && status.head.block_num < cursor.block.num) {
      await forgetChain(db)
      cursor = undefined
    }
    const book = new AbiBook(
      (await readAbis(db)).map(({ account, abi }) => ({ account, abi: ABI.from(abi) })),
    )
    const start = cursor === undefined ? status.chain_state_begin_block : cursor.block.num + 1
    const request = {
      start,
      fetchBlock: true,
      fetchTraces: true,
      fetchDeltas: true,
      irreversibleOnly: options.irreversibleOnly ?? false,
    }
    for await (const result of ship.blocks(request)) {
      const at = result.this_block
      if (at === null) continue
      // The block after the cursor must follow the cursor's block; else the chain beneath changed
      // (a reset that has since passed the cursor's height): read it anew from its first block.
      if (
        cursor !== undefined &&
        at.block_num === cursor.block.num + 1 &&
        result.prev_block !== null &&
        result.prev_block.block_id !== cursor.block.id
      ) {
        await forgetChain(db)
        ship.close()
        throw new ChainRestartedError()
      }
      const decoded =
        result.deltas === null
          ? { rows: [], abis: [] }
          : decodeDeltas(ship.abi, result.deltas, book, followed)
      // After the deltas: an ABI the block set reads its own actions too.
      const actions =
        result.traces === null
          ? []
          : gameActions(decodeTraces(ship.abi, result.traces, book, readData), accounts)
      const block = {
        num: at.block_num,
        id: at.block_id,
        time: result.block === null ? new Date(0) : blockTime(ship.abi, result.block),
        head: result.head.block_num,
      }
      await applyBlock(
        db,
        chainId,
        block,
        decoded.rows,
        decoded.abis.map(({ account, abi }) => ({
          account,
          abi: JSON.parse(JSON.stringify(abi)) as Record<string, unknown>,
        })),
        { actions, stake: accounts.stake, game: accounts.game },
      )
      options.onBlock?.(block, result.head.block_num)
    }
    throw new Error('state history ended the stream')
  } finally {
    ship.close()
  }
}
