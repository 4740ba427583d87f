import { describe, expect, it } from 'vitest'
import { documentTitle } from './documentTitle'

describe('documentTitle', () => {
  it('counts what is ready first, and says nothing when none is', () => {
    expect(documentTitle('Buildings', 3)).toBe('(3) Buildings · DOV Warfare')
    expect(documentTitle('Hall of Fame', 1)).toBe('(1) Hall of Fame · DOV Warfare')
    expect(documentTitle('Buildings', 0)).toBe('Buildings · DOV Warfare')
  })
})
