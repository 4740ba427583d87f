import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SessionContext, type SessionState } from '../../chain/session'
import { network } from '../../config/current'
import { createFakeNode, type FakeNodeOptions, fakeAtomicAsset } from '../../test/fakeNode'
import { Component } from './route'

const recipe = (template_id: number, costs: string[], available: number) => ({
  template_id,
  type: 'unit',
  costs,
  schema: 'units',
  available,
})
const CDATA = {
  rows: [
    recipe(5, ['2.0000 DOVX', '1.0000 DOVS'], 50),
    recipe(7, ['8.125 DOVX', '2.0075 DOVH'], 10),
    recipe(12, ['5.0000 DOVX'], 25),
    recipe(14, ['12.0000 DOVX'], 5),
    recipe(36, ['100.0000 DOVX'], 0),
    recipe(37, ['750.0000 DOVX', '25.0000 DOVR'], 3),
    recipe(53, ['3.0000 DOVX'], 20),
  ],
  primary: (row: Record<string, unknown>) => Number(row.template_id),
}
const BALANCES = {
  rows: ['500.0000 DOVX', '200.0000 DOVS', '200.0000 DOVH', '200.0000 DOVR', '200.0000 DOVF'].map(
    (balance) => ({ balance }),
  ),
  primary: (row: Record<string, unknown>) => String(row.balance).split(' ')[1] ?? '',
}
const template = (id: number, name: string) => ({
  template_id: String(id),
  immutable_data: { name, img: `Qm${id}` },
})
const TEMPLATES = Object.fromEntries(
  [
    [5, 'Rifleman'],
    [7, 'Captain'],
    [12, 'Light Tank'],
    [14, 'Radio Operator'],
    [36, 'Land Cruiser'],
    [37, 'Workshop Mk 1'],
  ].map(([id, name]) => [`dov.army/${id}`, template(Number(id), String(name))]),
)
const ASSETS = [
  { ...fakeAtomicAsset(1, 'player1', 'units', 7), data: { img: 'x', rarity: 'Common' } },
]

function setup(
  options: FakeNodeOptions,
  send: () => Promise<{ id: string }> = async () => ({ id: 'ab'.repeat(32) }),
) {
  vi.stubGlobal('fetch', createFakeNode(options).fetch)
  const sendTransaction = vi.fn(send)
  const session = { account: 'player1', sendTransaction } as unknown as SessionState
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  )
  render(<Component account="player1" />, { wrapper })
  return { sendTransaction }
}

