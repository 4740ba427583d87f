import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestQueryClient, fakeNetwork, serveTables } from '../../../test/testUtils'
import { avatarsRead } from './avatars'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('game avatars', () => {
  it('reads 100 avatars of the contract scope', async () => {
    const avatar = { id: 2, ipfs: 'QmAvatar', cost: '5.0000 DOVX' }
    const { requests } = serveTables({ 'dov.game/dov.game/avatars': { rows: [avatar] } })
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(avatarsRead.query(fakeNetwork()))).resolves.toEqual([avatar])
    expect(requests[0]?.body).toMatchObject({ scope: 'dov.game', table: 'avatars', limit: 100 })
  })
})
