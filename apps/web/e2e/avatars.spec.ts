import type { Page } from '@playwright/test'
import { type Devchain, expect, openAs, test } from './fixtures'
import { headerText } from './numbers'
import { headerBalance, inGameUnits } from './staking'

/**
 * The avatar screen against the devchain's demo world (`game-catalog.ts` AVATARS): avatars 2 to 9
 * cost 1 to 8 DOVX, the Marshal (10) 250 DOVR; player1 has none chosen (AVT 1, the placeholder)
 * and 200 DOVR in game.
 */

async function openAvatars(page: Page, account = 'player1') {
  await openAs(page, '/avatars', account)
  const group = page.getByRole('group', { name: 'Avatar icons' })
  await expect(group.getByRole('radio')).toHaveCount(9)
  return group
}

/** The IPFS hash of an avatar, from the chain's `avatars` table. */
async function avatarHash(devchain: Devchain, id: number) {
  const { rows } = (await devchain.tableRows('dov.game', 'avatars', 'dov.game')) as {
    rows: { id: number; ipfs: string }[]
  }
  return rows.find((row) => row.id === id)?.ipfs ?? ''
}

const menuAvatar = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('img', { name: 'Your avatar' })

test.describe('avatars', () => {
  test('logged out, the screen asks for a wallet', async ({ page }) => {
    await page.goto('/avatars')
    await expect(page.getByRole('heading', { name: 'SELECT YOUR AVATAR ICON' })).toBeVisible()
    await expect(page.getByText('Please connect your wallet first.')).toBeVisible()
  })

  test('saving an avatar changes AVT and the menu avatar at once, and a reload keeps it', async ({
    page,
    devchain,
  }) => {
    const dovx = await inGameUnits(devchain, 'player1', 'DOVX')
    const group = await openAvatars(page)
    const save = page.getByRole('button', { name: 'Save' })
    await expect(headerBalance(page, 'AVT')).toHaveText('1')
    await expect(menuAvatar(page)).toHaveAttribute('src', '/art/avatar-default.svg')
    // No avatar chosen yet: the placeholder's cost label, nothing checked, nothing to save.
    await expect(page.getByTestId('avatar-cost')).toHaveText('Select Avatar')
    for (const radio of await group.getByRole('radio').all()) await expect(radio).not.toBeChecked()
    await expect(save).toBeDisabled()

    // A real radio group: a click picks, the arrow keys move.
    await group.getByRole('radio', { name: 'Avatar 3, 2.0000 DOVX' }).check()
    await page.keyboard.press('ArrowRight')
    const four = group.getByRole('radio', { name: 'Avatar 4, 3.0000 DOVX' })
    await expect(four).toBeChecked()
    await expect(four).toBeFocused()
    await expect(page.getByTestId('avatar-cost')).toHaveText('3.0000 DOVX')
    await expect(group.getByRole('img', { name: 'Avatar 4' })).toBeVisible()
    await save.click()

    await expect(
      page.getByRole('status').filter({ hasText: 'Transaction successfull' }),
    ).toBeVisible()
    await expect(headerBalance(page, 'AVT')).toHaveText('4')
    await expect(menuAvatar(page)).toHaveAttribute('src', new RegExp(await avatarHash(devchain, 4)))
    await expect(headerBalance(page, 'DOVX')).toHaveText(headerText(dovx - 30_000))
    await expect(group.getByRole('radio', { name: 'Avatar 4, 3.0000 DOVX, Current' })).toBeChecked()
    await expect(save).toBeDisabled()
    await expect(save).toHaveAccessibleDescription('This is your avatar.')

    await page.reload()
    await expect(headerBalance(page, 'AVT')).toHaveText('4')
    await expect(page.getByRole('radio', { name: 'Avatar 4, 3.0000 DOVX, Current' })).toBeChecked()
    await expect(menuAvatar(page)).toHaveAttribute('src', new RegExp(await avatarHash(devchain, 4)))
  })

  test('an avatar the player cannot afford is marked and refused before signing', async ({
    page,
    devchain,
  }) => {
    const group = await openAvatars(page)
    const marshal = group.getByRole('radio', {
      name: 'Avatar 10, 250.0000 DOVR, Not enough: 50.0000 DOVR more needed',
    })
    await expect(marshal).toBeVisible()
    await marshal.check()
    await expect(page.getByTestId('avatar-cost')).toHaveText('250.0000 DOVR')
    const save = page.getByRole('button', { name: 'Save' })
    await expect(save).toBeDisabled()
    await expect(save).toHaveAccessibleDescription('You need 50.0000 DOVR more in game.')
    expect(await inGameUnits(devchain, 'player1', 'DOVR')).toBe(2_000_000)
    await expect(headerBalance(page, 'AVT')).toHaveText('1')
  })

  test("a refusal of the chain shows the chain's message", async ({ page, devchain }) => {
    const group = await openAvatars(page)
    await group.getByRole('radio', { name: 'Avatar 9, 8.0000 DOVX' }).check()
    const save = page.getByRole('button', { name: 'Save' })
    await expect(save).toBeEnabled()
    // Meanwhile, on another device, player1 withdraws almost all their in-game DOVX.
    await devchain.transact('player1', [
      {
        account: 'dov.stake',
        name: 'withdraw',
        data: { player: 'player1', quantity: '495.0000 DOVX' },
      },
    ])
    await save.click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'An error has occurred.' }),
    ).toBeVisible()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Insufficient DOVX balance' }),
    ).toBeVisible()
    await expect(headerBalance(page, 'AVT')).toHaveText('1')
    await expect(save).toHaveAccessibleDescription('You need 3.0000 DOVX more in game.')
  })
})
