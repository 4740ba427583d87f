import { MEDALS } from '@dov/game/medals'
import { describe, expect, it } from 'vitest'
import { medalRows } from './medals'

describe("a commander page's medals", () => {
  it('lists every medal, held ones with their date or as earned before the record', () => {
    const rows = medalRows([
      { id: 'first-victory', time: null, blockNum: null, trxId: null },
      { id: 'hat-trick', time: 1_000, blockNum: 7, trxId: 'ab' },
    ])
    expect(rows.map((row) => row.id)).toEqual(MEDALS.map((medal) => medal.id))
    expect(rows.find((row) => row.id === 'first-victory')).toMatchObject({ state: 'undated' })
    expect(rows.find((row) => row.id === 'hat-trick')).toMatchObject({
      name: 'Hat-Trick',
      state: 'dated',
      time: 1_000,
    })
    expect(rows.filter((row) => row.state === 'missing')).toHaveLength(MEDALS.length - 2)
  })
})
