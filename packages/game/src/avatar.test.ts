import { describe, expect, it } from 'vitest'
import { DEFAULT_AVATAR, selectedAvatar } from './avatar'

const avatars = [
  { id: 2, ipfs: 'Qm2', cost: '5.0000 DOVX' },
  { id: 3, ipfs: 'Qm3', cost: '7.5000 DOVX' },
]

describe('selectedAvatar', () => {
  it('avt "3" → avatar 3', () => {
    expect(selectedAvatar(avatars, '3')).toEqual(avatars[1])
    expect(selectedAvatar(avatars, 2)).toEqual(avatars[0])
  })
  it('unknown avt → placeholder id 1, cost label "Select Avatar"', () => {
    expect(selectedAvatar(avatars, '9')).toBe(DEFAULT_AVATAR)
    expect(selectedAvatar([], '1')).toEqual({ id: 1, ipfs: '', cost: 'Select Avatar' })
  })
})
