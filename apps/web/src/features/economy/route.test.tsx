import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeNode, type FakeNodeOptions, fakeAtomicAsset } from '../../test/fakeNode'
import { createTestQueryClient } from '../../test/testUtils'
import { Component } from './route'

type Row = Record<string, unknown>
const byOwner = { 2: (row: Row) => String(row.owner) }

const BDATA = {
  rows: [
    {
      template_id: 7,
      type: 'Repair',
      token_in: ['3.0000 DOVX'],
      token_out: ['9.0000 DOVR'],
      rarity: 'Rare',
      delay: 1200,
    },
  ],
  primary: (row: Row) => Number(row.template_id),
}
const STAKED = {
  rows: [
    {
      asset_id: '101',
      owner: 'player3',
      template_id: 7,
      last_claim: 1_700_000_000,
      type: 'Repair',
      rarity: 'Rare',
    },
  ],
}
const MSHIPS = { rows: [{ asset_id: '201', owner: 'player3', type: 'booster', rarity: 'Rare' }] }
const ZONES = {
  rows: [
    {
      id: 1,
      name: 'Omaha Beach',
      terrain: 'plain',
      open: 1,
      nbwins: 1,
      wmini: 0,
      nextZone: 2,
      costs: [
        { key: 'DOVH', value: 10_000 },
        { key: 'DOVX', value: 5_000 },
      ],
      resolutions: [{ key: 'win', value: 30_000 }],
      pre_allow: [],
      power: [{ key: 'win', value: 1_000_000 }],
    },
  ],
}
const UDATA = {
  rows: [
    { template_id: 1, type: 'officer', power: 0, bonus: [] },
    { template_id: 2, type: 'combat', power: 1_500_000, bonus: [] },
  ],
  primary: (row: Row) => Number(row.template_id),
}
const DIVISIONS = {
  rows: [
    {
      divID: 5,
      owner: 'player3',
      zoneID: 1,
      end_time: 0,
      units: [
        { key: 'officer', value: '301' },
        { key: 'combat4', value: '302' },
      ],
    },
  ],
  primary: (row: Row) => Number(row.divID),
  secondary: byOwner,
}
const ASSETS = [
  { ...fakeAtomicAsset(101, 'player3', 'buildings', 7), name: 'Workshop Mk 2' },
  fakeAtomicAsset(301, 'player3', 'units', 1),
  fakeAtomicAsset(302, 'player3', 'units', 2),
]

const TABLES: NonNullable<FakeNodeOptions['tables']> = {
  'dov.stake/dov.stake/buildings': STAKED,
  'dov.stake/dov.stake/bdata': BDATA,
  'dov.stake/dov.stake/mships': MSHIPS,
  'dov.game/dov.game/sdivisions': DIVISIONS,
  'dov.game/dov.game/zones': ZONES,
  'dov.game/dov.game/udata': UDATA,
  'dov.game/player3/infos': { rows: [] },
  'dov.game/dov.game/settings': { rows: [{ id: 0, fight_secs: 180 }] },
}

function setup(tables: FakeNodeOptions['tables'] = TABLES) {
  const node = createFakeNode({ tables, assets: ASSETS })
  vi.stubGlobal('fetch', vi.fn(node.fetch))
  const { wrapper } = createTestQueryClient()
  render(
    <MemoryRouter>
      <Component account="player3" />
    </MemoryRouter>,
    { wrapper },
  )
  return node
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const tokenRow = (symbol: string) =>
  within(screen.getByRole('table', { name: 'Tokens per hour' }))
    .getByRole('rowheader', { name: symbol })
    .closest('tr') as HTMLElement
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('economy screen', () => {
  it('per token, the chart (an image named by every figure) and the same numbers in a table', async () => {
    setup()
    const chart = await screen.findByRole('img', { name: /^Tokens per hour\./ })
    // Buildings with a Rare booster: 9 × 1.15 DOVR, 3 DOVX an hour. Fighting (180 s): 3 DOVX
    // earned, 1 DOVH and 0.5 DOVX spent a fight, 20 fights an hour.
    expect(chart.getAttribute('aria-labelledby')).not.toBeNull()
    expect(screen.getByRole('img').textContent).toContain(
      'DOVX: produced 60.0000, consumed 13.0000, net +47.0000.',
    )
    expect(cells(tokenRow('DOVX'))).toEqual(['60.0000', '13.0000', '+47.0000'])
    expect(cells(tokenRow('DOVH'))).toEqual(['0.0000', '20.0000', '-20.0000'])
    expect(cells(tokenRow('DOVR'))).toEqual(['10.3500', '0.0000', '+10.3500'])
    // The DOM text is normalized: its no-break space reads as a space.
    expect(screen.getByText('Tools in effect: Rare booster: output +15 %.')).toBeTruthy()
    expect(screen.getByText(/divisions fighting back to back \(a fight lasts 3 min\)/)).toBeTruthy()
  })

  it('where it comes from: each building and each division, by row', async () => {
    setup()
    const sources = await screen.findByRole('table', { name: 'Per hour, by building and division' })
    const workshop = within(sources).getByRole('rowheader', { name: /^Workshop Mk 2/ })
    expect(workshop.textContent).toBe('Workshop Mk 2#101 · a cycle every 20 min')
    expect(cells(workshop.closest('tr') as HTMLElement)).toEqual(['10.3500 DOVR', '3.0000 DOVX'])
    const division = within(sources).getByRole('rowheader', { name: /^DIVISION 1/ })
    expect(division.textContent).toContain('Omaha Beach · Victory · 3.0000 DOVX a fight')
    expect(cells(division.closest('tr') as HTMLElement)).toEqual([
      '60.0000 DOVX',
      '20.0000 DOVH10.0000 DOVX',
    ])
  })

  it('no fight duration on chain: said, fighting "Unknown" (never 0), totals the buildings alone', async () => {
    setup({ ...TABLES, 'dov.game/dov.game/settings': { rows: [] } })
    expect(
      await screen.findByText(
        'The game sets no fight duration on chain, so fighting has no figure per hour.',
      ),
    ).toBeTruthy()
    expect(screen.getByText('Buildings only: fighting is not counted.')).toBeTruthy()
    expect(cells(tokenRow('DOVX'))).toEqual(['0.0000', '3.0000', '-3.0000'])
    const division = screen.getByRole('rowheader', { name: /^DIVISION 1/ })
    expect(cells(division.closest('tr') as HTMLElement)).toEqual(['Unknown'])
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })

  it('nothing staked and no division: says so and links to Buildings and the division builder', async () => {
    setup({
      ...TABLES,
      'dov.stake/dov.stake/buildings': { rows: [] },
      'dov.game/dov.game/sdivisions': { rows: [], secondary: byOwner },
    })
    expect(await screen.findByText(/You have no building staked and no division/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Stake a building' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'Build a division' }).getAttribute('href')).toBe(
      '/create',
    )
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('a failed read is an error with Retry, which reads again', async () => {
    const { 'dov.stake/dov.stake/bdata': _bdata, ...withoutBdata } = TABLES
    const node = setup(withoutBdata)
    expect(await screen.findByText('Your economy could not be loaded.')).toBeTruthy()
    const before = node.requests.length
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(node.requests.length).toBeGreaterThan(before)
  })

  it('loading: a spinner, never figures of 0', () => {
    setup()
    expect(screen.getByRole('progressbar', { name: 'Loading your economy' })).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
