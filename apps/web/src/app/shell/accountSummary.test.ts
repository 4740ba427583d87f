import { describe, expect, it } from 'vitest'
import { headerItems, headerUnknown, menuAvatar } from './accountSummary'

describe('headerItems', () => {
  it("says a logged-in player's unknown balances are unknown, never 0.00", () => {
    const values = (unknown: 'loading' | 'failed') =>
      headerItems([], unknown).map((item) => item.value)
    expect(values('loading')).toEqual(['…', '…', '…', '…', '…', '…'])
    expect(values('failed')).toEqual(['?', '?', '?', '?', '?', '?'])
  })

  it('shows the defaults with no rows', () => {
    expect(headerItems([]).map((item) => `${item.label} ${item.value}`)).toEqual([
      'DOVX 0.00',
      'DOVF 0.00',
      'DOVH 0.00',
      'DOVS 0.00',
      'DOVR 0.00',
      'AVT 1',
    ])
  })

  it('truncates balances to 2 decimals, groups thousands and reads AVT', () => {
    const rows = [{ balance: '1234.5678 DOVX' }, { balance: '0.0099 DOVH' }, { balance: '3 AVT' }]
    expect(headerItems(rows).map((item) => item.value)).toEqual([
      '1,234.56',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '3',
    ])
  })
})

describe('headerUnknown', () => {
  const loading = { known: false, isLoading: true }
  const known = { known: true, isLoading: false }
  it('shows no zero while a stored session is restored: nothing was read', () => {
    expect(headerUnknown('restoring', loading)).toBe('loading')
    expect(headerUnknown('restoring', { known: false, isLoading: false })).toBe('loading')
  })
  it("keeps the spec's defaults logged out and while a login waits for the wallet", () => {
    expect(headerUnknown('logged-out', { known: false, isLoading: false })).toBeUndefined()
    expect(headerUnknown('logging-in', { known: false, isLoading: false })).toBeUndefined()
  })
  it('logged in: loading, then the balances, or failed', () => {
    expect(headerUnknown('logged-in', loading)).toBe('loading')
    expect(headerUnknown('logged-in', known)).toBeUndefined()
    expect(headerUnknown('logged-in', { known: false, isLoading: false })).toBe('failed')
  })
})

describe('menuAvatar', () => {
  const avatars = [
    { id: 2, ipfs: 'QmTwo', cost: '5.0000 DOVX' },
    { id: 3, ipfs: 'QmThree', cost: '9.0000 DOVX' },
  ]
  it('picks the avatar whose id is AVT', () => {
    expect(menuAvatar([{ balance: '3 AVT' }], avatars).ipfs).toBe('QmThree')
  })
  it('falls back to the placeholder (id 1, Select Avatar)', () => {
    expect(menuAvatar([], avatars)).toMatchObject({ id: 1, cost: 'Select Avatar' })
  })
})
