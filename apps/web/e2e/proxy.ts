import { createServer, request } from 'node:http'
import type { Socket } from 'node:net'

export type KillableProxy = { url: string; close: () => Promise<void> }

/**
 * An HTTP front door to the devchain that a test can kill and revive, to prove the app fails
 * over to the next RPC endpoint. `POST /__e2e/down` makes it drop every other request (as a dead
 * node would: the connection is reset), `POST /__e2e/up` restores it.
 */
export function startProxy(port: number, target: string): Promise<KillableProxy> {
  let down = false
  const sockets = new Set<Socket>()
  const server = createServer((req, res) => {
    if (req.url === '/__e2e/down' || req.url === '/__e2e/up') {
      down = req.url === '/__e2e/down'
      res.writeHead(200, { 'access-control-allow-origin': '*' }).end(JSON.stringify({ down }))
      return
    }
    if (down) {
      req.socket.destroy()
      return
    }
    const upstream = request(
      `${target}${req.url ?? '/'}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy()
            server.close(() => done())
          }),
      }),
    )
  })
}
