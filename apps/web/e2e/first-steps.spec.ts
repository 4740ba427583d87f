import { readWorld } from './divisions'
import { expect, openAs, test } from './fixtures'

/**
 * A new account's first steps under the Ready bar (demo world: player1 has nothing staked and
 * no division; player2 has both and a victory).
 */

const steps = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'First steps' })

test('a new account sees its first steps, ticked off from the chain, and can hide them for good', async ({
  page,
  devchain,
}) => {
  await openAs(page, '/', 'player1')
  const panel = steps(page)
  await expect(panel.getByRole('listitem')).toHaveText([
    /Stake a building\s*To do/,
    /Build a division\s*To do/,
    /Send it to fight\s*To do/,
  ])
  await expect(panel.getByRole('link', { name: 'Build a division' })).toHaveAttribute(
    'href',
    '/create',
  )
  // On every screen until done: here on the fight list too.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Fight' })
    .click()
  await expect(panel.getByRole('listitem')).toHaveCount(3)
  await panel.getByRole('link', { name: 'Stake a building' }).click()

  // The first step, done on the chain through the slots below the panel.
  const slots = page.getByRole('list', { name: 'Building slots' })
  await slots.getByRole('button', { name: 'Add a building' }).first().click()
  const popup = page.getByRole('dialog', { name: 'Add a building' })
  await popup.getByRole('list', { name: 'Unstaked buildings' }).getByRole('button').first().click()
  await expect(slots.getByRole('button', { name: 'Add a building' })).toHaveCount(3)
  await expect(panel.getByRole('listitem').first()).toHaveText(/Stake a building\s*Done/)
  await expect(panel).toContainText('Next, build a division')

  // A division built (here from another device): a newcomer keeps the panel on the next visit,
  // and its hint moves on to the step left, never back to one shown Done.
  const { cards } = await readWorld(devchain, 'player1')
  const officer = cards.find((card) => card.unit.type === 'officer')
  const combat = cards.find((card) => card.unit.type === 'combat')
  if (officer === undefined || combat === undefined) throw new Error('player1 has no units')
  const setup = [
    { key: 'officer', value: officer.asset_id },
    { key: 'combat4', value: combat.asset_id },
  ]
  await devchain.transact('player1', [
    { account: 'dov.divsim', name: 'adddivision', data: { zoneID: 1, setup, player: 'player1' } },
  ])
  await page.reload()
  await expect(steps(page).getByRole('listitem')).toHaveText([
    /Stake a building\s*Done/,
    /Build a division\s*Done/,
    /Send it to fight\s*To do/,
  ])
  await expect(steps(page)).toContainText('Next, send your division to fight')
  await expect(steps(page)).not.toContainText('build a division')
  await steps(page).getByRole('button', { name: 'Hide these steps' }).click()
  await expect(steps(page)).toHaveCount(0)
  await page.reload()
  await expect(slots.getByRole('article')).toHaveCount(1)
  await expect(steps(page)).toHaveCount(0)
})

test('an account that has already played never sees them', async ({ page }) => {
  await openAs(page, '/', 'player2')
  await expect(
    page.getByRole('list', { name: 'Building slots' }).getByRole('article'),
  ).not.toHaveCount(0)
  // The decision is made once the account's divisions are read: remembered as not new.
  await expect
    .poll(() =>
      page.evaluate(
        () => Object.entries(localStorage).find(([k]) => k.startsWith('dov:first-steps:'))?.[1],
      ),
    )
    .toBe('not-new')
  await expect(steps(page)).toHaveCount(0)
})
