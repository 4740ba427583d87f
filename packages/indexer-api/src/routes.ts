/**
 * The indexer's routes: each one's path, query parameters and answer (`query`: a schema of
 * `queries.ts`; `document`: of its module in `documents/`). Every route is `GET` (and `HEAD`); a `2xx` answer
 * is its document, any other status an `ErrorDocument`. `/v1/events` answers a stream of
 * Server-Sent Events instead: its `events` name the schema of each event's data.
 *
 * The indexer serves exactly these routes (its tests parse a real answer of each with its
 * schema). A reader that needs one route's document imports its module (`documents/hof.ts`, …):
 * this table brings every document and query schema along.
 */
import { ActivityDocument } from './documents/activity'
import { BlockEventData } from './documents/events'
import { HealthDocument } from './documents/health'
import { HofDocument } from './documents/hof'
import { PlayerDocument } from './documents/player'
import { StandingDocument } from './documents/standing'
import { ActivityQuery, EventsQuery, NoQuery, PlayerQuery, StandingQuery } from './queries'

export const ROUTES = {
  hof: { path: '/v1/hof', query: NoQuery, document: HofDocument },
  standing: { path: '/v1/standing', query: StandingQuery, document: StandingDocument },
  player: { path: '/v1/player', query: PlayerQuery, document: PlayerDocument },
  activity: { path: '/v1/activity', query: ActivityQuery, document: ActivityDocument },
  health: { path: '/v1/health', query: NoQuery, document: HealthDocument },
  events: {
    path: '/v1/events',
    query: EventsQuery,
    /** The first `block` event's data: the stream's document, as a route's. */
    document: BlockEventData,
    events: { block: BlockEventData, hof: HofDocument },
  },
} as const

export type RouteName = keyof typeof ROUTES
