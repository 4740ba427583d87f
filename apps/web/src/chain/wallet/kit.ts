/**
 * The wallet stack (WharfKit, its web renderer, the wallet and resource-provider plugins). This
 * module is its own lazily loaded chunk: it loads when the player opens the wallet chooser or
 * when a stored session exists, never on the first route. Wombat's plugin is a chunk beyond it
 * (`./wombat`), loaded only for a player who picks Wombat. It is the only module that touches
 * WharfKit, so what WharfKit throws becomes the app's own errors (`./errors`) here and nowhere
 * else.
 */
import {
  APIError,
  BrowserLocalStorage,
  Canceled,
  ChainIdVariant,
  type Session,
  SessionKit,
  type SigningRequest,
  type TransactContext,
  type TransactResult,
  type WalletPlugin,
} from '@wharfkit/session'
import { TransactPluginResourceProvider } from '@wharfkit/transact-plugin-resource-provider'
import { WalletPluginAnchor } from '@wharfkit/wallet-plugin-anchor'
import { WalletPluginCloudWallet } from '@wharfkit/wallet-plugin-cloudwallet'
import { WebRenderer } from '@wharfkit/web-renderer'
import type { Network } from '../../config/network'
import type { WalletKind } from '../session'
import { rpcPool } from '../transport/endpoints'
import { EndpointError, type EndpointPool } from '../transport/failover'
import { assertDevchain, DEVCHAIN_CHAIN_ID, DevchainRefusal } from './devchainGuard'
import { chainMessage, WalletDeclinedError, WalletFailedError } from './errors'
import { loginRequest, PLUGIN_IDS, storedPluginId, transactRequest, walletKindOf } from './requests'
import { STORAGE_PREFIX } from './storage'
import { EXPIRE_SECONDS, keepHeaderReady, type ReadyHeader } from './tapos'
import type { Wallet, WalletSession } from './wallet'
import wharfkitTheme from './wharfkit-theme.css?inline'

/**
 * What the wallets say when the player declines or closes them, for the declines WharfKit does
 * not type: Anchor's refusal (`callbackResponse.rejected`) and the Cloud Wallet's popup arrive as
 * plain `Error`s with only these texts. A dialog closed in WharfKit's own renderer is a
 * `Canceled` and needs none of them.
 */
const DECLINED =
  /declined|cancel+ed|rejected by user|user (closed|rejected|denied)|closed the (popup|window)/i

/**
 * The app's error for what a login or a transaction threw. `thrown` is what WharfKit threw;
 * `original` what its renderer was shown first (`onError`): WharfKit's `Session` rethrows every
 * failure as a new plain `Error` of the old one's text, so the type survives only there: an
 * `EndpointError` there means no endpoint of the chain answered (`failure`: `unreachable`).
 * `refusal` is the nodeos exception name of the chain's refusal, when the chain refused: it
 * survives in neither (`Session` rethrows even its `APIError` as a plain `Error`), so it is read
 * from the chain's answer (`fetch` below). `told`: the renderer showed its own error window
 * (`failure`: `wallet`); otherwise the failure is the chain's, in the contract's words.
 */
export function walletError(
  thrown: unknown,
  original: unknown = thrown,
  refusal?: string,
  told = false,
): Error {
  if (thrown instanceof WalletDeclinedError || thrown instanceof WalletFailedError) return thrown
  const message = chainMessage(thrown)
  if (original instanceof Canceled || thrown instanceof Canceled || DECLINED.test(message))
    return new WalletDeclinedError(message)
  // The message as the chain or the wallet gave it; `chainMessage` reads the nodeos details.
  const failed = new WalletFailedError(message, { cause: thrown })
  failed.refusal = refusal
  failed.failure =
    original instanceof EndpointError
      ? { kind: 'unreachable', error: original }
      : told
        ? { kind: 'wallet', message }
        : { kind: 'chain', message: contractMessage(message) }
  return failed
}

/**
 * A contract's message as the contract gives it: nodeos wraps a `check` in `assertion failure
 * with message: `, which is taken off (`Insufficient DOVX balance`); any other text is kept.
 */
