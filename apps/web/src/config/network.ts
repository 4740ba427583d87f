/**
 * Network presets and their environment overrides.
 *
 * One variable, `DOV_NETWORK`, picks the preset at build/start time (`local` by default); every
 * other value can be overridden by its own variable (see the README's "Configuration" table).
 * Endpoint values are lists because the data layer fails over between them in order.
 */

export type PresetName = 'local' | 'wax-testnet'

export type ContractAccounts = {
  token: string
  staking: string
  game: string
  divsim: string
  atomicassets: string
}

export type Network = {
  preset: PresetName
  chainId: string
  rpcEndpoints: string[]
  atomicEndpoints: string[]
  ipfsGateways: string[]
  /** Resource provider base URL, or undefined when transactions pay their own resources. */
  resourceProviderUrl: string | undefined
  /** Block explorer base URL; undefined when the network has none (the devchain). */
  explorer: string | undefined
  /**
   * AtomicHub's page of an asset is this followed by the asset id; undefined where AtomicHub does
   * not serve the network (the devchain).
   */
  atomicHub: string | undefined
  /**
   * The Hall of Fame's indexer (apps/indexer): every board in one request. Undefined: the screen
   * reads the boards from the chain, one request per player.
   */
  indexerUrl: string | undefined
  /**
   * A Hyperion v2 history API (`/v2/history/get_actions`): the players' activity where no indexer
   * is configured. Undefined: none (with no indexer either, the activity screen says so).
   */
  historyUrl: string | undefined
  collection: string
  contracts: ContractAccounts
}

/** sha256("dov-warfare-devchain-v1"): the devchain's fixed chain id (packages/devchain). */
export const DEVCHAIN_CHAIN_ID = 'ef207288e6712afa0c9a0bc113b6ec9d9939cbe4b74cd3e5d26aeaf75ba88397'

export const WAX_TESTNET_CHAIN_ID =
  'f16b1833c747c43682f4386fca9cbb327929334a762755ebec17f6f23c9b8a12'

export const WAX_MAINNET_CHAIN_ID =
  '1064487b3cd1a897ce03ae5b6a865651747e2e152090f99c1d19d44e01aea5a4'

/** Whether the network is WAX (main or test): the only chains Cloud Wallet and Anchor sign for here. */
export function isWax(network: Pick<Network, 'chainId'>): boolean {
  return network.chainId === WAX_MAINNET_CHAIN_ID || network.chainId === WAX_TESTNET_CHAIN_ID
}

const CONTRACTS: ContractAccounts = {
  token: 'dov.token',
  staking: 'dov.stake',
  game: 'dov.game',
  divsim: 'dov.divsim',
  atomicassets: 'atomicassets',
}

export const PRESETS: Record<PresetName, Network> = {
  local: {
    preset: 'local',
    chainId: DEVCHAIN_CHAIN_ID,
    rpcEndpoints: ['http://127.0.0.1:8888'],
    atomicEndpoints: ['http://127.0.0.1:8888'],
    ipfsGateways: ['http://127.0.0.1:8888/ipfs/'],
    resourceProviderUrl: 'http://127.0.0.1:8888',
    explorer: undefined,
    atomicHub: undefined,
    // The indexer `npm start` runs.
    indexerUrl: 'http://127.0.0.1:8890',
    // The devchain serves no Hyperion API: the indexer above is its history.
    historyUrl: undefined,
    collection: 'dov.army',
    contracts: CONTRACTS,
  },
  'wax-testnet': {
    preset: 'wax-testnet',
    chainId: WAX_TESTNET_CHAIN_ID,
    rpcEndpoints: [
      'https://waxtestnet.greymass.com',
      'https://testnet.waxsweden.org',
      'https://wax-testnet.eosphere.io',
    ],
    atomicEndpoints: ['https://test.wax.api.atomicassets.io'],
    ipfsGateways: ['https://atomichub-ipfs.com/ipfs/'],
    // Greymass serves its provider on its API hosts (see docs/contracts.md, "The resource provider
    // on the WAX test network"); none is documented for this network, and the app goes on
    // without one when it does not answer.
    resourceProviderUrl: 'https://waxtestnet.greymass.com',
    explorer: 'https://testnet.waxblock.io',
    atomicHub: 'https://wax-test.atomichub.io/explorer/asset/',
    // None runs for this network yet: DOV_INDEXER_URL names one.
    indexerUrl: undefined,
    // No public Hyperion is promised for the test network: DOV_HISTORY_URL names one (e.g. a
    // provider's `https://…/v2/history` host, without the path).
    historyUrl: undefined,
    collection: 'dov.army',
    contracts: CONTRACTS,
  },
}

