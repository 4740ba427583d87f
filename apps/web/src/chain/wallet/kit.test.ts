import { Canceled, Checksum256 } from '@wharfkit/session'
import { describe, expect, it } from 'vitest'
import { WalletDeclinedError, WalletFailedError } from './errors'
import { transactionId, walletError } from './kit'

const ID = 'ab'.repeat(32)

describe('walletError', () => {
  it("makes WharfKit's Canceled a decline, also when Session rethrew it as a plain Error", () => {
    const canceled = new Canceled('Modal closed', true)
    expect(walletError(canceled)).toBeInstanceOf(WalletDeclinedError)
    // `Session.transact` shows the renderer the Canceled, then throws `new Error(canceled)`.
    const declined = walletError(new Error(String(canceled)), canceled)
    expect(declined).toBeInstanceOf(WalletDeclinedError)
    expect(declined.message).toBe('Error: Modal closed')
  })

  it("makes the wallets' untyped declines (only their words) a decline", () => {
    for (const message of [
      'User declined to sign the transaction',
      'Request cancelled from anchor.',
      'The user closed the popup',
    ])
      expect(walletError(new Error(message))).toBeInstanceOf(WalletDeclinedError)
  })

  it("keeps the chain's message of a refusal", () => {
    const refused = walletError(new Error('assertion failure with message: overdrawn balance'))
    expect(refused).toBeInstanceOf(WalletFailedError)
    expect(refused.message).toBe('assertion failure with message: overdrawn balance')
    const apiError = Object.assign(new Error('eosio_assert_message assertion failure'), {
      error: { details: [{ message: 'assertion failure with message: Nothing to claim' }] },
    })
    expect(walletError(apiError).message).toBe('assertion failure with message: Nothing to claim')
  })

  it("keeps the chain's exception name, the type of its refusal", () => {
    const refused = walletError(
      new Error('transaction net usage is too high: 184 > 0'),
      undefined,
      'tx_net_usage_exceeded',
    )
    expect(refused).toBeInstanceOf(WalletFailedError)
    expect((refused as WalletFailedError).refusal).toBe('tx_net_usage_exceeded')
    expect(refused.message).toBe('transaction net usage is too high: 184 > 0')
  })

  it('leaves an error already classified as it is', () => {
    const failed = new WalletFailedError('Please connect your wallet first.')
    expect(walletError(failed)).toBe(failed)
  })
})

describe('transactionId', () => {
  it('reads the id of the transaction the wallet resolved', () => {
    const resolved = { transaction: { id: Checksum256.from(ID) } }
    expect(transactionId({ resolved } as never)).toBe(ID)
  })

  it('is an error when the wallet answers without an id', () => {
    expect(() => transactionId({ resolved: undefined })).toThrow(WalletFailedError)
    expect(() => transactionId({ resolved: { transaction: { id: '' } } } as never)).toThrow(
      'The wallet answered without a transaction id.',
    )
  })
})
