import { describe, expect, it } from 'vitest'
import type { FightCardView, ZoneChoice } from './fight'
import { pickedCard } from './pickedZone'

/** The card of division 4 in `zoneId` (only the fields the picker reads differ). */
const card = (zoneId: number, zoneName = `Zone ${zoneId}`): FightCardView => ({
  divID: 4,
  number: 1,
  title: 'DIVISION 1',
  units: [],
  zoneId,
  zoneName,
  costs: { DOVH: '1.0000', DOVX: '0.5000' },
  winsNeeded: 0,
  victories: 0,
  earnings: '0.000',
  power: '0.0',
  authorized: true,
  needs: [],
  result: 'win',
  endTime: 0,
  blockers: [],
  net: '-',
})
const choice = (zoneId: number): ZoneChoice => ({ zoneId, result: 'Victory', card: card(zoneId) })

describe('pickedCard', () => {
  const saved = card(1, 'Omaha Beach')
  const choices = [choice(1), choice(2)]

  it('the picked zone among the choices: the card as it would read there', () => {
    expect(pickedCard(saved, choices, 2)).toBe(choices[1]?.card)
  })

  it('the saved zone is a choice too: its choice card', () => {
    expect(pickedCard(saved, choices, 1)).toBe(choices[0]?.card)
  })

  it('a zone that is no choice (closed since, or no choices at all): the saved card', () => {
    expect(pickedCard(saved, choices, 3)).toBe(saved)
    expect(pickedCard(saved, [], 1)).toBe(saved)
  })
})
