import { describe, expect, it } from 'vitest'
import { createLimiter } from './limiter'

function deferred<T = void>() {
  let resolve: (value: T) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('createLimiter', () => {
  it('runs at most `max` tasks at once, the others in the order they asked', async () => {
    const limiter = createLimiter(2)
    const gates = [deferred(), deferred(), deferred(), deferred()]
    const started: number[] = []
    const runs = gates.map((gate, index) =>
      limiter.run(async () => {
        started.push(index)
        await gate.promise
        return index
      }),
    )
    await tick()
    expect(started).toEqual([0, 1])
    expect([limiter.active, limiter.waiting]).toEqual([2, 2])
    gates[1]?.resolve()
    await tick()
    expect(started).toEqual([0, 1, 2])
    for (const gate of gates) gate.resolve()
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3])
    expect([limiter.active, limiter.waiting]).toEqual([0, 0])
  })

  it('a failed task frees its turn and rejects only its own caller', async () => {
    const limiter = createLimiter(1)
    const failed = limiter.run(async () => {
      throw new Error('boom')
    })
    const next = limiter.run(async () => 'ok')
    await expect(failed).rejects.toThrow('boom')
    await expect(next).resolves.toBe('ok')
  })

  it('a task that throws synchronously frees its turn too', async () => {
    const limiter = createLimiter(1)
    const thrown = limiter.run(() => {
      throw new Error('sync')
    })
    await expect(thrown).rejects.toThrow('sync')
    await expect(limiter.run(async () => 1)).resolves.toBe(1)
  })

  it('a waiting caller whose signal aborts leaves the queue and never runs', async () => {
    const limiter = createLimiter(1)
    const gate = deferred()
    const first = limiter.run(() => gate.promise)
    const controller = new AbortController()
    let ran = false
    const waiting = limiter.run(async () => {
      ran = true
    }, controller.signal)
    expect(limiter.waiting).toBe(1)
    controller.abort()
    await expect(waiting).rejects.toThrow()
    expect(limiter.waiting).toBe(0)
    gate.resolve()
    await first
    expect(ran).toBe(false)
    expect(limiter.active).toBe(0)
  })

  it('an already aborted signal rejects at once', async () => {
    const limiter = createLimiter(1)
    const controller = new AbortController()
    controller.abort()
    await expect(limiter.run(async () => 1, controller.signal)).rejects.toThrow()
    expect(limiter.active).toBe(0)
  })

  it('refuses a limit below 1', () => {
    expect(() => createLimiter(0)).toThrow(RangeError)
  })
})
