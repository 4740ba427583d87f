import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { indexedPlayerQuery } from '../../chain/read/indexer/player'
import { SessionContext, type SessionState } from '../../chain/session'
import { network } from '../../config/current'
import { paths } from '../../paths'
import { createFakeNode, type FakeNodeOptions } from '../../test/fakeNode'
import { Component } from './route'

type Row = Record<string, unknown>
const noPlace = { bunker: null, camp: null, radar: null, hq: null, bridge: null }

/** What the indexer answers for player5 (apps/indexer README "The API"). */
const playerDocument = (overrides: Record<string, unknown> = {}) => ({
  chain_id: network.chainId,
  as_of: { block_num: 1234, block_id: 'ab'.repeat(32), time: new Date().toISOString() },
  catching_up: false,
  account: 'player5',
  known: true,
  avatar: 2,
  divisions: [
    { divID: 9, zoneID: 6, power: 40_000, rank: 12, fighting: false, end_time: 0, units: 2 },
    { divID: 4, zoneID: 1, power: 1_234_567, rank: 3, fighting: true, end_time: 2e9, units: 5 },
  ],
  standing: {
    officers: { rank: 2, owner: 'player5', victories: 17 },
    objectives: {
      ...noPlace,
      bunker: { rank: 6, owner: 'player5', victories: 15 },
      camp: { rank: 1, owner: 'player5', victories: 2 },
    },
    forces: [],
  },
  recent_victories: [
    {
      id: '991',
      block_time: '2026-11-25T11:59:00.000',
      trx_id: 'cd'.repeat(32),
      divID: '4',
      zoneID: 1,
      payout: '12.5000 DOVX',
    },
  ],
  medals: [
    { id: 'first-victory', earned_at: null, block_num: null, trx_id: null },
    { id: 'camp', earned_at: '2026-11-25T11:59:00.000Z', block_num: 1200, trx_id: 'cd'.repeat(32) },
  ],
  ...overrides,
})

const ZONE = (id: number, name: string) => ({
  id,
  name,
  terrain: 'plain',
  open: 1,
  nbwins: 0,
  wmini: 0,
  nextZone: id + 1,
  costs: [],
  resolutions: [],
  pre_allow: [],
  power: [],
})
const byOwner = { 2: (row: Row) => String(row.owner) }
const division = (divID: number, owner: string, zoneID: number, cards: string[]) => ({
  divID,
  owner,
  zoneID,
  end_time: 0,
  units: cards.map((value, index) => ({ key: `combat${index + 1}`, value })),
})

/** The chain's tables: player5 and two rivals, whose victories and divisions set the ranks. */
const TABLES: NonNullable<FakeNodeOptions['tables']> = {
  'dov.game/dov.game/zones': { rows: [ZONE(1, 'Omaha Beach'), ZONE(6, 'Camp Six')] },
  'dov.game/dov.game/avatars': {
    rows: [
      { id: 1, ipfs: '', cost: 'Select Avatar' },
      { id: 2, ipfs: 'QmAvatarTwo', cost: '1.0000 DOVX' },
    ],
  },
  'dov.game/dov.game/udata': {
    rows: [{ template_id: 2, type: 'combat', power: 1_500_000, bonus: [] }],
    primary: (row: Row) => Number(row.template_id),
  },
  'dov.game/dov.game/nfts': {
    rows: [
      { asset_id: '301', owner: 'player5', template_id: 2 },
      { asset_id: '302', owner: 'rival1', template_id: 2 },
      { asset_id: '303', owner: 'rival1', template_id: 2 },
    ],
  },
  'dov.game/dov.game/sdivisions': {
    rows: [division(4, 'player5', 1, ['301']), division(7, 'rival1', 1, ['302', '303'])],
    primary: (row: Row) => Number(row.divID),
    secondary: byOwner,
  },
  'dov.game/player5/infos': {
    rows: [
      { zone: 1, wins: 3 },
      { zone: 6, wins: 2 },
    ],
    primary: (row: Row) => Number(row.zone),
  },
  'dov.game/rival1/infos': {
    rows: [{ zone: 2, wins: 9 }],
    primary: (row: Row) => Number(row.zone),
  },
  'dov.game/rival2/infos': {
    rows: [{ zone: 7, wins: 1 }],
    primary: (row: Row) => Number(row.zone),
  },
  'dov.stake/player5/balances': { rows: [{ balance: '2 AVT' }], primary: () => 'AVT' },
}

