import { describe, expect, it } from 'vitest'
import { EndpointError } from '../transport/failover'
import { chainMessage, classifyTxError, WalletDeclinedError, WalletFailedError } from './errors'

/** The shape of WharfKit's APIError for a nodeos assertion. */
function apiError(detail: string) {
  return Object.assign(
    new Error('eosio_assert_message assertion failure at /v1/chain/send_transaction'),
    {
      error: {
        code: 3050003,
        name: 'eosio_assert_message_exception',
        what: 'eosio_assert_message assertion failure',
        details: [
          { message: detail, file: 'cf_system.cpp', line_number: 14, method: 'eosio_assert' },
        ],
      },
    },
  )
}

describe('chainMessage', () => {
  it("prefers nodeos's first detail message", () => {
    expect(chainMessage(apiError('assertion failure with message: overdrawn balance'))).toBe(
      'assertion failure with message: overdrawn balance',
    )
  })
  it('falls back to what, then to the message, then to a string', () => {
    expect(chainMessage({ error: { what: 'tx expired', details: [] } })).toBe('tx expired')
    expect(chainMessage(new Error('Failed to fetch'))).toBe('Failed to fetch')
    expect(chainMessage('plain text')).toBe('plain text')
    expect(chainMessage(undefined)).toBe('Unknown error')
  })
})

describe('classifyTxError', () => {
  it("turns 'Nothing to claim' into its own warning", () => {
    expect(classifyTxError(apiError('assertion failure with message: Nothing to claim'))).toEqual({
      kind: 'nothing-to-claim',
    })
  })
  it('keeps any other chain failure with its message', () => {
    expect(classifyTxError(apiError('assertion failure with message: zone not reachable'))).toEqual(
      { kind: 'chain', message: 'assertion failure with message: zone not reachable' },
    )
  })

  it("takes the failure the wallet's module found: the chain not reached, the wallet's own", () => {
    const error = new EndpointError('http://x', 'timeout', 'no answer within 5000 ms')
    const failure = { kind: 'unreachable', error } as const
    const down = Object.assign(new WalletFailedError('EndpointError: http://x: Failed to fetch'), {
      failure,
    })
    expect(classifyTxError(down)).toBe(failure)
    const told = Object.assign(new WalletFailedError('Unable to reach device'), {
      failure: { kind: 'wallet', message: 'Unable to reach device' } as const,
    })
    expect(classifyTxError(told)).toEqual({ kind: 'wallet', message: 'Unable to reach device' })
  })

  it('recognises a declined signature as quiet, by its class', () => {
    expect(classifyTxError(new WalletDeclinedError('Modal closed'))).toEqual({
      kind: 'declined',
      message: 'Modal closed',
    })
    // The wallet's words alone do not make a decline: `kit.ts` classifies them once.
    expect(classifyTxError(new WalletFailedError('User declined to sign')).kind).toBe('chain')
  })
})
