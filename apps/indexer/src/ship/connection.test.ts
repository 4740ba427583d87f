import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { type WebSocket, WebSocketServer } from 'ws'
import { ShipConnection } from './connection'

/** Opening a state-history socket against tiny servers that misbehave before the ABI frame. */

const servers: WebSocketServer[] = []

afterEach(async () => {
  for (const server of servers.splice(0)) {
    for (const client of server.clients) client.terminate()
    await new Promise((resolve) => server.close(resolve))
  }
})

/** A websocket server on a free port doing `onConnection` with each socket; its URL. */
async function server(onConnection: (socket: WebSocket) => void): Promise<string> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  servers.push(wss)
  wss.on('connection', onConnection)
  await new Promise((resolve) => wss.once('listening', resolve))
  return `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`
}

// A ten-minute wait for the ABI: a rejection that waited for it would outlast the test.
const LONG = 600_000

describe('ShipConnection.open', () => {
  it('fails at once with the code and reason of a server that closes before its ABI', async () => {
    const url = await server((socket) =>
      socket.close(1013, 'too many state-history sessions (at most 32)'),
    )
    await expect(ShipConnection.open(url, LONG)).rejects.toThrow(
      `state history at ${url} closed the socket (1013 too many state-history sessions (at most 32))`,
    )
  })

  it('fails at once when the server closes without a code', async () => {
    const url = await server((socket) => socket.close())
    await expect(ShipConnection.open(url, LONG)).rejects.toThrow(
      `state history at ${url} closed the socket (1005)`,
    )
  })

  it('still reads the ABI of a server that sends it', async () => {
    const url = await server((socket) => socket.send(JSON.stringify({ version: 'eosio::abi/1.1' })))
    const ship = await ShipConnection.open(url, LONG)
    expect(ship.abi.version).toBe('eosio::abi/1.1')
    ship.close()
  })
})
