import type { WalletPlugin } from '@wharfkit/session'
import { WalletPluginWombat } from '@wharfkit/wallet-plugin-wombat'

/**
 * Wombat's WharfKit plugin. This module is a chunk of its own, imported by the kit only when a
 * player picks Wombat or a stored Wombat session is restored, so the wallet chunk every other
 * player loads carries none of it. The plugin speaks to Wombat's browser extension (or its app's
 * browser) through the Scatter protocol, which it loads itself, as a further chunk, on its first
 * login.
 */
export function wombatPlugin(): WalletPlugin {
  return new WalletPluginWombat()
}
