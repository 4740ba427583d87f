/** Several-item selection of the machine staking view, as immutable sets of asset ids. */

export function toggled(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

/** Selects every id of `ids`, or clears them when all are already selected. */
export function toggledAll(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const next = new Set(selected)
  const all = ids.length > 0 && ids.every((id) => selected.has(id))
  for (const id of ids) {
    if (all) next.delete(id)
    else next.add(id)
  }
  return next
}

/** The ids of `ids` that are selected, in the order of `ids`: what an action sends. */
export function chosen(selected: ReadonlySet<string>, ids: readonly string[]): string[] {
  return ids.filter((id) => selected.has(id))
}

export type AllState = 'none' | 'some' | 'all'

/** State of a "select all" box over `ids`. */
export function allState(selected: ReadonlySet<string>, ids: readonly string[]): AllState {
  const count = chosen(selected, ids).length
  return count === 0 ? 'none' : count === ids.length ? 'all' : 'some'
}
