/**
 * The indexer as a service: `npm start -w apps/indexer` (README "Running it"). Reads its settings,
 * checks the chain's id against the database's, serves the API and follows the chain's state
 * history, connecting again with a growing pause when the socket drops. SIGTERM or SIGINT stop it
 * between two blocks: a block is applied whole or not at all, whenever the process ends.
 */

import { ConfigError, readConfig } from './config'
import { FolderInUseError } from './db/folder-lock'
import { openDatabase } from './db/open'
import { ChainMismatchError, checkChain } from './db/store'
import { ChainRestartedError, follow } from './follow'
import { GAME_TABLES } from './followed'
import { createApi } from './http'

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

async function main() {
  const config = readConfig(process.env)
  const chainId = await chainIdOf(config.rpcUrl)
  const db = await openDatabase(
    config.databaseUrl === undefined ? { dataDir: config.dataDir } : { url: config.databaseUrl },
  )
  await checkChain(db, chainId)

  let chainHead: number | undefined
  const api = createApi({
    db,
    game: config.game,
    stake: config.stake,
    origins: config.origins,
    progress: () => ({ chainHead }),
  })
  await new Promise<void>((resolve) => api.listen(config.port, config.host, resolve))
  console.log(`indexer: API on http://${config.host}:${config.port}/v1/hof`)
  console.log(`indexer: following ${config.shipUrl} (chain ${chainId.slice(0, 12)}…)`)

  const stop = new AbortController()
  const shutDown = () => {
    stop.abort()
    // Open connections (a browser polling /v1/hof keeps one) would hold the process up.
    api.close()
    api.closeAllConnections()
  }
  process.once('SIGTERM', shutDown)
  process.once('SIGINT', shutDown)

  let failures = 0
  while (!stop.signal.aborted) {
    try {
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
        signal: stop.signal,
        onBlock: (_block, head) => {
          chainHead = head
          failures = 0
        },
      })
    } catch (error) {
      if (stop.signal.aborted) break
      if (error instanceof ChainMismatchError) throw error
      // Emptied to read the chain anew: at once.
      if (error instanceof ChainRestartedError) continue
      const pause = Math.min(30_000, 500 * 2 ** failures++)
      console.error(`indexer: ${(error as Error).message}; again in ${pause} ms`)
      await new Promise((resolve) => setTimeout(resolve, pause))
    }
  }
  await db.destroy()
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof ChainMismatchError ||
    error instanceof FolderInUseError
  console.error(`indexer: ${known ? (error as Error).message : String(error)}`)
  process.exit(1)
})
