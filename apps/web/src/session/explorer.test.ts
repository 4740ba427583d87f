import { describe, expect, it } from 'vitest'
import { explorerTransactionLink } from './explorer'

const ID = 'a'.repeat(64)

describe('explorerTransactionLink', () => {
  it('links the transaction on the test network explorer', () => {
    expect(explorerTransactionLink('https://testnet.waxblock.io/', ID)).toEqual({
      href: `https://testnet.waxblock.io/transaction/${ID}`,
      label: 'View on the block explorer',
    })
  })
  it('has no link without an explorer (the devchain) or for a malformed id', () => {
    expect(explorerTransactionLink(undefined, ID)).toBeUndefined()
    expect(explorerTransactionLink('https://testnet.waxblock.io', 'x"><script>')).toBeUndefined()
  })
})
