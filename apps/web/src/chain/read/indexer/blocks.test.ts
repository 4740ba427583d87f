import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isAsOfAnswer, isCurrent, parseBlock, whose } from './blocks'

const AS_OF = { block_num: 10, block_id: '0a', time: '2026-11-25T12:00:05.000Z' }
const data = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    chain_id: 'c1',
    as_of: AS_OF,
    catching_up: false,
    hof: true,
    ranks: false,
    accounts: ['player1', 'player2'],
    reload: false,
    ...fields,
  })

describe('parseBlock', () => {
  it('reads a block event as the app keeps it', () => {
    expect(parseBlock(data())).toEqual({
      chainId: 'c1',
      asOf: { blockNum: 10, blockId: '0a', time: Date.parse(AS_OF.time) },
      catchingUp: false,
      hof: true,
      ranks: false,
      accounts: new Set(['player1', 'player2']),
      reload: false,
    })
  })

  it('none for what is not JSON, not a block event, or has no readable time', () => {
    expect(parseBlock('{not json')).toBeUndefined()
    expect(parseBlock(data({ accounts: 'player1' }))).toBeUndefined()
    expect(parseBlock(data({ reload: undefined }))).toBeUndefined()
    expect(parseBlock(data({ as_of: { ...AS_OF, time: 'yesterday' } }))).toBeUndefined()
    expect(parseBlock(undefined)).toBeUndefined()
  })
})

describe('isCurrent', () => {
  const block = { chainId: 'c1', asOf: { blockNum: 10, blockId: '0a', time: 0 } }
  const answer = (chainId: string, blockNum: number) => ({
    chainId,
    asOf: { blockNum, blockId: 'x', time: 0 },
    catchingUp: false,
  })

  it('an answer of the block’s chain, as of that block or later', () => {
    expect(isCurrent(answer('c1', 10), block)).toBe(true)
    expect(isCurrent(answer('c1', 11), block)).toBe(true)
  })

  it('not one older, of another chain, or that says neither', () => {
    expect(isCurrent(answer('c1', 9), block)).toBe(false)
    expect(isCurrent(answer('c2', 11), block)).toBe(false)
    for (const other of [undefined, null, 3, 'c1', [], { chainId: 'c1' }, { asOf: {} }])
      expect(isCurrent(other, block), JSON.stringify(other)).toBe(false)
  })

  it('an answer is what says its chain and block', () => {
    expect(isAsOfAnswer(answer('c1', 1))).toBe(true)
    expect(isAsOfAnswer({ chainId: 'c1' })).toBe(false)
    expect(isAsOfAnswer(null)).toBe(false)
  })

  it('property: current exactly when of the same chain and at least as new', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.nat(100), fc.nat(100), (same, at, of) => {
        const event = { chainId: 'c1', asOf: { blockNum: of, blockId: '', time: 0 } }
        expect(isCurrent(answer(same ? 'c1' : 'c2', at), event)).toBe(same && at >= of)
      }),
    )
  })
})

describe('whose', () => {
  const listed = new Set(['player1'])
  const none = new Set<string>()

  it('everyone’s, the listed accounts’, or nobody’s', () => {
    expect(whose(true, listed)).toBeUndefined()
    expect(whose(true, none)).toBeUndefined()
    expect(whose(false, listed)).toBe(listed)
    expect(whose(false, none)).toBeNull()
  })
})
