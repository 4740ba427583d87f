import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { CardView } from './cards'
import { SlotCard } from './SlotCard'
import type { SlotView } from './summary'

const lieutenant: CardView = {
  assetId: '7',
  name: 'Lieutenant',
  img: '',
  mint: undefined,
  rarity: 'Common',
  type: 'officer',
  power: '0.0',
  terrain: undefined,
  effects: ['Division power +2%'],
}
const officer = (card: CardView | undefined): SlotView => ({
  key: 'officer',
  label: 'Officer',
  cardType: 'officer',
  assetId: card?.assetId,
  card,
})

describe('SlotCard', () => {
  it('empty: one button named by the slot it shows, then what it does', async () => {
    const onPick = vi.fn()
    render(
      <SlotCard slot={officer(undefined)} disabled={false} onPick={onPick} onRemove={vi.fn()} />,
    )
    const pick = screen.getByRole('button')
    expect(pick.getAttribute('aria-label')).toBe('Officer: choose a card')
    expect(pick.textContent).toMatch(/^Officer/)
    await userEvent.click(pick)
    expect(onPick).toHaveBeenCalledOnce()
  })

  it('filled: the card button starts with the name it shows; remove is its own button beside the label', async () => {
    const onPick = vi.fn()
    const onRemove = vi.fn()
    render(
      <SlotCard slot={officer(lieutenant)} disabled={false} onPick={onPick} onRemove={onRemove} />,
    )
    const change = screen.getByRole('button', { name: 'Lieutenant #7 in Officer: change card' })
    expect(change.textContent).toBe('Lieutenant')
    expect(screen.getByText('Officer')).toBeTruthy()
    expect(screen.getByText('Division power +2%')).toBeTruthy()
    await userEvent.click(change)
    expect(onPick).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lieutenant from Officer' }))
    expect(onRemove).toHaveBeenCalledWith('7')
  })
})