/** Serves the indexer's answer and the chain's tables; renders `/player/<name>`. */
function open(
  name: string,
  indexer: () => Response | Promise<Response>,
  options: { account?: string } = {},
) {
  const node = createFakeNode({ tables: TABLES })
  const indexerCalls: string[] = []
  const fetch = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = String(input)
    if (network.indexerUrl !== undefined && url.startsWith(network.indexerUrl)) {
      indexerCalls.push(url)
      return indexer()
    }
    return node.fetch(url, init)
  })
  vi.stubGlobal('fetch', fetch)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const session = {
    account: options.account ?? null,
    status: options.account === undefined ? 'logged-out' : 'logged-in',
  } as unknown as SessionState
  render(
    <MemoryRouter initialEntries={[`/player/${encodeURIComponent(name)}`]}>
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={session}>
          <Routes>
            <Route path={paths.player} element={<Component />} />
          </Routes>
        </SessionContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  )
  const tables = () =>
    node.requests.filter((request) => request.path.startsWith('/v1/chain/get_table'))
  return { fetch, indexerCalls, tables, client }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const section = (name: string) => screen.getByRole('region', { name })
/** A division's card by its heading (`DIVISION 1 #4`). */
const card = (name: RegExp) =>
  within(section('Divisions')).getByRole('heading', { name }).closest('li') as HTMLElement
const row = (table: HTMLElement, header: RegExp | string) =>
  within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement

