import { get, type IncomingMessage } from 'node:http'
import { ROUTES } from '@dov/indexer-api/routes'
import type { Kysely } from 'kysely'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Boards } from './boards'
import type { Database } from './db/schema'
import { applyBlock, type Cursor } from './db/store'
import { testDatabases } from './db/testing'
import {
  createApi,
  type HofDocument,
  type LiveSnapshot,
  type LiveSource,
  type Progress,
} from './http'
import type { BlockEvent } from './live'
import { listen } from './testing/api'
import { testBlock } from './testing/rows'

/**
 * `GET /v1/events` (README "The API"): the Server-Sent Events of the boards' model, over a model
 * the test moves block by block (a fake `LiveSource`), and over the real `LiveBoards` following
 * blocks applied to the database.
 */

const CHAIN = 'ef207288e6712afa0c9a0bc113b6ec9d9939cbe4b74cd3e5d26aeaf75ba88397'
const APP = 'http://127.0.0.1:5173'

const at = testBlock

const boardsWith = (owner: string, victories: number): Boards => ({
  officers: [{ rank: 1, owner, victories }],
  objectives: {
    bunker: [{ rank: 1, owner, victories }],
    camp: [],
    radar: [],
    hq: [],
    bridge: [],
  },
  forces: [],
})

/** A model the test moves: `move` sets its block and tells the listeners. */
class FakeLive implements LiveSource {
  readonly listeners = new Set<(event: BlockEvent) => void>()
  snapshot: LiveSnapshot | undefined

  subscribe(listener: (event: BlockEvent) => void) {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }
  async current() {
    return this.snapshot
  }
  async standing() {
    return undefined
  }
  async player() {
    return undefined
  }

  move(num: number, change: Partial<Omit<BlockEvent, 'cursor'>> & { boards?: Boards } = {}) {
    const cursor: Cursor = { chainId: CHAIN, block: at(num) }
    this.snapshot = {
      cursor,
      boards: change.boards ?? this.snapshot?.boards ?? boardsWith('player1', 1),
      avatars: { player1: 1 },
      victories: { player1: 1 },
      week: { start: '2026-11-23T00:00:00.000Z', top: [] },
    }
    const event: BlockEvent = {
      cursor,
      hof: change.hof ?? false,
      ranks: change.ranks ?? false,
      accounts: change.accounts ?? [],
      reload: change.reload ?? false,
    }
    for (const listener of this.listeners) listener(event)
  }
}

type Message = { id?: string; event?: string; data?: string; retry?: string; comment?: string }

/** One `text/event-stream` message's fields. */
function parseMessage(text: string): Message {
  const message: Message = {}
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) message.comment = line.slice(1).trim()
    const match = /^(id|event|data|retry): ?(.*)$/.exec(line)
    if (match?.[1] !== undefined) message[match[1] as 'id'] = match[2]
  }
  return message
}

/** An open stream: its response, and its messages one at a time as they come. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController()
  const response = await fetch(url, { headers, signal: abort.signal })
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  let ended = false
  const next = async (): Promise<Message | undefined> => {
    for (;;) {
      const end = buffer.indexOf('\n\n')
      if (end >= 0) {
        const text = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        return parseMessage(text)
      }
      if (ended || reader === undefined) return undefined
      // A connection the server cut ends the stream as its end does.
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }))
      if (chunk.done) ended = true
      else buffer += chunk.value
    }
  }
  /** The next message that is not a comment. */
  const nextEvent = async () => {
    for (;;) {
      const message = await next()
      if (message?.comment === undefined) return message
    }
  }
  return { response, next, nextEvent, close: () => abort.abort() }
}

