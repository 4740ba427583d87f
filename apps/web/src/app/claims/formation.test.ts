import { describe, expect, it } from 'vitest'
import { FORMATION_SIZE, formation } from './formation'

const card = (img: string, name: string) => ({ img, name })

describe('formation', () => {
  it('draws each picture once in slot order, with how many cards share it', () => {
    const cards = new Map([
      ['1', card('Qm-officer', 'Major')],
      ['2', card('Qm-rifle', 'Rifleman')],
      ['3', card('Qm-rifle', 'Rifleman')],
      ['4', card('Qm-tank', 'Light Tank')],
    ])
    const units = [
      { key: 'combat5', value: '3' },
      { key: 'combat6', value: '4' },
      { key: 'officer', value: '1' },
      { key: 'combat4', value: '2' },
      // A card the player no longer holds is not drawn.
      { key: 'combat7', value: '99' },
    ]
    expect(formation(units, cards)).toEqual({
      ranks: [
        { img: 'Qm-officer', name: 'Major', count: 1 },
        { img: 'Qm-rifle', name: 'Rifleman', count: 2 },
        { img: 'Qm-tank', name: 'Light Tank', count: 1 },
      ],
      more: 0,
    })
  })

  it('shows at most FORMATION_SIZE pictures and counts the cards of the others', () => {
    const slots = [
      'officer',
      'support',
      'tactic',
      'godmother',
      'combat4',
      'combat5',
      'combat6',
      'combat7',
    ]
    const cards = new Map(slots.map((slot, i) => [String(i), card(`Qm-${i}`, slot)]))
    const units = slots.map((key, i) => ({ key, value: String(i) }))
    const { ranks, more } = formation(units, cards)
    expect(ranks.map((r) => r.name)).toEqual(slots.slice(0, FORMATION_SIZE))
    expect(more).toBe(slots.length - FORMATION_SIZE)
  })
})
