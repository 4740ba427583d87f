import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ToolSlot } from './ToolSlot'

describe('ToolSlot', () => {
  it('its button is named by the type it shows, then what it does; what the slot holds describes it', async () => {
    const onAdd = vi.fn()
    render(<ToolSlot type="effort" active="Rare" onAdd={onAdd} />)
    const button = screen.getByRole('button', { name: 'effort: stake an effort' })
    expect(button.textContent).toBe('effort')
    const description = document.getElementById(button.getAttribute('aria-describedby') ?? '')
    expect(description?.textContent).toBe('Lowers DOVX consumption. In effect: Rare')
    await userEvent.click(button)
    expect(onAdd).toHaveBeenCalledOnce()
  })
})
