import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AssetOption } from './AssetOption'
import { Figure } from './Figure'

function option(describedByDetails: boolean, onClick = () => {}) {
  return (
    <AssetOption
      label="Stake Depot #7"
      name="Depot"
      assetId="7"
      image={(className) => <img src="depot.png" alt="" className={className} />}
      tags="Supply · Rare"
      busy={false}
      disabled={false}
      onClick={onClick}
      describedByDetails={describedByDetails}
    >
      <Figure label="Duration">0.5 h</Figure>
    </AssetOption>
  )
}

describe('AssetOption', () => {
  it('is a button named by its label and, when asked, described by its details', async () => {
    const onClick = vi.fn()
    const { rerender } = render(option(true, onClick))
    const button = screen.getByRole('button', { name: 'Stake Depot #7' })
    expect(button.getAttribute('aria-describedby')).not.toBeNull()
    const details = document.getElementById(button.getAttribute('aria-describedby') ?? '')
    expect(details?.textContent).toBe('Depot#7Supply · RareDuration 0.5 h')
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()

    rerender(option(false))
    expect(
      screen.getByRole('button', { name: 'Stake Depot #7' }).hasAttribute('aria-describedby'),
    ).toBe(false)
  })
})
