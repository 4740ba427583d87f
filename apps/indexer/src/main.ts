/**
 * The indexer as a service: `npm start -w apps/indexer` (README "Running it", "Roles"). Reads its
 * settings, then plays its role (`INDEXER_MODE`):
 * - `all` and `follow`: check the chain's id against the database's, hold the database's writer
 *   lock (a second follower is refused), follow the chain's state history block by block; `all`
 *   also serves the API from the boards it reads back from the database, `follow` serves
 *   `/v1/health` only;
 * - `api`: serve the API from a database a follower fills (a replica), following it through its
 *   change log; no state history, no writes, no lock.
 * Nothing outside it ends it but a bad setting, a database of another chain or a second
 * follower: a database or a node that cannot be reached, lost or restarted is a logged line and
 * a retry after a growing pause. SIGTERM or SIGINT stop it between two blocks: a block is
 * applied whole or not at all, whenever the process ends.
 */

import { ConfigError, type IndexerConfig, readConfig } from './config'
import { FolderInUseError } from './db/folder-lock'
import { type DatabaseOptions, openDatabase, pause } from './db/open'
import { ChainMismatchError, checkChain } from './db/store'
import { isDatabaseUnavailable } from './db/unavailable'
import { takeWriterLock, type WriterLock, WriterLockedError } from './db/writer-lock'
import { ChainRestartedError, follow } from './follow'
import { GAME_TABLES } from './followed'
import { type Api, createApi } from './http'
import { LiveBoards } from './live'

const log = (line: string) => console.error(line)

/** A pause that grows with each failure: 0.5 s doubling to 30 s. */
const backoff = (failures: number) => Math.min(30_000, 500 * 2 ** failures)

async function chainIdOf(rpcUrl: string): Promise<string> {
  const response = await fetch(`${rpcUrl}/v1/chain/get_info`, {
    method: 'POST',
    body: '{}',
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`${rpcUrl} answered get_info with HTTP ${response.status}`)
  const { chain_id } = (await response.json()) as { chain_id?: unknown }
  if (typeof chain_id !== 'string' || !/^[0-9a-f]{64}$/.test(chain_id))
    throw new Error(`${rpcUrl} answered get_info without a chain id`)
  return chain_id
}

/** The chain's id, asked again after a growing pause while its API cannot be reached. */
async function waitForChainId(rpcUrl: string, signal: AbortSignal): Promise<string> {
  for (let failures = 0; ; failures++) {
    try {
      return await chainIdOf(rpcUrl)
    } catch (error) {
      const wait = backoff(failures)
      log(
        `indexer: the chain API cannot be read (${(error as Error).message}); again in ${wait} ms`,
      )
      await pause(wait, signal)
    }
  }
}

function where(config: IndexerConfig): DatabaseOptions {
  return config.databaseUrl === undefined
    ? { dataDir: config.dataDir }
    : { url: config.databaseUrl, poolSize: config.mode === 'api' ? 10 : 4 }
}

async function listen(api: Api, config: IndexerConfig): Promise<void> {
  await api.listen({ port: config.port, host: config.host })
  log(`indexer (${config.mode}): API on http://${config.host}:${config.port}/v1/health`)
}

async function close(api: Api) {
  // Ends the live channel's streams and closes every open connection (`createApi`), which would
  // hold the process up.
  await api.close()
}

/** `api`: serves the API from the database's change log until stopped. */
async function serveApi(config: IndexerConfig, signal: AbortSignal) {
  const db = await openDatabase({ ...where(config), schema: 'wait', waitFor: signal, log })
  const live = new LiveBoards(db, config.game, config.stake, { pollMs: config.pollMs, log })
  const api = createApi({
    db,
    game: config.game,
    stake: config.stake,
    origins: config.origins,
    live,
    progress: () => ({ chainHead: live.status().chainHead }),
  })
  await listen(api, config)
  await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }))
  await close(api)
  live.close()
  await db.destroy()
}

/**
 * The writer lock of a PostgreSQL server, taken again whenever its connection was lost; none for
 * the embedded database (its folder is locked when opened). A second follower at the start is
 * refused (thrown); one that took the lock while this one's connection was down is waited for.
 */
