import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AccountResources, accountResourcesKey } from '../../chain/read/account'
import { zoneWinsRead } from '../../chain/read/game/infos'
import { walletError } from '../../chain/wallet/kit'
import { TRANSACT_KEY } from '../../chain/wallet/transaction'
import { network } from '../../config/current'
import AccountMenu from './AccountMenu'

const RESOURCES: AccountResources = {
  liquid: '12.50000000 WAX',
  cpu: { used: 500_000, available: 1_500_000, max: 2_000_000 },
  net: { used: 184, available: 1_048_392, max: 1_048_576 },
  ram: { used: 3_000, quota: 1_048_576 },
}

function renderMenu() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <AccountMenu account="player1" />
      </QueryClientProvider>
    </MemoryRouter>,
  )
  return client
}

/**
 * A transaction that settled as `run` makes it (`TRANSACT_KEY`), in the mutations' cache; then the
 * cache's notifications (scheduled on the next tick) have reached the menu.
 */
async function settleTransaction(client: QueryClient, outcome: () => Promise<unknown>) {
  await act(async () => {
    await client
      .getMutationCache()
      .build(client, { mutationKey: TRANSACT_KEY, mutationFn: outcome })
      .execute(undefined)
      .catch(() => {})
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

const failTransaction = (client: QueryClient, error: Error) =>
  settleTransaction(client, () => Promise.reject(error))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('AccountMenu', () => {
  it("shows the player's commander rank from their victories on the chain", async () => {
    const client = renderMenu()
    // Zone 21 has no objective: 41 victories on objectives, a Captain.
    client.setQueryData(zoneWinsRead.query(network, 'player1').queryKey, [
      { zone: 1, wins: 30 },
      { zone: 9, wins: 11 },
      { zone: 21, wins: 70 },
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Account' }))
    const panel = screen.getByRole('region', { name: 'Account' })
    expect((await within(panel).findByTestId('account-rank')).textContent).toBe('Captain')
    expect(within(panel).getByText(/59 victories to Major/)).toBeTruthy()
  })

  it("opens on a click and shows the account's WAX and its CPU, NET and RAM use", async () => {
    const client = renderMenu()
    client.setQueryData(accountResourcesKey(network, 'player1'), RESOURCES)
    const toggle = screen.getByRole('button', { name: 'Account' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(toggle)
    const panel = screen.getByRole('region', { name: 'Account' })
    expect(within(panel).getByRole('heading', { name: 'player1' })).toBeTruthy()
    expect(
      within(panel).getByRole('link', { name: 'Your commander page' }).getAttribute('href'),
    ).toBe('/player/player1')
    expect(within(panel).getByTestId('account-wax').textContent).toContain('12.50000000 WAX')
    expect(within(panel).getByTestId('account-cpu').textContent).toContain(
      '25% used (500.0 ms of 2.00 s)',
    )
    expect(within(panel).getByTestId('account-net').textContent).toContain(
      '0% used (184 B of 1.05 MB)',
    )
    expect(within(panel).getByTestId('account-ram').textContent).toContain(
      '0% used (3.0 KB of 1.05 MB)',
    )
    expect(within(panel).getByRole('meter', { name: 'CPU used' }).getAttribute('value')).toBe('25')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'Account' })).toBeNull()
  })

  it('says unknown with Retry when the account cannot be read, never zero', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    renderMenu()
    await userEvent.click(screen.getByRole('button', { name: 'Account' }))
    expect(await screen.findByText('Your account’s resources could not be read.')).toBeTruthy()
    for (const id of ['account-wax', 'account-cpu', 'account-net', 'account-ram'])
      expect(screen.getByTestId(id).textContent).toBe('unknown')
    expect((screen.getByRole('button', { name: 'Retry' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
  })

  it('opens by itself on a transaction refused for want of CPU: what it means, what to do, the chain’s words one click away', async () => {
    const client = renderMenu()
    client.setQueryData(accountResourcesKey(network, 'player1'), RESOURCES)
    const chainText =
      'billed CPU time (412 us) is greater than the maximum billable CPU time for the transaction (0 us)'
    await failTransaction(
      client,
      walletError(new Error(chainText), undefined, 'tx_cpu_usage_exceeded'),
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your account ran out of CPU time')
    expect(alert.textContent).toContain('wait a few minutes and try again')
    // The chain's text is in a closed disclosure, opened with a click on Details.
    const details = within(alert).getByText(chainText).closest('details')
    expect(details?.open).toBe(false)
    await userEvent.click(within(alert).getByText('Details'))
    expect(details?.open).toBe(true)
    // Closed, the refusal is dismissed: opened again, the menu shows the account only.
    await userEvent.click(screen.getByRole('button', { name: 'Account' }))
    await userEvent.click(screen.getByRole('button', { name: 'Account' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('lets a later transaction end the refusal’s notice', async () => {
    const client = renderMenu()
    client.setQueryData(accountResourcesKey(network, 'player1'), RESOURCES)
    await failTransaction(
      client,
      walletError(
        new Error('transaction net usage is too high: 184 > 0'),
        undefined,
        'tx_net_usage_exceeded',
      ),
    )
    expect((await screen.findByRole('alert')).textContent).toContain('ran out of NET bandwidth')
    await settleTransaction(client, () => Promise.resolve({ id: 'ab' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('region', { name: 'Account' })).toBeTruthy()
  })

  it('says nothing of resources for any other refusal', async () => {
    const client = renderMenu()
    await failTransaction(
      client,
      walletError(
        new Error('assertion failure with message: not enough RAM slots'),
        undefined,
        'eosio_assert_message_exception',
      ),
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Account' })).toBeNull()
  })
})
