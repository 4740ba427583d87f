/**
 * The account menu's words: an account's WAX and resources as a player reads them, and what a
 * transaction refused for want of CPU, NET or RAM means and what to do about it. The data layer
 * says which resource was short (`chain/wallet/resources.ts`); the words are said here.
 */
import type { AccountResources, ResourceLimit } from '../../chain/read/account'
import type { Resource } from '../../chain/wallet/resources'

export type ResourceRow = {
  label: string
  /** E.g. `12% used (240 µs of 2.00 s)`. */
  value: string
  /** The share used, 0–100, for the meter; null when unlimited. */
  percent: number | null
}

/** Microseconds of CPU as a player reads them: `412 µs`, `1.2 ms`, `2.00 s`. */
export function formatMicros(us: number): string {
  if (us < 1000) return `${us} µs`
  if (us < 1_000_000) return `${(us / 1000).toFixed(1)} ms`
  return `${(us / 1_000_000).toFixed(2)} s`
}

/** Bytes as a player reads them: `184 B`, `3.0 KB`, `1.05 MB` (1 KB = 1000 B). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`
  return `${(bytes / 1_000_000).toFixed(2)} MB`
}

/** The share of `max` used, rounded down (so 100% means none left), or null when unlimited. */
function percentUsed(used: number, max: number): number | null {
  if (max < 0) return null
  if (max === 0) return 100
  return Math.min(100, Math.floor((Math.max(0, used) / max) * 100))
}

function row(label: string, used: number, max: number, unit: (n: number) => string): ResourceRow {
  const percent = percentUsed(used, max)
  return {
    label,
    value:
      percent === null
        ? `${unit(used)} used, unlimited`
        : `${percent}% used (${unit(used)} of ${unit(max)})`,
    percent,
  }
}

const limitRow = (label: string, limit: ResourceLimit, unit: (n: number) => string) =>
  row(label, limit.used, limit.max, unit)

/** The menu's rows: CPU, NET and RAM, each used against its allowance. */
export function resourceRows(resources: AccountResources): ResourceRow[] {
  return [
    limitRow('CPU', resources.cpu, formatMicros),
    limitRow('NET', resources.net, formatBytes),
    row('RAM', resources.ram.used, resources.ram.quota, formatBytes),
  ]
}

/**
 * The account's liquid WAX as the chain wrote it, or `0 WAX` when the chain gave no core balance
 * (nodeos leaves `core_liquid_balance` out for an account that holds none).
 */
export function waxText(resources: AccountResources): string {
  return resources.liquid ?? '0 WAX'
}

/** What a refusal for want of each resource means, and what the player can do about it. */
export const RESOURCE_PROBLEMS: Readonly<Record<Resource, { title: string; advice: string }>> = {
  cpu: {
    title: 'Your account ran out of CPU time, so the chain refused this transaction.',
    advice:
      'CPU comes back by itself as the chain’s 24-hour window moves on: wait a few minutes and ' +
      'try again. To do more each day, stake more WAX to CPU in your wallet.',
  },
  net: {
    title: 'Your account ran out of NET bandwidth, so the chain refused this transaction.',
    advice:
      'NET comes back by itself over 24 hours: wait a few minutes and try again, or stake more ' +
      'WAX to NET in your wallet.',
  },
  ram: {
    title:
      'Your account has no RAM left for what this transaction stores, so the chain refused it.',
    advice:
      'RAM does not come back by itself: buy a little RAM with WAX in your wallet (a few kilobytes ' +
      'are plenty), then try again.',
  },
}
