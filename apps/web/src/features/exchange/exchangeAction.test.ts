import { describe, expect, it } from 'vitest'
import { withdraw } from '../../chain/write/staking'
import { deposit } from '../../chain/write/token'
import { EXCHANGE_ACTION, exchangeAction } from './exchangeAction'

describe('exchangeAction', () => {
  it('a deposit is the token transfer to the game, named as its busy button waits for', () => {
    const action = exchangeAction('deposit', 'player1', '12.5000 DOVX')
    expect(action).toEqual(deposit('player1', '12.5000 DOVX'))
    expect(action.name).toBe(EXCHANGE_ACTION.deposit)
  })

  it('a withdrawal is the staking contract’s withdraw, named as its busy button waits for', () => {
    const action = exchangeAction('withdraw', 'player1', '3.0000 DOVH')
    expect(action).toEqual(withdraw('player1', '3.0000 DOVH'))
    expect(action.name).toBe(EXCHANGE_ACTION.withdraw)
  })
})
