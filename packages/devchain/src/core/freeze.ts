/** Freezes plain objects and arrays all the way down (wharfkit values inside are left as they are). */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  const proto = Object.getPrototypeOf(value)
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value
  // A plain loop over own keys (`for…in` of a plain object or array): no array of values.
  for (const k in value) deepFreeze((value as Record<string, unknown>)[k])
  return Object.freeze(value)
}
