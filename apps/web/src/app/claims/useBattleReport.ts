/**
 * The battle report's watch: every transaction that claims a fight (a card's Claim on /fight,
 * Claim all, Claim and fight again) is seen in the mutation cache, whichever screen sent it. When
 * it starts, the tables as the player saw them are kept (the balances, the wins, the divisions,
 * the cards' pictures); once the chain has confirmed it they are read again, and
 * `@dov/game/battleReport` says what the chain did from the differences. The balances that moved
 * are highlighted in the header. With the Hall of Fame's indexer, the player's places on its
 * boards are read before and after (`hofPlaces.ts`), and the report says which changed; the
 * report itself reads the medals the claim earned (`earnedMedals.ts`).
 */
import type { Amount } from '@dov/game/amount'
import {
  type BattleReport,
  battleReport,
  type PlaceChange,
  type ReportFight,
} from '@dov/game/battleReport'
import type { BuildingClaim } from '@dov/game/claims'
import { divisionTitle, orderedDivisions } from '@dov/game/division'
import { zoneCosts } from '@dov/game/fight'
import type { RoundReads } from '@dov/game/round'
import type { Asset, BalanceRow, ZoneWins } from '@dov/game/rows'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { zoneWinsRead } from '../../chain/read/game/infos'
import { ownerDivisionsQuery } from '../../chain/read/game/sdivisions'
import { stakingBalancesRead } from '../../chain/read/staking/balances'
import { TRANSACT_KEY } from '../../chain/wallet/transaction'
import type { ContractAction } from '../../chain/write/action'
import { network } from '../../config/current'
import { RECHECK_MS } from './balanceCheck'
import type { ReportClaim } from './earnedMedals'
import { formation, type Rank } from './formation'
import { type PlacesBefore, placesAfter, placesBefore } from './hofPlaces'

/** How long the header's moved balances stay highlighted. */
export const HIGHLIGHT_MS = 4000

/** What the panel knows when a transaction starts: the tables the report compares with. */
export type ReportSource = {
  round:
    | (Omit<RoundReads, 'wins' | 'balances' | 'cards'> & { cards: ReadonlyMap<string, Asset> })
    | undefined
  /** The buildings ready at the panel's chain time (what a `claimmch` of them settles). */
  buildings: readonly BuildingClaim[]
  balances: readonly BalanceRow[] | undefined
  wins: readonly ZoneWins[] | undefined
}

/** A division's cards as the battle sequence draws them (`formation`). */
export type Formation = { ranks: Rank[]; more: number }

/**
 * A report on screen, where the focus was when its transaction was sent, each division's
 * formation by division id, and the Hall of Fame places it changed (`undefined`: not known, or
 * still being read).
 */
export type ShownReport = {
  /** The transaction's (its mutation's id): a new claim's report starts with its own sequence. */
  id: number
  report: BattleReport
  returnTo: Element | null
  formations: ReadonlyMap<number, Formation>
  places: PlaceChange[] | undefined
  /** The claim's player, transaction and wins after it: the medals it earned are read from them. */
  claim: ReportClaim | undefined
}

type Snapshot = {
  fights: ReportFight[]
  round: NonNullable<ReportSource['round']>
  before: { balances: readonly BalanceRow[]; wins: readonly ZoneWins[] }
  others: Amount[]
  formations: Map<number, Formation>
  places: PlacesBefore | undefined
  returnTo: Element | null
}

/** The actions of a transaction as the mutation holds them (`chain/wallet/transaction.ts`). */
function actionsOf(variables: unknown): readonly ContractAction[] {
  if (typeof variables !== 'object' || variables === null || !('actions' in variables)) return []
  const { actions } = variables
  return Array.isArray(actions) ? (actions as readonly ContractAction[]) : []
}

const negate = (amount: Amount): Amount => ({ ...amount, units: -amount.units })

/** The transaction id a confirmed transaction's mutation holds (`{ id }`), if any. */
function sentId(data: unknown): string | undefined {
  const id = typeof data === 'object' && data !== null && 'id' in data ? data.id : undefined
  return typeof id === 'string' && id !== '' ? id : undefined
}

/** The tables before `actions`, when they claim a fight and the panel knows them. */
function snapshot(
  actions: readonly ContractAction[],
  source: ReportSource,
  account: string,
  returnTo: Element | null,
): Snapshot | undefined {
  const { round, balances, wins } = source
  if (round === undefined || balances === undefined || wins === undefined) return undefined
  const ordered = orderedDivisions(round.divisions)
  const fights: ReportFight[] = []
  const others: Amount[] = []
  const formations = new Map<number, Formation>()
  for (const action of actions) {
    if (action.name === 'claimfight') {
      const index = ordered.findIndex((d) => String(d.divID) === String(action.data.division_id))
      const division = ordered[index]
      if (division === undefined) continue
      fights.push({
        divID: division.divID,
        title: divisionTitle(index + 1),
        zoneID: division.zoneID,
        units: division.units,
      })
      formations.set(division.divID, formation(division.units, round.cards))
    } else if (action.name === 'claimmch') {
      for (const building of source.buildings) {
        if (!action.data.asset_ids.includes(building.assetId)) continue
        others.push(...building.produced, ...building.consumed.map(negate))
      }
    } else if (action.name === 'startfight') {
      const zone = round.zones.find((z) => z.id === action.data.zoneID)
      if (zone !== undefined) others.push(...Object.values(zoneCosts(zone)).map(negate))
    }
  }
  if (fights.length === 0) return undefined
  return {
    fights,
    round,
    before: { balances, wins },
    others,
    formations,
    // Read at once: the indexer has not seen the transaction yet (checked by its victories).
    places: network.indexerUrl === undefined ? undefined : placesBefore(account, wins),
    returnTo,
  }
}

