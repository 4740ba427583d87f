import type { Followed } from './ship/deltas'

/** The game's tables the boards need: wins, divisions, cards, unit configs and zones. */
export const GAME_TABLES = (game: string): Followed =>
  new Map([[game, new Set(['infos', 'sdivisions', 'nfts', 'udata', 'zones'])]])
