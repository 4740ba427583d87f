import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devchain } from '../src/server'
import { largeWorld } from '../src/worlds/large'
import { start } from './helpers'

/** Enough generated owners and divisions for more than 1000 assets (the list's page limit). */
const OPTIONS = { owners: 150, withDivisions: 150 }

let dc: Devchain

beforeAll(async () => {
  dc = await start({ world: (names) => largeWorld(names, OPTIONS) })
}, 30_000)

afterAll(async () => {
  await dc.close()
})

async function data<T>(path: string): Promise<T> {
  const res = await fetch(`${dc.url}/atomicassets/v1/${path}`)
  const body = (await res.json()) as { success: boolean; data: T }
  expect(body.success).toBe(true)
  return body.data
}

describe('/atomicassets/v1/assets/_count', () => {
  it('counts every matching asset, beyond the 1000 a page holds', async () => {
    const count = Number(await data<string>('assets/_count'))
    expect(count).toBeGreaterThan(1000)
    let listed = 0
    for (let page = 1; ; page++) {
      const assets = await data<unknown[]>(`assets?limit=1000&page=${page}`)
      listed += assets.length
      if (assets.length < 1000) break
    }
    expect(listed).toBe(count)
    const first = await data<{ owner: string }[]>('assets?limit=1&sort=asset_id&order=asc')
    const owner = first[0]?.owner ?? ''
    const owned = await data<unknown[]>(`assets?owner=${owner}&limit=1000`)
    expect(await data<string>(`assets/_count?owner=${owner}&page=3`)).toBe(String(owned.length))
  })
})