/** Waits until `condition` holds, checking every few milliseconds. */
async function until(condition: () => boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

describe('GET /v1/events over a model the test moves', () => {
  let live: FakeLive
  let base: string
  let close: () => Promise<void>
  let progress: Progress
  const streams: { close: () => void }[] = []
  /** The API's own listeners (what it keeps per account), there before any stream. */
  let own: Set<unknown>
  /** The listeners of the open streams (one subscription serves them all). */
  const streamListeners = () => [...live.listeners].filter((l) => !own.has(l)).length

  const start = async (options: { pingMs?: number } = {}) => {
    live = new FakeLive()
    progress = { chainHead: undefined }
    ;({ base, close } = await listen(
      createApi({
        // The model is the fake's: the database is never read by these routes.
        db: undefined as unknown as Kysely<Database>,
        game: 'dov.game',
        origins: [APP],
        progress: () => progress,
        live,
        ...options,
      }),
    ))
    own = new Set(live.listeners)
  }
  const stream = async (query = '', headers: Record<string, string> = {}) => {
    const opened = await openStream(`${base}/v1/events${query}`, headers)
    streams.push(opened)
    return opened
  }

  beforeAll(() => start())
  afterAll(() => close())
  afterEach(async () => {
    for (const opened of streams.splice(0)) opened.close()
    await until(() => streamListeners() === 0, 'the streams to close')
  })

  it('before the first block: the headers and retry, then the first block when it comes', async () => {
    live.snapshot = undefined
    const events = await stream('', { Origin: APP })
    expect(events.response.status).toBe(200)
    expect(events.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(events.response.headers.get('cache-control')).toBe('no-store')
    expect(events.response.headers.get('x-accel-buffering')).toBe('no')
    expect(events.response.headers.get('access-control-allow-origin')).toBe(APP)
    expect(await events.next()).toEqual({ retry: '2000' })
    await until(() => streamListeners() === 1, 'the subscription')
    progress = { chainHead: 7 }
    live.move(7, { hof: true, ranks: true, accounts: ['player1'], reload: true })
    const block = await events.nextEvent()
    expect(block?.event).toBe('block')
    expect(block?.id).toBe('7')
    expect(JSON.parse(block?.data ?? '')).toEqual({
      chain_id: CHAIN,
      as_of: { block_num: 7, block_id: at(7).id, time: at(7).time.toISOString() },
      catching_up: false,
      hof: true,
      ranks: true,
      accounts: ['player1'],
      reload: true,
    })
  })

  it('on connect: the current block, with hof=1 the current /v1/hof document, then each block', async () => {
    progress = { chainHead: 12 }
    live.move(10)
    const plain = await stream()
    const withHof = await stream('?hof=1')
    expect(await plain.next()).toEqual({ retry: '2000' })
    expect(await withHof.next()).toEqual({ retry: '2000' })

    const first = await plain.nextEvent()
    expect(first).toMatchObject({ id: '10', event: 'block' })
    expect(JSON.parse(first?.data ?? '')).toMatchObject({
      as_of: { block_num: 10 },
      catching_up: false,
      hof: false,
      ranks: false,
      accounts: [],
      reload: false,
    })
    expect(await withHof.nextEvent()).toMatchObject({ id: '10', event: 'block' })
    const document = await withHof.nextEvent()
    expect(document?.event).toBe('hof')
    // Exactly what GET /v1/hof answers for that block.
    const hof = await fetch(`${base}/v1/hof`)
    expect(document?.data).toBe(await hof.text())

    // A block that changed the boards: hof=1 gets the new document after its block event.
    await until(() => streamListeners() === 1, 'the subscription')
    live.move(11, { hof: true, boards: boardsWith('player2', 5) })
    expect(await plain.nextEvent()).toMatchObject({ id: '11', event: 'block' })
    expect(await withHof.nextEvent()).toMatchObject({ id: '11', event: 'block' })
    const moved = await withHof.nextEvent()
    expect(moved?.event).toBe('hof')
    const body = JSON.parse(moved?.data ?? '') as HofDocument
    expect(body.as_of.block_num).toBe(11)
    expect(body.boards.officers).toEqual([{ rank: 1, owner: 'player2', victories: 5 }])
    expect(moved?.data).toBe(await (await fetch(`${base}/v1/hof`)).text())

    // A block that did not change the boards: a block event alone, to both.
    live.move(12, { accounts: ['player3'] })
    const quiet = await withHof.nextEvent()
    expect(quiet).toMatchObject({ id: '12', event: 'block' })
    expect(JSON.parse(quiet?.data ?? '')).toMatchObject({ hof: false, accounts: ['player3'] })
    expect(await plain.nextEvent()).toMatchObject({ id: '12', event: 'block' })
    // The next thing on the hof=1 stream is the next block's event: no hof event came for 12.
    live.move(13, { reload: true })
    expect(await withHof.nextEvent()).toMatchObject({ id: '13', event: 'block' })
    expect((await withHof.nextEvent())?.event).toBe('hof')
    expect(await plain.nextEvent()).toMatchObject({ id: '13', event: 'block' })
  })

  it('a read anew of the block a stream started from is not told again; a newer one is', async () => {
    live.move(20)
    const events = await stream('?hof=1')
    expect(await events.next()).toEqual({ retry: '2000' })
    expect(await events.nextEvent()).toMatchObject({ id: '20', event: 'block' })
    expect((await events.nextEvent())?.event).toBe('hof')
    await until(() => streamListeners() === 1, 'the subscription')
    // The model's first read finishing as the stream opened: the same block, nothing new.
    live.move(20, { reload: true, hof: true })
    live.move(21, { reload: true })
    expect(await events.nextEvent()).toMatchObject({ id: '21', event: 'block' })
    expect((await events.nextEvent())?.event).toBe('hof')
  })

  it('refuses other parameters with a 400 in JSON, with CORS for the app only', async () => {
    for (const query of ['?hof=2', '?hof=1&hof=1', '?account=player1', '?hof=yes']) {
      const response = await fetch(`${base}/v1/events${query}`, { headers: { Origin: APP } })
      expect(response.status, query).toBe(400)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(response.headers.get('access-control-allow-origin')).toBe(APP)
      expect(((await response.json()) as { error: string }).error, query).toMatch(/hof|account/)
    }
    const theirs = await stream('', { Origin: 'https://evil.example' })
    expect(theirs.response.status).toBe(200)
    expect(theirs.response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('a closed stream unsubscribes; the last one leaves no listener', async () => {
    live.move(20)
    const one = await stream()
    const two = await stream('?hof=1')
    await one.nextEvent()
    await two.nextEvent()
    expect(streamListeners()).toBe(1)
    one.close()
    two.close()
    await until(() => streamListeners() === 0, 'the listener to go')
  })

  it('sends a ping comment on a quiet stream', async () => {
    await close()
    await start({ pingMs: 50 })
    live.move(30)
    const events = await stream()
    expect(await events.next()).toEqual({ retry: '2000' })
    expect(await events.next()).toMatchObject({ id: '30', event: 'block' })
    expect(await events.next()).toEqual({ comment: 'ping' })
  })

  it('closing the server ends every stream', async () => {
    live.move(40)
    const one = await stream()
    const two = await stream('?hof=1')
    await one.nextEvent()
    await two.nextEvent()
    await close()
    // Read to the end: each stream ends (no more messages), and the model has no listener left.
    while ((await one.next()) !== undefined);
    while ((await two.next()) !== undefined);
    expect(live.listeners.size).toBe(0)
    await start()
  })

  it('one block reaches 1,000 open streams, with the new /v1/hof document to half of them', async () => {
    const count = 1_000
    live.move(50)
    const host = new URL(base)
    const received: boolean[] = []
    const responses: IncomingMessage[] = []
    await Promise.all(
      Array.from(
        { length: count },
        (_, i) =>
          new Promise<void>((resolve, reject) => {
            received[i] = false
            let text = ''
            const request = get(
              {
                host: host.hostname,
                port: host.port,
                // Half of them with the /v1/hof document too.
                path: i % 2 === 0 ? '/v1/events' : '/v1/events?hof=1',
                agent: false,
              },
              (response) => {
                responses.push(response)
                response.setEncoding('utf8')
                response.on('data', (chunk: string) => {
                  text += chunk
                  // Connected once its first block came; received once the next one did.
                  if (text.includes('id: 50\n')) resolve()
                  if (
                    text.includes('id: 51\n') &&
                    (i % 2 === 0 || /id: 51\n[\s\S]*event: hof\n/.test(text))
                  )
                    received[i] = true
                })
              },
            )
            request.on('error', reject)
          }),
      ),
    )
    expect(streamListeners()).toBe(1)
    const started = performance.now()
    live.move(51, { hof: true })
    await until(() => received.every(Boolean), 'every stream to get the block', 30_000)
    const ms = performance.now() - started
    console.log(`events: one block to ${count} streams (received by all) in ${ms.toFixed(1)} ms`)
    for (const response of responses) response.destroy()
    await until(() => streamListeners() === 0, 'the streams to close', 30_000)
  })
})

describe.each(testDatabases())('GET /v1/events over the boards of $name', (database) => {
  let db: Kysely<Database>
  let drop: () => Promise<void>
  let base: string
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ db, drop } = await database.open())
    ;({ base, close } = await listen(
      createApi({ db, game: 'dov.game', origins: [], progress: () => ({ chainHead: 8 }) }),
    ))
  })
  afterAll(async () => {
    await close()
    await drop()
  })

  it('tells each block applied, with the new boards to hof=1', async () => {
    const wins = (owner: string, zone: number, count: number) => ({
      present: true,
      code: 'dov.game',
      scope: owner,
      table: 'infos',
      primaryKey: String(zone),
      payer: 'dov.game',
      value: { zone, wins: count },
    })
    await applyBlock(db, CHAIN, at(7), [wins('player1', 1, 3)])
    const events = await openStream(`${base}/v1/events?hof=1`)
    try {
      expect(await events.next()).toEqual({ retry: '2000' })
      expect(await events.nextEvent()).toMatchObject({ id: '7', event: 'block' })
      const first = await events.nextEvent()
      expect(first?.event).toBe('hof')
      expect((JSON.parse(first?.data ?? '') as HofDocument).boards.officers).toEqual([
        { rank: 1, owner: 'player1', victories: 3 },
      ])

      await applyBlock(db, CHAIN, at(8), [wins('player2', 5, 4)])
      const block = await events.nextEvent()
      expect(block).toMatchObject({ id: '8', event: 'block' })
      // Each event's data is what @dov/indexer-api's schema of it reads, whole.
      const data: unknown = JSON.parse(block?.data ?? '')
      expect(v.parse(ROUTES.events.events.block, data)).toEqual(data)
      expect(data).toMatchObject({
        chain_id: CHAIN,
        as_of: { block_num: 8, block_id: at(8).id },
        catching_up: false,
        hof: true,
        ranks: true,
        accounts: ['player2'],
      })
      const hof = await events.nextEvent()
      expect(hof?.event).toBe('hof')
      expect(hof?.data).toBe(await (await fetch(`${base}/v1/hof`)).text())
      const document: unknown = JSON.parse(hof?.data ?? '')
      expect(v.parse(ROUTES.events.events.hof, document)).toEqual(document)
      expect((document as HofDocument).boards.officers).toEqual([
        { rank: 1, owner: 'player2', victories: 4 },
        { rank: 2, owner: 'player1', victories: 3 },
      ])
    } finally {
      events.close()
    }
  })
})