export type NetworkEnv = Partial<Record<string, string | undefined>>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

function list(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed === undefined || trimmed === '' ? undefined : trimmed
}

/**
 * A service's base URL from the variable `name` (`value`): `scheme` is what it must start with,
 * `none` means no service; unset, the preset's. As given: DOV_ATOMICHUB_URL, the base of an asset's
 * page, keeps its trailing slash.
 */
function serviceUrl(
  name: string,
  scheme: 'http(s)' | 'https',
  value: string | undefined,
  preset: string | undefined,
): string | undefined {
  const given = text(value)
  if (given === undefined) return preset
  if (given === 'none') return undefined
  const pattern = scheme === 'https' ? /^https:\/\/[^/]/ : /^https?:\/\/[^/]/
  if (!pattern.test(given))
    throw new ConfigError(`${name} must be an ${scheme} URL or "none"; got "${given}"`)
  return given
}

/**
 * DOV_INDEXER_URL: a URL, or `none` for no indexer (the chain reads); DOV_HISTORY_URL: a Hyperion
 * v2 API's base URL, or `none`. Both without a trailing slash, as paths are added to them.
 */
function apiUrl(
  name: 'DOV_INDEXER_URL' | 'DOV_HISTORY_URL',
  value: string | undefined,
  preset: string | undefined,
): string | undefined {
  return serviceUrl(name, 'http(s)', value, preset)?.replace(/\/+$/, '')
}

function isPreset(name: string): name is PresetName {
  return Object.hasOwn(PRESETS, name)
}

/** Builds the network from a preset and its overrides; throws ConfigError on a bad value. */
export function resolveNetwork(env: NetworkEnv): Network {
  const presetName = text(env.DOV_NETWORK) ?? 'local'
  if (!isPreset(presetName)) {
    throw new ConfigError(
      `DOV_NETWORK must be one of ${Object.keys(PRESETS).join(', ')}; got "${presetName}"`,
    )
  }
  const base = PRESETS[presetName]
  const chainId = text(env.DOV_CHAIN_ID) ?? base.chainId
  if (!/^[0-9a-f]{64}$/.test(chainId)) {
    throw new ConfigError(`DOV_CHAIN_ID must be 64 hex digits; got "${chainId}"`)
  }
  return {
    preset: presetName,
    chainId,
    rpcEndpoints: list(env.DOV_RPC_URLS) ?? base.rpcEndpoints,
    atomicEndpoints: list(env.DOV_ATOMIC_URLS) ?? base.atomicEndpoints,
    ipfsGateways: list(env.DOV_IPFS_GATEWAYS) ?? base.ipfsGateways,
    resourceProviderUrl: text(env.DOV_RESOURCE_PROVIDER) ?? base.resourceProviderUrl,
    explorer: text(env.DOV_EXPLORER) ?? base.explorer,
    atomicHub: serviceUrl('DOV_ATOMICHUB_URL', 'https', env.DOV_ATOMICHUB_URL, base.atomicHub),
    indexerUrl: apiUrl('DOV_INDEXER_URL', env.DOV_INDEXER_URL, base.indexerUrl),
    historyUrl: apiUrl('DOV_HISTORY_URL', env.DOV_HISTORY_URL, base.historyUrl),
    collection: text(env.DOV_COLLECTION) ?? base.collection,
    contracts: {
      token: text(env.DOV_CONTRACT_TOKEN) ?? base.contracts.token,
      staking: text(env.DOV_CONTRACT_STAKING) ?? base.contracts.staking,
      game: text(env.DOV_CONTRACT_GAME) ?? base.contracts.game,
      divsim: text(env.DOV_CONTRACT_DIVSIM) ?? base.contracts.divsim,
      atomicassets: text(env.DOV_CONTRACT_ATOMICASSETS) ?? base.contracts.atomicassets,
    },
  }
}
