/** The devchain's demo accounts, offered by `Local demo account` (local preset only). */
export const DEMO_ACCOUNTS = ['player1', 'player2', 'player3', 'player4', 'player5'] as const

/** Sessions persist in local storage under this prefix (WharfKit writes `wharf-<prefix>-…`). */
export const STORAGE_PREFIX = 'dovwarfare'

/** Whether a wallet session was stored by an earlier visit: cheap, no wallet code needed. */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'> = localStorage): boolean {
  const prefix = `wharf-${STORAGE_PREFIX}-`
  for (let i = 0; i < storage.length; i++) {
    if (storage.key(i)?.startsWith(prefix)) return true
  }
  return false
}
