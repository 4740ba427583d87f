/**
 * The standing orders of an account's divisions (`@dov/game/orders`), kept on this device: in
 * local storage under the app's prefix (`dovwarfare.orders.<chain id>.<account>`), read and
 * written as `serializeOrders` writes them. Every component using them sees one value, and a
 * change made in another tab reaches this one (the `storage` event).
 */
import {
  parseOrders,
  type StandingOrder,
  type StandingOrders,
  serializeOrders,
  withOrder,
} from '@dov/game/orders'
import { useMemo, useSyncExternalStore } from 'react'
import { STORAGE_PREFIX } from '../../chain/wallet/storage'
import { network } from '../../config/current'

/** Where `account`'s orders on a chain are stored. */
export function ordersKey(chainId: string, account: string): string {
  return `${STORAGE_PREFIX}.orders.${chainId}.${account}`
}

/** The stored text, or null when none or when storage is refused (a private window). */
export function readStored(storage: Pick<Storage, 'getItem'>, key: string): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}

/** Stores `orders`; false when storage refused them (a private window, a full quota). */
export function writeStored(
  storage: Pick<Storage, 'setItem'>,
  key: string,
  orders: StandingOrders,
): boolean {
  try {
    storage.setItem(key, serializeOrders(orders))
    return true
  } catch {
    return false
  }
}

/** Orders storage refused this page load, by key: they hold until the page is left. */
const unstored = new Map<string, string>()
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(`${STORAGE_PREFIX}.orders.`)) {
      if (event.key !== null) unstored.delete(event.key)
      listener()
    }
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * `account`'s standing orders and `setOrder`, which gives division `divID` an order and keeps it
 * on the device at once.
 */
export function useStandingOrders(account: string, chainId: string = network.chainId) {
  const key = ordersKey(chainId, account)
  const current = () => unstored.get(key) ?? readStored(localStorage, key)
  const text = useSyncExternalStore(subscribe, current)
  const orders = useMemo(() => parseOrders(text), [text])
  const setOrder = (divID: number, order: StandingOrder) => {
    const next = withOrder(parseOrders(current()), divID, order)
    if (writeStored(localStorage, key, next)) unstored.delete(key)
    else unstored.set(key, serializeOrders(next))
    for (const listener of listeners) listener()
  }
  return { orders, setOrder }
}
