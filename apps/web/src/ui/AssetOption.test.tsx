import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AssetOption } from './AssetOption'
import { Figure } from './Figure'

function option({ onClick = () => {}, disabled = false } = {}) {
  return (
    <AssetOption
      action="stake"
      name="Depot"
      assetId="7"
      image={(className) => <img src="depot.png" alt="" className={className} />}
      tags="Supply · Rare"
      busy={false}
      disabled={disabled}
      onClick={onClick}
    >
      <Figure label="Duration">0.5 h</Figure>
    </AssetOption>
  )
}

describe('AssetOption', () => {
  it('is a button named by the name and id it shows, then its action, described by its details', async () => {
    const onClick = vi.fn()
    render(option({ onClick }))
    const button = screen.getByRole('button', { name: 'Depot #7: stake' })
    expect(button.textContent).toBe('Depot #7')
    const details = document.getElementById(button.getAttribute('aria-describedby') ?? '')
    expect(details?.textContent).toBe('Supply · RareDuration 0.5 h')
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('with a rarity, says it in words after the tags, and frames the image', () => {
    render(
      <AssetOption
        action="place"
        name="Major"
        assetId="9"
        image={(className) => <img src="major.svg" alt="" className={className} />}
        tags="officer"
        rarity="Epic"
        busy={false}
        disabled={false}
        onClick={() => {}}
      />,
    )
    const button = screen.getByRole('button', { name: 'Major #9: place' })
    const details = document.getElementById(button.getAttribute('aria-describedby') ?? '')
    expect(details?.textContent).toBe('officer · Epic')
    const plain = render(option()).container.querySelector('img')
    const framed = document.querySelector('img[src="major.svg"]')
    expect(framed?.className).not.toBe(plain?.className)
  })

  it('says its mint number first in its description, where the asset has one', () => {
    render(
      <AssetOption
        action="place"
        name="Captain"
        assetId="11"
        mint={3}
        image={(className) => <img src="captain.svg" alt="" className={className} />}
        rarity="Uncommon"
        busy={false}
        disabled={false}
        onClick={() => {}}
      />,
    )
    const button = screen.getByRole('button', { name: 'Captain #11: place' })
    const details = document.getElementById(button.getAttribute('aria-describedby') ?? '')
    expect(details?.textContent).toBe('Mint #3Uncommon')
    expect(details?.firstElementChild?.textContent).toBe('Mint #3')
  })

  it('disabled, a tap does nothing', async () => {
    const onClick = vi.fn()
    render(option({ onClick, disabled: true }))
    await userEvent.click(screen.getByRole('button', { name: 'Depot #7: stake' }))
    expect(onClick).not.toHaveBeenCalled()
  })
})
