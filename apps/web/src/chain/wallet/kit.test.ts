import { APIError, Canceled, Checksum256 } from '@wharfkit/session'
import { describe, expect, it } from 'vitest'
import { EndpointError } from '../transport/failover'
import { WalletDeclinedError, WalletFailedError } from './errors'
import { appSays, contractMessage, transactionId, walletError } from './kit'

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

  it('finds the chain not reached when its renderer was shown an EndpointError', () => {
    const down = new EndpointError('http://127.0.0.1:8888', 'network', 'Failed to fetch')
    // `Session` rethrows it as a plain Error of its text.
    const failed = walletError(new Error(String(down)), down) as WalletFailedError
    expect(failed).toBeInstanceOf(WalletFailedError)
    expect(failed.failure).toEqual({ kind: 'unreachable', error: down })
  })

  it("finds the wallet's own failure when the renderer showed its error window", () => {
    const failed = walletError(new Error('Unable to reach device'), undefined, undefined, true)
    expect((failed as WalletFailedError).failure).toEqual({
      kind: 'wallet',
      message: 'Unable to reach device',
    })
  })

  it("gives the chain's refusal in the contract's words", () => {
    const failed = walletError(new Error('assertion failure with message: overdrawn balance'))
    expect((failed as WalletFailedError).failure).toEqual({
      kind: 'chain',
      message: 'overdrawn balance',
    })
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

describe('appSays', () => {
  it("is the chain's answer and no endpoint answering, not a wallet's own failure", () => {
    const refusal = new APIError('/v1/chain/send_transaction', {
      json: {
        code: 500,
        message: 'Internal Service Error',
        error: {
          code: 3050003,
          name: 'eosio_assert_message_exception',
          what: 'eosio_assert_message assertion failure',
          details: [{ message: 'assertion failure with message: overdrawn balance' }],
        },
      },
    } as never)
    expect(appSays(refusal, false)).toBe(true)
    // `Session` shows a refused send_transaction as a plain Error of the chain's message.
    expect(appSays(new Error('assertion failure with message: overdrawn balance'), true)).toBe(true)
    const down = new EndpointError('http://127.0.0.1:8888', 'timeout', 'no answer')
    expect(appSays(down, false)).toBe(true)
    expect(appSays(new Error('Unable to reach device'), false)).toBe(false)
  })
})

describe('contractMessage', () => {
  it("takes off nodeos's wrapper of a contract's check, and only that", () => {
    expect(contractMessage('assertion failure with message: Insufficient DOVX balance')).toBe(
      'Insufficient DOVX balance',
    )
    expect(contractMessage('transaction net usage is too high: 184 > 0')).toBe(
      'transaction net usage is too high: 184 > 0',
    )
  })
})
