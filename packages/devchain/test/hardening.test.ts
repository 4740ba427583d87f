import { spawn } from 'node:child_process'
import { request } from 'node:http'
import { connect } from 'node:net'
import { join } from 'node:path'
import { constants, deflateRawSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Devchain } from '../src/server'
import { cliCommand } from './cli-command'
import { post, start } from './helpers'

/** Hardening: bounded bodies and inflation, short echoes, nodeos errors, guarded controls, faults. */

let dc: Devchain

beforeAll(async () => {
  dc = await start({ world: 'empty' })
})
afterAll(async () => {
  await dc.close()
})

const MiB = 1024 * 1024

interface NodeosError {
  code: number
  message: string
  error: {
    code: number
    name: string
    what: string
    details: { message: string; file: string; line_number: number; method: string }[]
  }
}

function expectNodeosError(json: unknown, status: number, name?: string): NodeosError {
  const e = json as NodeosError
  expect(e.code).toBe(status)
  expect(typeof e.message).toBe('string')
  expect(typeof e.error.code).toBe('number')
  expect(typeof e.error.what).toBe('string')
  expect(e.error.details[0]).toMatchObject({
    message: expect.any(String),
    file: expect.any(String),
    line_number: expect.any(Number),
    method: expect.any(String),
  })
  if (name) expect(e.error.name).toBe(name)
  return e
}