export function contractMessage(message: string): string {
  return message.replace(/^assertion failure with message: /i, '')
}

/** The id of a broadcast transaction; a wallet that answers none has not said it was sent. */
export function transactionId(result: Pick<TransactResult, 'resolved'>): string {
  const id = String(result.resolved?.transaction.id ?? '')
  if (id === '') throw new WalletFailedError('The wallet answered without a transaction id.')
  return id
}

/**
 * Whether the app says a failure itself, in its one toast (`session/useTransact.ts`): the chain's
 * answer refusing the transaction (spec §8 "Chain failure: Toast 'An error has occurred.' with the
 * error message", and its "Nothing to claim." warning), and no endpoint of the chain answering.
 * Both come back to the app, not to the wallet: WharfKit's session sends the transaction through
 * the app's endpoint pool. `Session` hands the renderer a refusal of `send_transaction` as a plain
 * `Error` of the chain's message, so `chainRefused` says the chain answered with an error body.
 */
export function appSays(error: unknown, chainRefused: boolean): boolean {
  return chainRefused || error instanceof APIError || error instanceof EndpointError
}

/**
 * WharfKit's renderer shows its error window for a failure only where the app does not say it
 * (`appSays`): a failure of the wallet itself (spec §8 "Wallet transaction failure: Transaction
 * Error dialog"). For the others the window closes, so the player gets one message, not the
 * window over the toast (docs/rules.md, "Transaction errors").
 */
class GameRenderer extends WebRenderer {
  /** The last error WharfKit showed, before `Session` rethrew it untyped: see `walletError`. */
  shown: unknown
  /** Whether the error window was opened for it (the wallet's own failure). */
  told = false
  /** The chain answered a request of the current call with a nodeos error body. */
  chainRefused = false

  /** The dialogs in the app's colours, not WharfKit's white (or blue) ones on the dark app. */
  override appendDialogElement(): void {
    super.appendDialogElement()
    const shadow = this.shadow
    // None yet, or themed already.
    if (shadow?.getElementById('dov-theme') !== null) return
    const style = document.createElement('style')
    style.id = 'dov-theme'
    style.textContent = wharfkitTheme
    shadow.append(style)
  }

