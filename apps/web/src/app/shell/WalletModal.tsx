import { useState } from 'react'
import type { WalletKind } from '../../chain/session'
import { useSession } from '../../chain/session'
import { DEMO_ACCOUNTS } from '../../chain/wallet/storage'
import { network } from '../../config/current'
import { isWax } from '../../config/network'
import { CardGrid } from '../../ui/CardGrid'
import { Modal } from '../../ui/Modal'
import { loginFailed } from './loginNotices'
import styles from './WalletModal.module.css'

/**
 * The spec's two wallets, then Wombat (docs/rules.md, "Wallets"). Each wallet's logo is its
 * WharfKit plugin's own, copied to /art by scripts/make-art.mjs: Wombat's plugin itself loads only
 * when its button is chosen.
 */
const WALLETS: { kind: WalletKind; label: string; logo: string }[] = [
  { kind: 'cloudwallet', label: 'Wax Cloud Wallet', logo: '/art/wallet-cloudwallet.png' },
  { kind: 'anchor', label: 'Anchor Wallet', logo: '/art/wallet-anchor.svg' },
  { kind: 'wombat', label: 'Wombat', logo: '/art/wallet-wombat.png' },
]

/** Where a newcomer gets a WAX account: My Cloud Wallet's own sign-up, free. */
const NEW_ACCOUNT_URL = 'https://www.mycloudwallet.com/'

/** The three wallets sign for WAX only: elsewhere (the devchain) they are listed, not usable. */
const realWalletsUsable = isWax(network)

/** The wallet chooser of spec section 2; the local preset adds the devchain's demo accounts. */
export function WalletModal() {
  const { loginOpen, closeLogin, login, status, walletReady } = useSession()
  const [demoAccount, setDemoAccount] = useState<string>(DEMO_ACCOUNTS[0])
  const busy = status === 'logging-in'
  // Asked from the click itself (the wallet opens at once); a failure is said here.
  const start = (kind: WalletKind, demo?: string) =>
    void login(kind, demo).catch((error: unknown) => loginFailed(kind, error))
  return (
    <Modal open={loginOpen} onClose={closeLogin} title="To continue please select an option">
      <CardGrid aria-busy={busy || !walletReady}>
        {WALLETS.map((option) => (
          <li key={option.kind}>
            <button
              type="button"
              className={styles.option}
              disabled={busy || !realWalletsUsable}
              aria-describedby={realWalletsUsable ? undefined : 'wallet-needs-wax'}
              onClick={() => start(option.kind)}
            >
              <img src={option.logo} alt="" width={32} height={32} className={styles.logo} />
              {option.label}
            </button>
          </li>
        ))}
        {!realWalletsUsable && (
          <li>
            <p id="wallet-needs-wax" className={styles.note}>
              Wax Cloud Wallet, Anchor and Wombat need the WAX network. This build plays on a local
              chain
              {__LOCAL_DEMO__ ? ': log in with a demo account below.' : '.'}
            </p>
          </li>
        )}
        {__LOCAL_DEMO__ && (
          <li className={styles.demo}>
            <label className={styles.demoLabel}>
              Demo account
              <select value={demoAccount} onChange={(event) => setDemoAccount(event.target.value)}>
                {DEMO_ACCOUNTS.map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className={styles.option}
              disabled={busy}
              onClick={() => start('local', demoAccount)}
            >
              Local demo account
            </button>
          </li>
        )}
      </CardGrid>
      <p className={styles.newcomer}>
        New to WAX?{' '}
        <a href={NEW_ACCOUNT_URL} target="_blank" rel="noopener noreferrer">
          Create an account
        </a>{' '}
        with My Cloud Wallet, free, then log in with it here.
      </p>
      {busy && <p role="status">Waiting for the wallet…</p>}
    </Modal>
  )
}
