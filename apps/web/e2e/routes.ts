/**
 * Every screen's path (apps/web/src/paths.ts), for the tests that walk them all; a commander's
 * page as that of `player5`, who has divisions and victories.
 */
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
  '/player/player5',
] as const
