import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey'

/**
 * LOCAL DEVCHAIN ONLY. The well-known public EOSIO development key, which signs for the
 * devchain's demo accounts. This module is imported only when the build's preset is `local`
 * (`__LOCAL_DEMO__`), so other presets' bundles do not contain it, and the kit refuses it at run
 * time unless the connected chain answers the devchain's chain id.
 */
const EOSIO_DEV_KEY = '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3'

export function localDemoPlugin(): WalletPluginPrivateKey {
  return new WalletPluginPrivateKey(EOSIO_DEV_KEY)
}
