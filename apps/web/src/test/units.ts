import type { Asset } from '@dov/game/rows'

/**
 * A unit card for the fight and planner tests: asset 7, a Heavy Tank (Epic, combat, 100 power
 * points, no bonus); the test's own values in `overrides`.
 */
export function testTank(overrides: Partial<Asset> = {}): Asset {
  return {
    asset_id: '7',
    name: 'Heavy Tank',
    img: '',
    template_id: 5,
    schema: 'units',
    fusion: 1,
    rarity: 'Epic',
    utility: 'combat',
    type: 'combat',
    power: 1_000_000,
    bonus: [],
    ...overrides,
  }
}
