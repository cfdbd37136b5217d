import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { hex } from '@scure/base'
import { addressJson, addressTxsJson, blockJson, statusJson, txJson, utxoJson } from './esplora.ts'
import type { Ledger } from './ledger.ts'
import { TransactionRejectedError } from './rejection.ts'

/** What a route answers: a status and a JSON value or a text body. */
type Reply = { status: number; body: unknown }
type Route = {
  method: 'GET' | 'POST'
  pattern: RegExp
  handle: (params: string[], body: string) => Reply | Promise<Reply>
}

const ok = (body: unknown): Reply => ({ status: 200, body })
const notFound = (what: string): Reply => ({ status: 404, body: `${what} not found` })
const badRequest = (text: string): Reply => ({ status: 400, body: text })
const HASH = '([0-9a-fA-F]{64})'
const ADDRESS = '([0-9A-Za-z]{20,100})'

/** The hooks the test-only routes call, so a faucet or mine over HTTP also runs the chain's timers and logs. */
export interface TestRoutes {
  faucet(address: string, sats: bigint): Promise<string>
  mine(blocks: number): Promise<void>
  submitted(txid: string): void
}

function parseJson(body: string): Record<string, unknown> {
  const value: unknown = body.trim() === '' ? {} : JSON.parse(body)
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('expected a JSON object')
  return value as Record<string, unknown>
}

