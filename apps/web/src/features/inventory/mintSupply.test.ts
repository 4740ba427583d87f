import { describe, expect, it } from 'vitest'
import { mintOfSupply } from './mintSupply'

describe('mintOfSupply', () => {
  it('reads "#12 of 57" in the details, with the cap when the template has one', () => {
    expect(mintOfSupply(12, 57, null)).toBe('#12 of 57')
    expect(mintOfSupply(12, 57, 500)).toBe('#12 of 57, max 500')
    expect(mintOfSupply(57, 57, 57)).toBe('#57 of 57, max 57')
  })

  it('leaves out what the source does not say, or says inconsistently', () => {
    expect(mintOfSupply(12, null, 500)).toBe('#12')
    expect(mintOfSupply(12, null, null)).toBe('#12')
    expect(mintOfSupply(12, 11, 500)).toBe('#12')
  })
})
