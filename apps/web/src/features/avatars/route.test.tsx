import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SessionContext, type SessionState } from '../../chain/session'
import { network } from '../../config/current'
import { createFakeNode, type FakeTable } from '../../test/fakeNode'
import { Component } from './route'

const AVATARS: FakeTable = {
  rows: [
    { id: 2, ipfs: 'QmTwo', cost: '1.0000 DOVX' },
    { id: 3, ipfs: 'QmThree', cost: '2.0000 DOVX' },
    { id: 10, ipfs: 'QmTen', cost: '250.0000 DOVR' },
  ],
}
const balances = (avt?: number): FakeTable => ({
  rows: [
    { balance: '500.0000 DOVX' },
    { balance: '200.0000 DOVR' },
    ...(avt === undefined ? [] : [{ balance: `${avt} AVT` }]),
  ],
  primary: (row) => String(row.balance).split(' ')[1] ?? '',
})

function setup(tables: Record<string, FakeTable>) {
  vi.stubGlobal('fetch', createFakeNode({ tables }).fetch)
  const sendTransaction = vi.fn(async () => ({ id: 'ab'.repeat(32) }))
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

beforeEach(() => {
  // user-event walks a radio group with CSS.escape, which jsdom lacks.
  vi.stubGlobal('CSS', { escape: (value: string) => value })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const save = () => screen.getByRole('button', { name: 'Save' })

describe('avatar screen', () => {
  it('preselects the current avatar in a radio group of images; Save waits for another choice', async () => {
    setup({
      'dov.game/dov.game/avatars': AVATARS,
      'dov.stake/player1/balances': balances(3),
    })
    const group = await screen.findByRole('group', { name: 'Avatar icons' })
    const radios = within(group).getAllByRole('radio')
    expect(radios).toHaveLength(3)
    expect(screen.getByRole('radio', { name: 'Avatar 3, 2.0000 DOVX, Current' })).toHaveProperty(
      'checked',
      true,
    )
    expect(screen.getByRole('img', { name: 'Avatar 2' })).toBeTruthy()
    expect(screen.getByTestId('avatar-cost').textContent).toBe('2.0000 DOVX')
    expect(save()).toHaveProperty('disabled', true)
    expect(save().getAttribute('aria-describedby')).not.toBeNull()
    expect(screen.getByText('This is your avatar.')).toBeTruthy()
  })

  it('another choice shows its cost and saves it with setavatar', async () => {
    const { sendTransaction } = setup({
      'dov.game/dov.game/avatars': AVATARS,
      'dov.stake/player1/balances': balances(3),
    })
    await userEvent.click(await screen.findByRole('radio', { name: /^Avatar 2,/ }))
    expect(screen.getByTestId('avatar-cost').textContent).toBe('1.0000 DOVX')
    expect(save()).toHaveProperty('disabled', false)
    await userEvent.click(save())
    expect(sendTransaction).toHaveBeenCalledWith([
      {
        account: network.contracts.game,
        name: 'setavatar',
        data: { player: 'player1', avatar_id: 2 },
      },
    ])
  })

  it('arrow keys move the choice', async () => {
    setup({
      'dov.game/dov.game/avatars': AVATARS,
      'dov.stake/player1/balances': balances(2),
    })
    const two = await screen.findByRole('radio', { name: /^Avatar 2,/ })
    two.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: /^Avatar 3,/ })).toHaveProperty('checked', true)
    expect(screen.getByTestId('avatar-cost').textContent).toBe('2.0000 DOVX')
  })

  it('an avatar the player cannot afford is marked and refused before signing', async () => {
    const { sendTransaction } = setup({
      'dov.game/dov.game/avatars': AVATARS,
      'dov.stake/player1/balances': balances(3),
    })
    const marshal = await screen.findByRole('radio', { name: /^Avatar 10,/ })
    expect(marshal.closest('label')?.textContent).toContain('Not enough: 50.0000 DOVR more needed')
    await userEvent.click(marshal)
    expect(save()).toHaveProperty('disabled', true)
    expect(screen.getByText('You need 50.0000 DOVR more in game.')).toBeTruthy()
    await userEvent.click(save())
    expect(sendTransaction).not.toHaveBeenCalled()
  })

  it('without an AVT row (or an unknown id) nothing is checked and the cost reads "Select Avatar"', async () => {
    setup({
      'dov.game/dov.game/avatars': AVATARS,
      'dov.stake/player1/balances': balances(),
    })
    await screen.findByRole('group', { name: 'Avatar icons' })
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(
      false,
    )
    expect(screen.getByTestId('avatar-cost').textContent).toBe('Select Avatar')
    expect(save()).toHaveProperty('disabled', true)
  })

  it('balances that cannot be read are unknown, with Retry; nothing is sent', async () => {
    setup({ 'dov.game/dov.game/avatars': AVATARS })
    expect(
      await screen.findByText(/Your avatar and in-game balances could not be read/),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(screen.queryByText(/Current/)).toBeNull()
    expect(screen.queryByText(/Not enough/)).toBeNull()
    await userEvent.click(screen.getByRole('radio', { name: /^Avatar 2,/ }))
    expect(save()).toHaveProperty('disabled', true)
  })

  it('a failed avatars read is an error with Retry', async () => {
    setup({ 'dov.stake/player1/balances': balances(3) })
    expect(await screen.findByText('The avatars could not be loaded.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })
})
