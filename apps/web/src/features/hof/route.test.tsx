import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { indexedHofQuery } from '../../chain/read/indexer/hof'
import { SessionContext, type SessionState } from '../../chain/session'
import { network } from '../../config/current'
import { Component } from './route'

const players = (owner: string, victories: number) => [{ rank: 1, owner, victories }]

/** What the indexer answers (apps/indexer README "The API"). */
const hofDocument = (overrides: Record<string, unknown> = {}) => ({
  chain_id: network.chainId,
  as_of: { block_num: 1234, block_id: 'ab'.repeat(32), time: new Date().toISOString() },
  catching_up: false,
  boards: {
    officers: players('army.ike', 12),
    objectives: {
      bunker: players('army.ike', 7),
      camp: [],
      radar: [],
      hq: players('player5', 5),
      bridge: [],
    },
    forces: [{ rank: 1, owner: 'player3', divID: 4, power: 1234567 }],
  },
  victories: { 'army.ike': 45, player3: 0, player5: 16 },
  week: {
    start: '2026-11-23T00:00:00.000Z',
    top: [
      { rank: 1, owner: 'player5', victories: 3 },
      { rank: 2, owner: 'army.ike', victories: 1 },
    ],
  },
  ...overrides,
})

/** A CID the image module accepts. */
const HASH = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'

/**
 * Serves the indexer's answer (or a failure) and records every other request, with the table of
 * a table read (`others`: `…/get_table_rows avatars`). `avatars`: the game's `avatars` rows (the
 * shell reads them for its menu on every screen).
 */
function serve(
  indexer: () => Response | Promise<Response>,
  options: { account?: string; wins?: unknown[]; avatars?: unknown[] } = {},
) {
  const others: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = String(input)
      if (url === `${network.indexerUrl}/v1/hof`) return indexer()
      const table =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as { table?: string }).table : ''
      others.push(table ? `${url} ${table}` : url)
      if (options.avatars !== undefined && table === 'avatars')
        return Response.json({ rows: options.avatars, more: false, next_key: '' })
      if (options.wins !== undefined && table === 'infos')
        return Response.json({ rows: options.wins, more: false, next_key: '' })
      return new Response('{}', { status: 500 })
    }),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const session = {
    account: options.account ?? null,
    status: options.account === undefined ? 'logged-out' : 'logged-in',
  } as unknown as SessionState
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter>{children}</MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>
  )
  render(<Component />, { wrapper })
  return { others, client }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const board = (name: RegExp) => screen.getByRole('region', { name })

/** Once the indexer's answer is shown, the boards draw their rows one per task (`useReveal`). */
async function boardsDrawn() {
  await screen.findByText(/^As of block/)
  await vi.waitFor(() =>
    expect(document.querySelectorAll('[data-board][data-state="loading"]')).toHaveLength(0),
  )
}

