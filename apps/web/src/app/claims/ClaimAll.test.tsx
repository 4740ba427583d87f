import type { Amount } from '@dov/game/amount'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SessionContext, type SessionState } from '../../chain/session'
import { claimFight } from '../../chain/write/game'
import { claimBuildings } from '../../chain/write/staking'
import { serveTables } from '../../test/testUtils'
import { documentTitle } from '../documentTitle'
import { ClaimAll } from './ClaimAll'
import { type ReadyClaims, useReadyClaims } from './useReadyClaims'

vi.mock('./useReadyClaims', () => ({ useReadyClaims: vi.fn() }))

const dovx = (units: bigint): Amount => ({ units, precision: 4, symbol: 'DOVX' })
const dovr = (units: bigint): Amount => ({ units, precision: 4, symbol: 'DOVR' })

/** Two finished buildings and one fight over: +9.0000 DOVR, +2.3250 DOVX. */
const READY: ReadyClaims = {
  reads: { status: 'ready', error: null, retry: () => {} },
  buildings: [
    {
      assetId: '10',
      type: 'Repair',
      cycles: 1,
      produced: [dovr(30_000n)],
      consumed: [dovx(10_000n)],
    },
    {
      assetId: '11',
      type: 'Repair',
      cycles: 2,
      produced: [dovr(60_000n)],
      consumed: [dovx(20_000n)],
    },
  ],
  fights: [{ divID: 4, zoneID: 1, result: 'win', payout: dovx(53_250n), title: 'DIVISION 1' }],
  count: 3,
  totals: [dovx(23_250n), dovr(90_000n)],
  actions: [claimFight('player1', 4), claimBuildings(['10', '11'])],
  watched: [],
  nextAt: undefined,
}

const NOTHING: ReadyClaims = {
  ...READY,
  buildings: [],
  fights: [],
  count: 0,
  totals: [],
  actions: [],
  nextAt: 1_000_000_000_000,
}

afterEach(() => {
  vi.unstubAllGlobals()
})

/**
 * The panel as the shell holds it: the tab's title counts what the panel counts, from the same
 * reads (`useReadyCount.test.tsx` checks the shell's own count against the panel's).
 */
function Shell() {
  const ready = useReadyClaims('player1', 0).count
  return (
    <>
      <ClaimAll account="player1" />
      <output data-testid="title">{documentTitle('Buildings', ready)}</output>
    </>
  )
}

function setup(ready: ReadyClaims) {
  vi.mocked(useReadyClaims).mockReturnValue(ready)
  const balances = [{ balance: '100.0000 DOVX' }, { balance: '5.0000 DOVR' }]
  const { requests } = serveTables({ 'dov.stake/player1/balances': { rows: balances } })
  const sendTransaction = vi.fn(async () => {
    // What the chain does with the claims: DOVX +2.3250, DOVR +9.0000.
    balances.splice(0, 2, { balance: '102.3250 DOVX' }, { balance: '14.0000 DOVR' })
    return { id: 'ab'.repeat(32) }
  })
  const session = { account: 'player1', sendTransaction } as unknown as SessionState
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  )
  render(<Shell />, { wrapper })
  return { sendTransaction, balances, requests }
}

describe('ClaimAll', () => {
  it('shows the count, the title count and the totals before signing', async () => {
    setup(READY)
    expect(screen.getByTestId('ready-count').textContent).toBe('3')
    expect(screen.getByText('(2 buildings, 1 fight)')).toBeTruthy()
    const totals = screen.getByRole('list', { name: 'Claiming all moves your balances by' })
    expect(totals.textContent).toBe('+2.3250 DOVX+9.0000 DOVR')
    expect(screen.getByTestId('title').textContent).toBe('(3) Buildings · DOV Warfare')
  })

  it('sends every claim in one transaction, and says nothing more when the balances moved as shown', async () => {
    const { sendTransaction, requests } = setup(READY)
    const button = screen.getByRole('button', { name: 'Claim all' })
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
    const read = () =>
      requests.filter((r) => JSON.stringify(r.body ?? '').includes('"balances"')).length
    const before = read()
    await userEvent.click(button)
    expect(sendTransaction).toHaveBeenCalledTimes(1)
    expect(sendTransaction).toHaveBeenCalledWith(READY.actions)
    // The balances are read again and agree with what was shown: the transaction's toast has
    // said it (docs/rules.md "One message per outcome"), the panel adds no sentence of its own.
    await waitFor(() => expect(read()).toBeGreaterThan(before))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByTestId('claim-report').textContent).toBe('')
  })

  it('says what the chain did when it differs from what was shown', async () => {
    const { sendTransaction, balances } = setup(READY)
    sendTransaction.mockImplementation(async () => {
      // A cycle more finished while signing: the chain paid 3.0000 DOVR more.
      balances.splice(0, 2, { balance: '102.3250 DOVX' }, { balance: '17.0000 DOVR' })
      return { id: 'cd'.repeat(32) }
    })
    const button = screen.getByRole('button', { name: 'Claim all' })
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
    await userEvent.click(button)
    await waitFor(
      () =>
        expect(screen.getByTestId('claim-report').textContent).toContain(
          'DOVR: +12.0000 DOVR (shown +9.0000 DOVR)',
        ),
      { timeout: 4000 },
    )
  })

  it('nothing ready: disabled, with the reason and when the next is due', () => {
    setup(NOTHING)
    const button = screen.getByRole('button', { name: 'Claim all' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '')
    expect(reason?.textContent).toMatch(/^Nothing is ready to claim yet; next in \d+:\d\d:\d\d\.$/)
    expect(screen.getByTestId('title').textContent).toBe('Buildings · DOV Warfare')
  })

  it('a net cost the balance cannot cover disables Claim all and says so', async () => {
    setup({ ...READY, totals: [dovx(-1_500_000n)] })
    await waitFor(() =>
      expect(
        screen.getByText(
          'Not enough DOVX in game: claiming all costs 150.0000, you have 100.0000.',
        ),
      ).toBeTruthy(),
    )
    expect((screen.getByRole('button', { name: 'Claim all' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })
})
