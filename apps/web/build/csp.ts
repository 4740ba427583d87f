/**
 * The production build's Content-Security-Policy: only the app's own scripts run, and
 * the page talks only to the network preset's chain, AtomicAssets, IPFS, resource-provider,
 * indexer and Hyperion history endpoints and to the two wallets' services. Written into
 * index.html as a meta tag by the Vite plugin below; `frame-ancestors` cannot live in a meta tag, so FRAME_HEADERS carry it (and
 * X-Frame-Options) for servers that set headers: `vite preview` does, and docs/security.md says
 * how to serve the build elsewhere.
 */
import type { Network } from '../src/config/network'

/** The wallets' own services (read from the plugins' sources in node_modules). */
const WALLET_ORIGINS = {
  connect: [
    // WAX Cloud Wallet (@wharfkit/wallet-plugin-cloudwallet): login/sign popups and its API.
    'https://www.mycloudwallet.com',
    'https://*.mycloudwallet.com',
    // Anchor (@wharfkit/wallet-plugin-anchor): the buoy callback service, HTTP and WebSocket.
    'https://cb.anchor.link',
    'wss://cb.anchor.link',
  ],
  frame: ['https://www.mycloudwallet.com'],
}

function origin(url: string): string {
  return new URL(url).origin
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)]
}

/** The policy for a network, as the content of a CSP meta tag. */
export function contentSecurityPolicy(network: Network): string {
  const chain = [
    ...network.rpcEndpoints,
    ...network.atomicEndpoints,
    ...(network.resourceProviderUrl === undefined ? [] : [network.resourceProviderUrl]),
    ...(network.indexerUrl === undefined ? [] : [network.indexerUrl]),
    ...(network.historyUrl === undefined ? [] : [network.historyUrl]),
  ].map(origin)
  const images = network.ipfsGateways.map(origin)
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    // React style props (CSS variables) and the wallet dialogs' injected styles.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', 'blob:', ...images])],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(["'self'", ...chain, ...WALLET_ORIGINS.connect])],
    ['frame-src', WALLET_ORIGINS.frame],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/** Headers that keep the signing buttons out of other sites' frames (clickjacking). */
export const FRAME_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
}
