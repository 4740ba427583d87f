/**
 * Every route of the app (spec section 2, `/economy`, `/inventory`, `/activity` and the
 * commanders' public pages), in one place.
 */
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
  player: '/player/:account',
} as const

export type AppPath = (typeof paths)[keyof typeof paths]

/** The public page of one commander (`/player/dovplayer1`). */
export const playerPath = (account: string): string => `/player/${encodeURIComponent(account)}`
