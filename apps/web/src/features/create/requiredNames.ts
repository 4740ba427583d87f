import { requiredTemplateIds } from '@dov/game/authorization'
import type { Asset, Zone } from '@dov/game/rows'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { craftTemplatesQuery } from '../../chain/read/atomic/templates'
import { network } from '../../config/current'

/**
 * Names of the templates a zone's prerequisites require, to name them after 'Unauthorized to
 * fight': from the player's own cards of that template, else from the asset service's template
 * (read only for templates the player has no card of; while it loads or when it fails the
 * requirement is described without a name).
 */
export function useRequiredNames(
  zone: Zone | undefined,
  cards: readonly Asset[],
): (templateId: number) => string | undefined {
  const owned = useMemo(() => {
    const names = new Map<number, string>()
    for (const card of cards) if (card.name.trim() !== '') names.set(card.template_id, card.name)
    return names
  }, [cards])
  const missing = useMemo(
    () => requiredTemplateIds(zone?.pre_allow ?? []).filter((id) => !owned.has(id)),
    [zone, owned],
  )
  const templates = useQuery(craftTemplatesQuery(network, missing))
  return useMemo(() => {
    const names = new Map(owned)
    for (const template of templates.data ?? []) {
      if (template.name.trim() !== '') names.set(template.template_id, template.name)
    }
    return (templateId: number) => names.get(templateId)
  }, [owned, templates.data])
}