const ALL: FakeNodeOptions = {
  tables: { 'dov.stake/dov.stake/cdata': CDATA, 'dov.stake/player1/balances': BALANCES },
  templates: TEMPLATES,
  assets: ASSETS,
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const card = (name: string) => screen.getByRole('article', { name })

describe('crafting screen', () => {
  it('shows the first 6 recipes with image, name, template id, Remains and 4-decimal costs', async () => {
    setup(ALL)
    await screen.findByRole('article', { name: 'Captain' })
    expect(screen.getAllByRole('article')).toHaveLength(6)
    const captain = card('Captain')
    expect(within(captain).getByTestId('template-id').textContent).toBe('#7')
    expect(within(captain).getByTestId('remains').textContent).toBe('10')
    expect(within(captain).getByTestId('owned').textContent).toBe('1')
    expect(
      within(within(captain).getByRole('list', { name: 'Costs' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['8.1250 DOVX', '2.0075 DOVH'])
    expect(screen.getByTestId('in-game-DOVX').textContent).toBe('500.0000')
  })

  it('no craft button when nothing remains', async () => {
    setup(ALL)
    const cruiser = await screen.findByRole('article', { name: 'Land Cruiser' })
    expect(within(cruiser).getByTestId('remains').textContent).toBe('0')
    expect(within(cruiser).queryByRole('button')).toBeNull()
    expect(within(cruiser).getByText('Nothing left to craft')).toBeTruthy()
  })

  it('a craft the balances do not cover is disabled with the reason, and never signed', async () => {
    const { sendTransaction } = setup(ALL)
    const workshop = await screen.findByRole('article', { name: 'Workshop Mk 1' })
    const button = within(workshop).getByRole('button', { name: 'Craft' })
    expect(button).toHaveProperty('disabled', true)
    expect(button.getAttribute('aria-describedby')).not.toBeNull()
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '')
    expect(reason?.textContent).toBe('You need 250.0000 DOVX more in game.')
    await userEvent.click(button)
    expect(sendTransaction).not.toHaveBeenCalled()
  })

  it('Craft sends startcraft with the template id', async () => {
    const { sendTransaction } = setup(ALL)
    const captain = await screen.findByRole('article', { name: 'Captain' })
    await userEvent.click(within(captain).getByRole('button', { name: 'Craft' }))
    expect(sendTransaction).toHaveBeenCalledWith([
      {
        account: network.contracts.staking,
        name: 'startcraft',
        data: { player: 'player1', craft_id: 7 },
      },
    ])
  })

  it('unknown balances are said, never shown as 0, and the buttons wait', async () => {
    setup({ ...ALL, tables: { 'dov.stake/dov.stake/cdata': CDATA } })
    await screen.findByRole('article', { name: 'Captain' })
    expect(screen.getByText(/Your in-game balances could not be read/)).toBeTruthy()
    expect(screen.queryByTestId('in-game-DOVX')).toBeNull()
    for (const button of screen.getAllByRole('button', { name: 'Craft' })) {
      expect(button).toHaveProperty('disabled', true)
    }
  })

  it('names that cannot be read fall back to the template id; the recipes stay', async () => {
    setup({ ...ALL, templates: {} })
    expect(await screen.findByRole('article', { name: 'Template 7' })).toBeTruthy()
    expect(screen.getByText('Some names, images or owned counts could not be loaded.')).toBeTruthy()
  })

  it('no recipes: "No assets to show"', async () => {
    setup({ ...ALL, tables: { ...ALL.tables, 'dov.stake/dov.stake/cdata': { rows: [] } } })
    expect(await screen.findByText('No assets to show')).toBeTruthy()
  })

  it('a failed recipes read is an error with Retry', async () => {
    setup({ ...ALL, tables: { 'dov.stake/player1/balances': BALANCES } })
    expect(await screen.findByText('The crafts could not be loaded.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })
})

describe('crafting shows what it made', () => {
  /** A transaction the test confirms: `confirm` mints the asset (in the API's answer) first. */
  function craftAnswered(minted: ReturnType<typeof fakeAtomicAsset>) {
    const assets = [...ASSETS]
    let confirm = () => {}
    const send = () =>
      new Promise<{ id: string }>((resolve) => {
        confirm = () => {
          assets.push(minted)
          resolve({ id: 'cd'.repeat(32) })
        }
      })
    const { sendTransaction } = setup({ ...ALL, assets }, send)
    return { sendTransaction, confirm: () => act(confirm) }
  }
  const minted = {
    ...fakeAtomicAsset('1099511628001', 'player1', 'units', 7),
    name: 'Captain <b>Kidd</b>',
  }

  it('the clicked recipe says it is crafting (aria-busy); the other buttons wait', async () => {
    const { confirm } = craftAnswered(minted)
    const captain = await screen.findByRole('article', { name: 'Captain' })
    await userEvent.click(within(captain).getByRole('button', { name: 'Craft' }))
    const busy = within(captain).getByRole('button', { name: 'Crafting…' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect(busy).toHaveProperty('disabled', true)
    for (const button of screen.getAllByRole('button', { name: 'Craft' })) {
      expect(button).toHaveProperty('disabled', true)
    }
    await confirm()
    expect(await within(captain).findByRole('button', { name: 'Craft' })).toHaveProperty(
      'disabled',
      false,
    )
    expect(within(captain).getByRole('button', { name: 'Craft' }).getAttribute('aria-busy')).toBe(
      null,
    )
  })

  it('after the confirmation, a status says the new asset: name (as text), id and image', async () => {
    const { confirm } = craftAnswered(minted)
    const captain = await screen.findByRole('article', { name: 'Captain' })
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('')
    await userEvent.click(within(captain).getByRole('button', { name: 'Craft' }))
    await confirm()
    await within(status).findByText('You crafted Captain <b>Kidd</b> #1099511628001')
    expect(status.querySelector('b')).toBeNull()
    const image = status.parentElement?.querySelector('img')
    expect(image?.getAttribute('src')).toContain('QmImage1099511628001')
    // The screen's Owned count shows it too.
    expect(within(captain).getByTestId('owned').textContent).toBe('2')
  })

  it('Dismiss (a button, from the keyboard) empties the status and moves focus to the recipes', async () => {
    const { confirm } = craftAnswered(minted)
    const captain = await screen.findByRole('article', { name: 'Captain' })
    await userEvent.click(within(captain).getByRole('button', { name: 'Craft' }))
    await confirm()
    await screen.findByText(/#1099511628001/)
    screen.getByRole('button', { name: 'Dismiss' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('status').textContent).toBe('')
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Craftable items' }))
  })

  it('a declined craft shows no notice', async () => {
    setup(ALL, async () => {
      throw new Error('User canceled request')
    })
    const captain = await screen.findByRole('article', { name: 'Captain' })
    await userEvent.click(within(captain).getByRole('button', { name: 'Craft' }))
    expect(await within(captain).findByRole('button', { name: 'Craft' })).toHaveProperty(
      'disabled',
      false,
    )
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