describe('the Hall of Fame with an indexer', () => {
  it('shows every board from one request, and how fresh it is', async () => {
    expect(network.indexerUrl).toBeDefined()
    const { others } = serve(() => Response.json(hofDocument()))
    expect(await screen.findByText(/^As of block 1,234, \d+ s ago$/)).toBeTruthy()
    await boardsDrawn()
    const officers = board(/^TOP 5 Officers/)
    expect(officers.getAttribute('data-state')).toBe('complete')
    expect(within(officers).getByText('army.ike')).toBeTruthy()
    expect(within(officers).getByText('12 Victories')).toBeTruthy()
    expect(within(board(/^TOP 20 Armed forces/)).getByText('123.4')).toBeTruthy()
    expect(within(board(/^HQ/)).getByText('player5')).toBeTruthy()
    // No chain read for the boards: no per-player reads, no table scans; only the avatars'
    // table, which the shell reads for its menu on every screen.
    expect(others.filter((url) => url.includes('get_table') && !url.endsWith(' avatars'))).toEqual(
      [],
    )
    expect(screen.queryByText(/players read/)).toBeNull()
  })

  it("draws each owner's avatar from the indexer's ids, beside a link to their page", async () => {
    const { others } = serve(
      () => Response.json(hofDocument({ avatars: { 'army.ike': 4, player5: 1, player3: 1 } })),
      {
        avatars: [
          { id: 1, ipfs: '', cost: 'Select Avatar' },
          { id: 4, ipfs: HASH, cost: '3.0000 DOVX' },
        ],
      },
    )
    await boardsDrawn()
    const officers = board(/^TOP 5 Officers/)
    const ike = within(officers).getByRole('link', { name: 'army.ike' })
    expect(ike.getAttribute('href')).toBe('/player/army.ike')
    const row = ike.closest('tr') as HTMLElement
    await vi.waitFor(() => expect(row.querySelector('img')?.getAttribute('src')).toContain(HASH))
    expect(row.querySelector('img')?.getAttribute('alt')).toBe('')
    // The default avatar (id 1) for the others; their ids came with the boards: no per-player
    // read.
    const hq = within(board(/^HQ/)).getByRole('link', { name: 'player5' }).closest('tr')
    expect(hq?.querySelector('img')?.getAttribute('src')).toBe('/art/avatar-default.svg')
    expect(others.filter((url) => url.endsWith(' balances'))).toEqual([])
  })

  it('draws the default avatar for everyone from an indexer that sends no ids', async () => {
    serve(() => Response.json(hofDocument()), {
      avatars: [{ id: 4, ipfs: HASH, cost: '3.0000 DOVX' }],
    })
    await boardsDrawn()
    expect(board(/^TOP 5 Officers/).getAttribute('data-state')).toBe('complete')
    const pictures = [...document.querySelectorAll('[data-board] tbody img')]
    expect(pictures.length).toBe(4)
    for (const img of pictures) expect(img.getAttribute('src')).toBe('/art/avatar-default.svg')
  })

  it("shows each owner's commander rank and this week's board", async () => {
    serve(() => Response.json(hofDocument()))
    await boardsDrawn()
    // army.ike: 45 victories, a Captain; player3, on the armed forces with none, a Private (the
    // ranks' words come with a chunk of their own).
    await within(board(/^TOP 5 Officers/)).findByText('Captain')
    const ike = within(board(/^TOP 5 Officers/))
      .getByRole('link', { name: 'army.ike' })
      .closest('td')
    expect(ike?.textContent).toBe('army.ike Captain')
    const player3 = within(board(/^TOP 20 Armed forces/))
      .getByRole('link', { name: 'player3' })
      .closest('td')
    expect(player3?.textContent).toBe('player3 Private')
    const week = board(/^This week$/)
    expect(week.hasAttribute('data-board')).toBe(false)
    expect(
      within(week).getByText('Victories claimed since Monday 2026-11-23, 00:00 UTC'),
    ).toBeTruthy()
    // The boards are drawn one per task: this one may come after the others.
    await vi.waitFor(() =>
      expect(
        within(week)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual(['1player5 Lieutenant3 Victories', '2army.ike Captain1 Victories']),
    )
  })

  it('says so when nobody has claimed a victory this week', async () => {
    serve(() =>
      Response.json(hofDocument({ week: { start: '2026-11-30T00:00:00.000Z', top: [] } })),
    )
    await boardsDrawn()
    expect(
      await within(board(/^This week$/)).findByText('No victory claimed this week yet.'),
    ).toBeTruthy()
  })

  it('marks the boards provisional while the indexer catches up', async () => {
    serve(() => Response.json(hofDocument({ catching_up: true })))
    expect(await screen.findByText(/catching up with the chain/)).toBeTruthy()
    await vi.waitFor(() =>
      expect(board(/^TOP 5 Officers/).getAttribute('data-state')).toBe('partial'),
    )
  })

  it('reads the chain instead when the indexer fails, and says why', async () => {
    const { others } = serve(() => new Response('down', { status: 503 }))
    expect(
      await screen.findByText(
        'The Hall of Fame indexer could not be read (it answered HTTP 503): the boards are read from the chain, one request per player.',
      ),
    ).toBeTruthy()
    await vi.waitFor(() => expect(others.some((url) => url.includes('get_table'))).toBe(true))
    // The chain keeps no claims: the week's board says it needs the indexer, shows no rows.
    const week = board(/^This week$/)
    expect(week.getAttribute('data-state')).toBe('unavailable')
    expect(week.textContent).toContain(
      'This week’s board needs the game’s indexer, which could not be used.',
    )
    expect(within(week).queryByRole('table')).toBeNull()
  })

  it("goes on with the chain's boards while the failed indexer is asked again", async () => {
    let asks = 0
    const { client } = serve(() => {
      asks++
      // The first ask fails; the next one does not answer while the test looks.
      return asks === 1 ? new Response('down', { status: 503 }) : new Promise<Response>(() => {})
    })
    const reason = /^The Hall of Fame indexer could not be read/
    expect(await screen.findByText(reason)).toBeTruthy()
    void client.refetchQueries({ queryKey: indexedHofQuery(network).queryKey })
    await vi.waitFor(() => expect(asks).toBe(2))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.getByText(reason)).toBeTruthy()
    expect(board(/^TOP 5 Officers/)).toBeTruthy()
  })

  it("checks the player's own rows against their wins on the chain, and says when they differ", async () => {
    serve(() => Response.json(hofDocument()), {
      account: 'player5',
      wins: [
        { zone: 13, wins: 4 },
        { zone: 14, wins: 2 },
      ],
    })
    expect(
      await screen.findByText(
        /Your victories on the chain differ from these boards \(HQ: 6 on the chain, 5 here\)/,
      ),
    ).toBeTruthy()
  })

  it('refuses the boards of another chain', async () => {
    serve(() => Response.json(hofDocument({ chain_id: 'f'.repeat(64) })))
    expect(await screen.findByText(/answers for another chain/)).toBeTruthy()
    expect(screen.queryByText(/^As of block/)).toBeNull()
  })
})
