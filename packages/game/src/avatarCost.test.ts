import { describe, expect, it } from 'vitest'
import { DEFAULT_AVATAR } from './avatar'
import { avatarCost, checkAvatar, currentAvatarId } from './avatarCost'

const avatars = [
  { id: 2, ipfs: 'Qm2', cost: '5.0000 DOVX' },
  { id: 3, ipfs: 'Qm3', cost: '7.5000 DOVX' },
]

describe('currentAvatarId and avatarCost', () => {
  it('the AVT row, 1 without one', () => {
    expect(currentAvatarId([{ balance: '3 AVT' }, { balance: '1.0000 DOVX' }])).toBe(3)
    expect(currentAvatarId([{ balance: '1.0000 DOVX' }])).toBe(1)
  })
  it('"7.5000 DOVX" is 75000 units; the placeholder\'s label is no cost', () => {
    expect(avatarCost(avatars[1] ?? DEFAULT_AVATAR)).toEqual({
      units: 75_000n,
      precision: 4,
      symbol: 'DOVX',
    })
    expect(avatarCost(DEFAULT_AVATAR)).toBeUndefined()
  })
})

describe('checkAvatar', () => {
  const rich = [{ balance: '3 AVT' }, { balance: '6.0000 DOVX' }]
  const [two, three] = avatars as [(typeof avatars)[0], (typeof avatars)[0]]

  it('another avatar the balances cover: ok', () => {
    expect(checkAvatar(two, rich)).toEqual({ ok: true })
  })
  it('the current one is refused as the chain does: "Avatar already selected"', () => {
    expect(checkAvatar(three, rich)).toEqual({
      ok: false,
      reason: 'current',
      message: 'Avatar already selected',
    })
  })
  it('too dear: "Insufficient DOVX balance", 1.5 DOVX missing', () => {
    const check = checkAvatar(three, [{ balance: '6.0000 DOVX' }])
    if (check.ok || check.reason !== 'short') throw new Error('expected short')
    expect(check.message).toBe('Insufficient DOVX balance')
    expect(check.short[0]?.missing.units).toBe(15_000n)
  })
  it('a free avatar needs no balance', () => {
    expect(checkAvatar({ id: 4, ipfs: 'Qm4', cost: '0.0000 DOVX' }, [])).toEqual({ ok: true })
  })
})
