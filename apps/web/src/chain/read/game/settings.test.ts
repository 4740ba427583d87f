import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestQueryClient, fakeNetwork, serveTables } from '../../../test/testUtils'
import { fightSecsRead } from './settings'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('game settings', () => {
  it('reads the fight duration from the one settings row', async () => {
    const row = { id: 0, fight_secs: 1200, next_div: '17' }
    const { requests } = serveTables({ 'dov.game/dov.game/settings': { rows: [row] } })
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(fightSecsRead.query(fakeNetwork()))).resolves.toBe(1200)
    expect(requests[0]?.body).toMatchObject({ scope: 'dov.game', table: 'settings', limit: 1 })
  })

  it('is null when the contract has no settings row', async () => {
    serveTables({ 'dov.game/dov.game/settings': { rows: [] } })
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(fightSecsRead.query(fakeNetwork()))).resolves.toBeNull()
  })

  it('refuses a malformed row instead of inventing a duration', async () => {
    serveTables({ 'dov.game/dov.game/settings': { rows: [{ id: 0, fight_secs: 'soon' }] } })
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(fightSecsRead.query(fakeNetwork()))).rejects.toThrow()
  })
})
