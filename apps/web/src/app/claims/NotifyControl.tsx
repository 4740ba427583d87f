import { useState } from 'react'
import styles from './ClaimAll.module.css'
import { notifyPermission, requestNotifications } from './notifications'

/**
 * Offers browser notifications: the permission is asked only when the player clicks (never on
 * load), and once given the panel says they are on. Refused or unsupported: nothing is offered.
 */
export function NotifyControl() {
  const [permission, setPermission] = useState(notifyPermission)
  if (permission === 'granted') return <p className={styles.muted}>Notifications on</p>
  if (permission !== 'default') return null
  return (
    <button
      type="button"
      className={styles.link}
      onClick={() => void requestNotifications().then(setPermission, () => {})}
    >
      Notify me when ready
    </button>
  )
}
