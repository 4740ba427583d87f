import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'
import { startDevchain } from './devchain'
import { startProxy } from './proxy'
import { freePort } from './servers'

const appRoot = fileURLToPath(new URL('..', import.meta.url))
// DOV_E2E_DIST lets two suites run side by side on one machine without sharing a build.
const outDir = process.env.DOV_E2E_DIST ?? 'node_modules/.e2e-dist'

/**
 * Starts everything the browser suite talks to, on free loopback ports: the real devchain (demo
 * world), a killable front door to it (the first RPC endpoint, for the failover test), and the
 * production build of the app configured for them, served by `vite preview`.
 * Returns the teardown that stops them all.
 */
export default async function globalSetup() {
  const world = process.env.DOV_E2E_WORLD ?? 'demo'
  const devchain = await startDevchain(await freePort(), world)
  const proxy = await startProxy(await freePort(), devchain.url)

  Object.assign(process.env, {
    DOV_NETWORK: 'local',
    DOV_RPC_URLS: `${proxy.url},${devchain.url}`,
    DOV_ATOMIC_URLS: devchain.url,
    DOV_IPFS_GATEWAYS: `${devchain.url}/ipfs/`,
    DOV_RESOURCE_PROVIDER: devchain.url,
  })
  await build({ root: appRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  const port = await freePort()
  const server = await preview({
    root: appRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  })
  process.env.DOV_E2E_BASE_URL = `http://127.0.0.1:${port}`
  process.env.DOV_E2E_DEVCHAIN = devchain.url
  process.env.DOV_E2E_PROXY = proxy.url

  return async () => {
    await server.close()
    await proxy.close()
    await devchain.stop()
  }
}
