import { describe, expect, it } from 'vitest'
import { playerMessage } from './errorText'

describe('playerMessage', () => {
  it('says in words what each kind of failure means', () => {
    expect(playerMessage({ name: 'EndpointError' })).toMatch(/did not answer/)
    expect(playerMessage({ name: 'EndpointError', kind: 'timeout' })).toMatch(/did not answer/)
    expect(playerMessage({ name: 'EndpointError', kind: 'status' })).toMatch(/server error/)
    expect(playerMessage({ name: 'EndpointError', kind: 'body' })).toMatch(/not chain data/)
    expect(playerMessage({ name: 'TypeError' })).toMatch(/did not answer/)
    expect(playerMessage({ name: 'ChainApiError' })).toBe('The chain refused the request.')
    expect(playerMessage({ name: 'ChainDataError' })).toMatch(/cannot read/)
    expect(playerMessage(new Error('x'))).toMatch(/Something went wrong/)
    expect(playerMessage(null)).toMatch(/Something went wrong/)
  })
})
