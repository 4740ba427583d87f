import { describe, expect, it } from 'vitest'
import { createHealthList } from './health'

function setup() {
  let t = 0
  const list = createHealthList(['a', 'b', 'c'], { cooldownMs: 100, now: () => t })
  return { list, advance: (ms: number) => (t += ms) }
}

describe('createHealthList', () => {
  it('orders usable endpoints first, each group in preference order', () => {
    const { list } = setup()
    list.markDown('a', 'failure')
    list.markDown('c', 'lag')
    expect(list.order()).toEqual(['b', 'a', 'c'])
    expect(list.current()).toBe('b')
  })

  it('brings an endpoint back after the cool-down', () => {
    const { list, advance } = setup()
    list.markDown('a', 'failure')
    advance(99)
    expect(list.isDown('a')).toBe(true)
    advance(1)
    expect(list.isDown('a')).toBe(false)
    expect(list.order()).toEqual(['a', 'b', 'c'])
  })

  it('clears a failure on success but lets a lag cool-down run', () => {
    const { list } = setup()
    list.markDown('a', 'failure')
    list.markDown('b', 'lag')
    list.markUp('a')
    list.markUp('b')
    expect(list.snapshot()).toEqual([
      { endpoint: 'a', downUntil: undefined, reason: undefined },
      { endpoint: 'b', downUntil: 100, reason: 'lag' },
      { endpoint: 'c', downUntil: undefined, reason: undefined },
    ])
  })

  it('falls back to the first endpoint when all are down, and ignores unknown ones', () => {
    const { list } = setup()
    for (const endpoint of ['a', 'b', 'c', 'zzz']) list.markDown(endpoint, 'failure')
    expect(list.current()).toBe('a')
    expect(list.order()).toEqual(['a', 'b', 'c'])
  })
})
