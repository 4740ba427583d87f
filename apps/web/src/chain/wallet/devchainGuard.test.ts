import { describe, expect, it } from 'vitest'
import {
  DEVCHAIN_CHAIN_ID as PRESET_CHAIN_ID,
  resolveNetwork,
  WAX_TESTNET_CHAIN_ID,
} from '../../config/network'
import { createFakeNode } from '../../test/fakeNode'
import { createEndpointPool } from '../transport/failover'
import { assertDevchain, DEVCHAIN_CHAIN_ID, DevchainRefusal } from './devchainGuard'

const local = resolveNetwork({ DOV_RPC_URLS: 'http://node.test' })

function poolAnswering(chainId: string) {
  return createEndpointPool(local.rpcEndpoints, { fetch: createFakeNode({ chainId }).fetch })
}

describe('assertDevchain', () => {
  it("knows the devchain by the local preset's chain id", () => {
    expect(DEVCHAIN_CHAIN_ID).toBe(PRESET_CHAIN_ID)
  })

  it('allows the dev-key wallet when the live chain is the devchain', async () => {
    await expect(assertDevchain(local, poolAnswering(local.chainId))).resolves.toBeUndefined()
  })

  it('refuses it when the node answers another chain id', async () => {
    await expect(assertDevchain(local, poolAnswering(WAX_TESTNET_CHAIN_ID))).rejects.toThrow(
      'http://node.test is not the local devchain.',
    )
  })

  it('a refusal is final (DevchainRefusal); a chain that does not answer is not', async () => {
    await expect(assertDevchain(local, poolAnswering(WAX_TESTNET_CHAIN_ID))).rejects.toBeInstanceOf(
      DevchainRefusal,
    )
    const down = createEndpointPool(local.rpcEndpoints, {
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    const failure = await assertDevchain(local, down).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect(failure).not.toBeInstanceOf(DevchainRefusal)
  })

  it('refuses it outright for a network configured with another chain id', async () => {
    const testnet = resolveNetwork({ DOV_NETWORK: 'wax-testnet' })
    await expect(assertDevchain(testnet, poolAnswering(local.chainId))).rejects.toThrow(
      'This network is not the local devchain.',
    )
  })
})
