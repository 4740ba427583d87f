/** Every route of the app (spec section 2, `/economy`, `/inventory` and `/activity`), in one place. */
export const paths = {
  buildings: '/',
  exchange: '/exchange',
  avatars: '/avatars',
  craft: '/craft',
  tools: '/tools',
  fight: '/fight',
  create: '/create',
  hof: '/hof',
  economy: '/economy',
  inventory: '/inventory',
  activity: '/activity',
} as const

export type AppPath = (typeof paths)[keyof typeof paths]
