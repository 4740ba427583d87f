import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { network } from '../../config/current'
import { prefetch } from './reads'

afterEach(() => {
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

function stubFetch() {
  const fetch = vi.fn(async (_url: string) => new Response('{}', { status: 500 }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe("a commander page's prefetch", () => {
  it("starts the indexer's request for the URL's account, not the logged-in one", async () => {
    const fetch = stubFetch()
    window.history.replaceState(null, '', '/player/player5')
    await prefetch(new QueryClient(), 'player3')
    const urls = fetch.mock.calls.map(([url]) => String(url))
    expect(urls).toContain(`${network.indexerUrl}/v1/player?account=player5`)
    expect(urls.some((url) => url.includes('player3'))).toBe(false)
  })

  it('starts nothing for a name that is not an account', async () => {
    const fetch = stubFetch()
    window.history.replaceState(null, '', '/player/Not-A-Name')
    expect(prefetch(new QueryClient(), null)).toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
  })
})
