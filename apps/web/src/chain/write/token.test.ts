import { describe, expect, it } from 'vitest'
import { network } from '../../config/current'
import { deposit } from './token'

describe('deposit', () => {
  it('transfers to the staking contract with the memo deposit, on the token contract', () => {
    expect(deposit('player1', '12.5000 DOVX')).toEqual({
      account: network.contracts.token,
      name: 'transfer',
      data: {
        from: 'player1',
        to: network.contracts.staking,
        quantity: '12.5000 DOVX',
        memo: 'deposit',
      },
    })
  })
})