  override async onError(error: Error): Promise<void> {
    this.shown = error
    this.told = !appSays(error, this.chainRefused)
    if (this.told) return super.onError(error)
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

/**
 * Adds Wombat's plugin, from its own chunk, to the kit's wallets (once): called from Wombat's
 * button and before restoring a stored Wombat session, never for another wallet.
 */
async function withWombat(kit: SessionKit): Promise<void> {
  const loaded = () => kit.walletPlugins.some((plugin) => plugin.id === PLUGIN_IDS.wombat)
  if (loaded()) return
  const { wombatPlugin } = await import('./wombat')
  if (!loaded()) kit.walletPlugins.push(wombatPlugin())
}

/**
 * WharfKit's session kit for `network` on `chain`, and its renderer: the wallets offered (the
 * Cloud Wallet, Anchor and, in a local build on the devchain, its demo key; Wombat joins them when
 * chosen, `withWombat`), the resource
 * provider when the network names one, and the failover pool as its `fetch`, like every other
 * request. A refusal's nodeos exception name is told to `refused`, for `walletError`.
 */
async function sessionKit(
  network: Network,
  chain: { id: string; url: string },
  pool: EndpointPool,
  refused: (name: string | undefined) => void,
): Promise<{ kit: SessionKit; ui: GameRenderer }> {
  const walletPlugins: WalletPlugin[] = [new WalletPluginCloudWallet(), new WalletPluginAnchor()]
  if (__LOCAL_DEMO__ && network.chainId === DEVCHAIN_CHAIN_ID) {
    const { localDemoPlugin } = await import('./localDemo')
    walletPlugins.push(localDemoPlugin())
  }
  const transactPlugins =
    network.resourceProviderUrl === undefined
      ? []
      : [
          new ChainResourceProvider({
            endpoints: { [network.chainId]: network.resourceProviderUrl },
            allowFees: false,
          }),
        ]
  // The renderer adds its dialog to the page as it is made: once the wallets are loaded, so a
  // failed load adds none.
  const ui = new GameRenderer()
  const kit = new SessionKit(
    { appName: 'dovwarfare', chains: [chain], ui, walletPlugins },
    {
      storage: new BrowserLocalStorage(STORAGE_PREFIX),
      transactPlugins,
      expireSeconds: EXPIRE_SECONDS,
      fetch: async (input: string | URL | Request, init?: RequestInit) => {
        const response = await pool.fetch(input, init)
        if (!response.ok) {
          const body: { error?: { name?: string } } | null = await response
            .clone()
            .json()
            .catch(() => null)
          refused(body?.error?.name)
          // A nodeos error body: the chain answered, and refused.
          if (typeof body?.error === 'object' && body.error !== null) ui.chainRefused = true
        }
        return response
      },
    },
  )
  return { kit, ui }
}

export async function createWallet(network: Network, endpoint: string): Promise<Wallet> {
  const chain = { id: network.chainId, url: endpoint }
  const pool = rpcPool(network)
  /** The nodeos exception name of the chain's last refusal of a WharfKit request. */
  let refusal: string | undefined
  const { kit, ui } = await sessionKit(network, chain, pool, (name) => {
    refusal = name
  })
  /** Runs a WharfKit call and rethrows its failure as the app's error. */
  const mapped = async <T>(call: () => Promise<T>): Promise<T> => {
    ui.shown = refusal = undefined
    ui.told = ui.chainRefused = false
    try {
      return await call()
    } catch (error) {
      throw walletError(error, ui.shown ?? error, refusal, ui.told)
    }
  }
  let session: Session | undefined
  // A transaction header kept ready while a session is open. This lives in the wallet chunk: a
  // visitor who never logs in never loads it.
  let ready: ReadyHeader | undefined
  const opened = (opening: Session, wallet: WalletKind): WalletSession => {
    session = opening
    ready?.stop()
    ready = keepHeaderReady(pool)
    return { account: String(opening.actor), wallet }
  }

  return {
    async login(kind, demoAccount) {
      const result = await mapped(async () => {
        if (kind === 'local') await assertDevchain(network, pool)
        if (kind === 'wombat') await withWombat(kit)
        return kit.login(loginRequest(network.chainId, kind, demoAccount))
      })
      return opened(result.session, kind)
    },
    async restore() {
      // A stored Wombat session needs Wombat's plugin first. Its chunk failing to load is thrown:
      // the caller tries again, as for a chain that does not answer.
      const stored = await kit.storage.read('session').catch(() => null)
      if (storedPluginId(stored) === PLUGIN_IDS.wombat) await withWombat(kit)
      // Reading the stored session touches no network: a failure here is a session this app
      // cannot use (another chain, a wallet it does not offer), never restored, never retried.
      const restored = await kit.restore().catch(() => undefined)
      // A session of another network is never used.
      if (restored === undefined || !restored.chain.id.equals(network.chainId)) return null
      const wallet = walletKindOf(restored.walletPlugin.id)
      if (wallet === 'local') {
        try {
          await assertDevchain(network, pool)
        } catch (error) {
          // Not the devchain: final. The chain not answering: the caller tries again.
          if (error instanceof DevchainRefusal) return null
          throw error
        }
      }
      return opened(restored, wallet)
    },
    async logout() {
      ready?.stop()
      ready = undefined
      const current = session
      session = undefined
      await kit.logout(current)
    },
    async transact(actions) {
      const header = ready?.header()
      const current = session
      if (current === undefined) throw new WalletFailedError('Please connect your wallet first.')
      const request = transactRequest(actions, current.permissionLevel, header)
      return { id: transactionId(await mapped(() => current.transact(request))) }
    },
    setEndpoint(url) {
      chain.url = url
      session?.setEndpoint(url)
    },
  }
}
