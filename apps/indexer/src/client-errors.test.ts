import { connect } from 'node:net'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './db/schema'
import { createApi, type LiveSource } from './http'
import { listen } from './testing/api'

/**
 * Requests that are not HTTP the API reads, over raw sockets: each gets a status line and a JSON
 * `{ "error": … }` (or, where the connection can carry nothing more, is closed), and the server
 * goes on serving.
 */

const CHAIN = 'ef207288e6712afa0c9a0bc113b6ec9d9939cbe4b74cd3e5d26aeaf75ba88397'
const block = { num: 7, id: '07'.padStart(64, '0'), time: new Date(Date.UTC(2026, 10, 25)) }
const live: LiveSource = {
  subscribe: () => () => {},
  current: async () => ({
    cursor: { chainId: CHAIN, block },
    boards: {
      officers: [],
      objectives: { bunker: [], camp: [], radar: [], hq: [], bridge: [] },
      forces: [],
    },
    avatars: {},
    victories: {},
    week: { start: '2026-11-23T00:00:00.000Z', top: [] },
  }),
  standing: async () => undefined,
  player: async () => undefined,
}

type Answer = { status: number; headers: Record<string, string>; body: string }

/**
 * What the server sends for `raw` on a new connection, as responses: read until it closes, or
 * until `count` whole responses came (a readable request is answered on a connection kept alive,
 * which the client then ends).
 */
function exchange(port: number, raw: string | Buffer, count: number): Promise<Answer[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    const complete = () => {
      try {
        return responses(text).length >= count
      } catch {
        return false
      }
    }
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1')
      if (complete()) socket.end()
    })
    socket.on('error', () => {
      // A reset after the answer: what was read is the answer.
    })
    socket.on('close', () => {
      try {
        resolve(responses(text))
      } catch (error) {
        reject(error)
      }
    })
    socket.write(raw)
  })
}

/** The responses in `text`, each body read by its Content-Length; throws on a partial one. */
function responses(text: string): Answer[] {
  const answers: Answer[] = []
  let rest = text
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n')
    if (end < 0) throw new Error(`not a response: ${JSON.stringify(rest.slice(0, 200))}`)
    const [statusLine, ...lines] = rest.slice(0, end).split('\r\n')
    const status = /^HTTP\/1\.1 (\d{3}) /.exec(statusLine ?? '')?.[1]
    if (status === undefined) throw new Error(`no status line: ${JSON.stringify(statusLine)}`)
    const headers: Record<string, string> = {}
    for (const line of lines) {
      const colon = line.indexOf(':')
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
    }
    const length = Number(headers['content-length'] ?? 0)
    if (rest.length < end + 4 + length) throw new Error('a response cut short')
    answers.push({ status: Number(status), headers, body: rest.slice(end + 4, end + 4 + length) })
    rest = rest.slice(end + 4 + length)
  }
  return answers
}

const HOST = 'Host: indexer\r\n'

