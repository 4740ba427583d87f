import { describe, expect, it } from 'vitest'
import {
  ConfigError,
  DEVCHAIN_CHAIN_ID,
  isWax,
  resolveNetwork,
  WAX_TESTNET_CHAIN_ID,
} from './network'

describe('resolveNetwork', () => {
  it('defaults to the local devchain preset', () => {
    const net = resolveNetwork({})
    expect(net.preset).toBe('local')
    expect(net.chainId).toBe(DEVCHAIN_CHAIN_ID)
    expect(net.rpcEndpoints).toEqual(['http://127.0.0.1:8888'])
    expect(net.explorer).toBeUndefined()
    expect(net.atomicHub).toBeUndefined()
  })

  it('selects the WAX test network with one variable', () => {
    const net = resolveNetwork({ DOV_NETWORK: 'wax-testnet' })
    expect(net.chainId).toBe(WAX_TESTNET_CHAIN_ID)
    expect(net.rpcEndpoints).toHaveLength(3)
    expect(net.atomicEndpoints).toEqual(['https://test.wax.api.atomicassets.io'])
    expect(net.ipfsGateways).toEqual(['https://atomichub-ipfs.com/ipfs/'])
    expect(net.explorer).toBe('https://testnet.waxblock.io')
    expect(net.atomicHub).toBe('https://wax-test.atomichub.io/explorer/asset/')
  })

  it("names AtomicHub's asset pages where it serves the network, one given, or none", () => {
    expect(
      resolveNetwork({ DOV_ATOMICHUB_URL: 'https://wax.atomichub.io/explorer/asset/' }),
    ).toMatchObject({ atomicHub: 'https://wax.atomichub.io/explorer/asset/' })
    const none = resolveNetwork({ DOV_NETWORK: 'wax-testnet', DOV_ATOMICHUB_URL: 'none' })
    expect(none.atomicHub).toBeUndefined()
    expect(() => resolveNetwork({ DOV_ATOMICHUB_URL: 'javascript:alert(1)' })).toThrow(
      new ConfigError(
        'DOV_ATOMICHUB_URL must be an https URL or "none"; got "javascript:alert(1)"',
      ),
    )
  })

  it('names the Hall of Fame indexer: the local one, one given, or none', () => {
    expect(resolveNetwork({}).indexerUrl).toBe('http://127.0.0.1:8890')
    expect(resolveNetwork({ DOV_NETWORK: 'wax-testnet' }).indexerUrl).toBeUndefined()
    expect(resolveNetwork({ DOV_INDEXER_URL: 'https://hof.example/' }).indexerUrl).toBe(
      'https://hof.example',
    )
    expect(resolveNetwork({ DOV_INDEXER_URL: 'none' }).indexerUrl).toBeUndefined()
    expect(() => resolveNetwork({ DOV_INDEXER_URL: 'hof.example' })).toThrow(
      new ConfigError('DOV_INDEXER_URL must be an http(s) URL or "none"; got "hof.example"'),
    )
  })

  it('names a Hyperion history API only when told, or none', () => {
    expect(resolveNetwork({}).historyUrl).toBeUndefined()
    expect(resolveNetwork({ DOV_NETWORK: 'wax-testnet' }).historyUrl).toBeUndefined()
    expect(resolveNetwork({ DOV_HISTORY_URL: 'https://history.example/' }).historyUrl).toBe(
      'https://history.example',
    )
    expect(resolveNetwork({ DOV_HISTORY_URL: 'none' }).historyUrl).toBeUndefined()
    expect(() => resolveNetwork({ DOV_HISTORY_URL: 'history.example' })).toThrow(
      new ConfigError('DOV_HISTORY_URL must be an http(s) URL or "none"; got "history.example"'),
    )
  })

  it('overrides lists from comma-separated variables, ignoring blanks', () => {
    const net = resolveNetwork({
      DOV_RPC_URLS: ' http://a:1 , ,http://b:2 ',
      DOV_IPFS_GATEWAYS: '',
    })
    expect(net.rpcEndpoints).toEqual(['http://a:1', 'http://b:2'])
    expect(net.ipfsGateways).toEqual(['http://127.0.0.1:8888/ipfs/'])
  })

  it('overrides every contract account and the collection', () => {
    const net = resolveNetwork({
      DOV_CONTRACT_TOKEN: 't.tok',
      DOV_CONTRACT_STAKING: 't.stk',
      DOV_CONTRACT_GAME: 't.gam',
      DOV_CONTRACT_DIVSIM: 't.div',
      DOV_CONTRACT_ATOMICASSETS: 't.aa',
      DOV_COLLECTION: 'mycoll',
    })
    expect(net.contracts).toEqual({
      token: 't.tok',
      staking: 't.stk',
      game: 't.gam',
      divsim: 't.div',
      atomicassets: 't.aa',
    })
    expect(net.collection).toBe('mycoll')
  })

  it('refuses an unknown preset and a malformed chain id', () => {
    expect(() => resolveNetwork({ DOV_NETWORK: 'mainnet' })).toThrow(ConfigError)
    expect(() => resolveNetwork({ DOV_CHAIN_ID: 'abc' })).toThrow(/64 hex digits/)
  })
})

describe('isWax', () => {
  it('is true for the WAX test network preset and false for the devchain', () => {
    expect(isWax(resolveNetwork({ DOV_NETWORK: 'wax-testnet' }))).toBe(true)
    expect(isWax(resolveNetwork({ DOV_NETWORK: 'local' }))).toBe(false)
    expect(isWax({ chainId: DEVCHAIN_CHAIN_ID })).toBe(false)
  })
})