/** Reads the tables again after the transaction and derives the report, with the wins after. */
async function reportOf(
  client: QueryClient,
  account: string,
  taken: Snapshot,
): Promise<{ report: BattleReport; wins: readonly ZoneWins[] }> {
  const read = async () => {
    const [balances, wins, divisions] = await Promise.all([
      client.fetchQuery({ ...stakingBalancesRead.query(network, account), staleTime: 0 }),
      client.fetchQuery({ ...zoneWinsRead.query(network, account), staleTime: 0 }),
      client.fetchQuery({ ...ownerDivisionsQuery(network, account), staleTime: 0 }),
    ])
    const report = battleReport({
      fights: taken.fights,
      zones: taken.round.zones,
      udata: taken.round.udata,
      cards: taken.round.cards,
      before: taken.before,
      after: { balances, wins, divisions },
      others: taken.others,
    })
    return { report, wins }
  }
  const first = await read()
  if (first.report.settled) return first
  // Tables that do not add up yet (a node behind) are read once more, as the balance check does.
  await new Promise((resolve) => setTimeout(resolve, RECHECK_MS))
  return read()
}

/** Highlights the header's items of `symbols` for `HIGHLIGHT_MS` (HeaderBar's `data-moved`). */
function highlight(symbols: readonly string[]): void {
  const items = symbols.flatMap((symbol) => [
    ...document.querySelectorAll<HTMLElement>(`header [data-balance="${symbol}"]`),
  ])
  for (const item of items) item.dataset.moved = ''
  setTimeout(() => {
    for (const item of items) delete item.dataset.moved
  }, HIGHLIGHT_MS)
}

/**
 * The battle report of the last transaction that claimed a fight, from `source` (the panel's
 * reads, the freshest at the moment the transaction starts) and the tables read after it; and
 * `dismiss`, which closes it and, unless the player moved on by a tap elsewhere (`restore`
 * false), returns the focus where it was (else to the screen).
 */
export function useBattleReport(
  account: string,
  source: ReportSource,
): { shown: ShownReport | undefined; dismiss: (restore?: boolean) => void } {
  const queryClient = useQueryClient()
  const latest = useRef(source)
  latest.current = source
  const [shown, setShown] = useState<ShownReport>()

  useEffect(() => {
    const taken = new Map<number, Snapshot>()
    let live = true
    // The control the player last focused in the app: by the time the transaction starts, a
    // wallet's own window (outside the app's root) may hold the focus.
    const root = document.getElementById('root')
    let lastFocused: Element | null = document.activeElement
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && root?.contains(event.target))
        lastFocused = event.target
    }
    document.addEventListener('focusin', onFocus)
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated') return
      const { mutation } = event
      const key = mutation.options.mutationKey
      if (key === undefined || key.join('/') !== TRANSACT_KEY.join('/')) return
      const id = mutation.mutationId
      if (event.action.type === 'pending') {
        const actions = actionsOf(mutation.state.variables)
        const kept = snapshot(actions, latest.current, account, lastFocused)
        if (kept !== undefined) taken.set(id, kept)
      } else if (event.action.type === 'success') {
        const kept = taken.get(id)
        taken.delete(id)
        if (kept === undefined) return
        reportOf(queryClient, account, kept).then(
          ({ report, wins }) => {
            if (!live) return
            const trxId = sentId(mutation.state.data)
            const next: ShownReport = {
              id,
              report,
              returnTo: kept.returnTo,
              formations: kept.formations,
              places: undefined,
              claim: trxId === undefined ? undefined : { account, trxId, wins },
            }
            setShown(next)
            highlight(report.moved.map((amount) => amount.symbol))
            if (kept.places === undefined) return
            placesAfter(account, kept.places, wins).then((places) => {
              if (live && places !== undefined)
                setShown((current) =>
                  current?.report === report ? { ...current, places } : current,
                )
            })
          },
          // The tables could not be read again: the toast and the header say what they can.
          () => {},
        )
      } else if (event.action.type === 'error') taken.delete(id)
    })
    return () => {
      live = false
      unsubscribe()
      document.removeEventListener('focusin', onFocus)
    }
  }, [queryClient, account])

  const dismiss = useCallback(
    (restore = true) => {
      const back = shown?.returnTo
      setShown(undefined)
      if (!restore) return
      const target =
        back instanceof HTMLElement &&
        back.isConnected &&
        back !== document.body &&
        !back.matches(':disabled')
          ? back
          : document.getElementById('main')
      target?.focus()
    },
    [shown],
  )

  return { shown, dismiss }
}
