import { requiredTemplateIds } from '@dov/game/authorization'
import { orderedDivisions } from '@dov/game/division'
import type { WarRoomContext } from '@dov/game/warRoom'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { usePlayerCards } from '../../chain/read/atomic/playerCards'
import { craftTemplatesQuery } from '../../chain/read/atomic/templates'
import { combineReads } from '../../chain/read/combine'
import { useZoneWins } from '../../chain/read/game/infos'
import { network } from '../../config/current'
import { type FightReads, fightCards, zoneChoices } from './fight'
import { fightQueries } from './reads'

/**
 * The fight list's reads (the queries its prefetch started) and its cards. Wins and balances are
 * silent (spec §8): a failed wins read counts as no wins; a failed balance read leaves the balance
 * unknown, so no cost is called unpayable (the chain still refuses one that is).
 */
export function useFight(account: string) {
  const queries = fightQueries(account)
  const divisions = useQuery(queries.divisions)
  const zones = useQuery(queries.zones)
  const { udata, assets, cards, byId: cardsById } = usePlayerCards(account)
  const balances = useQuery(queries.balances)
  // Not part of the screen's state: without it the planner's summary shows no per-hour figure.
  const fightSecs = useQuery(queries.fightSecs)
  const wins = useZoneWins(account)
  const reads = combineReads([divisions, zones, udata, assets])

  const ordered = useMemo(() => orderedDivisions(divisions.data ?? []), [divisions.data])
  // Names of the templates prerequisites require: the player's own cards, else the asset service.
  const owned = useMemo(() => {
    const names = new Map<number, string>()
    for (const card of cards) if (card.name.trim() !== '') names.set(card.template_id, card.name)
    return names
  }, [cards])
  const missing = useMemo(() => {
    const used = new Set(ordered.map((division) => division.zoneID))
    const preAllow = (zones.data ?? []).filter((zone) => used.has(zone.id))
    return [...new Set(preAllow.flatMap((zone) => requiredTemplateIds(zone.pre_allow)))].filter(
      (id) => !owned.has(id),
    )
  }, [ordered, zones.data, owned])
  const templates = useQuery(craftTemplatesQuery(network, missing))

  const views = useMemo(() => {
    const names = new Map(owned)
    for (const template of templates.data ?? []) names.set(template.template_id, template.name)
    const reads: FightReads = {
      divisions: ordered,
      zones: zones.data ?? [],
      udata: udata.data ?? [],
      cards: cardsById,
      wins: wins.data,
      balances: balances.data,
      nameOf: (id) => names.get(id),
    }
    return { cards: fightCards(reads), choices: zoneChoices(reads) }
  }, [ordered, zones.data, udata.data, cardsById, wins.data, balances.data, owned, templates.data])

  // What the battle planner's summary plans with: the same rows as the cards.
  const plan = useMemo(
    () => ({
      cards: cardsById,
      context: {
        zones: zones.data ?? [],
        udata: udata.data ?? [],
        wins: wins.data,
        balances: balances.data,
        fightSecs: fightSecs.data ?? undefined,
      } satisfies WarRoomContext,
    }),
    [cardsById, zones.data, udata.data, wins.data, balances.data, fightSecs.data],
  )

  const status = reads.status === 'ready' && wins.isLoading ? 'loading' : reads.status
  return { status, error: reads.error, retry: reads.retry, ...views, divisions: ordered, plan }
}
