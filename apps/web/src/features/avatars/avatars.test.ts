import { describe, expect, it } from 'vitest'
import {
  avatarChoices,
  CHOOSE_TEXT,
  CURRENT_TEXT,
  choiceState,
  costLabel,
  optionName,
} from './avatars'

const avatars = [
  { id: 2, ipfs: 'Qm2', cost: '1.0000 DOVX' },
  { id: 3, ipfs: 'Qm3', cost: '2.5 DOVX' },
  { id: 10, ipfs: 'Qm10', cost: '250.0000 DOVR' },
]
const balances = [{ balance: '500.0000 DOVX' }, { balance: '200.0000 DOVR' }, { balance: '3 AVT' }]

describe('avatarChoices', () => {
  it('marks the current avatar and the one the player cannot afford', () => {
    expect(avatarChoices(avatars, balances)).toEqual([
      { id: 2, ipfs: 'Qm2', cost: '1.0000 DOVX', current: false, missing: undefined },
      { id: 3, ipfs: 'Qm3', cost: '2.5000 DOVX', current: true, missing: undefined },
      { id: 10, ipfs: 'Qm10', cost: '250.0000 DOVR', current: false, missing: '50.0000 DOVR' },
    ])
  })

  it('names each radio with what it shows', () => {
    expect(avatarChoices(avatars, balances).map(optionName)).toEqual([
      'Avatar 2, 1.0000 DOVX',
      'Avatar 3, 2.5000 DOVX, Current',
      'Avatar 10, 250.0000 DOVR, Not enough: 50.0000 DOVR more needed',
    ])
  })

  it('unknown balances: no current avatar, nothing marked (never read as 0)', () => {
    const choices = avatarChoices(avatars, undefined)
    expect(choices.some((c) => c.current || c.missing !== undefined)).toBe(false)
  })
})

describe('choiceState', () => {
  it('the current avatar: Save waits for another choice', () => {
    expect(choiceState(avatars, balances, 3)).toEqual({
      avatar: avatars[1],
      save: { ok: false, reason: CURRENT_TEXT },
    })
  })

  it('another affordable avatar can be saved', () => {
    expect(choiceState(avatars, balances, 2).save).toEqual({ ok: true })
  })

  it('one the player cannot afford is refused before signing, with what is missing', () => {
    expect(choiceState(avatars, balances, 10).save).toEqual({
      ok: false,
      reason: 'You need 50.0000 DOVR more in game.',
    })
  })

  it('an unknown id is the placeholder: id 1, "Select Avatar", nothing to save', () => {
    const state = choiceState(avatars, [{ balance: '7 AVT' }], 7)
    expect(state.avatar).toEqual({ id: 1, ipfs: '', cost: 'Select Avatar' })
    expect(costLabel(state.avatar)).toBe('Select Avatar')
    expect(state.save).toEqual({ ok: false, reason: CHOOSE_TEXT })
    expect(choiceState(avatars, balances, null).save).toEqual({ ok: false, reason: CHOOSE_TEXT })
  })

  it('unknown balances: nothing is sent, and the screen says why', () => {
    expect(choiceState(avatars, undefined, 2).save).toEqual({
      ok: false,
      reason: 'Your in-game balances are unknown.',
    })
  })
})
