import { createHash } from 'node:crypto'
import { createServer } from 'node:http'

/** RFC 6455: the server proves it read the key by hashing it with this GUID. */
const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'

/**
 * TEST DOUBLE: a loopback WebSocket endpoint that accepts the upgrade and at once closes with `code` and `reason`,
 * as the cloud's relay refuses a client (close 3000 with 'Unauthorized: invalid key', say). Written on node:http
 * because core has no WebSocket server dependency; it speaks only the handshake and one close frame.
 */
export async function startRefusingRelay(code: number, reason: string) {
  const payload = Buffer.concat([Buffer.from([code >> 8, code & 0xff]), Buffer.from(reason)])
  // One-byte length only: a close frame's payload is at most 125 bytes anyway.
  if (payload.length > 125) throw new Error('close reason too long')
  const upgrades: URL[] = []
  const sockets = new Set<import('node:stream').Duplex>()
  const server = createServer((_req, res) => {
    res.writeHead(426)
    res.end()
  })
  server.on('upgrade', (req, socket) => {
    upgrades.push(new URL(req.url ?? '/', 'http://127.0.0.1'))
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    const accept = createHash('sha1')
      .update(`${req.headers['sec-websocket-key']}${WEBSOCKET_GUID}`)
      .digest('base64')
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    )
    socket.end(Buffer.concat([Buffer.from([0x88, payload.length]), payload]))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `ws://127.0.0.1:${port}/relay`,
    /** The URL of each upgrade request (the relay JWT and projectId ride in its query). */
    upgrades,
    close: () =>
      new Promise<void>((resolve) => {
        // Upgraded sockets are no longer the server's: a client waiting to finish the close would hold it open.
        for (const socket of sockets) socket.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