/** Each request and the statuses it is answered with, in order. */
const HOSTILE: [string, string | Buffer, number[]][] = [
  ['a 60 kB URL', `GET /v1/hof?x=${'a'.repeat(60_000)} HTTP/1.1\r\n${HOST}\r\n`, [414]],
  ['an 80 kB header', `GET /v1/hof HTTP/1.1\r\n${HOST}X-Big: ${'a'.repeat(80_000)}\r\n\r\n`, [431]],
  [
    'ten thousand small headers',
    `GET /v1/hof HTTP/1.1\r\n${HOST}${'X-A: 1\r\n'.repeat(10_000)}\r\n`,
    [431],
  ],
  [
    'two Content-Length headers',
    `GET /v1/hof HTTP/1.1\r\n${HOST}Content-Length: 1\r\nContent-Length: 2\r\n\r\nab`,
    [400],
  ],
  [
    'Content-Length with Transfer-Encoding',
    `POST /v1/hof HTTP/1.1\r\n${HOST}Content-Length: 0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    [400],
  ],
  [
    'a negative Content-Length',
    `POST /v1/hof HTTP/1.1\r\n${HOST}Content-Length: -1\r\n\r\n`,
    [400],
  ],
  ['method FOO', `FOO /v1/hof HTTP/1.1\r\n${HOST}\r\n`, [400]],
  ['a lowercase method', `get /v1/hof HTTP/1.1\r\n${HOST}\r\n`, [400]],
  ['the HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', [505]],
  ['HTTP/3.0', `GET /v1/hof HTTP/3.0\r\n${HOST}\r\n`, [505]],
  ['a version that is none', `GET /v1/hof HTTPS/1.1\r\n${HOST}\r\n`, [400]],
  ['words after the version', `GET /v1/hof HTTP/1.1 please\r\n${HOST}\r\n`, [400]],
  ['a NUL in the URL', `GET /v1/h\u0000of HTTP/1.1\r\n${HOST}\r\n`, [400]],
  ['a header without a colon', `GET /v1/hof HTTP/1.1\r\n${HOST}X-A 1\r\n\r\n`, [400]],
  ['a folded header', `GET /v1/hof HTTP/1.1\r\n${HOST}X-A: 1\r\n 2\r\n\r\n`, [400]],
  ['line feeds alone', 'GET /v1/hof HTTP/1.1\nHost: indexer\n\n', [400]],
  ['bytes that are no text', Buffer.from([0, 1, 2, 3, 13, 10, 13, 10]), [400]],
  ['a TLS hello', Buffer.from('16030100a5010000a10303', 'hex'), [400]],
  ['HTTP/1.1 without Host', 'GET /v1/hof HTTP/1.1\r\n\r\n', [400]],
  ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', [405]],
  ['a broken %-escape in the path', `GET /%zz HTTP/1.1\r\n${HOST}Connection: close\r\n\r\n`, [400]],
  [
    'POST',
    `POST /v1/hof HTTP/1.1\r\n${HOST}Connection: close\r\nContent-Length: 1\r\n\r\nx`,
    [405],
  ],
  [
    'a body of a type nothing reads',
    `PUT /v1/hof HTTP/1.1\r\n${HOST}Connection: close\r\nContent-Type: application/x-foo\r\nContent-Length: 3\r\n\r\nabc`,
    [405],
  ],
  ['PROPFIND', `PROPFIND /v1/hof HTTP/1.1\r\n${HOST}Connection: close\r\n\r\n`, [405]],
  [
    'a parameter /v1/hof does not read',
    `GET /v1/hof?x=%zz HTTP/1.1\r\n${HOST}Connection: close\r\n\r\n`,
    [400],
  ],
  [
    'a good request, then a bad one on the same connection',
    `GET /v1/hof HTTP/1.1\r\n${HOST}\r\nFOO / HTTP/1.1\r\n\r\n`,
    [200, 400],
  ],
  [
    'a bad chunked body after the route answered',
    `POST /v1/hof HTTP/1.1\r\n${HOST}Transfer-Encoding: chunked\r\n\r\nzz\r\n`,
    [405, 400],
  ],
]

describe('requests the API cannot read', () => {
  let port: number
  let base: string
  let close: () => Promise<void>
  beforeAll(async () => {
    const api = createApi({
      // The model is the test's: nothing here reads the database.
      db: undefined as unknown as Kysely<Database>,
      game: 'dov.game',
      origins: [],
      progress: () => ({ chainHead: 7 }),
      live,
    })
    ;({ base, close } = await listen(api))
    port = Number(new URL(base).port)
  })
  afterAll(() => close())

  it.each(HOSTILE)('%s: a status line and a JSON error', async (_name, raw, statuses) => {
    const answers = await exchange(port, raw, statuses.length)
    expect(answers.map((answer) => answer.status)).toEqual(statuses)
    for (const answer of answers) {
      if (answer.status === 200) continue
      expect(answer.headers['content-type']).toMatch(/^application\/json/)
      const body = JSON.parse(answer.body) as { error?: unknown }
      expect(typeof body.error).toBe('string')
      expect(body.error).not.toMatch(/ at .*\.(ts|js):\d+/)
    }
  })

  it('goes on serving after all of them at once', async () => {
    const all = await Promise.all(
      HOSTILE.map(([, raw, statuses]) => exchange(port, raw, statuses.length)),
    )
    expect(all.flat().length).toBeGreaterThan(0)
    const response = await fetch(`${base}/v1/hof`)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { as_of: { block_num: number } }).as_of.block_num).toBe(7)
  })
})
