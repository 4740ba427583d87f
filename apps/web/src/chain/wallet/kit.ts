/**
 * The wallet stack (WharfKit, its web renderer, the wallet and resource-provider plugins). This
 * module is its own lazily loaded chunk: it loads when the player opens the wallet chooser or
 * when a stored session exists, never on the first route.
 */
import {
  type AnyAction,
  BrowserLocalStorage,
  ChainIdVariant,
  type Session,
  SessionKit,
  type SigningRequest,
  type TransactContext,
  type WalletPlugin,
} from '@wharfkit/session'
import { TransactPluginResourceProvider } from '@wharfkit/transact-plugin-resource-provider'
import { WalletPluginAnchor } from '@wharfkit/wallet-plugin-anchor'
import { WalletPluginCloudWallet } from '@wharfkit/wallet-plugin-cloudwallet'
import { WebRenderer } from '@wharfkit/web-renderer'
import { DEVCHAIN_CHAIN_ID, type Network } from '../../config/network'
import { rpcPool } from '../transport/endpoints'
import { assertDevchain, DevchainRefusal } from './devchainGuard'
import { classifyTxError, type WalletKind } from './errors'
import { DEMO_ACCOUNTS, STORAGE_PREFIX } from './storage'
import { EXPIRE_SECONDS, headerFrom, readTapos, type TaposReference } from './tapos'
import type { Wallet } from './wallet'
import wharfkitTheme from './wharfkit-theme.css?inline'

const PLUGIN_IDS: Record<WalletKind, string> = {
  cloudwallet: 'cloudwallet',
  anchor: 'anchor',
  local: 'wallet-plugin-privatekey',
}

function kindOf(session: Session): WalletKind {
  const id = session.walletPlugin.id
  if (id === PLUGIN_IDS.anchor) return 'anchor'
  if (id === PLUGIN_IDS.local) return 'local'
  return 'cloudwallet'
}

/**
 * WharfKit's renderer shows its Transaction Error dialog for every failed transaction (spec §8,
 * "Wallet transaction failure"). `Nothing to claim` is not a failure for the player but the
 * warning `Nothing to claim.` (also §8), which the app shows itself: for it the dialog closes.
 */
class GameRenderer extends WebRenderer {
  /** The dialogs in the app's colours, not WharfKit's white (or blue) ones on the dark app. */
  override appendDialogElement(): void {
    super.appendDialogElement()
    if (this.shadow === undefined || this.shadow.getElementById('dov-theme') !== null) return
    const style = document.createElement('style')
    style.id = 'dov-theme'
    style.textContent = wharfkitTheme
    this.shadow.append(style)
  }

  override async onError(error: Error): Promise<void> {
    if (classifyTxError(error).kind !== 'nothing-to-claim') return super.onError(error)
    const minimal = this.minimal
    this.minimal = true
    try {
      await super.onError(error)
    } finally {
      this.minimal = minimal
    }
  }
}

/**
 * The resource provider (free CPU/NET), told which chain the transaction is for. When the
 * transaction already has its header (the app's ready one, see `keepHeaderReady`), the plugin
 * (1.1.3) rebuilds the request it sends without a chain id, so the request names chain alias 1
 * (EOS mainnet) and the provider refuses it (`Unsupported blockchain`). The plugin validates that
 * rebuilt request before sending it: there, it gets the session's chain back.
 */
class ChainResourceProvider extends TransactPluginResourceProvider {
  /**
   * The plugin continues without the provider when it refuses (400), but throws when it cannot
   * be reached or answers something that is not JSON (a host without the endpoint): the
   * transaction then continues without it too, as the player's own resources can still pay.
   */
  override async request(request: SigningRequest, context: TransactContext) {
    try {
      return await super.request(request, context)
    } catch (error) {
      if (error instanceof TypeError || error instanceof SyntaxError) return { request }
      throw error
    }
  }

  override validateRequest(request: SigningRequest, context: TransactContext): void {
    if (!request.getChainId().equals(context.chain.id))
      request.data.chain_id = ChainIdVariant.from(['chain_id', context.chain.id])
    super.validateRequest(request, context)
  }
}

