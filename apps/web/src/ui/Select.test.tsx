import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Select } from './Select'

describe('Select', () => {
  it('gives number options back as numbers', async () => {
    const onChange = vi.fn()
    render(<Select label="Fusion" value="All" options={['All', 1, 2, 3, 4]} onChange={onChange} />)
    await userEvent.selectOptions(screen.getByLabelText('Fusion'), '4')
    expect(onChange).toHaveBeenCalledWith(4)
  })
})
