import type { WebSocketFactory, WebSocketLike } from '@airlock/protocol'
import WebSocket from 'ws'

/**
 * The `ws` package's client socket as the relay client's factory: Node 20 has no global WebSocket.
 *
 * @example
 * createAirlock({ ..., walletConnect: { relayUrl, webSocket: nodeWebSocket } })
 */
export const nodeWebSocket: WebSocketFactory = (url) => new WebSocket(url) as unknown as WebSocketLike
