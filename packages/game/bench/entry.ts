/**
 * The timed work of the `bestDivision` benchmark, the same in Node and in Chromium (where it runs
 * bundled by esbuild as the global `warRoomBench`): each collection against every open zone,
 * once to warm up, then `rounds` times, each call timed with `performance.now()`.
 */
import { bestDivision } from '../src/bestDivision'
import { type Collection, realistic, stress, world } from './collections'

export type Group = {
  label: string
  cards: number
  /** Calls per round (one per open zone). */
  zones: number
  /** Each timed call, ms, round after round (round r, zone z at r × zones + z). */
  samples: number[]
}

export type Report = {
  /** The very first call (nothing compiled yet), ms. */
  coldMs: number
  groups: Group[]
  /** What the calls proposed (marker and power per zone), to check both engines agree. */
  digest: string
}

export function collections(size: number): Collection[] {
  return [
    ...[0.5, 0.55, 0.6, 0.65, 0.7, 0.75].map((share, i) => realistic(i + 1, size, share)),
    ...[1, 2, 3].map((seed) => stress(seed, size)),
  ]
}

export function runBench(size: number, rounds: number): Report {
  const { zones, udata, wins } = world()
  const open = zones.filter((zone) => zone.open)
  const all = collections(size)
  const call = (collection: Collection, zone: (typeof zones)[number]) =>
    bestDivision(collection.cards, zone, { zones, wins, udata, placed: collection.placed })

  const first = all[0]
  const firstZone = open[0]
  let coldMs = Number.NaN
  if (first && firstZone) {
    const start = performance.now()
    call(first, firstZone)
    coldMs = performance.now() - start
  }
  const digest: string[] = []
  for (const collection of all) {
    for (const zone of open) {
      const result = call(collection, zone)
      digest.push(
        result.kind === 'division'
          ? `${result.outcome.result}:${result.outcome.power}:${result.units.length}`
          : result.reason,
      )
    }
  }
  const groups = all.map((collection) => {
    const samples: number[] = []
    for (let round = 0; round < rounds; round++) {
      for (const zone of open) {
        const start = performance.now()
        call(collection, zone)
        samples.push(performance.now() - start)
      }
    }
    return { label: collection.label, cards: collection.cards.length, zones: open.length, samples }
  })
  return { coldMs, groups, digest: digest.join(' ') }
}
