import type fc from 'fast-check'

/**
 * The fast-check parameters of the indexer's property tests against the devchain (tests only).
 * Each run draws new seeds; fast-check names the seed of a failing run, and `FC_SEED=<seed>`
 * replays it: the same worlds and the same transactions (`npm run soak -w apps/indexer` runs
 * them on many seeds in a row). No shrinking: a smaller seed is not a smaller world, and every
 * step would start a devchain.
 */
export function propertyParameters<T>(runs: number): fc.Parameters<T> {
  const given = process.env.FC_SEED?.trim()
  if (given === undefined || given === '') return { numRuns: runs, endOnFailure: true }
  const seed = Number(given)
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer; got "${given}"`)
  return { numRuns: runs, endOnFailure: true, seed }
}
