import { render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { NO_PICTURES } from './avatars'
import { ForcesBoard } from './ForcesBoard'
import { WinsBoard } from './WinsBoard'

const ranked = [
  { rank: 1, owner: 'army.ike', victories: 12 },
  { rank: 2, owner: 'player5', victories: 1 },
]

// The owners link to their pages: the boards render inside a router.
const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>

/** A CID the image module accepts (ChainImage draws it from the network's gateways). */
const HASH = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'

function board(props: Partial<Parameters<typeof WinsBoard>[0]> = {}) {
  render(
    <WinsBoard
      // One id per board: several boards share a test's page.
      id={`board-${props.title ?? 'Camp'}`}
      board="camp"
      title="Camp"
      subtitle="Zones 5–8"
      picture="/art/camp.svg"
      state="complete"
      ranked={ranked}
      account="player5"
      size={5}
      pictures={NO_PICTURES}
      grades={new Map([['army.ike', 45]])}
      {...props}
    />,
    { wrapper },
  )
  return screen.getByRole('region', { name: props.title ?? 'Camp' })
}

describe('WinsBoard', () => {
  it('lists rank, account and "N Victories", marking the player’s row in words', async () => {
    const region = board()
    // The rank's words come with their own chunk.
    await within(region).findByText('Captain')
    expect(region?.getAttribute('data-state')).toBe('complete')
    expect(region?.getAttribute('aria-busy')).toBe('false')
    const rows = within(region).getAllByRole('row').slice(1)
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      // Each owner's commander rank follows the name where it is known.
      ['1', 'army.ike Captain', '12 Victories'],
      ['2', 'player5 You', '1 Victories'],
    ])
    expect(rows[1]?.hasAttribute('data-own')).toBe(true)
    expect(rows[0]?.hasAttribute('data-own')).toBe(false)
    expect(within(region).getByText('Zones 5–8')).toBeTruthy()
  })

  it('links each account to its commander page, its avatar before the name, You after the link', () => {
    const region = board({ pictures: new Map([['army.ike', HASH]]) })
    const [ike, player5] = within(region).getAllByRole('row').slice(1) as HTMLElement[]
    if (ike === undefined || player5 === undefined) throw new Error('two rows expected')
    const link = within(ike).getByRole('link', { name: 'army.ike' })
    expect(link.getAttribute('href')).toBe('/player/army.ike')
    expect(within(player5).getByRole('link', { name: 'player5' }).getAttribute('href')).toBe(
      '/player/player5',
    )
    // The picture is decorative (the name beside it says who): no name of its own, no second
    // "army.ike" for a screen reader.
    const [picture] = ike.querySelectorAll('img')
    expect(picture?.getAttribute('alt')).toBe('')
    expect(picture?.getAttribute('src')).toContain(HASH)
    // Inside the link, before the name: one target, named by the account.
    expect(link.firstElementChild).toBe(picture)
    expect(link.textContent).toBe('army.ike')
    // An owner with no picture known: the default avatar.
    const fallback = player5.querySelector('img')
    expect(fallback?.getAttribute('src')).toBe('/art/avatar-default.svg')
    expect(fallback?.getAttribute('alt')).toBe('')
    expect(fallback?.getAttribute('loading')).toBe('lazy')
    // "You" is the row's mark, not part of the link's name.
    expect(within(player5).getByText('You').closest('a')).toBeNull()
  })

  it("the player's place beyond the top links to their page too, with their avatar", () => {
    const region = board({
      title: 'Beyond',
      ranked: [{ rank: 1, owner: 'army.ike', victories: 12 }],
      own: { rank: 9, owner: 'player5', victories: 1 },
      pictures: new Map([['player5', HASH]]),
    })
    const rows = within(region).getAllByRole('row')
    expect(rows[2]?.textContent).toBe('Your place beyond the top')
    const beyond = rows[3] as HTMLElement
    expect(within(beyond).getByRole('link', { name: 'player5' }).getAttribute('href')).toBe(
      '/player/player5',
    )
    expect(beyond.querySelector('img')?.getAttribute('src')).toContain(HASH)
    expect(beyond.textContent).toContain('player5 You')
  })

  it('while owners are read: the rows so far, marked Provisional and busy', () => {
    const region = board({ state: 'partial' })
    expect(within(region).getByText('Provisional')).toBeTruthy()
    expect(region?.getAttribute('aria-busy')).toBe('true')
  })

  it('loading shows placeholders; empty and failed say so in words', () => {
    const loading = board({ state: 'loading', title: 'Loading' })
    expect(within(loading).getByRole('list', { name: 'Loading the board' })).toBeTruthy()
    expect(within(loading).queryByRole('table')).toBeNull()
    board({ ranked: [], title: 'Empty' })
    expect(
      within(screen.getByRole('region', { name: 'Empty' })).getByText('No victories yet.'),
    ).toBeTruthy()
    board({ ranked: [], state: 'partial', title: 'Reading' })
    expect(
      within(screen.getByRole('region', { name: 'Reading' })).getByText('No victories read yet.'),
    ).toBeTruthy()
    board({ state: 'error', title: 'Failed' })
    const failed = screen.getByRole('region', { name: 'Failed' })
    expect(within(failed).getByText('Victories could not be read.')).toBeTruthy()
    expect(within(failed).queryByRole('table')).toBeNull()
  })
})

describe('ForcesBoard', () => {
  const forces = [{ rank: 1, owner: 'player5', divID: 4, power: 4_069_620 }]
  const title = 'TOP 20 Armed forces (ranked by the strength of the military divisions)'

  it('shows rank, owner, division id and power / 10000 with 1 decimal', () => {
    render(
      <ForcesBoard
        state="complete"
        ranked={forces}
        truncated={false}
        error={null}
        retry={() => {}}
        account={null}
        pictures={NO_PICTURES}
        grades={new Map()}
      />,
      { wrapper },
    )
    const region = screen.getByRole('region', { name: title })
    const cells = within(within(region).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')
    expect(cells.map((c) => c.textContent)).toEqual(['1', 'player5', '4', '406.9'])
    expect(within(region).getByRole('link', { name: 'player5' }).getAttribute('href')).toBe(
      '/player/player5',
    )
  })

  it('a failed read: the reason and a Retry, no table and no false "no divisions"', () => {
    render(
      <ForcesBoard
        state="error"
        ranked={[]}
        truncated={false}
        error={new Error('node down')}
        retry={() => {}}
        account={null}
        pictures={NO_PICTURES}
        grades={new Map()}
      />,
      { wrapper },
    )
    const region = screen.getByRole('region', { name: title })
    expect(within(region).getByRole('alert').textContent).toContain(
      'The divisions could not be read.',
    )
    expect(within(region).getByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(within(region).queryByText('No divisions yet.')).toBeNull()
  })
})