/** A request with any headers (fetch may not set Host), answered as status, headers and text. */
function raw(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${dc.url}${path}`,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => {
          text += c
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

/**
 * A valid zlib stream that inflates to `mib` MiB of zeros: one raw-deflate segment for 1 MiB of
 * zeros (ending in a full flush, so it stands alone) repeated, a final empty block and the
 * Adler-32 of the zeros. 500 MiB take ~510 KB (~1 MB as hex): built in milliseconds.
 */
function zeroBomb(mib: number, wrapper: 'zlib' | 'raw'): Buffer {
  const segment = deflateRawSync(Buffer.alloc(MiB), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  })
  const parts: Buffer[] = Array.from({ length: mib }, () => segment)
  parts.push(deflateRawSync(Buffer.alloc(0)))
  if (wrapper === 'raw') return Buffer.concat(parts)
  const adler = Buffer.alloc(4)
  adler.writeUInt32BE((((mib * MiB) % 65521) * 65536 + 1) >>> 0)
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...parts, adler])
}

describe('bounded request bodies (1 MiB, as nodeos’s max-body-size)', () => {
  it('refuses a larger body with a nodeos-shaped 413 on every route, from its Content-Length', async () => {
    const big = ' '.repeat(MiB + 1)
    for (const path of [
      '/v1/chain/get_info',
      '/v1/chain/send_transaction',
      '/v1/resource_provider/request_transaction',
      '/atomicassets/v1/assets',
      '/devchain/time',
      '/nowhere',
    ]) {
      const res = await fetch(`${dc.url}${path}`, { method: 'POST', body: big })
      expect(res.status, path).toBe(413)
      const e = expectNodeosError(await res.json(), 413, 'invalid_http_request')
      expect(e.error.details[0]?.message).toBe(
        'Request body larger than 1048576 bytes (max-body-size)',
      )
    }
    // Exactly at the limit is still read.
    const edge = `{}${' '.repeat(MiB - 2)}`
    expect((await post(`${dc.url}/v1/chain/get_info`, edge)).status).toBe(200)
  })

  it('stops reading a streamed (chunked) body soon after the limit instead of buffering it', async () => {
    const { status, json, written } = await new Promise<{
      status: number
      json: unknown
      written: number
    }>((resolve, reject) => {
      let written = 0
      let answered = false
      const req = request(`${dc.url}/v1/chain/get_info`, { method: 'POST' }, (res) => {
        answered = true
        let text = ''
        res.on('data', (c: Buffer) => {
          text += c.toString()
        })
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(text), written }),
        )
      })
      req.on('error', (e) => {
        if (!answered) reject(e) // after the answer the server closes: EPIPE is expected
      })
      const chunk = Buffer.alloc(64 * 1024, 0x20)
      const pump = () => {
        while (!answered && written < 256 * MiB) {
          written += chunk.length
          if (!req.write(chunk)) {
            req.once('drain', pump)
            return
          }
        }
        req.end()
      }
      pump()
    })
    expect(status).toBe(413)
    expectNodeosError(json, 413, 'invalid_http_request')
    // The server answered long before the 256 MiB were sent (sockets buffer a few MiB).
    expect(written).toBeLessThan(32 * MiB)
  })
})

describe('bounded inflation', () => {
  it('refuses a zlib bomb (≈1 MB of hex → 500 MiB) in packed_trx with a 400 while inflating, and stays fast', async () => {
    const bomb = zeroBomb(500, 'zlib').toString('hex')
    const packed = {
      signatures: [],
      compression: 1,
      packed_context_free_data: '',
      packed_trx: bomb,
    }
    const rssBefore = process.memoryUsage().rss
    const started = performance.now()
    const first = await post(`${dc.url}/v1/chain/send_transaction`, packed)
    const refusedMs = performance.now() - started
    expect(first.status).toBe(400)
    const e = expectNodeosError(first.json, 400, 'tx_decompression_error')
    expect(e.error.code).toBe(3040001)
    expect(e.error.details[0]?.message).toBe(
      'Exceeded maximum decompressed transaction size: packed_trx inflates to more than 1048576 bytes',
    )
    expect(refusedMs).toBeLessThan(1000)
    const routes: [string, unknown][] = [
      ['/v1/chain/push_transaction', { ...packed, compression: 'zlib' }],
      ['/v1/chain/send_transaction2', { return_failure_trace: true, transaction: packed }],
      ['/v1/chain/compute_transaction', { transaction: packed }],
      ['/v1/chain/push_transactions', [packed]],
    ]
    for (const [path, body] of routes) {
      const r = await post(`${dc.url}${path}`, body)
      expect(r.status, path).toBe(400)
      expectNodeosError(r.json, 400, 'tx_decompression_error')
    }
    // The context-free data is bounded too (the packed_trx here inflates fine).
    const small = zeroBomb(0, 'zlib').toString('hex')
    const cfd = await post(`${dc.url}/v1/chain/send_transaction`, {
      ...packed,
      packed_trx: small,
      packed_context_free_data: bomb,
    })
    expect(cfd.status).toBe(400)
    expect((cfd.json as unknown as NodeosError).error.details[0]?.message).toContain(
      'packed_context_free_data inflates to more than',
    )
    const infoStarted = performance.now()
    const info = await post(`${dc.url}/v1/chain/get_info`, {})
    expect(info.status).toBe(200)
    expect(performance.now() - infoStarted).toBeLessThan(1000)
    // Six bombs of 500 MiB each: had any been inflated, RSS would have grown by hundreds of MiB.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * MiB)
  })

  it('bounds the resource provider’s inflation of a signing request', async () => {
    // ESR v2 with the "compressed" bit, then a raw-deflate bomb of 300 MiB.
    const esr = Buffer.concat([Buffer.from([0x82]), zeroBomb(300, 'raw')]).toString('base64url')
    const rssBefore = process.memoryUsage().rss
    const started = performance.now()
    const r = await post(`${dc.url}/v1/resource_provider/request_transaction`, {
      request: `esr:${esr}`,
      signer: { actor: 'player1', permission: 'active' },
    })
    expect(performance.now() - started).toBeLessThan(1000)
    expect(r.status).toBe(400)
    expect(r.json.message).toBe(
      'Invalid signing request: the request inflates to more than 1048576 bytes',
    )
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * MiB)
  })
})

describe('errors: nodeos-shaped, quoting at most 100 characters of bad input', () => {
  it('clips an echoed input to 100 characters and an ellipsis', async () => {
    const long = 'x'.repeat(900_000)
    const cases: [string, unknown][] = [
      ['/v1/chain/get_account', { account_name: long }],
      ['/v1/chain/get_account', { account_name: 'x '.repeat(400_000) }],
      ['/v1/chain/get_block', { block_num_or_id: long }],
      // These two messages come from the core: clipped where the HTTP layer answers them.
      ['/v1/chain/get_table_rows', { code: 'dov.token', table: 'accounts', scope: long }],
      ['/v1/chain/send_transaction', { packed_trx: '00', compression: long }],
    ]
    for (const [path, body] of cases) {
      const res = await fetch(`${dc.url}${path}`, { method: 'POST', body: JSON.stringify(body) })
      const text = await res.text()
      expect(text.length, path).toBeLessThan(1000)
      const e = expectNodeosError(JSON.parse(text), res.status)
      expect(e.error.details[0]?.message).toMatch(/(x |x){50,}…/)
      expect(text).not.toContain('x'.repeat(101))
    }
  })

  it('answers a bad percent-encoding in the path with a 400 nodeos error', async () => {
    for (const path of ['/ipfs/%E0%A4%A', '/atomicassets/v1/assets/%E0%A4%A']) {
      const res = await fetch(`${dc.url}${path}`)
      expect(res.status, path).toBe(400)
      expectNodeosError(await res.json(), 400, 'invalid_http_request')
    }
  })

  it('refuses JSON nested deeper than 200 levels with a 400 (it overflowed the stack before)', async () => {
    const deep = `{"account_name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`
    for (const path of ['/v1/chain/get_account', '/v1/chain/get_table_rows', '/devchain/time']) {
      const r = await post(`${dc.url}${path}`, deep)
      expect(r.status, path).toBe(400)
      const e = expectNodeosError(r.json, 400, 'invalid_http_request')
      expect(e.error.details[0]?.message).toContain('nested deeper than 200 levels')
    }
    const bad = await post(`${dc.url}/v1/chain/push_transactions`, '{not json')
    expect(bad.status).toBe(400)
    expectNodeosError(bad.json, 400, 'invalid_http_request')
  })

  it('answers what Node’s HTTP parser refuses with nodeos JSON, not an empty reply', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(dc.port, '127.0.0.1', () => socket.write('BR@KEN / HTTP/1.1\r\n\r\n'))
      let text = ''
      socket.on('data', (c: Buffer) => {
        text += c.toString()
      })
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    expect(reply).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expectNodeosError(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)), 400)
  })
})

