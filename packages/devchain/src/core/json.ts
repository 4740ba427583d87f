import { Float32, Float64, Float128 } from '@wharfkit/antelope'

/**
 * Renders a value decoded by @wharfkit/antelope's `Serializer` the way nodeos's fc JSON writer
 * does: integers wider than 32 bits as strings, floating point as fixed 17-decimal strings,
 * names, assets, symbols, checksums and times in their string forms, variants as `[type, value]`.
 */
export function toNodeosJson(value: unknown): unknown {
  if (value === null || value === undefined) return null
  if (typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map(toNodeosJson)
  const proto = Object.getPrototypeOf(value)
  if ((proto === Object.prototype || proto === null) && !('toJSON' in value)) {
    // A plain object (a decoded struct, or JSON already): its fields, rendered.
    const out: Record<string, unknown> = {}
    for (const k of Object.keys(value)) out[k] = toNodeosJson((value as Record<string, unknown>)[k])
    return out
  }
  if (value instanceof Float64 || value instanceof Float32) return formatDouble(value.value)
  if (value instanceof Float128) return value.toJSON()
  const withJson = value as { toJSON?: () => unknown }
  if (typeof withJson.toJSON === 'function') {
    const j = withJson.toJSON()
    return typeof j === 'object' && j !== null ? toNodeosJson(j) : j
  }
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) out[k] = toNodeosJson(v)
  return out
}

/** fc's `to_string(double)`: fixed notation with 17 decimals. */
export function formatDouble(d: number): string {
  if (!Number.isFinite(d)) return String(d)
  return d.toFixed(17)
}

/** nodeos `time_point` text: ISO 8601 in UTC with milliseconds and no zone suffix. */
export function formatTimePoint(ms: number): string {
  return new Date(ms).toISOString().slice(0, -1)
}

/** nodeos `time_point_sec` text: ISO 8601 in UTC with whole seconds and no zone suffix. */
export function formatTimePointSec(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, -5)
}
