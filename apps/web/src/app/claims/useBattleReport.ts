/**
 * The battle report's watch: every transaction that claims a fight (a card's Claim on /fight,
 * Claim all, Claim and fight again) is seen in the mutation cache, whichever screen sent it. When
 * it starts, the tables as the player saw them are kept (the balances, the wins, the divisions);
 * once the chain has confirmed it they are read again, and `@dov/game/battleReport` says what the
 * chain did from the differences. The balances that moved are highlighted in the header.
 */
import type { Amount } from '@dov/game/amount'
import { type BattleReport, battleReport, type ReportFight } from '@dov/game/battleReport'
import type { BuildingClaim } from '@dov/game/claims'
import { divisionTitle, orderedDivisions } from '@dov/game/division'
import { zoneCosts } from '@dov/game/fight'
import type { RoundReads } from '@dov/game/round'
import type { BalanceRow, ZoneWins } from '@dov/game/rows'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { zoneWinsRead } from '../../chain/read/game/infos'
import { ownerDivisionsQuery } from '../../chain/read/game/sdivisions'
import { stakingBalancesRead } from '../../chain/read/staking/balances'
import { TRANSACT_KEY } from '../../chain/wallet/transaction'
import type { ContractAction } from '../../chain/write/action'
import { network } from '../../config/current'
import { RECHECK_MS } from './balanceCheck'

/** How long the header's moved balances stay highlighted. */
export const HIGHLIGHT_MS = 4000

/** What the panel knows when a transaction starts: the tables the report compares with. */
export type ReportSource = {
  round: Omit<RoundReads, 'wins' | 'balances'> | undefined
  /** The buildings ready at the panel's chain time (what a `claimmch` of them settles). */
  buildings: readonly BuildingClaim[]
  balances: readonly BalanceRow[] | undefined
  wins: readonly ZoneWins[] | undefined
}

/** A report on screen, and where the focus was when its transaction was sent. */
export type ShownReport = { report: BattleReport; returnTo: Element | null }

type Snapshot = {
  fights: ReportFight[]
  round: Omit<RoundReads, 'wins' | 'balances'>
  before: { balances: readonly BalanceRow[]; wins: readonly ZoneWins[] }
  others: Amount[]
  returnTo: Element | null
}

/** The actions of a transaction as the mutation holds them (`chain/wallet/transaction.ts`). */
function actionsOf(variables: unknown): readonly ContractAction[] {
  if (typeof variables !== 'object' || variables === null || !('actions' in variables)) return []
  const { actions } = variables
  return Array.isArray(actions) ? (actions as readonly ContractAction[]) : []
}

const negate = (amount: Amount): Amount => ({ ...amount, units: -amount.units })

/** The tables before `actions`, when they claim a fight and the panel knows them. */
function snapshot(
  actions: readonly ContractAction[],
  source: ReportSource,
  returnTo: Element | null,
): Snapshot | undefined {
  const { round, balances, wins } = source
  if (round === undefined || balances === undefined || wins === undefined) return undefined
  const ordered = orderedDivisions(round.divisions)
  const fights: ReportFight[] = []
  const others: Amount[] = []
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
  return { fights, round, before: { balances, wins }, others, returnTo }
}

/** Reads the tables again after the transaction and derives the report. */
async function reportOf(
  client: QueryClient,
  account: string,
  taken: Snapshot,
): Promise<BattleReport> {
  const read = async () => {
    const [balances, wins, divisions] = await Promise.all([
      client.fetchQuery({ ...stakingBalancesRead.query(network, account), staleTime: 0 }),
      client.fetchQuery({ ...zoneWinsRead.query(network, account), staleTime: 0 }),
      client.fetchQuery({ ...ownerDivisionsQuery(network, account), staleTime: 0 }),
    ])
    return battleReport({
      fights: taken.fights,
      zones: taken.round.zones,
      udata: taken.round.udata,
      cards: taken.round.cards,
      before: taken.before,
      after: { balances, wins, divisions },
      others: taken.others,
    })
  }
  const first = await read()
  if (first.settled) return first
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
 * `dismiss`, which closes it and returns the focus where it was (else to the screen).
 */
export function useBattleReport(
  account: string,
  source: ReportSource,
): { shown: ShownReport | undefined; dismiss: () => void } {
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
        const kept = snapshot(actionsOf(mutation.state.variables), latest.current, lastFocused)
        if (kept !== undefined) taken.set(id, kept)
      } else if (event.action.type === 'success') {
        const kept = taken.get(id)
        taken.delete(id)
        if (kept === undefined) return
        reportOf(queryClient, account, kept).then(
          (report) => {
            if (!live) return
            setShown({ report, returnTo: kept.returnTo })
            highlight(report.moved.map((amount) => amount.symbol))
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

  const dismiss = useCallback(() => {
    const back = shown?.returnTo
    setShown(undefined)
    const target =
      back instanceof HTMLElement &&
      back.isConnected &&
      back !== document.body &&
      !back.matches(':disabled')
        ? back
        : document.getElementById('main')
    target?.focus()
  }, [shown])

  return { shown, dismiss }
}
