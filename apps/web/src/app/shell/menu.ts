import { type AppPath, paths } from '../../paths'

export type MenuItem = { label: string; to: AppPath | null }
export type MenuGroup = { title: string; items: MenuItem[] }

/**
 * The side menu of spec section 2, with Economy (not in the spec) beside Buildings and the
 * Inventory and the player's Activity (not in the spec) under My assets;
 * `to: null` items have no target and are shown disabled.
 */
export const MENU: MenuGroup[] = [
  {
    title: 'Theater of war',
    items: [
      { label: 'PVE', to: paths.fight },
      { label: 'PVP', to: null },
    ],
  },
  {
    title: 'My Divisions',
    items: [
      { label: 'Create', to: paths.create },
      { label: 'Fight', to: paths.fight },
    ],
  },
  {
    title: 'War Buildings',
    items: [
      { label: 'Buildings', to: paths.buildings },
      { label: 'Economy', to: paths.economy },
      { label: 'Exchange', to: paths.exchange },
    ],
  },
  {
    title: 'My assets',
    items: [
      { label: 'Inventory', to: paths.inventory },
      { label: 'Craft', to: paths.craft },
      { label: 'Tools', to: paths.tools },
      { label: 'Activity', to: paths.activity },
    ],
  },
  { title: 'Missions', items: [{ label: 'Missions', to: null }] },
  { title: 'Hall of Fame', items: [{ label: 'Hall of Fame', to: paths.hof }] },
]

/**
 * Spec §2 "Each division title links to ./create": DIVISION 1 to 3 (§9 "3 divisions") open the
 * division builder on that division (`/create?division=n`). They need no read, so the menu shows
 * all three whether or not the player has saved them.
 */
export const DIVISION_LINKS = [1, 2, 3].map((n) => ({
  n,
  label: `DIVISION ${n}`,
  to: `${paths.create}?division=${n}`,
}))
