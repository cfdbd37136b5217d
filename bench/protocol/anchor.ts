import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from './ws.ts'

/**
 * The anchor of section 4: a plain `ws` server on loopback with no JSON parsing, auth or storage. A
 * socket opened with `?pair=N&role=pub` has every frame forwarded, byte for byte, to the socket of
 * `?pair=N&role=sub`; frames from a `sub` socket (its acks) are dropped; any other socket gets its frames
 * echoed back. It is the floor: what the same clients and message sizes cost with nothing but `ws` between.
 */
export interface Anchor {
  url: string
  close(): Promise<void>
}

export async function startAnchor(): Promise<Anchor> {
  const server = createServer((_request, response) => response.writeHead(404).end())
  const wss = new WebSocketServer({ server, maxPayload: 1024 * 1024 })
  const subscribers = new Map<string, WebSocket>()
  wss.on('connection', (socket, request) => {
    const url = new URL(request.url ?? '/', 'http://anchor.invalid')
    const pair = url.searchParams.get('pair')
    const role = url.searchParams.get('role')
    socket.on('error', () => {})
    if (pair !== null && role === 'sub') {
      subscribers.set(pair, socket)
      socket.on('close', () => subscribers.delete(pair))
      return
    }
    if (pair !== null && role === 'pub') {
      socket.on('message', (data, isBinary) => subscribers.get(pair)?.send(data, { binary: isBinary }))
      return
    }
    socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${port}/`,
    async close() {
      for (const client of wss.clients) client.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
