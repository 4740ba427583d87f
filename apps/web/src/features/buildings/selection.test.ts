import { describe, expect, it } from 'vitest'
import { allState, chosen, toggled, toggledAll } from './selection'

describe('selection', () => {
  it('toggles one id without touching the input', () => {
    const start = new Set(['a'])
    expect([...toggled(start, 'b')]).toEqual(['a', 'b'])
    expect([...toggled(start, 'a')]).toEqual([])
    expect([...start]).toEqual(['a'])
  })

  it('selects every shown id, or clears them when all were selected', () => {
    expect([...toggledAll(new Set(['x']), ['a', 'b'])].sort()).toEqual(['a', 'b', 'x'])
    expect([...toggledAll(new Set(['a', 'b', 'x']), ['a', 'b'])]).toEqual(['x'])
    expect([...toggledAll(new Set(), [])]).toEqual([])
  })

  it('sends only the selected ids still shown, in list order', () => {
    expect(chosen(new Set(['c', 'a', 'gone']), ['a', 'b', 'c'])).toEqual(['a', 'c'])
  })

  it('tells none, some or all for the select-all box', () => {
    expect(allState(new Set(), ['a'])).toBe('none')
    expect(allState(new Set(['a']), ['a', 'b'])).toBe('some')
    expect(allState(new Set(['a', 'b']), ['a', 'b'])).toBe('all')
    expect(allState(new Set(['z']), [])).toBe('none')
  })
})
