/**
 * Standing orders: what each division does once its fight is claimed in a round (Claim and fight
 * again): fight again in the zone it fought in (`same`, the default), in the planner's best zone
 * (`best`), or fight again there unless the fight would be one the single Fight asks about, and
 * then stay (`hold`). The app keeps them per account on the device; `round.planRound` follows
 * them. Rules in docs/rules.md "Standing orders".
 */

export const STANDING_ORDERS = ['same', 'best', 'hold'] as const
export type StandingOrder = (typeof STANDING_ORDERS)[number]

/** Each division's order by division id; a division without one follows `DEFAULT_ORDER`. */
export type StandingOrders = ReadonlyMap<number, StandingOrder>

/** What a division does when the player never gave it an order: what the round always did. */
export const DEFAULT_ORDER: StandingOrder = 'same'

const isOrder = (value: unknown): value is StandingOrder =>
  typeof value === 'string' && (STANDING_ORDERS as readonly string[]).includes(value)

/** The order of division `divID`: its own, else `DEFAULT_ORDER`. */
export function orderOf(orders: StandingOrders, divID: number): StandingOrder {
  return orders.get(divID) ?? DEFAULT_ORDER
}

/**
 * Orders as stored (`{"12":"best","14":"hold"}`), read back. Stored text is untrusted (another
 * version of the app, a hand edit): an entry whose key is not a positive division id or whose
 * value is not an order is left out, and text that is not such an object gives no orders.
 */
export function parseOrders(text: string | null | undefined): Map<number, StandingOrder> {
  const orders = new Map<number, StandingOrder>()
  if (text === null || text === undefined) return orders
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return orders
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return orders
  for (const [key, order] of Object.entries(value)) {
    const divID = /^[1-9]\d*$/.test(key) ? Number(key) : Number.NaN
    if (Number.isSafeInteger(divID) && isOrder(order)) orders.set(divID, order)
  }
  return orders
}

/** Orders as stored: by division id, the default left out (it is what no entry means). */
export function serializeOrders(orders: StandingOrders): string {
  const entries = [...orders]
    .filter(([, order]) => order !== DEFAULT_ORDER)
    .sort(([a], [b]) => a - b)
    .map(([divID, order]) => [String(divID), order])
  return JSON.stringify(Object.fromEntries(entries))
}

/** `orders` with division `divID` given `order`. */
export function withOrder(
  orders: StandingOrders,
  divID: number,
  order: StandingOrder,
): Map<number, StandingOrder> {
  return new Map(orders).set(divID, order)
}