describe("a commander's page", () => {
  it("draws the indexer's answer: avatar, divisions, victories, ranks and recent victories", async () => {
    expect(network.indexerUrl).toBeDefined()
    const { indexerCalls, tables } = open('player5', () => Response.json(playerDocument()))
    await screen.findByRole('region', { name: 'Divisions' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('player5')
    // The indexer's one answer holds everything: the page is complete at once.
    expect(document.querySelector('[data-player-page]')).toHaveProperty('dataset.state', 'complete')
    expect(screen.getByText(/^As of block 1,234, \d+ s ago$/)).toBeTruthy()
    expect(
      screen.getByRole('img', { name: 'player5’s avatar' }).closest('[data-avatar-id]'),
    ).toHaveProperty('dataset.avatarId', '2')

    // DIVISION 1 is the lower division id; power / 10000 with 1 decimal; the zones by name.
    const first = card(/^DIVISION 1/)
    expect(first.textContent).toContain('#4')
    expect(within(first).getByText('Omaha Beach')).toBeTruthy()
    expect(within(first).getByTestId('power').textContent).toBe('123.4')
    expect(within(first).getByTestId('rank').textContent).toBe('#3 of all divisions')
    expect(within(first).getByText('Fighting')).toBeTruthy()
    const second = card(/^DIVISION 2/)
    expect(within(second).getByText('Camp Six')).toBeTruthy()
    expect(within(second).getByTestId('power').textContent).toBe('4.0')
    expect(within(second).getByText('Not fighting')).toBeTruthy()

    const boards = section('Victories and Hall of Fame ranks')
    const officers = row(within(boards).getByRole('table'), 'Officers (all objectives)')
    expect(within(officers).getByTestId('victories').textContent).toBe('17 Victories')
    expect(within(officers).getByTestId('rank').textContent).toBe('#2')
    const bunker = row(within(boards).getByRole('table'), 'Bunker')
    expect(within(bunker).getByTestId('victories').textContent).toBe('15 Victories')
    expect(within(bunker).getByTestId('rank').textContent).toBe('#6')
    const radar = row(within(boards).getByRole('table'), 'Radar')
    expect(within(radar).getByTestId('victories').textContent).toBe('0 Victories')
    expect(within(radar).getByTestId('rank').textContent).toBe('not ranked')

    const recent = within(section('Recent victories')).getAllByRole('listitem')
    expect(recent).toHaveLength(1)
    const payout = within(recent[0] as HTMLElement).getByText('12.5000 DOVX')
    expect(payout.getAttribute('data-token')).toBe('DOVX')
    expect(recent[0]?.textContent).toContain('Transaction cdcdcdcd')
    expect(recent[0]?.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-25T11:59:00.000Z',
    )
    // 17 victories on objectives: a Lieutenant, 23 from Captain.
    expect((await screen.findByTestId('commander-rank')).textContent).toBe('Lieutenant')
    expect(screen.getByText('23 victories to Captain')).toBeTruthy()
    // Every medal, the two held first told apart: one dated, one from before the record.
    const medals = section('Medals')
    expect(within(medals).getByText('2 of 10 earned')).toBeTruthy()
    const medal = (id: string) => medals.querySelector(`[data-medal="${id}"]`) as HTMLElement
    expect(medal('first-victory').dataset.state).toBe('undated')
    expect(medal('first-victory').textContent).toContain('Earned before the indexer’s record')
    expect(medal('camp').dataset.state).toBe('dated')
    expect(within(medal('camp')).getByRole('heading', { name: 'Camp Taken' })).toBeTruthy()
    expect(medal('camp').querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-25T11:59:00.000Z',
    )
    expect(medal('hat-trick').dataset.state).toBe('missing')
    expect(medal('hat-trick').textContent).toContain('3 victories on one day (UTC).Not earned yet')
    expect(medal('hat-trick').querySelector('img')?.getAttribute('src')).toBe(
      '/art/medal-hat-trick.svg',
    )
    expect(screen.getByRole('link', { name: 'Back to the Hall of Fame' })).toBeTruthy()
    // One request to the indexer (asked again on its 3 s refresh, which a slow run reaches); of
    // the chain, only the avatars' and zones' tables.
    expect(new Set(indexerCalls)).toEqual(
      new Set([`${network.indexerUrl}/v1/player?account=player5`]),
    )
    expect(new Set(tables().map((request) => request.body?.table))).toEqual(
      new Set(['avatars', 'zones']),
    )
    expect(screen.queryByText('You')).toBeNull()
  })

  it('says You on the logged-in player’s own page', async () => {
    open('player5', () => Response.json(playerDocument()), { account: 'player5' })
    await screen.findByRole('region', { name: 'Divisions' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('player5 You')
  })

  it('says when an account has never played', async () => {
    open('player5', () =>
      Response.json(
        playerDocument({
          known: false,
          avatar: 1,
          divisions: [],
          standing: { officers: null, objectives: noPlace, forces: [] },
          recent_victories: [],
          medals: [],
        }),
      ),
    )
    expect(await screen.findByText('player5 has not played yet: no division and no victory.'))
    expect(screen.queryByRole('region', { name: 'Divisions' })).toBeNull()
  })

  it('reads the chain when the indexer fails, and shows the ranks once every owner is read', async () => {
    const { tables } = open('player5', () => new Response('down', { status: 503 }))
    expect(
      await screen.findByText(
        'The indexer could not be read (it answered HTTP 503): this page is read from the chain.',
      ),
    ).toBeTruthy()
    await screen.findByRole('region', { name: 'Divisions' })
    const first = card(/^DIVISION 1/)
    expect(within(first).getByTestId('power').textContent).toBe('150.0')
    expect(within(first).getByText('Omaha Beach')).toBeTruthy()
    // rival1's division of two cards is stronger: player5's is second of all.
    await vi.waitFor(() =>
      expect(within(first).getByTestId('rank').textContent).toBe('#2 of all divisions'),
    )
    expect(
      screen.getByRole('img', { name: 'player5’s avatar' }).closest('[data-avatar-id]'),
    ).toHaveProperty('dataset.avatarId', '2')

    const boards = within(section('Victories and Hall of Fame ranks'))
    const officers = row(boards.getByRole('table'), 'Officers (all objectives)')
    expect(within(officers).getByTestId('victories').textContent).toBe('5 Victories')
    // rival1 has 9 victories, rival2 1: player5 is second of the officers, first at the Camp.
    await vi.waitFor(() => expect(within(officers).getByTestId('rank').textContent).toBe('#2'))
    const camp = row(boards.getByRole('table'), 'Camp')
    expect(within(camp).getByTestId('victories').textContent).toBe('2 Victories')
    expect(within(camp).getByTestId('rank').textContent).toBe('#1')
    const bunker = row(boards.getByRole('table'), 'Bunker')
    expect(within(bunker).getByTestId('rank').textContent).toBe('#2')
    const hq = row(boards.getByRole('table'), 'HQ')
    expect(within(hq).getByTestId('rank').textContent).toBe('not ranked')
    expect(screen.queryByText(/players read/)).toBeNull()
    expect(document.querySelector('[data-player-page]')).toHaveProperty('dataset.state', 'complete')

    // Without a history, recent victories are not said to be none.
    expect(
      within(section('Recent victories')).getByText(
        'Recent victories need the game’s indexer, which could not be used.',
      ),
    ).toBeTruthy()
    expect(within(section('Recent victories')).queryByRole('list')).toBeNull()
    // Nor are medals: the chain keeps no claims. The rank comes from the infos rows alone.
    expect(
      within(section('Medals')).getByText(
        'Medals need the game’s indexer, which could not be used.',
      ),
    ).toBeTruthy()
    expect(within(section('Medals')).queryByRole('list')).toBeNull()
    expect((await screen.findByTestId('commander-rank')).textContent).toBe('Sergeant')
    // Each owner's victories were read for the ranks.
    const scopes = tables()
      .filter((request) => request.path === '/v1/chain/get_table_rows')
      .map((request) => request.body)
      .filter((body) => body?.table === 'infos')
      .map((body) => body?.scope)
    expect(new Set(scopes)).toEqual(new Set(['player5', 'rival1', 'rival2']))
  })

  it("keeps the chain's page, without a spinner's back link first, while the failed indexer is asked again", async () => {
    let asks = 0
    const { client } = open('player5', () => {
      asks++
      // The first ask fails; the next one does not answer while the test looks.
      return asks === 1 ? new Response('down', { status: 503 }) : new Promise<Response>(() => {})
    })
    const reason = /^The indexer could not be read/
    expect(await screen.findByText(reason)).toBeTruthy()
    // While the page's reads are on their way, the spinner has no link under it to push down.
    expect(screen.queryByRole('link', { name: 'Back to the Hall of Fame' })).toBeNull()
    await screen.findByRole('region', { name: 'Divisions' })
    expect(screen.getByRole('link', { name: 'Back to the Hall of Fame' })).toBeTruthy()
    void client.refetchQueries({ queryKey: indexedPlayerQuery(network, 'player5').queryKey })
    await vi.waitFor(() => expect(asks).toBe(2))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.getByText(reason)).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Divisions' })).toBeTruthy()
  })

  it('refuses a malformed indexer answer, says what was wrong, and reads the chain', async () => {
    open('player5', () =>
      Response.json(playerDocument({ divisions: [{ divID: 4, zoneID: 1, power: 'strong' }] })),
    )
    expect(
      await screen.findByText(
        `The indexer could not be read (its answer is not a commander's page (divisions.0.power: expected a number, got "strong")): this page is read from the chain.`,
      ),
    ).toBeTruthy()
    await screen.findByRole('region', { name: 'Divisions' })
    expect(within(card(/^DIVISION 1/)).getByTestId('power').textContent).toBe('150.0')
  })

  it('shows an error with Retry when the chain cannot be read, and Retry reads it again', async () => {
    const { fetch } = open('player5', () => new Response('down', { status: 503 }))
    const serve = fetch.getMockImplementation()
    fetch.mockImplementation(async () => new Response('down', { status: 503 }))
    expect(await screen.findByText('player5’s page could not be read.')).toBeTruthy()
    if (serve !== undefined) fetch.mockImplementation(serve)
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('region', { name: 'Divisions' })).toBeTruthy()
    expect(screen.queryByText('player5’s page could not be read.')).toBeNull()
  })

  it('says a bad account name is not one, and reads nothing', async () => {
    const { fetch } = open('Not-A-Name!', () => Response.json(playerDocument()))
    expect(
      screen.getByText(
        '“Not-A-Name!” is not an account name: an account name is up to 12 characters, a to z, 1 to 5 and dots.',
      ),
    ).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fetch).not.toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'Back to the Hall of Fame' })).toBeTruthy()
  })
})