const TAPOS_REFRESH_MS = 10_000

export async function createWallet(network: Network, endpoint: string): Promise<Wallet> {
  const walletPlugins: WalletPlugin[] = [new WalletPluginCloudWallet(), new WalletPluginAnchor()]
  if (__LOCAL_DEMO__ && network.chainId === DEVCHAIN_CHAIN_ID) {
    const { localDemoPlugin } = await import('./localDemo')
    walletPlugins.push(localDemoPlugin())
  }
  const chain = { id: network.chainId, url: endpoint }
  const transactPlugins =
    network.resourceProviderUrl === undefined
      ? []
      : [
          new ChainResourceProvider({
            endpoints: { [network.chainId]: network.resourceProviderUrl },
            allowFees: false,
          }),
        ]
  const kit = new SessionKit(
    { appName: 'dovwarfare', chains: [chain], ui: new GameRenderer(), walletPlugins },
    {
      storage: new BrowserLocalStorage(STORAGE_PREFIX),
      transactPlugins,
      expireSeconds: EXPIRE_SECONDS,
      // Reads and broadcasts go through the failover pool, like every other request.
      fetch: rpcPool(network).fetch,
    },
  )
  let session: Session | undefined
  // A transaction header kept ready while a session is open (refreshed every 10 s), so a click
  // signs with nothing awaited before the wallet opens. This lives in the wallet chunk: a visitor
  // who never logs in never loads it.
  let tapos: TaposReference | null = null
  let taposTimer: ReturnType<typeof setInterval> | undefined
  const keepHeaderReady = () => {
    clearInterval(taposTimer)
    const refresh = () =>
      readTapos(rpcPool(network), () => performance.now()).then(
        (ref) => {
          tapos = ref
        },
        () => {
          // WharfKit resolves the header itself when none is ready.
        },
      )
    void refresh()
    taposTimer = setInterval(refresh, TAPOS_REFRESH_MS)
  }

  return {
    async login(kind, demoAccount) {
      if (kind === 'local') await assertDevchain(network, rpcPool(network))
      const result = await kit.login({
        chain: network.chainId,
        walletPlugin: PLUGIN_IDS[kind],
        ...(kind === 'local'
          ? { permissionLevel: `${demoAccount ?? DEMO_ACCOUNTS[0]}@active` }
          : {}),
      })
      session = result.session
      keepHeaderReady()
      return { account: String(session.actor), wallet: kind }
    },
    async restore() {
      // Reading the stored session touches no network: a failure here is a session this app
      // cannot use (another chain, a wallet it does not offer), never restored, never retried.
      const restored = await kit.restore().catch(() => undefined)
      // A session of another network is never used.
      if (restored === undefined || !restored.chain.id.equals(network.chainId)) return null
      if (kindOf(restored) === 'local') {
        try {
          await assertDevchain(network, rpcPool(network))
        } catch (error) {
          // Not the devchain: final. The chain not answering: the caller tries again.
          if (error instanceof DevchainRefusal) return null
          throw error
        }
      }
      session = restored
      keepHeaderReady()
      return { account: String(restored.actor), wallet: kindOf(restored) }
    },
    async logout() {
      clearInterval(taposTimer)
      tapos = null
      const current = session
      session = undefined
      await kit.logout(current)
    },
    async transact(actions) {
      const header = tapos === null ? undefined : headerFrom(tapos, performance.now())
      if (session === undefined) throw new Error('Please connect your wallet first.')
      const authorization = [session.permissionLevel]
      const withAuth: AnyAction[] = actions.map((action) => ({ ...action, authorization }))
      const result = await session.transact(
        header === undefined
          ? { actions: withAuth }
          : { transaction: { ...header, actions: withAuth } },
        { expireSeconds: EXPIRE_SECONDS },
      )
      return { id: String(result.resolved?.transaction.id ?? '') }
    },
    setEndpoint(url) {
      chain.url = url
      session?.setEndpoint(url)
    },
  }
}
