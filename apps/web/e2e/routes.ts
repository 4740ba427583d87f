/** Every screen's path (apps/web/src/paths.ts), for the tests that walk them all. */
export const SCREEN_ROUTES = [
  '/',
  '/exchange',
  '/avatars',
  '/craft',
  '/tools',
  '/fight',
  '/create',
  '/hof',
  '/economy',
  '/inventory',
  '/activity',
] as const
