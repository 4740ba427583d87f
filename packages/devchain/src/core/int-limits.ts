import { Int } from '@wharfkit/antelope'

/**
 * wharfkit's integer classes (`UInt64`, `Int32`...) check every new value against their type's
 * `max` and `min`, and those getters compute the bound again on each read: 2 to the power of the
 * bit width in big numbers (`new BN(2).pow(...)`), twice for a signed type. The chain decodes and
 * encodes integers by the thousand per transaction, so that was its largest single cost after
 * serialization itself. The getters are wrapped to compute each class's bound once and hand out a
 * copy (`clone()`) of it on every read, as before a fresh number a caller may change: the values
 * are the same, only computed once per class.
 */

type Bound = ReturnType<typeof Int.max.clone>
type BoundGetter = (this: typeof Int) => Bound

let installed = false

/** The getter, answering each class's first result, cloned. */
function computedOnce(getter: BoundGetter): BoundGetter {
  const known = new WeakMap<typeof Int, Bound>()
  return function (this: typeof Int) {
    let bound = known.get(this)
    if (bound === undefined) {
      bound = getter.call(this)
      known.set(this, bound)
    }
    return bound.clone()
  }
}

/** Wraps `Int.max` and `Int.min` (once per process; a library without them is left as it is). */
export function computeIntLimitsOnce(): void {
  if (installed) return
  installed = true
  for (const key of ['max', 'min'] as const) {
    const descriptor = Object.getOwnPropertyDescriptor(Int, key)
    if (!descriptor?.get || !descriptor.configurable) continue
    Object.defineProperty(Int, key, {
      ...descriptor,
      get: computedOnce(descriptor.get as BoundGetter),
    })
  }
}
