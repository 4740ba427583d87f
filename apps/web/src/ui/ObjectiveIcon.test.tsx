import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ObjectiveIcon } from './ObjectiveIcon'

describe('ObjectiveIcon', () => {
  it("draws a zone's objective, named by its alt text", () => {
    render(<ObjectiveIcon zoneId={14} />)
    expect(screen.getByRole('img', { name: 'HQ' }).getAttribute('src')).toBe('/art/hq.svg')
  })

  it('draws a named objective without a name of its own when it is decorative', () => {
    const { container } = render(<ObjectiveIcon objective="bridge" decorative />)
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe('/art/bridge.svg')
    expect(img?.getAttribute('alt')).toBe('')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('draws nothing for a zone outside the objectives', () => {
    const { container } = render(<ObjectiveIcon zoneId={21} />)
    expect(container.childElementCount).toBe(0)
  })
})
