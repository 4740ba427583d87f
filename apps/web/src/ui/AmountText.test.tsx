import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AmountText } from './AmountText'

/** Each marked element's token and text, in order. */
function marks(container: HTMLElement): [string | null, string][] {
  return Array.from(container.querySelectorAll('[data-token]')).map((mark) => [
    mark.getAttribute('data-token'),
    mark.textContent ?? '',
  ])
}

describe('AmountText', () => {
  it('marks each amount of a sentence with its token and keeps the sentence as it was', () => {
    const text =
      'Send DIVISION 1 to fight in zone 3, moved from zone 1 (-1.5000 DOVH, -0.7500 DOVX)'
    const { container } = render(<AmountText text={text} />)
    expect(container.textContent).toBe(text)
    expect(marks(container)).toEqual([
      ['DOVH', '-1.5000 DOVH'],
      ['DOVX', '-0.7500 DOVX'],
    ])
  })

  it('takes the signs, the grouped thousands and an amount at either end', () => {
    const text = '+1,234.5678 DOVR then \u22122.0000 DOVS, and 12.500 DOVF'
    const { container } = render(<AmountText text={text} />)
    expect(container.textContent).toBe(text)
    expect(marks(container)).toEqual([
      ['DOVR', '+1,234.5678 DOVR'],
      ['DOVS', '\u22122.0000 DOVS'],
      ['DOVF', '12.500 DOVF'],
    ])
  })

  it('leaves numbers that are not amounts, and names of tokens without a figure, unmarked', () => {
    const text = 'Best next: 7 Sainte-Mere, DOVX pays; AVT 5 and 3 AVT'
    const { container } = render(<AmountText text={text} />)
    expect(container.textContent).toBe(text)
    expect(marks(container)).toEqual([])
  })
})