function writerLock(url: string | undefined) {
  let lock: WriterLock | undefined
  let held = false
  return {
    async take(starting: boolean): Promise<AbortSignal> {
      const lost = new AbortController()
      if (url === undefined) return lost.signal
      if (!held) {
        try {
          lock = await takeWriterLock(url)
        } catch (error) {
          if (error instanceof WriterLockedError && !starting)
            log(`indexer: ${error.message} Waiting for it to stop.`)
          throw error
        }
        if (!starting) log('indexer: the writer lock is held again; following after the cursor')
        held = true
        lock.lost.then((reason) => {
          if (!held) return
          held = false
          log(
            `indexer: the writer lock was lost with its connection (${reason.message}); writes stop until it is taken again`,
          )
        })
      }
      lock?.lost.then(() => lost.abort(new Error('the writer lock was lost')))
      return lost.signal
    },
    held: () => url === undefined || held,
    release: async () => {
      held = false
      await lock?.release()
    },
  }
}

/** `all` and `follow`: follows the chain into the database (and serves the API) until stopped. */
async function followChain(config: IndexerConfig, signal: AbortSignal) {
  const chainId = await waitForChainId(config.rpcUrl, signal)
  const db = await openDatabase({ ...where(config), schema: 'migrate', waitFor: signal, log })
  const lock = writerLock(config.databaseUrl)
  // At the start, a second follower is refused at once, with the reason.
  for (let failures = 0; ; failures++) {
    try {
      await lock.take(true)
      break
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      const wait = backoff(failures)
      log(
        `indexer: the database cannot be reached (${(error as Error).message}); again in ${wait} ms`,
      )
      await pause(wait, signal)
    }
  }
  const live =
    config.mode === 'all' ? new LiveBoards(db, config.game, config.stake, { log }) : undefined
  let chainHead: number | undefined
  const api = createApi({
    db,
    game: config.game,
    stake: config.stake,
    origins: config.origins,
    progress: () => ({ chainHead }),
    ...(live === undefined ? { only: 'health' as const } : { live }),
  })
  await listen(api, config)
  log(`indexer: following ${config.shipUrl} (chain ${chainId.slice(0, 12)}…)`)

  let failures = 0
  while (!signal.aborted) {
    try {
      const lost = await lock.take(false)
      await checkChain(db, chainId)
      await follow({
        shipUrl: config.shipUrl,
        db,
        chainId,
        followed: GAME_TABLES(config.game),
        accounts: {
          game: config.game,
          stake: config.stake,
          divsim: config.divsim,
          token: config.token,
          assets: config.assets,
        },
        irreversibleOnly: config.irreversibleOnly,
        signal: AbortSignal.any([signal, lost]),
        onBlock: (_block, head) => {
          chainHead = head
          failures = 0
        },
      })
    } catch (error) {
      if (signal.aborted) break
      if (error instanceof ChainMismatchError) throw error
      // The lock's loss was logged; following stopped for it.
      if (!lock.held()) {
        await pause(backoff(failures++), signal).catch(() => {})
        continue
      }
      // Emptied to read the chain anew: at once.
      if (error instanceof ChainRestartedError) continue
      const wait = backoff(failures++)
      if (!(error instanceof WriterLockedError)) {
        const what = isDatabaseUnavailable(error) ? 'the database cannot be reached: ' : ''
        log(`indexer: ${what}${(error as Error).message}; again in ${wait} ms`)
      }
      await pause(wait, signal).catch(() => {})
    }
  }
  await close(api)
  live?.close()
  await lock.release()
  await db.destroy()
}

async function main() {
  const config = readConfig(process.env)
  const stop = new AbortController()
  process.once('SIGTERM', () => stop.abort())
  process.once('SIGINT', () => stop.abort())
  // A service stays up: what escaped a handler is logged, never the end of the process.
  process.on('unhandledRejection', (reason) => log(`indexer: unhandled failure: ${String(reason)}`))
  try {
    if (config.mode === 'api') await serveApi(config, stop.signal)
    else await followChain(config, stop.signal)
  } catch (error) {
    // Stopped while waiting for the database or the chain.
    if (stop.signal.aborted) return
    throw error
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof ChainMismatchError ||
    error instanceof WriterLockedError ||
    error instanceof FolderInUseError
  console.error(`indexer: ${known ? (error as Error).message : String(error)}`)
  process.exit(1)
})
