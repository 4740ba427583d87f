/**
 * The medals a fight claim earned, from the indexer's page of its player (`/v1/player`): the
 * medals the indexer dated by that claim's transaction. The page is asked for until it counts the
 * wins after the claim (the indexer has read its block; `standingCounts`), as the Hall of Fame
 * places are (`hofPlaces.ts`), then its medals of that transaction are the claim's. Without the
 * indexer, or when it does not catch up in time, nothing is said.
 *
 * Only the part of the page the report reads is parsed, with the places' schema `hofPlaces.ts`
 * has: the commander page's reader (`chain/read/indexer/player.ts`) imported here would move it
 * into a chunk shared with the report, and the Hall of Fame and commander screens would grow.
 */
import { type Places, standingCounts } from '@dov/game/battleReport'
import { MEDALS } from '@dov/game/medals'
import type { ZoneWins } from '@dov/game/rows'
import * as v from 'valibot'
import { network } from '../../config/current'
import { PLACES_EVERY_MS, PLACES_TRIES, PlacesSchema, TIMEOUT_MS } from './hofPlaces'

/** A medal as the report announces it: its picture's id, name and what earns it. */
export type AnnouncedMedal = (typeof MEDALS)[number]

/** The claim a report is of: its player, its transaction and the player's wins after it. */
export type ReportClaim = { account: string; trxId: string; wins: readonly ZoneWins[] }

/** What the report reads of a commander's page: its chain, places and each medal's claim. */
export type MedalsPage = {
  chainId: string
  standing: Places
  medals: readonly { id: string; trxId: string | null }[]
}

const PageAnswer = v.object({
  chain_id: v.string(),
  account: v.string(),
  standing: PlacesSchema,
  medals: v.array(v.object({ id: v.string(), trx_id: v.nullable(v.string()) })),
})

type ReadPage = (account: string) => Promise<MedalsPage>

/** `account`'s page from the indexer, refused when it is another account's. */
const readPage: ReadPage = async (account) => {
  const url = `${network.indexerUrl}/v1/player?account=${encodeURIComponent(account)}`
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), cache: 'no-cache' })
  if (!response.ok) throw new Error(`the indexer answered HTTP ${response.status}`)
  const parsed = v.safeParse(PageAnswer, await response.json())
  if (!parsed.success) throw new Error("the indexer answered no commander's page")
  const { chain_id, standing, medals } = parsed.output
  if (parsed.output.account !== account) throw new Error('the indexer answered for another account')
  return { chainId: chain_id, standing, medals: medals.map((m) => ({ id: m.id, trxId: m.trx_id })) }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The medals `claim` earned, in `MEDALS`' order; undefined when the indexer's page did not count
 * the claim's wins within `PLACES_TRIES` reads (or is of another chain).
 */
export async function earnedMedals(
  claim: ReportClaim,
  read: ReadPage = readPage,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<AnnouncedMedal[] | undefined> {
  for (let attempt = 0; attempt < PLACES_TRIES; attempt++) {
    if (attempt > 0) await wait(PLACES_EVERY_MS)
    const page = await read(claim.account).catch(() => undefined)
    if (page === undefined || page.chainId !== network.chainId) continue
    if (!standingCounts(page.standing, claim.wins)) continue
    const earned = new Set(
      page.medals.filter((medal) => medal.trxId === claim.trxId).map((medal) => medal.id),
    )
    return MEDALS.filter((medal) => earned.has(medal.id))
  }
  return undefined
}
