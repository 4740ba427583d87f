import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'
import { freePort } from './servers'

const appRoot = fileURLToPath(new URL('..', import.meta.url))
const outDir = 'node_modules/.e2e-dist'

/**
 * Builds the production app and serves it with `vite preview` on a free loopback port.
 * Returns the teardown that stops every server it started.
 */
export default async function globalSetup() {
  await build({ root: appRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  const port = await freePort()
  const server = await preview({
    root: appRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  })
  process.env.DOV_E2E_BASE_URL = `http://127.0.0.1:${port}`
  return async () => {
    await server.close()
  }
}
