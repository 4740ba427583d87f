import { describe, expect, it } from 'vitest'
import { startEnv } from '../../../scripts/start-env.mjs'
import { resolveNetwork } from '../src/config/network'

// `npm start` (scripts/start.mjs) gives the app's Vite config `stack.app` on top of its own
// variables; the app's network is read from them as vite.config.ts reads it.
describe('npm start: what each process is given', () => {
  it('sends the app to the indexer, the chain and the gateways on the ports it was given', () => {
    const stack = startEnv({ DEVCHAIN_PORT: '9888', SHIP_PORT: '9080', INDEXER_PORT: '8393' })
    const network = resolveNetwork(stack.app)
    expect(network.indexerUrl).toBe('http://127.0.0.1:8393')
    expect(network.rpcEndpoints).toEqual(['http://127.0.0.1:9888'])
    expect(network.atomicEndpoints).toEqual(['http://127.0.0.1:9888'])
    expect(network.ipfsGateways).toEqual(['http://127.0.0.1:9888/ipfs/'])
    expect(stack.indexer.PORT).toBe('8393')
    expect(stack.indexer.SHIP_URL).toBe('ws://127.0.0.1:9080')
    expect(stack.indexer.RPC_URL).toBe('http://127.0.0.1:9888')
  })

  it('keeps the defaults of the local preset when no port is given', () => {
    const network = resolveNetwork(startEnv({}).app)
    expect(network.indexerUrl).toBe('http://127.0.0.1:8890')
    expect(network.rpcEndpoints).toEqual(['http://127.0.0.1:8888'])
  })

  it('keeps an indexer URL the user gave, "none" included', () => {
    const given = startEnv({ INDEXER_PORT: '8393', DOV_INDEXER_URL: 'https://hof.example.org' })
    expect(resolveNetwork(given.app).indexerUrl).toBe('https://hof.example.org')
    expect(resolveNetwork(startEnv({ DOV_INDEXER_URL: 'none' }).app).indexerUrl).toBeUndefined()
  })

  it('gives two stacks on different chain or state-history ports two database folders', () => {
    const folders = [
      startEnv({}),
      startEnv({ DEVCHAIN_PORT: '9888' }),
      startEnv({ SHIP_PORT: '9080' }),
      startEnv({ DEVCHAIN_PORT: '9888', SHIP_PORT: '9080' }),
    ].map((stack) => stack.indexer.DATA_DIR)
    expect(new Set(folders).size).toBe(folders.length)
    for (const folder of folders) expect(folder).toMatch(/^node_modules\/\.cache\//)
  })

  it('keeps a database folder the user gave', () => {
    expect(startEnv({ DATA_DIR: '/srv/hof', SHIP_PORT: '9080' }).indexer.DATA_DIR).toBe('/srv/hof')
  })
})