function routes(ledger: Ledger, test: TestRoutes): Route[] {
  const withTx = (txid: string, reply: (entry: NonNullable<ReturnType<Ledger['transaction']>>) => Reply) => {
    const entry = ledger.transaction(txid.toLowerCase())
    return entry ? reply(entry) : notFound('Transaction')
  }
  const withAddress = (address: string, reply: () => Reply) =>
    ledger.isAddress(address) ? reply() : badRequest('Invalid Bitcoin address')
  const withBlock = (hash: string, reply: (block: NonNullable<ReturnType<Ledger['block']>>) => Reply) => {
    const block = ledger.block(hash.toLowerCase())
    return block ? reply(block) : notFound('Block')
  }
  return [
    { method: 'GET', pattern: /^\/blocks\/tip\/height$/, handle: () => ok(String(ledger.tip().height)) },
    { method: 'GET', pattern: /^\/blocks\/tip\/hash$/, handle: () => ok(ledger.tip().id) },
    {
      method: 'GET',
      pattern: /^\/blocks(?:\/(\d+))?$/,
      handle: ([start]) => {
        const from = Math.min(start === undefined ? ledger.tip().height : Number(start), ledger.tip().height)
        const list = []
        for (let height = from; height >= 0 && list.length < 10; height--) {
          list.push(blockJson(ledger.blockAt(height)!, ledger))
        }
        return ok(list)
      },
    },
    {
      method: 'GET',
      pattern: /^\/block-height\/(\d+)$/,
      handle: ([height]) => {
        const block = ledger.blockAt(Number(height))
        return block ? ok(block.id) : notFound('Block')
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/block/${HASH}$`),
      handle: ([hash]) => withBlock(hash!, (b) => ok(blockJson(b, ledger))),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/block/${HASH}/txids$`),
      handle: ([hash]) => withBlock(hash!, (b) => ok(b.txids)),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/block/${HASH}/status$`),
      handle: ([hash]) =>
        withBlock(hash!, (b) => {
          const next = ledger.blockAt(b.height + 1)
          return ok({ in_best_chain: true, height: b.height, ...(next ? { next_best: next.id } : {}) })
        }),
    },
    // sat/vB by confirmation target; the test chain's relay floor is 1 sat/vB.
    {
      method: 'GET',
      pattern: /^\/fee-estimates$/,
      handle: () => ok({ 1: 2, 2: 1.5, 3: 1.2, 6: 1, 144: 1, 504: 1, 1008: 1 }),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/address/${ADDRESS}$`),
      handle: ([a]) => withAddress(a!, () => ok(addressJson(ledger, a!))),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/address/${ADDRESS}/utxo$`),
      handle: ([a]) => withAddress(a!, () => ok(utxoJson(ledger, a!))),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/address/${ADDRESS}/txs$`),
      handle: ([a]) => withAddress(a!, () => ok(addressTxsJson(ledger, a!, { kind: 'all' }))),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/address/${ADDRESS}/txs/mempool$`),
      handle: ([a]) => withAddress(a!, () => ok(addressTxsJson(ledger, a!, { kind: 'mempool' }))),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/address/${ADDRESS}/txs/chain(?:/${HASH})?$`),
      handle: ([a, after]) =>
        withAddress(a!, () =>
          ok(
            addressTxsJson(
              ledger,
              a!,
              after ? { kind: 'chain', after: after.toLowerCase() } : { kind: 'chain' },
            ),
          ),
        ),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/tx/${HASH}$`),
      handle: ([id]) => withTx(id!, (e) => ok(txJson(ledger, e))),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/tx/${HASH}/hex$`),
      handle: ([id]) => withTx(id!, (e) => ok(hex.encode(e.raw))),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/tx/${HASH}/status$`),
      handle: ([id]) => withTx(id!, (e) => ok(statusJson(ledger, e))),
    },
    {
      method: 'POST',
      pattern: /^\/tx$/,
      handle: (_, body) => {
        try {
          const txid = ledger.submit(body)
          test.submitted(txid)
          return ok(txid)
        } catch (error) {
          if (error instanceof TransactionRejectedError) return badRequest(error.toEsploraText())
          throw error
        }
      },
    },
    // Test chain only: credit an address, mine blocks. Not part of Esplora.
    {
      method: 'POST',
      pattern: /^\/test\/faucet$/,
      handle: async (_, body) => {
        const { address, sats } = parseJson(body)
        if (typeof address !== 'string' || !ledger.isAddress(address))
          return badRequest('Invalid Bitcoin address')
        if (
          !(typeof sats === 'number' && Number.isSafeInteger(sats)) &&
          !(typeof sats === 'string' && /^\d+$/.test(sats))
        ) {
          return badRequest('sats must be an integer (number or decimal string)')
        }
        return ok({ txid: await test.faucet(address, BigInt(sats)) })
      },
    },
    {
      method: 'POST',
      pattern: /^\/test\/mine$/,
      handle: async (_, body) => {
        const { blocks = 1 } = parseJson(body)
        if (typeof blocks !== 'number' || !Number.isSafeInteger(blocks) || blocks < 1 || blocks > 1000) {
          return badRequest('blocks must be an integer from 1 to 1000')
        }
        await test.mine(blocks)
        return ok({ height: ledger.tip().height, hash: ledger.tip().id })
      },
    },
    {
      method: 'GET',
      pattern: /^\/$/,
      handle: () =>
        ok(
          'Airlock Bitcoin TEST chain: an Esplora-compatible API over an in-process ledger, not a Bitcoin node.\n',
        ),
    },
  ]
}

function readBody(request: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        reject(new Error('Request body too large'))
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function send(response: ServerResponse, reply: Reply): void {
  const text = typeof reply.body === 'string'
  response.writeHead(reply.status, {
    'content-type': text ? 'text/plain; charset=utf-8' : 'application/json',
    // Pages (the test wallet, the demo) call the chain straight from the browser.
    'access-control-allow-origin': '*',
  })
  response.end(text ? reply.body : JSON.stringify(reply.body))
}

/** An HTTP server (not yet listening) serving the Esplora routes and the test-only ones over `ledger`. */
export function createEsploraServer(ledger: Ledger, test: TestRoutes): Server {
  const table = routes(ledger, test)
  return createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
      })
      response.end()
      return
    }
    const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '') || '/'
    let reply: Reply
    try {
      const body = request.method === 'POST' ? await readBody(request, 4_000_000) : ''
      const route = table.find(
        (candidate) => candidate.method === request.method && candidate.pattern.test(path),
      )
      reply = route ? await route.handle(path.match(route.pattern)!.slice(1), body) : notFound('Route')
    } catch (error) {
      reply = badRequest(error instanceof Error ? error.message : String(error))
    }
    send(response, reply)
  })
}
