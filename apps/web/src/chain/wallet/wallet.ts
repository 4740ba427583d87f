/**
 * The wallet stack as `WalletProvider` uses it. `kit.ts` (the lazily loaded WharfKit chunk)
 * implements it; only types live here, so nothing outside that chunk imports it. Every method
 * rejects with the classes of `./errors` (`WalletDeclinedError`, `WalletFailedError`).
 */
import type { WalletKind } from '../session'
import type { ActionData } from '../write/action'

export type WalletSession = { account: string; wallet: WalletKind }

export type Wallet = {
  login(kind: WalletKind, demoAccount?: string): Promise<WalletSession>
  restore(): Promise<WalletSession | null>
  logout(): Promise<void>
  /**
   * Signs and broadcasts with the header kept ready while logged in (3 blocks behind, chain time
   * + 30 s), so nothing is awaited before the wallet opens. Resolves to a non-empty id.
   */
  transact(actions: readonly ActionData[]): Promise<{ id: string }>
  /** Points the session at another RPC endpoint (failover). */
  setEndpoint(url: string): void
}
