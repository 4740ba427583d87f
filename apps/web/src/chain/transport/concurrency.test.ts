import { describe, expect, it } from 'vitest'
import { mapLimit } from './concurrency'

function deferred() {
  let resolve: () => void = () => {}
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

describe('mapLimit', () => {
  it('keeps at most `limit` calls in flight and the input order', async () => {
    let inFlight = 0
    let peak = 0
    const result = await mapLimit([5, 1, 4, 2, 3, 0, 6], 3, async (n) => {
      inFlight++
      peak = Math.max(peak, inFlight)
      await new Promise((r) => setTimeout(r, n))
      inFlight--
      return n * 10
    })
    expect(result).toEqual([50, 10, 40, 20, 30, 0, 60])
    expect(peak).toBe(3)
  })

  it('starts nothing more after a failure', async () => {
    const started: number[] = []
    const gate = deferred()
    const run = mapLimit([1, 2, 3, 4], 2, async (n) => {
      started.push(n)
      if (n === 1) throw new Error('boom')
      await gate.promise
      return n
    })
    await expect(run).rejects.toThrow('boom')
    gate.resolve()
    await new Promise((r) => setTimeout(r, 0))
    expect(started).toEqual([1, 2])
  })

  it('handles an empty list and refuses a bad limit', async () => {
    await expect(mapLimit([], 4, async () => 1)).resolves.toEqual([])
    await expect(mapLimit([1], 0, async () => 1)).rejects.toThrow(RangeError)
  })
})
