import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Serves `api` on a free loopback port for a test: its base URL, and a close that ends the open
 * connections (a client's keep-alive would hold `close` otherwise).
 */
export async function listen(api: Server): Promise<{ base: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    close: async () => {
      api.closeAllConnections()
      await new Promise((resolve) => api.close(resolve))
    },
  }
}
