import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AmountText } from './AmountText'

describe('AmountText', () => {
  it.each([
    {
      what: 'each amount of a sentence, with its token',
      text: 'Send DIVISION 1 to fight in zone 3, moved from zone 1 (-1.5000 DOVH, -0.7500 DOVX)',
      marks: [
        ['DOVH', '-1.5000 DOVH'],
        ['DOVX', '-0.7500 DOVX'],
      ],
    },
    {
      what: 'signs, grouped thousands and an amount at either end',
      text: '+1,234.5678 DOVR then \u22122.0000 DOVS, and 12.500 DOVF',
      marks: [
        ['DOVR', '+1,234.5678 DOVR'],
        ['DOVS', '\u22122.0000 DOVS'],
        ['DOVF', '12.500 DOVF'],
      ],
    },
    {
      what: 'nothing where a number is no amount or a token has no figure',
      text: 'Best next: 7 Sainte-Mere, DOVX pays; AVT 5 and 3 AVT',
      marks: [],
    },
  ])('marks $what, the sentence as it was', ({ text, marks }) => {
    const { container } = render(<AmountText text={text} />)
    expect(container.textContent).toBe(text)
    const marked = Array.from(container.querySelectorAll('[data-token]'))
    expect(marked.map((mark) => [mark.getAttribute('data-token'), mark.textContent])).toEqual(marks)
  })
})
