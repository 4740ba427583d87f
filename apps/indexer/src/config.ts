/**
 * What a process does (README "Roles"): `all` follows the chain into the database and serves the
 * API; `follow` only follows (the one writer; it serves `/v1/health`); `api` only serves, from a
 * database a follower fills (a streaming replica, say): it never connects to state history and
 * never writes.
 */
export type IndexerMode = 'all' | 'follow' | 'api'

const MODES: readonly IndexerMode[] = ['all', 'follow', 'api']

/** The indexer's settings, from its environment (README "Running it"). */
export type IndexerConfig = {
  mode: IndexerMode
  /** The state-history websocket of a node (nodeos `state_history_plugin`) or of the devchain. */
  shipUrl: string
  /** The chain API of the same chain: its id is checked against the database's. */
  rpcUrl: string
  /** A PostgreSQL server; absent: the embedded PostgreSQL in `dataDir`. */
  databaseUrl: string | undefined
  dataDir: string
  host: string
  port: number
  /** Browser origins allowed to read the API (the app's). */
  origins: string[]
  /** The game contract's account. */
  game: string
  /** The staking contract's (in-game balances, crafts), the division simulator's and the token's. */
  stake: string
  divsim: string
  token: string
  /** The NFTs' contract (AtomicAssets), whose `logmint` says which card a craft minted. */
  assets: string
  /** Only irreversible blocks: what a production node should be asked for. */
  irreversibleOnly: boolean
  /** How often an API process asks the database whether a block was applied (ms). */
  pollMs: number
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

type Env = Partial<Record<string, string>>

const text = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim()

function url(env: Env, name: string, fallback: string, protocols: readonly string[]): string {
  const value = text(env[name]) ?? fallback
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    throw new ConfigError(`${name} must be a URL; got "${value}"`)
  }
  if (!protocols.includes(parsed.protocol))
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}; got "${value}"`)
  return value.replace(/\/+$/, '')
}

/** Reads the settings; a bad value throws a ConfigError that names the variable. */
export function readConfig(env: Env): IndexerConfig {
  const port = text(env.PORT) ?? '8890'
  if (!/^\d+$/.test(port) || Number(port) > 65_535)
    throw new ConfigError(`PORT must be a whole number from 0 to 65535; got "${port}"`)
  const flag = text(env.IRREVERSIBLE_ONLY) ?? 'false'
  const mode = (text(env.INDEXER_MODE) ?? 'all') as IndexerMode
  if (!MODES.includes(mode))
    throw new ConfigError(`INDEXER_MODE must be one of ${MODES.join(', ')}; got "${mode}"`)
  const databaseUrl = text(env.DATABASE_URL)
  if (mode !== 'all' && databaseUrl === undefined)
    throw new ConfigError(
      `INDEXER_MODE=${mode} needs DATABASE_URL: the embedded database is one process's alone, so a follower and its API processes share a PostgreSQL server`,
    )
  const poll = text(env.POLL_MS) ?? '250'
  if (!/^\d+$/.test(poll) || Number(poll) < 10 || Number(poll) > 60_000)
    throw new ConfigError(`POLL_MS must be a whole number from 10 to 60000; got "${poll}"`)
  if (flag !== 'true' && flag !== 'false')
    throw new ConfigError(`IRREVERSIBLE_ONLY must be true or false; got "${flag}"`)
  return {
    mode,
    pollMs: Number(poll),
    shipUrl: url(env, 'SHIP_URL', 'ws://127.0.0.1:8080', ['ws:', 'wss:']),
    rpcUrl: url(env, 'RPC_URL', 'http://127.0.0.1:8888', ['http:', 'https:']),
    databaseUrl,
    dataDir: text(env.DATA_DIR) ?? '.indexer-data',
    host: text(env.HOST) ?? '127.0.0.1',
    port: Number(port),
    origins: (text(env.CORS_ORIGINS) ?? 'http://127.0.0.1:5173')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
    game: text(env.GAME_CONTRACT) ?? 'dov.game',
    stake: text(env.STAKE_CONTRACT) ?? 'dov.stake',
    divsim: text(env.DIVSIM_CONTRACT) ?? 'dov.divsim',
    token: text(env.TOKEN_CONTRACT) ?? 'dov.token',
    assets: text(env.ASSETS_CONTRACT) ?? 'atomicassets',
    irreversibleOnly: flag === 'true',
  }
}
