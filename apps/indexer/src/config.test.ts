import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from './config'

describe('the indexer settings', () => {
  it('default to the local devchain and the embedded database', () => {
    expect(readConfig({})).toEqual({
      mode: 'all',
      pollMs: 250,
      shipUrl: 'ws://127.0.0.1:8080',
      rpcUrl: 'http://127.0.0.1:8888',
      databaseUrl: undefined,
      dataDir: '.indexer-data',
      host: '127.0.0.1',
      port: 8890,
      origins: ['http://127.0.0.1:5173'],
      game: 'dov.game',
      stake: 'dov.stake',
      divsim: 'dov.divsim',
      token: 'dov.token',
      assets: 'atomicassets',
      irreversibleOnly: false,
    })
  })

  it('take every variable, trimmed, without trailing slashes', () => {
    const config = readConfig({
      SHIP_URL: ' wss://ship.example/ ',
      RPC_URL: 'https://wax.example/',
      DATABASE_URL: 'postgres://indexer@db/hof',
      PORT: '9000',
      CORS_ORIGINS: 'https://dov.example, https://www.dov.example',
      IRREVERSIBLE_ONLY: 'true',
      STAKE_CONTRACT: 'stake.game',
      DIVSIM_CONTRACT: 'divsim.game',
      TOKEN_CONTRACT: 'token.game',
      ASSETS_CONTRACT: 'atomicassets2',
    })
    expect(config).toMatchObject({
      shipUrl: 'wss://ship.example',
      rpcUrl: 'https://wax.example',
      stake: 'stake.game',
      divsim: 'divsim.game',
      token: 'token.game',
      assets: 'atomicassets2',
      databaseUrl: 'postgres://indexer@db/hof',
      port: 9000,
      origins: ['https://dov.example', 'https://www.dov.example'],
      irreversibleOnly: true,
    })
  })

  it('name the variable that is wrong', () => {
    expect(() => readConfig({ SHIP_URL: 'http://node:8080' })).toThrow(
      new ConfigError('SHIP_URL must start with ws: or wss:; got "http://node:8080"'),
    )
    expect(() => readConfig({ RPC_URL: 'node' })).toThrow(/RPC_URL must be a URL/)
    expect(() => readConfig({ PORT: '80a' })).toThrow(/PORT must be a whole number/)
    expect(() => readConfig({ IRREVERSIBLE_ONLY: 'yes' })).toThrow(/IRREVERSIBLE_ONLY/)
    expect(() => readConfig({ INDEXER_MODE: 'read' })).toThrow(
      new ConfigError('INDEXER_MODE must be one of all, follow, api; got "read"'),
    )
    expect(() => readConfig({ POLL_MS: '5' })).toThrow(/POLL_MS must be a whole number/)
  })

  it('take a role, which shares a PostgreSQL server with the others', () => {
    const url = 'postgres://indexer@db/hof'
    expect(readConfig({ INDEXER_MODE: 'api', DATABASE_URL: url, POLL_MS: '100' })).toMatchObject({
      mode: 'api',
      databaseUrl: url,
      pollMs: 100,
    })
    expect(readConfig({ INDEXER_MODE: 'follow', DATABASE_URL: url }).mode).toBe('follow')
    for (const mode of ['api', 'follow'])
      expect(() => readConfig({ INDEXER_MODE: mode })).toThrow(
        new ConfigError(
          `INDEXER_MODE=${mode} needs DATABASE_URL: the embedded database is one process's alone, so a follower and its API processes share a PostgreSQL server`,
        ),
      )
  })
})
