import type { Division } from '@dov/game/rows'
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { testZone } from '../../test/zones'
import { CampaignMap } from './CampaignMap'

/** The demo world's shape: 20 zones, 2 wins needed in each, Kursk (15) closed. */
const zones = Array.from({ length: 20 }, (_, i) =>
  testZone(i + 1, {
    nbwins: 2,
    open: i + 1 !== 15,
    name: i + 1 === 15 ? 'Kursk' : `Zone ${i + 1}`,
  }),
)
/** 2 wins in zones 1 to 3: zones 1 to 4 open, 5 on locked. */
const wins = [1, 2, 3].map((zone) => ({ zone, wins: 2 }))
const division = (divID: number, zoneID: number, end_time: number): Division => ({
  divID,
  owner: 'player5',
  zoneID,
  end_time,
  units: [],
})

function renderMap(overrides: Partial<Parameters<typeof CampaignMap>[0]> = {}) {
  const onChoose = vi.fn()
  const view = render(
    <CampaignMap
      zones={zones}
      wins={wins}
      divisions={[division(3, 1, 0), division(5, 2, 2_000)]}
      now={1_000}
      selected={1}
      legend="Choose the zone to fight in"
      onChoose={onChoose}
      {...overrides}
    />,
  )
  return { onChoose, ...view }
}

const radio = (id: number) =>
  screen.getByRole('radio', { name: new RegExp(`^${id} `) }) as HTMLInputElement

describe('CampaignMap', () => {
  it('is a radio group of the 20 zones in 5 groups named by their zones and objective', () => {
    renderMap()
    const all = screen.getByRole('group', { name: 'Choose the zone to fight in' })
    const groups = within(all).getAllByRole('group')
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Zones 1–4: Bunker',
      'Zones 5–8: Camp',
      'Zones 9–12: Radar',
      'Zones 13–16: HQ',
      'Zones 17–20: Bridge',
    ])
    expect(within(all).getAllByRole('radio')).toHaveLength(20)
    expect(radio(1).checked).toBe(true)
  })

  it('open zones can be chosen; locked and closed ones are read and disabled', () => {
    renderMap()
    expect([1, 2, 3, 4].map((id) => radio(id).disabled)).toEqual([false, false, false, false])
    expect(radio(5).disabled).toBe(true)
    expect(radio(5).labels?.[0]?.textContent).toBe(
      '5 Zone 5, Locked: 2 wins needed in Zone 4, 0 wins, cost 1.0000 DOVH, 0.5000 DOVX',
    )
    expect(radio(15).disabled).toBe(true)
  })

  it('each zone says the wins there and the divisions standing there, fighting or not', () => {
    renderMap()
    expect(radio(1).labels?.[0]?.textContent).toBe(
      '1 Zone 1, plain, 2 wins, cost 1.0000 DOVH, 0.5000 DOVX, DIVISION 1 here',
    )
    expect(radio(2).labels?.[0]?.textContent).toMatch(/, DIVISION 2 here, fighting$/)
    // The drawing shows them too: a flag per division, a pennant while fighting.
    const flags = document.querySelectorAll('svg [data-status]')
    expect([...flags].map((flag) => flag.getAttribute('data-status'))).toEqual(['idle', 'fighting'])
    expect(document.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('the closed zone says which zones wait for it, on its radio and under the map', () => {
    renderMap()
    expect(radio(15).labels?.[0]?.textContent).toMatch(
      /^15 Kursk, Closed: zones 16–20 stay locked until it reopens, /,
    )
    expect(
      screen.getByText(
        'Kursk (15) is closed: zones 16–20 stay locked until it reopens, and zone 16 needs 2 wins in it.',
      ),
    ).toBeTruthy()
  })

  it('a click on a zone that can be chosen chooses it; on one that cannot, nothing', async () => {
    const { onChoose } = renderMap()
    await userEvent.click(radio(3))
    expect(onChoose).toHaveBeenCalledWith(3)
    await userEvent.click(radio(6))
    expect(onChoose).toHaveBeenCalledTimes(1)
  })

  it('choices: only the zones given can be chosen, each with its word', () => {
    renderMap({
      choices: new Map([
        [2, 'expected: Victory'],
        [3, 'expected: Defeat'],
      ]),
    })
    expect([1, 2, 3, 4].map((id) => radio(id).disabled)).toEqual([true, false, false, true])
    expect(radio(2).labels?.[0]?.textContent).toContain(
      'cost 1.0000 DOVH, 0.5000 DOVX, expected: Victory',
    )
  })

  it('the caption tells the zone under the pointer or the focus, else the chosen one', () => {
    renderMap()
    const caption = () => document.querySelector('p[aria-hidden="true"]')?.textContent
    expect(caption()).toBe(
      '1 Zone 1 · plain · 2 wins · cost 1.0000 DOVH, 0.5000 DOVX · DIVISION 1 here',
    )
    fireEvent.pointerOver(radio(15))
    expect(caption()).toMatch(/^15 Kursk · Closed: zones 16–20 stay locked until it reopens · /)
    fireEvent.focus(radio(3))
    expect(caption()).toMatch(/^3 Zone 3 · plain · /)
  })

  it('disabled (a division in a fight): no zone can be chosen, the map still scrolls by keyboard', () => {
    const { container } = renderMap({ disabled: true })
    expect(
      screen.getAllByRole('radio').every((input) => (input as HTMLInputElement).disabled),
    ).toBe(true)
    expect(container.querySelector('[tabindex="0"]')).not.toBeNull()
  })
})
