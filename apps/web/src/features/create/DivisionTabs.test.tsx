import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { DivisionTabs } from './DivisionTabs'
import { tabsOf } from './drafts'
import { selectedPosition } from './useDivisionEditor'

const tabs = tabsOf([{ divID: 4, owner: 'player1', zoneID: 1, end_time: 0, units: [] }])

function Tabs({ unsaved = new Set<string>() }: { unsaved?: ReadonlySet<string> }) {
  const [selected, setSelected] = useState(1)
  return (
    <DivisionTabs
      tabs={tabs}
      selected={selected}
      unsaved={unsaved}
      zoneName={(id) => (id === 1 ? 'Omaha Beach' : `Zone ${id}`)}
      onSelect={setSelected}
    />
  )
}

describe('DivisionTabs', () => {
  it('DIVISION 1 to 3, saying what each holds and which has unsaved changes', () => {
    render(<Tabs unsaved={new Set(['new:1'])} />)
    const [one, two, three] = screen.getAllByRole('tab')
    expect(one?.textContent).toBe('DIVISION 1 Omaha Beach')
    expect(two?.textContent).toBe('DIVISION 2 New division · unsaved')
    expect(three?.textContent).toBe('DIVISION 3 New division')
    expect(one?.getAttribute('aria-selected')).toBe('true')
  })

  it('arrow keys, Home and End move the selection and the focus', async () => {
    render(<Tabs />)
    await userEvent.click(screen.getByRole('tab', { name: /DIVISION 1/ }))
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement?.textContent).toMatch(/^DIVISION 2/)
    expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^DIVISION 2/)
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^DIVISION 3/)
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^DIVISION 1/)
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^DIVISION 3/)
    await userEvent.keyboard('{Home}')
    expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^DIVISION 1/)
  })
})

describe('selectedPosition', () => {
  it('?division=1..3 selects that division; anything else the first', () => {
    expect(selectedPosition('2')).toBe(2)
    expect(selectedPosition('3')).toBe(3)
    for (const bad of [null, '', '0', '4', '1.5', 'x']) expect(selectedPosition(bad)).toBe(1)
  })
})
