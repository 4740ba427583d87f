import type { Zone } from '@dov/game/rows'

/**
 * A zone for the fight and builder tests: open, plain, one win needed, 1.0000 DOVH + 0.5000 DOVX
 * a fight, 5.0000 DOVX for a win and 0.5000 for a loss (power 100 for a win, 1 for a loss); the
 * test's own values in `overrides`.
 */
export function testZone(id: number, overrides: Partial<Zone> = {}): Zone {
  return {
    id,
    name: `Zone ${id}`,
    terrain: 'plain',
    open: true,
    nbwins: 1,
    wmini: 0,
    nextZone: id + 1,
    costs: [
      { key: 'DOVH', value: 10_000 },
      { key: 'DOVX', value: 5_000 },
    ],
    resolutions: [
      { key: 'win', value: 50_000 },
      { key: 'loss', value: 5_000 },
    ],
    pre_allow: [],
    power: [
      { key: 'win', value: 1_000_000 },
      { key: 'loss', value: 10_000 },
    ],
    ...overrides,
  }
}
