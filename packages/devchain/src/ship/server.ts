import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import type { Chain } from '../core/chain'
import { ShipResults } from './results'
import { CLOSE, type SessionTimeouts, ShipSession } from './session'

/**
 * The state-history websocket endpoint (nodeos's `state_history_plugin`, `--ship-port`): a
 * websocket server on its own port, one `ShipSession` per connection. Sessions wake when a block
 * becomes visible; a devchain reset closes them all (block numbers start again).
 */

/**
 * Sessions at once; more connections are closed at once with 1013 (try again later). A session
 * whose client keeps it waiting, silent, is closed (1008: `SessionTimeouts`), so clients that
 * went quiet (a reader that stopped reading, a socket it leaked) free their slots.
 */
export const MAX_SESSIONS = 32
/** A session with no blocks request running may stay silent this long. */
export const IDLE_TIMEOUT_MS = 30_000
/** A session that has every result it allowed and acknowledged none may stay silent this long. */
export const ACK_TIMEOUT_MS = 120_000
/** The largest request frame accepted (requests are a few bytes; have_positions lists more). */
export const MAX_REQUEST_BYTES = 64 * 1024

export interface ShipServerOptions {
  host: string
  port: number
  /** Default IDLE_TIMEOUT_MS. */
  idleTimeoutMs?: number
  /** Default ACK_TIMEOUT_MS. */
  ackTimeoutMs?: number
}

export class ShipServer {
  private readonly sessions = new Set<ShipSession>()
  private readonly results: ShipResults
  private readonly unsubscribe: () => void

  private constructor(
    private readonly wss: WebSocketServer,
    chain: Chain,
    readonly port: number,
    timeouts: SessionTimeouts,
  ) {
    this.results = new ShipResults(chain)
    this.unsubscribe = chain.onBlock(() => {
      for (const s of this.sessions) s.wake()
    })
    chain.onReset(() => {
      for (const s of this.sessions) {
        s.close(CLOSE.serviceRestart, 'devchain reset: the chain starts again from block 1')
      }
    })
    wss.on('connection', (ws) => {
      if (this.sessions.size >= MAX_SESSIONS) {
        ws.close(CLOSE.tryAgainLater, `too many state-history sessions (at most ${MAX_SESSIONS})`)
        return
      }
      this.sessions.add(
        new ShipSession(ws, chain, this.results, (s) => this.sessions.delete(s), timeouts),
      )
    })
  }

  /** Listens on `host:port` (port 0 picks a free one). */
  static start(chain: Chain, options: ShipServerOptions): Promise<ShipServer> {
    return new Promise((resolve, reject) => {
      const wss = new WebSocketServer({
        host: options.host,
        port: options.port,
        maxPayload: MAX_REQUEST_BYTES,
        perMessageDeflate: false,
        // A web page may open a websocket to 127.0.0.1; state-history readers are tools, which
        // send no Origin header (as the /devchain controls, a browser's request is refused).
        verifyClient: (info: { origin?: string }) => !info.origin,
      })
      wss.once('error', reject)
      wss.once('listening', () => {
        wss.off('error', reject)
        wss.on('error', () => {})
        const timeouts = {
          idleMs: options.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
          ackMs: options.ackTimeoutMs ?? ACK_TIMEOUT_MS,
        }
        resolve(new ShipServer(wss, chain, (wss.address() as AddressInfo).port, timeouts))
      })
    })
  }

  /** Closes every session (1001, going away) and stops listening. */
  async close(): Promise<void> {
    this.unsubscribe()
    for (const s of this.sessions) s.close(CLOSE.goingAway, 'devchain stopping')
    for (const ws of this.wss.clients) ws.terminate()
    await new Promise<void>((resolve) => this.wss.close(() => resolve()))
  }
}
