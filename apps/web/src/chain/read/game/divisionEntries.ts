/**
 * Every division's entry (its owner and power, `@dov/game/hof`'s `divisionEntries`, as the fight
 * contract computes it) from the reads it is made of: the full `sdivisions` scan, `nfts` (card →
 * template), `udata` (template → stats) and `zones` (terrain). The Hall of Fame's armed forces and
 * a commander page's division ranks, over the chain.
 */
import { type DivisionEntry, divisionEntries } from '@dov/game/hof'
import type { Division, NftRow, UnitConfig, Zone } from '@dov/game/rows'
import { useMemo } from 'react'
import { type CombinedReads, combineReads, type ReadState } from '../combine'

/** A read as TanStack Query gives it, with its data's type. */
type Read<Data> = ReadState & { data: Data | undefined }

const NO_ENTRIES: DivisionEntry[] = []

/**
 * The entries (none until every read is in) and the reads' one state (`combineReads`). The reads
 * come one by one and the answer is a pair: property names cannot be minified, and both screens
 * that call this are near their size budgets (scripts/size.mjs).
 */
export function useDivisionEntries(
  divisions: Read<{ rows: readonly Division[] }>,
  nfts: Read<{ rows: readonly NftRow[] }>,
  udata: Read<readonly UnitConfig[]>,
  zones: Read<readonly Zone[]>,
): [DivisionEntry[], CombinedReads] {
  const entries = useMemo(
    () =>
      divisions.data && nfts.data && udata.data && zones.data
        ? divisionEntries(divisions.data.rows, nfts.data.rows, udata.data, zones.data)
        : NO_ENTRIES,
    [divisions.data, nfts.data, udata.data, zones.data],
  )
  return [entries, combineReads([divisions, nfts, udata, zones])]
}
