import type { Division, Zone } from '@dov/game/rows'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { network } from '../../config/current'
import { sessionWrapper } from '../../test/testUtils'
import { testTank } from '../../test/units'
import { testZone } from '../../test/zones'
import { FightCard } from './FightCard'
import { type FightReads, fightCards, zoneChoices } from './fight'

const zone = (id: number, name: string, overrides: Partial<Zone> = {}): Zone =>
  testZone(id, { name, ...overrides })
/** Zone 2 is reachable (a win in zone 1) and dearer; zone 3 closed; zone 4 locked (no win in 3). */
const zones = [
  zone(1, 'Omaha Beach'),
  zone(2, 'Sainte-Mere', {
    costs: [
      { key: 'DOVH', value: 20_000 },
      { key: 'DOVX', value: 5_000 },
    ],
    power: [
      { key: 'win', value: 50_000_000 },
      { key: 'loss', value: 10_000 },
    ],
  }),
  zone(3, 'Carentan', { open: false }),
  zone(4, 'Pegasus Bridge'),
]
const tank = testTank({ bonus: [{ key: 'plain', value: 2000 }] })
const cards = new Map([[tank.asset_id, tank]])
const units = [{ key: 'combat4', value: '7' }]
const division = (endTime = 0): Division => ({
  divID: 4,
  owner: 'player5',
  zoneID: 1,
  end_time: endTime,
  units,
})
const wins = [{ zone: 1, wins: 1 }]
const balances = [{ balance: '500.0000 DOVX' }, { balance: '200.0000 DOVH' }]
const reads = (d: Division): FightReads => ({
  divisions: [d],
  zones,
  udata: [],
  cards,
  wins,
  balances,
  nameOf: () => undefined,
})

describe('zoneChoices', () => {
  it('lists the reachable and open zones, each with its cost and expected result', () => {
    const choices = zoneChoices(reads(division())).get(4) ?? []
    expect(choices.map((choice) => choice.label)).toEqual([
      '1 Omaha Beach — 1.0000 DOVH, 0.5000 DOVX — Victory',
      '2 Sainte-Mere — 2.0000 DOVH, 0.5000 DOVX — Defeat',
    ])
    expect(choices[1]?.card.zoneId).toBe(2)
    expect(choices[1]?.card.blockers).toEqual([])
  })

  it('a division in a fight has no picker', () => {
    expect(zoneChoices(reads(division(2_000))).get(4)).toBeUndefined()
  })
})

function setup() {
  const sendTransaction = vi.fn(async () => ({ id: 'ab'.repeat(32) }))
  return { sendTransaction, wrapper: sessionWrapper({ account: 'player5', sendTransaction }) }
}

function renderCard() {
  const { sendTransaction, wrapper } = setup()
  const [card] = fightCards(reads(division()))
  if (card === undefined) throw new Error('no card')
  const plan = { cards: new Map(), context: { zones: [], udata: [], wins: [] } }
  render(
    <FightCard
      card={card}
      choices={zoneChoices(reads(division())).get(4)}
      now={1_000}
      account="player5"
      plan={plan}
    />,
    { wrapper },
  )
  return sendTransaction
}

describe('FightCard zone picker', () => {
  it('offers the open, reachable zones, its own selected', async () => {
    renderCard()
    const toggle = screen.getByRole('button', { name: 'Change zone' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('combobox')).toBeNull()
    await userEvent.click(toggle)
    const picker = screen.getByRole('combobox', { name: 'Zone' }) as HTMLSelectElement
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '1 Omaha Beach — 1.0000 DOVH, 0.5000 DOVX — Victory',
      '2 Sainte-Mere — 2.0000 DOVH, 0.5000 DOVX — Defeat',
    ])
    expect(picker.value).toBe('1')
    expect(screen.getByRole('button', { name: 'Fight' })).toBeTruthy()
  })

  it('the figures follow the picked zone, and one transaction moves and sends the division', async () => {
    const sendTransaction = renderCard()
    await userEvent.click(screen.getByRole('button', { name: 'Change zone' }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Zone' }), '2')
    expect(screen.getByTestId('cost-dovh').textContent).toBe('2.0000')
    expect(screen.getByText('Sainte-Mere', { selector: 'p' })).toBeTruthy()
    expect(screen.getByTestId('net').textContent).toBe('DOVX 0.0000 · DOVH \u22122.0000')
    // An expected Defeat there: the card says so and asks first, as on its own zone.
    expect(screen.getByText('Expected: Defeat — this fight loses DOVH.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Move and fight' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }))
    expect(sendTransaction).toHaveBeenCalledTimes(1)
    expect(sendTransaction).toHaveBeenCalledWith([
      {
        account: network.contracts.divsim,
        name: 'editdivision',
        data: { divID: 4, player: 'player5', setup: units, zoneID: 2 },
      },
      {
        account: network.contracts.game,
        name: 'startfight',
        data: { player: 'player5', division_id: 4, zoneID: 2 },
      },
    ])
  })

  it('closing the picker goes back to its own zone', async () => {
    renderCard()
    const toggle = screen.getByRole('button', { name: 'Change zone' })
    await userEvent.click(toggle)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Zone' }), '2')
    await userEvent.click(toggle)
    expect(screen.getByTestId('cost-dovh').textContent).toBe('1.0000')
    expect(screen.getByRole('button', { name: 'Fight' })).toBeTruthy()
  })

  it('back on its own zone, Fight sends startfight alone', async () => {
    const sendTransaction = renderCard()
    await userEvent.click(screen.getByRole('button', { name: 'Change zone' }))
    const picker = screen.getByRole('combobox', { name: 'Zone' })
    await userEvent.selectOptions(picker, '2')
    await userEvent.selectOptions(picker, '1')
    await userEvent.click(screen.getByRole('button', { name: 'Fight' }))
    expect(sendTransaction).toHaveBeenCalledWith([
      {
        account: network.contracts.game,
        name: 'startfight',
        data: { player: 'player5', division_id: 4, zoneID: 1 },
      },
    ])
  })
})
