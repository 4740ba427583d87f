import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AssetCard } from './AssetCard'

function card(mint?: number) {
  return (
    <AssetCard
      name="Depot Mk 2"
      assetId="1099511627790"
      mint={mint}
      image={(className) => <img src="depot.svg" alt="" className={className} />}
      layout="tile"
    >
      <p>Will end in 5 min</p>
    </AssetCard>
  )
}

describe('AssetCard', () => {
  it('is an article named by its name and id, its name as text beside the picture', () => {
    render(card(12))
    const article = screen.getByRole('article', { name: 'Depot Mk 2 #1099511627790' })
    expect(article.contains(screen.getByRole('heading', { name: 'Depot Mk 2' }))).toBe(true)
    expect(article.querySelector('img')?.getAttribute('alt')).toBe('')
  })

  it('shows the mint number under the name, before the rest, where the asset has one', () => {
    const { container, unmount } = render(card(12))
    const texts = [...container.querySelectorAll('h3, p')].map((node) => node.textContent)
    expect(texts).toEqual(['Depot Mk 2', 'Mint #12', 'Will end in 5 min', '#1099511627790'])
    unmount()
    render(card())
    expect(screen.queryByText(/^Mint #/)).toBeNull()
  })
})
