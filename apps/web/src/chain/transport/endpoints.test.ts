import { describe, expect, it } from 'vitest'
import { PRESETS } from '../../config/network'
import { atomicPool, currentEndpoint, pools, rpcPool } from './endpoints'

describe('endpoint pools per network', () => {
  it('gives one pool of each kind per network, in the preset order', () => {
    const network = { ...PRESETS['wax-testnet'] }
    expect(rpcPool(network)).toBe(rpcPool(network))
    expect(rpcPool(network).endpoints).toEqual(network.rpcEndpoints)
    expect(atomicPool(network).endpoints).toEqual(network.atomicEndpoints)
    expect(pools(network).gateways.endpoints).toEqual(network.ipfsGateways)
    expect(currentEndpoint(network)).toBe('https://waxtestnet.greymass.com')
    expect(rpcPool({ ...network })).not.toBe(rpcPool(network))
  })
})
