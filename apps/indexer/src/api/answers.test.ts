import { describe, expect, it } from 'vitest'
import { AccountAnswers } from './answers'

/** A computation that counts its calls and gives `value` (or fails with it). */
function counted() {
  let calls = 0
  return {
    calls: () => calls,
    of:
      (value: string, fail = false) =>
      async () => {
        calls++
        if (fail) throw new Error(value)
        return value
      },
  }
}

describe('the answers kept per account', () => {
  it('computes a key once, callers at once included, until its account is dropped', async () => {
    const answers = new AccountAnswers<string>(10)
    const count = counted()
    const both = await Promise.all([
      answers.get('alice', 'alice 1', count.of('a')),
      answers.get('alice', 'alice 1', count.of('b')),
    ])
    expect(both).toEqual(['a', 'a'])
    expect(await answers.get('alice', 'alice 1', count.of('c'))).toBe('a')
    expect(await answers.get('bob', 'bob', count.of('d'))).toBe('d')
    answers.dropAccounts(new Set(['alice']))
    expect(await answers.get('alice', 'alice 1', count.of('e'))).toBe('e')
    expect(await answers.get('bob', 'bob', count.of('f'))).toBe('d')
    answers.clear()
    expect(await answers.get('bob', 'bob', count.of('g'))).toBe('g')
    expect(count.calls()).toBe(4)
  })

  it('forgets the least recently asked beyond its bound', async () => {
    const answers = new AccountAnswers<string>(2)
    const count = counted()
    await answers.get('a', 'a', count.of('a1'))
    await answers.get('b', 'b', count.of('b1'))
    // Asked again: the most recent; c then pushes b out, not a.
    await answers.get('a', 'a', count.of('a2'))
    await answers.get('c', 'c', count.of('c1'))
    expect(await answers.get('a', 'a', count.of('a3'))).toBe('a1')
    expect(await answers.get('b', 'b', count.of('b2'))).toBe('b2')
    // With no room at all, nothing is kept.
    const none = new AccountAnswers<string>(0)
    await none.get('a', 'a', count.of('x'))
    expect(await none.get('a', 'a', count.of('y'))).toBe('y')
  })

  it('keeps no failure, and with keep false neither reads nor keeps', async () => {
    const answers = new AccountAnswers<string>(10)
    const count = counted()
    await expect(answers.get('a', 'a', count.of('down', true))).rejects.toThrow('down')
    expect(await answers.get('a', 'a', count.of('up'))).toBe('up')
    expect(await answers.get('a', 'a', count.of('other'), false)).toBe('other')
    expect(await answers.get('a', 'a', count.of('again'))).toBe('up')
  })
})
