import type { Division, Zone } from '@dov/game/rows'
import { render, screen } from '@testing-library/react'
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
  it('lists the reachable and open zones, each with its expected result and its card there', () => {
    const choices = zoneChoices(reads(division())).get(4) ?? []
    expect(choices.map((choice) => [choice.zoneId, choice.result])).toEqual([
      [1, 'Victory'],
      [2, 'Defeat'],
    ])
    expect(choices[1]?.card.zoneId).toBe(2)
    expect(choices[1]?.card.costs).toEqual({ DOVH: '2.0000', DOVX: '0.5000' })
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
  const plan = { cards: new Map(), context: { zones, udata: [], wins } }
  render(
    <FightCard
      card={card}
      choices={zoneChoices(reads(division())).get(4)}
      divisions={[division()]}
      now={1_000}
      account="player5"
      plan={plan}
    />,
    { wrapper },
  )
  return sendTransaction
}

/** Lazy parts (the map, the confirmation) may take a while to load on a busy machine. */
const LOADED = { timeout: 5_000 }

/** Zone `id`'s radio on the map: its name starts with the id and the zone's name. */
const zoneRadio = async (id: number, name: string) =>
  (await screen.findByRole(
    'radio',
    { name: new RegExp(`^${id} ${name}`) },
    LOADED,
  )) as HTMLInputElement

describe('FightCard zone picker', () => {
  it('opens the map: its own zone chosen, the zones it can be sent to with their expected results', async () => {
    renderCard()
    const toggle = screen.getByRole('button', { name: 'Change zone' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('radio')).toBeNull()
    await userEvent.click(toggle)
    const group = await screen.findByRole('group', { name: 'Zone to send DIVISION 1 to' }, LOADED)
    const own = await zoneRadio(1, 'Omaha Beach')
    expect(group.contains(own)).toBe(true)
    expect(own.checked).toBe(true)
    expect(own.labels?.[0]?.textContent).toBe(
      '1 Omaha Beach, plain, 1 win, cost 1.0000 DOVH, 0.5000 DOVX, expected: Victory, DIVISION 1 here',
    )
    const two = await zoneRadio(2, 'Sainte-Mere')
    expect(two.disabled).toBe(false)
    expect(two.labels?.[0]?.textContent).toContain(
      'cost 2.0000 DOVH, 0.5000 DOVX, expected: Defeat',
    )
    // Drawn and read, not offered: the closed zone and the locked one.
    expect((await zoneRadio(3, 'Carentan')).disabled).toBe(true)
    expect((await zoneRadio(4, 'Pegasus Bridge')).disabled).toBe(true)
    expect(screen.getByRole('button', { name: 'Fight' })).toBeTruthy()
  })

  it('the figures follow the zone chosen on the map, and one transaction moves and sends the division', async () => {
    const sendTransaction = renderCard()
    await userEvent.click(screen.getByRole('button', { name: 'Change zone' }))
    await userEvent.click(await zoneRadio(2, 'Sainte-Mere'))
    expect(screen.getByTestId('cost-dovh').textContent).toBe('2.0000')
    expect(screen.getByText('Sainte-Mere', { selector: 'p' })).toBeTruthy()
    expect(screen.getByTestId('net').textContent).toBe('DOVX 0.0000 · DOVH \u22122.0000')
    // An expected Defeat there: the card says so and asks first, as on its own zone.
    expect(screen.getByText('Expected: Defeat — this fight loses DOVH.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Move and fight' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }, LOADED))
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

  it('a zone that cannot be chosen changes nothing when clicked', async () => {
    renderCard()
    await userEvent.click(screen.getByRole('button', { name: 'Change zone' }))
    await userEvent.click(await zoneRadio(4, 'Pegasus Bridge'))
    expect((await zoneRadio(1, 'Omaha Beach')).checked).toBe(true)
    expect(screen.getByTestId('cost-dovh').textContent).toBe('1.0000')
  })

  it('closing the picker goes back to its own zone', async () => {
    renderCard()
    const toggle = screen.getByRole('button', { name: 'Change zone' })
    await userEvent.click(toggle)
    await userEvent.click(await zoneRadio(2, 'Sainte-Mere'))
    await userEvent.click(toggle)
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.getByTestId('cost-dovh').textContent).toBe('1.0000')
    expect(screen.getByRole('button', { name: 'Fight' })).toBeTruthy()
  })

  it('back on its own zone, Fight sends startfight alone', async () => {
    const sendTransaction = renderCard()
    await userEvent.click(screen.getByRole('button', { name: 'Change zone' }))
    await userEvent.click(await zoneRadio(2, 'Sainte-Mere'))
    await userEvent.click(await zoneRadio(1, 'Omaha Beach'))
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
