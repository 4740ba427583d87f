import { describe, expect, it } from 'vitest'
import { chainMessage, classifyTxError, loginFailureTitle } from './errors'

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
      {
        kind: 'chain',
        message: 'assertion failure with message: zone not reachable',
      },
    )
  })
  it('recognises a declined signature as quiet', () => {
    class Canceled extends Error {}
    expect(classifyTxError(new Canceled('anything')).kind).toBe('declined')
    expect(classifyTxError(new Error('User declined to sign the transaction')).kind).toBe(
      'declined',
    )
    expect(classifyTxError(new Error('Request cancelled from anchor.')).kind).toBe('declined')
  })
})

describe('loginFailureTitle', () => {
  it('uses the spec texts per wallet', () => {
    expect(loginFailureTitle('cloudwallet')).toBe('Error while logging in through WCW')
    expect(loginFailureTitle('anchor')).toBe('Error while logging in through Anchor')
  })
})
