import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { urlHost } from '../net.ts'
import { devnetSolanaUsdc } from './accounts.ts'
import { SolanaChain } from './chain.ts'
import { SOLANA_DEVNET_CAIP_NETWORK_ID, SOLANA_DEVNET_GENESIS_HASH } from './constants.ts'
import { Faucet } from './faucet.ts'
import { stringifyWithBigInts } from './json.ts'
import { answerBody } from './jsonRpc.ts'
import { createSolanaRpcMethods } from './methods.ts'
import { seedSolanaChain } from './seed.ts'
import { SubscriptionHub } from './subscriptions.ts'

/** A running local Solana chain. */
export interface SolanaDevnet {
  /** http://127.0.0.1:<port>: the Solana JSON-RPC. */
  rpcUrl: string
  /** ws://127.0.0.1:<port>: the subscriptions, on the same port. */
  wsUrl: string
  genesisHash: string
  caipNetworkId: typeof SOLANA_DEVNET_CAIP_NETWORK_ID
  /** The USDC-like mint's address. */
  usdcMint: string
  /** Closes the server and every open connection and socket. Safe to call twice. */
  stop(): Promise<void>
}

export interface StartSolanaDevnetOptions {
  /** Default 8899 (solana-test-validator's); 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
}

// Far above any transaction (1,232 bytes) or sane batch; a bigger body is refused, not buffered.
const MAX_BODY_BYTES = 5 * 1024 * 1024

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '86400',
}

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        resolve(undefined)
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function reply(response: ServerResponse, status: number, body: string, contentType = 'application/json') {
  if (response.headersSent || response.destroyed) return
  response.writeHead(status, { ...CORS_HEADERS, 'content-type': contentType })
  response.end(body)
}

/**
 * Starts the local Solana chain: litesvm behind the standard Solana JSON-RPC (HTTP, batches allowed) and
 * its websocket subscriptions on one port, with the test accounts funded and the USDC-like mint created.
 * Browsers may call it (CORS is open), as they do a public cluster.
 *
 * @example
 * const solana = await startSolanaDevnet({ port: 0 })
 * const rpc = createSolanaRpc(solana.rpcUrl)
 * console.log(await rpc.getBalance(address(devnetSolanaAccounts[0].address)).send())
 * await solana.stop()
 */
export async function startSolanaDevnet(options: StartSolanaDevnetOptions = {}): Promise<SolanaDevnet> {
  const host = options.host ?? '127.0.0.1'
  const port = options.port ?? 8899
  const chain = new SolanaChain()
  const faucet = await Faucet.create(chain)
  await seedSolanaChain(chain, faucet)
  const methods = createSolanaRpcMethods({ chain, faucet })
  const hub = new SubscriptionHub(chain)

  const server = createServer((request, response) => {
    void (async () => {
      try {
        if (request.method === 'OPTIONS') return reply(response, 204, '')
        if (request.method === 'GET' && request.url?.split('?')[0] === '/health') {
          return reply(response, 200, 'ok', 'text/plain')
        }
        if (request.method !== 'POST') {
          return reply(response, 405, 'Use POST with a JSON-RPC body', 'text/plain')
        }
        const body = await readBody(request)
        if (body === undefined) return reply(response, 413, 'Request body too large', 'text/plain')
        reply(response, 200, stringifyWithBigInts(await answerBody(body, methods)))
      } catch (error) {
        reply(
          response,
          500,
          stringifyWithBigInts({
            jsonrpc: '2.0',
            id: null,
            error: { code: -32603, message: `Internal error: ${String(error)}` },
          }),
        )
      }
    })()
  })
  const sockets = new WebSocketServer({ server })
  sockets.on('connection', (socket) => hub.attach(socket))
  // A socket error (a peer resetting the connection) must not take the process down.
  sockets.on('error', () => {})

  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      hub.close()
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is already in use: the local Solana chain cannot start there`)
          : error,
      )
    }
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve()
    })
  })
  const bound = (server.address() as AddressInfo).port
  const base = `${urlHost(host)}:${bound}`

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= new Promise<void>((resolve, reject) => {
      hub.close()
      for (const socket of sockets.clients) socket.terminate()
      sockets.close()
      server.close((error) => (error ? reject(error) : resolve()))
      server.closeAllConnections()
    })
    return stopping
  }

  return {
    rpcUrl: `http://${base}`,
    wsUrl: `ws://${base}`,
    genesisHash: SOLANA_DEVNET_GENESIS_HASH,
    caipNetworkId: SOLANA_DEVNET_CAIP_NETWORK_ID,
    usdcMint: devnetSolanaUsdc.mint,
    stop,
  }
}
