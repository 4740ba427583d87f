import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ORDER,
  orderOf,
  parseOrders,
  STANDING_ORDERS,
  serializeOrders,
  withOrder,
} from './orders'

describe('standing orders', () => {
  it('a division without an order fights again where it fought', () => {
    expect(DEFAULT_ORDER).toBe('same')
    expect(orderOf(new Map([[4, 'hold']]), 4)).toBe('hold')
    expect(orderOf(new Map([[4, 'hold']]), 5)).toBe('same')
  })

  it('are stored by division id, the default left out', () => {
    const orders = withOrder(withOrder(new Map([[9, 'same']]), 14, 'hold'), 12, 'best')
    expect(serializeOrders(orders)).toBe('{"12":"best","14":"hold"}')
    expect([...parseOrders('{"12":"best","14":"hold"}')]).toEqual([
      [12, 'best'],
      [14, 'hold'],
    ])
  })

  it('reads no order from what is not one: unreadable text, other keys, other values', () => {
    for (const text of [null, undefined, '', 'best', '[1]', 'null', '{"a":"best"}', '{"0":"best"}'])
      expect([...parseOrders(text)], String(text)).toEqual([])
    expect([
      ...parseOrders('{"3":"attack","4":"best","-1":"hold","1.5":"hold","05":"hold"}'),
    ]).toEqual([[4, 'best']])
  })

  it('reads back what it stores (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 1, max: 2 ** 40 }), fc.constantFrom(...STANDING_ORDERS)),
        ),
        (entries) => {
          const orders = new Map(entries)
          const read = parseOrders(serializeOrders(orders))
          for (const [divID, order] of orders) expect(orderOf(read, divID)).toBe(order)
          expect([...read.values()]).not.toContain(DEFAULT_ORDER)
        },
      ),
    )
  })
})
