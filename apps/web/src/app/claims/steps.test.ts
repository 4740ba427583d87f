import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { firstSteps, firstStepsHint, firstStepsState, readMark, writeMark } from './steps'

const paths = { buildings: '/', create: '/create', fight: '/fight' }
const idle = { end_time: 0 }
const fighting = { end_time: 1_700_000_000 }

describe('firstSteps', () => {
  it('ticks each step off from the tables', () => {
    const done = (input: Parameters<typeof firstSteps>[0]) =>
      firstSteps(input).map((step) => step.done)
    expect(done({ staked: 0, divisions: [], wins: [], paths })).toEqual([false, false, false])
    expect(done({ staked: 1, divisions: [], wins: [], paths })).toEqual([true, false, false])
    expect(done({ staked: 1, divisions: [idle], wins: [], paths })).toEqual([true, true, false])
    // Sent to fight: a division fighting now, or a victory from an earlier fight.
    expect(done({ staked: 0, divisions: [fighting], wins: [], paths })).toEqual([false, true, true])
    expect(done({ staked: 2, divisions: [idle], wins: [{ zone: 1, wins: 1 }], paths })).toEqual([
      true,
      true,
      true,
    ])
  })

  it('links the steps still to do to their screens', () => {
    expect(firstSteps({ staked: 0, divisions: [], wins: [], paths }).map((s) => s.to)).toEqual([
      '/',
      '/create',
      '/fight',
    ])
  })
})

describe('firstStepsHint', () => {
  const hint = (staked: number, divisions: readonly { end_time: number }[], wins = 0) =>
    firstStepsHint(
      firstSteps({ staked, divisions, wins: wins > 0 ? [{ zone: 1, wins }] : [], paths }),
    )

  it('says the step that comes next, never one already done', () => {
    expect(hint(0, [])).toMatch(/^Start with a building/)
    expect(hint(1, [])).toMatch(/^Next, build a division/)
    // The division is built (Done): what is left is to send it.
    expect(hint(1, [idle])).toBe('Next, send your division to fight in a zone of the Fight screen.')
    // Built before any building: the building is what is left first.
    expect(hint(0, [idle])).toMatch(/^Start with a building/)
    expect(hint(1, [fighting])).toMatch(/^All done/)
    expect(hint(1, [idle], 1)).toMatch(/^All done/)
  })
})

describe('firstStepsState', () => {
  const steps = (...done: boolean[]) =>
    done.map((d, i) => ({ label: String(i), done: d, to: '/', hint: '' }))

  it('shows the steps to an account seen with nothing staked and no division, and remembers it', () => {
    expect(firstStepsState(null, steps(false, false, false))).toEqual({
      show: true,
      remember: 'new',
    })
  })

  it('never shows them to an account first seen with a building or a division', () => {
    expect(firstStepsState(null, steps(true, false, false))).toEqual({
      show: false,
      remember: 'not-new',
    })
    expect(firstStepsState(null, steps(false, true, false))).toEqual({
      show: false,
      remember: 'not-new',
    })
  })

  it('keeps showing a newcomer the steps as they are ticked off, and once all are done, for the last time', () => {
    expect(firstStepsState('new', steps(true, false, false))).toEqual({
      show: true,
      remember: null,
    })
    expect(firstStepsState('new', steps(true, true, true))).toEqual({
      show: true,
      remember: 'done',
    })
    expect(firstStepsState('done', steps(false, false, false)).show).toBe(false)
    expect(firstStepsState('not-new', steps(false, false, false)).show).toBe(false)
  })
})

describe('the mark', () => {
  const store = new Map<string, string>()
  // The node project shares its globals between files: the stand-in goes after each test.
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage')
  })
  beforeEach(() => {
    store.clear()
    Object.assign(globalThis, {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
      },
    })
  })

  it('is kept per chain and account, and anything else reads as none', () => {
    writeMark('chain-a', 'player1', 'new')
    expect(readMark('chain-a', 'player1')).toBe('new')
    expect(readMark('chain-b', 'player1')).toBeNull()
    expect(readMark('chain-a', 'player2')).toBeNull()
    store.set('dov:first-steps:chain-a:player3', 'garbage')
    expect(readMark('chain-a', 'player3')).toBeNull()
  })

  it('reads as none when storage refuses, and a refused write is no error', () => {
    Object.assign(globalThis, {
      localStorage: {
        getItem: () => {
          throw new Error('denied')
        },
        setItem: () => {
          throw new Error('denied')
        },
      },
    })
    expect(readMark('chain-a', 'player1')).toBeNull()
    expect(() => writeMark('chain-a', 'player1', 'done')).not.toThrow()
  })
})
