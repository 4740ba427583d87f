import { describe, expect, it } from 'vitest'
import { nodeosAssertBody } from '../../test/fakeNode'
import { apiErrorFrom, ChainDataError } from './errors'

describe('ChainDataError', () => {
  it('says where the data came from and what was wrong', () => {
    const error = new ChainDataError('dov.game/zones', 'row 2: open: expected a boolean')
    expect(error.message).toBe(
      'Unexpected data from dov.game/zones: row 2: open: expected a boolean',
    )
    expect(error).toMatchObject({ name: 'ChainDataError', source: 'dov.game/zones' })
  })
})

describe('apiErrorFrom', () => {
  it('takes the first nodeos detail message', () => {
    const error = apiErrorFrom(
      500,
      nodeosAssertBody('assertion failure with message: Nothing to claim'),
    )
    expect(error.message).toBe('assertion failure with message: Nothing to claim')
    expect(error).toMatchObject({ status: 500, errorName: 'eosio_assert_message_exception' })
  })

  it('falls back to what, then an API message, then the status', () => {
    expect(
      apiErrorFrom(500, { code: 500, error: { name: 'x', what: 'Table error', details: [] } })
        .message,
    ).toBe('Table error')
    expect(apiErrorFrom(404, { success: false, message: 'Template not found' }).message).toBe(
      'Template not found',
    )
    expect(apiErrorFrom(400, 'nope').message).toBe('HTTP 400')
  })
})
