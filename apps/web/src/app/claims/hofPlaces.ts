/**
 * The Hall of Fame places a claim changed, from the indexer (`/v1/standing`: where the player
 * stands on every board among everyone, asked for only when the network has an indexer). The standing before is asked for when the transaction
 * starts, the standing after until the indexer has read the claim; each is kept only when it
 * counts exactly the victories of the wins before (after) the claim (`standingCounts`), so a
 * standing already past the claim, or not yet at it, is never compared. Without the indexer
 * nothing is said: the chain's reads would be every player's wins (the Hall of Fame's full scan).
 */
import { type PlaceChange, type Places, placeChanges, standingCounts } from '@dov/game/battleReport'
import type { ZoneWins } from '@dov/game/rows'
import { JsonNumber } from '@dov/indexer-api/documents/scalar'
import * as v from 'valibot'
import { network } from '../../config/current'

/** The standing before the claim, when the indexer gave one as of the wins before it. */
export type PlacesBefore = Promise<Places | undefined>

/** Reads `account`'s places on the wins boards. */
export type ReadStanding = (account: string) => Promise<Places>

/**
 * A place on one board: its rank and victories (the indexer's `RankedPlayer`), or none. Built of
 * what the entry chunk's schemas already use (valibot is one module of the entry).
 */
const Place = v.nullish(v.object({ rank: JsonNumber, victories: JsonNumber }), null)

/**
 * The part of `/v1/standing`'s document (`@dov/indexer-api/documents/standing`) the report reads:
 * its chain, its account and the wins boards' places. Parsed here rather than with the
 * contract's module and `chain/read/indexer/hof.ts`'s reader: the panel importing them would
 * split the chunk the Hall of Fame and the commander page share them in (+0.2 KB gzip on each
 * screen, over their budgets).
 */
const StandingAnswer = v.object({
  chain_id: v.string(),
  account: v.string(),
  standing: v.object({
    officers: Place,
    objectives: v.object({ bunker: Place, camp: Place, radar: Place, hq: Place, bridge: Place }),
  }),
})

/** The wins boards' places, as `/v1/standing` and `/v1/player` both give them. */
export const PlacesSchema = StandingAnswer.entries.standing

/** How long the report waits for the indexer, as the Hall of Fame does. */
export const TIMEOUT_MS = 4000

/** The indexer's places for `account`, refused when for another chain or account. */
const readStanding: ReadStanding = async (account) => {
  const url = `${network.indexerUrl}/v1/standing?account=${encodeURIComponent(account)}`
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
  if (!response.ok) throw new Error(`the indexer answered HTTP ${response.status}`)
  const parsed = v.safeParse(StandingAnswer, await response.json())
  if (!parsed.success) throw new Error('the indexer answered no standing')
  const { chain_id, standing } = parsed.output
  if (chain_id !== network.chainId || parsed.output.account !== account)
    throw new Error('the indexer answered for another chain or account')
  return standing
}

/** How often, and how many times, the standing after is asked for while the indexer catches up. */
export const PLACES_EVERY_MS = 1000
export const PLACES_TRIES = 8

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The standing as of `wins` (the tables before the claim), or undefined. */
export function placesBefore(
  account: string,
  wins: readonly ZoneWins[],
  read: ReadStanding = readStanding,
): PlacesBefore {
  return read(account).then(
    (standing) => (standingCounts(standing, wins) ? standing : undefined),
    () => undefined,
  )
}

/**
 * The places changed, once the indexer's standing counts the wins after the claim (asked for
 * `PLACES_TRIES` times, `PLACES_EVERY_MS` apart); undefined when the standing before or after
 * could not be had.
 */
export async function placesAfter(
  account: string,
  before: PlacesBefore,
  wins: readonly ZoneWins[],
  read: ReadStanding = readStanding,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<PlaceChange[] | undefined> {
  const was = await before
  if (was === undefined) return undefined
  for (let attempt = 0; attempt < PLACES_TRIES; attempt++) {
    if (attempt > 0) await wait(PLACES_EVERY_MS)
    const now = await read(account).catch(() => undefined)
    if (now !== undefined && standingCounts(now, wins)) return placeChanges(was, now)
  }
  return undefined
}
