import { describe, expect, it } from 'vitest'
import { formatBytes, formatMicros, resourceRows, waxText } from './accountResources'

describe('account resources in words', () => {
  it('writes CPU time and bytes as a player reads them', () => {
    expect(formatMicros(412)).toBe('412 µs')
    expect(formatMicros(1_234)).toBe('1.2 ms')
    expect(formatMicros(2_000_000)).toBe('2.00 s')
    expect(formatBytes(184)).toBe('184 B')
    expect(formatBytes(3_000)).toBe('3.0 KB')
    expect(formatBytes(1_048_576)).toBe('1.05 MB')
  })

  it('gives each resource its share used, 100% when none is left, and unlimited as such', () => {
    const rows = resourceRows({
      liquid: null,
      cpu: { used: 2_000_000, available: 0, max: 2_000_000 },
      net: { used: 10, available: -1, max: -1 },
      ram: { used: 1_048_888, quota: 1_048_576 },
    })
    expect(rows).toEqual([
      { label: 'CPU', value: '100% used (2.00 s of 2.00 s)', percent: 100 },
      { label: 'NET', value: '10 B used, unlimited', percent: null },
      { label: 'RAM', value: '100% used (1.05 MB of 1.05 MB)', percent: 100 },
    ])
  })

  it("shows the chain's WAX as written, and none as 0 WAX (nodeos leaves it out then)", () => {
    const account = {
      cpu: { used: 0, available: 1, max: 1 },
      net: { used: 0, available: 1, max: 1 },
      ram: { used: 0, quota: 1 },
    }
    expect(waxText({ ...account, liquid: '1.00000000 WAX' })).toBe('1.00000000 WAX')
    expect(waxText({ ...account, liquid: null })).toBe('0 WAX')
  })
})
