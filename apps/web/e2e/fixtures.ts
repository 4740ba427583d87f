import { test as base, expect, type Page } from '@playwright/test'

function env(name: string): string {
  const value = process.env[name]
  if (value === undefined)
    throw new Error(`${name} is not set: run the suite through playwright.config.ts`)
  return value
}

/** The devchain the suite started, with its test controls. */
export class Devchain {
  readonly url = env('DOV_E2E_DEVCHAIN')
  readonly proxy = env('DOV_E2E_PROXY')

  private async post(path: string, body: unknown = {}): Promise<unknown> {
    const response = await fetch(`${this.url}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`)
    return response.json()
  }

  /** Restores the world: every test starts from the same state. */
  reset() {
    return this.post('/devchain/reset')
  }

  advanceTime(seconds: number) {
    return this.post('/devchain/time', { advance_seconds: seconds })
  }

  tableRows(code: string, table: string, scope: string): Promise<unknown> {
    return this.post('/v1/chain/get_table_rows', { code, table, scope, json: true, limit: 1000 })
  }

  /** Kills (or revives) the first RPC endpoint the app uses. */
  async setFirstEndpointDown(down: boolean) {
    await fetch(`${this.proxy}/__e2e/${down ? 'down' : 'up'}`, { method: 'POST' })
  }
}

/** Logs in through the wallet chooser with a devchain demo account. */
export async function loginAs(page: Page, account: string) {
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  const toggle = page.getByRole('button', { name: 'Menu' })
  if (await toggle.isVisible()) await toggle.click()
  await menu.getByRole('button', { name: 'Log In' }).click()
  const dialog = page.getByRole('dialog', { name: 'To continue please select an option' })
  await dialog.getByLabel('Demo account').selectOption(account)
  await dialog.getByRole('button', { name: 'Local demo account' }).click()
  await expect(menu.getByTestId('account-name')).toHaveText(account)
}

export const test = base.extend<{ devchain: Devchain }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first, destructured argument; this one has none
  devchain: async ({}, use) => {
    const devchain = new Devchain()
    await devchain.reset()
    await devchain.setFirstEndpointDown(false)
    await use(devchain)
  },
})

export { expect }
