import { describe, expect, it } from 'vitest'
import { divisionStats } from './divisionStats'

describe('divisionStats', () => {
  const captain = { type: 'officer', power: 0, bonus: [{ key: 'bonusw', value: 40_000 }] }
  const rifleman = { type: 'combat', power: 450_000, bonus: [{ key: 'forest', value: 2000 }] }
  const cards = new Map([
    ['1', captain],
    ['100', rifleman],
  ])

  it('the cards of the setup, in slot order, a card no longer held counts 0', () => {
    expect(
      divisionStats(
        [
          { key: 'officer', value: '1' },
          { key: 'combat4', value: '999' },
        ],
        cards,
      ),
    ).toEqual([{ type: 'officer', power: 0, bonus: captain.bonus }])
  })

  it('only the stats the fight rules use, whatever else the card holds', () => {
    const asset = { ...rifleman, asset_id: '100', name: 'Riflemen', mint: 7 }
    expect(
      divisionStats(
        [
          { key: 'combat5', value: '100' },
          { key: 'officer', value: '1' },
        ],
        new Map([...cards, ['100', asset]]),
      ),
    ).toEqual([captain, rifleman])
  })
})