describe('control routes: tools and the devchain’s own origin only', () => {
  it('refuses a request from another origin with 403 and no CORS header, and does nothing', async () => {
    await post(`${dc.url}/devchain/time`, { advance_seconds: 60 })
    const offset = async () =>
      ((await post(`${dc.url}/devchain/info`, {})).json as { time_offset_seconds: number })
        .time_offset_seconds
    const before = await offset()
    expect(before).toBeGreaterThanOrEqual(60)
    for (const path of [
      '/devchain/reset',
      '/devchain/time',
      '/devchain/faults',
      '/devchain/info',
    ]) {
      const res = await fetch(`${dc.url}${path}`, {
        method: 'POST',
        headers: { Origin: 'http://evil.example' },
        body: JSON.stringify({ advance_seconds: 60, path: '/v1/chain/get_info', kind: '500' }),
      })
      expect(res.status, path).toBe(403)
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
      expectNodeosError(await res.json(), 403, 'invalid_http_request')
    }
    expect(await offset()).toBe(before) // neither reset nor advanced
    expect((await raw('/devchain/faults')).text).toBe('{"faults":[]}')
    // An <img> or a link from another site sends no Origin, but Sec-Fetch-Site.
    const img = await raw('/devchain/reset', { headers: { 'Sec-Fetch-Site': 'cross-site' } })
    expect(img.status).toBe(403)
    expect(await offset()).toBe(before)
    // A DNS name rebound to 127.0.0.1 is not the devchain's own origin, even when Host matches.
    const rebound = await raw('/devchain/info', {
      headers: { Host: `evil.example:${dc.port}`, Origin: `http://evil.example:${dc.port}` },
    })
    expect(rebound.status).toBe(403)
  })

  it('answers tools (no Origin) and its own origin, without CORS headers', async () => {
    const tool = await fetch(`${dc.url}/devchain/info`)
    expect(tool.status).toBe(200)
    expect(tool.headers.get('access-control-allow-origin')).toBeNull()
    const own = await raw('/devchain/info', {
      headers: { Origin: dc.url, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(own.status).toBe(200)
    expect(own.headers['access-control-allow-origin']).toBeUndefined()
    const typed = await raw('/devchain/info', { headers: { 'Sec-Fetch-Site': 'none' } })
    expect(typed.status).toBe(200)
  })

  it('does not grant other origins in a CORS preflight (the chain API still does)', async () => {
    const pre = await fetch(`${dc.url}/devchain/reset`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(pre.status).toBe(403)
    expect(pre.headers.get('access-control-allow-origin')).toBeNull()
    const api = await fetch(`${dc.url}/v1/chain/get_info`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(api.status).toBe(204)
    expect(api.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('fault control (/devchain/faults)', () => {
  afterEach(async () => {
    await fetch(`${dc.url}/devchain/faults`, { method: 'DELETE' })
  })

  const setFault = (fault: Record<string, unknown>) => post(`${dc.url}/devchain/faults`, fault)
  const listFaults = async () =>
    ((await (await fetch(`${dc.url}/devchain/faults`)).json()) as { faults: { hits: number }[] })
      .faults
  const timed = async (path: string) => {
    const started = performance.now()
    const res = await fetch(`${dc.url}${path}`, { method: 'POST', body: '{}' })
    await res.text()
    return { status: res.status, ms: performance.now() - started }
  }
  const rows = (path = '/v1/chain/get_table_rows') =>
    fetch(`${dc.url}${path}`, {
      method: 'POST',
      body: JSON.stringify({ code: 'dov.token', table: 'stat', scope: 'DOVX', json: true }),
    })

  it('answers a nodeos-shaped 500 on an exact path for every request at share 1; lists and clears', async () => {
    const set = await setFault({ path: '/v1/chain/get_table_rows', kind: '500', share: 1 })
    expect(set.status).toBe(200)
    expect(set.json.fault).toEqual({
      id: expect.any(Number),
      path: '/v1/chain/get_table_rows',
      kind: '500',
      share: 1,
      hits: 0,
    })
    for (let i = 0; i < 3; i++) {
      const res = await rows()
      expect(res.status).toBe(500)
      expect(res.headers.get('access-control-allow-origin')).toBe('*') // a page can read it
      expectNodeosError(await res.json(), 500, 'exception')
    }
    expect((await timed('/v1/chain/get_info')).status).toBe(200) // other paths untouched
    expect(await listFaults()).toMatchObject([{ kind: '500', hits: 3 }])
    const cleared = await fetch(`${dc.url}/devchain/faults`, { method: 'DELETE' })
    expect(await cleared.json()).toEqual({ removed: 1, faults: [] })
    expect((await rows()).status).toBe(200)
  })

  it('adds latency; a path ending in * is a prefix; control routes are never faulted', async () => {
    await setFault({ path: '/v1/chain/*', kind: 'latency', ms: 500 })
    await setFault({ path: '*', kind: 'drop', share: 0 })
    const slow = await timed('/v1/chain/get_info')
    expect(slow.status).toBe(200)
    expect(slow.ms).toBeGreaterThanOrEqual(490)
    expect((await timed('/atomicassets/v1/config')).ms).toBeLessThan(450)
    await setFault({ path: '*', kind: '500' })
    expect((await timed('/atomicassets/v1/config')).status).toBe(500)
    const control = await timed('/devchain/info')
    expect(control.status).toBe(200)
    expect(control.ms).toBeLessThan(450)
    const refused = await setFault({ path: '/devchain/reset', kind: '500' })
    expect(refused.status).toBe(400)
  })

  it('drops the connection without an answer', async () => {
    await setFault({ path: '/v1/chain/get_info', kind: 'drop' })
    await expect(
      fetch(`${dc.url}/v1/chain/get_info`, { method: 'POST', body: '{}' }),
    ).rejects.toThrow('fetch failed')
    expect((await rows()).status).toBe(200)
  })

  it('answers 200 with invalid JSON (malformed)', async () => {
    await setFault({ path: '/v1/chain/get_table_rows', kind: 'malformed' })
    const res = await rows()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json')
    await expect(res.json()).rejects.toThrow(SyntaxError)
  })

  it('combines faults, stops after `times`, hits about `share` of requests, removes one by id', async () => {
    await setFault({ path: '/v1/chain/get_info', kind: 'latency', ms: 150 })
    const once = await setFault({ path: '/v1/chain/get_info', kind: '500', times: 1 })
    const first = await timed('/v1/chain/get_info')
    expect(first).toMatchObject({ status: 500 })
    expect(first.ms).toBeGreaterThanOrEqual(140)
    const second = await timed('/v1/chain/get_info')
    expect(second.status).toBe(200)
    expect(second.ms).toBeGreaterThanOrEqual(140)
    expect(await listFaults()).toMatchObject([{ hits: 2 }, { hits: 1, times: 1 }])
    const id = (once.json.fault as { id: number }).id
    const removed = await fetch(`${dc.url}/devchain/faults/${id}`, { method: 'DELETE' })
    expect(((await removed.json()) as { removed: number }).removed).toBe(1)
    expect(await listFaults()).toHaveLength(1)
    await fetch(`${dc.url}/devchain/faults`, { method: 'DELETE' })

    await setFault({ path: '/v1/chain/get_table_rows', kind: '500', share: 0.5 })
    let failed = 0
    for (let i = 0; i < 40; i++) if ((await rows()).status === 500) failed++
    expect(failed).toBeGreaterThan(4)
    expect(failed).toBeLessThan(36)
  })

  it('refuses bad faults with 400 and says why', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ path: '/v1/chain/get_info', kind: 'boom' }, 'fault kind must be one of'],
      [{ path: '/v1/chain/get_info', kind: '500', share: 2 }, 'share must be a number from 0 to 1'],
      [{ path: 'v1/chain/get_info', kind: '500' }, 'fault path must be'],
      [{ path: '/v1/chain/get_info', kind: 'latency' }, 'a latency fault needs ms'],
      [{ path: '/v1/chain/get_info', kind: '500', when: 'now' }, "Unknown fault field 'when'"],
    ]
    for (const [fault, message] of bad) {
      const r = await setFault(fault)
      expect(r.status).toBe(400)
      expect(expectNodeosError(r.json, 400).error.details[0]?.message).toContain(message)
    }
    expect(await listFaults()).toEqual([])
    const put = await fetch(`${dc.url}/devchain/faults`, { method: 'PUT' })
    expect(put.status).toBe(405)
  })

  it('is settable from the CLI (--fault), and a bad --fault stops it with exit code 2', async () => {
    const root = join(import.meta.dirname, '..')
    const cli = (args: string[]) => spawn(process.execPath, cliCommand(args), { cwd: root })
    const bad = cli(['--fault', 'kind=boom,path=/v1/chain/get_info'])
    let badErr = ''
    bad.stderr.on('data', (d: Buffer) => {
      badErr += d.toString()
    })
    const badExit = new Promise<number | null>((resolve) => bad.on('exit', resolve))
    const child = cli([
      '--world',
      'empty',
      '--port',
      '0',
      '--fault',
      'kind=500,path=/v1/chain/get_info,times=1',
    ])
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = ''
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString()
          const m = /chain API {2}(http:\/\/\S+)\/v1\/chain\/get_info/.exec(out)
          if (m?.[1]) resolve(m[1])
        })
        child.on('exit', (code) => reject(new Error(`devchain exited with ${code}: ${out}`)))
      })
      const listed = (await (await fetch(`${url}/devchain/faults`)).json()) as { faults: unknown[] }
      expect(listed.faults).toEqual([
        { id: 1, path: '/v1/chain/get_info', kind: '500', share: 1, times: 1, hits: 0 },
      ])
      expect((await fetch(`${url}/v1/chain/get_info`)).status).toBe(500)
      expect((await fetch(`${url}/v1/chain/get_info`)).status).toBe(200)
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    expect(await badExit).toBe(2)
    expect(badErr).toContain(
      "--fault 'kind=boom,path=/v1/chain/get_info': fault kind must be one of",
    )
  })
})
