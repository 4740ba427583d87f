import { describe, expect, it } from 'vitest'
import { resolveNetwork } from '../src/config/network'
import { contentSecurityPolicy } from './csp'

describe('contentSecurityPolicy', () => {
  it('runs only the app scripts and names the preset endpoints and the wallets', () => {
    const policy = contentSecurityPolicy(
      resolveNetwork({
        DOV_RPC_URLS: 'http://127.0.0.1:9001,http://127.0.0.1:9002/',
        DOV_ATOMIC_URLS: 'http://127.0.0.1:9001',
        DOV_IPFS_GATEWAYS: 'http://127.0.0.1:9001/ipfs/',
      }),
    )
    expect(policy).toContain("script-src 'self';")
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
    expect(policy).toMatch(
      /connect-src 'self' http:\/\/127\.0\.0\.1:9001 http:\/\/127\.0\.0\.1:9002 /,
    )
    expect(policy).toContain('wss://cb.anchor.link')
    expect(policy).toMatch(/img-src 'self' data: blob: http:\/\/127\.0\.0\.1:9001;/)
    expect(policy).toContain("object-src 'none'")
  })

  it('lets the page read the Hall of Fame indexer when there is one, and only then', () => {
    const local = contentSecurityPolicy(
      resolveNetwork({ DOV_INDEXER_URL: 'http://127.0.0.1:9890' }),
    )
    expect(local).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:9890/)
    const none = contentSecurityPolicy(resolveNetwork({ DOV_INDEXER_URL: 'none' }))
    expect(none).not.toContain('8890')
  })

  it('lets the page read the Hyperion history API when one is named, and only then', () => {
    const named = contentSecurityPolicy(
      resolveNetwork({ DOV_NETWORK: 'wax-testnet', DOV_HISTORY_URL: 'https://history.example/' }),
    )
    expect(named).toMatch(/connect-src [^;]*https:\/\/history\.example/)
    expect(contentSecurityPolicy(resolveNetwork({ DOV_NETWORK: 'wax-testnet' }))).not.toContain(
      'history.example',
    )
  })

  it('covers the WAX test network preset', () => {
    const policy = contentSecurityPolicy(resolveNetwork({ DOV_NETWORK: 'wax-testnet' }))
    expect(policy).toContain('https://test.wax.api.atomicassets.io')
    expect(policy).toContain('https://atomichub-ipfs.com')
  })
})
