import type { Pair } from './rows'

/**
 * Sum of the values under `key` (0 when absent). Every rule reads key/value vectors through this
 * one function, so a key repeated in a vector counts every time it appears.
 */
export function pairSum(pairs: readonly Pair[], key: string): number {
  let total = 0
  for (const pair of pairs) if (pair.key === key) total += pair.value
  return total
}

/** The value of the first entry under `key`, or undefined when absent. */
export function pairGet(pairs: readonly Pair[], key: string): number | undefined {
  return pairs.find((pair) => pair.key === key)?.value
}

/** Sum of the values whose key equals `key` ignoring case (terrain names). */
export function pairSumIgnoreCase(pairs: readonly Pair[], key: string): number {
  const wanted = key.toLowerCase()
  let total = 0
  for (const pair of pairs) if (pair.key.toLowerCase() === wanted) total += pair.value
  return total
}
