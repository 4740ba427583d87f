import type { AddressInfo } from 'node:net'
import type { Api } from '../http'

/**
 * Serves `api` on a free loopback port for a test: its base URL, and a close that ends the open
 * connections (the API closes them all, keep-alive and event streams included).
 */
export async function listen(api: Api): Promise<{ base: string; close: () => Promise<void> }> {
  await api.listen({ port: 0, host: '127.0.0.1' })
  return {
    base: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
    close: () => api.close(),
  }
}
