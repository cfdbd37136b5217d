import type { WebSocket } from 'ws'
import { type AccountEncoding, accountEncoding, accountJson } from './accountJson.ts'
import type { ChainEvent, SolanaChain } from './chain.ts'
import { RpcErrorCode, SolanaRpcError } from './errors.ts'
import { stringifyWithBigInts } from './json.ts'
import { optionalConfig, requireAddress, requireSignature } from './params.ts'

type Subscription =
  | { socket: WebSocket; kind: 'slot' }
  | { socket: WebSocket; kind: 'signature'; signature: string }
  | { socket: WebSocket; kind: 'account'; address: string; encoding: AccountEncoding }

const SYSTEM_PROGRAM = '11111111111111111111111111111111'

/**
 * The websocket side of the RPC: signatureSubscribe, slotSubscribe and accountSubscribe (and their
 * unsubscribes), the ones @solana/kit's sendAndConfirm and account watching use. Everything is final
 * the moment it lands, so every commitment level is notified at once.
 *
 * @example
 * const hub = new SubscriptionHub(chain)
 * wss.on('connection', (socket) => hub.attach(socket))
 */
export class SubscriptionHub {
  readonly #subscriptions = new Map<number, Subscription>()
  #nextId = 0
  readonly #stopListening: () => void

  constructor(private readonly chain: SolanaChain) {
    this.#stopListening = chain.subscribe((event) => this.#onChainEvent(event))
  }

  attach(socket: WebSocket): void {
    // A peer's bad frame or reset: ws closes the socket; unhandled, the 'error' event would end the process.
    socket.on('error', () => socket.terminate())
    socket.on('message', (raw) => this.#onMessage(socket, String(raw)))
    socket.on('close', () => {
      for (const [id, subscription] of this.#subscriptions) {
        if (subscription.socket === socket) this.#subscriptions.delete(id)
      }
    })
  }

  close(): void {
    this.#stopListening()
    this.#subscriptions.clear()
  }

  #onMessage(socket: WebSocket, raw: string) {
    let request: unknown
    try {
      request = JSON.parse(raw)
    } catch {
      return send(socket, {
        jsonrpc: '2.0',
        id: null,
        error: { code: RpcErrorCode.parseError, message: 'Parse error' },
      })
    }
    const {
      id = null,
      method,
      params,
    } = (typeof request === 'object' && request !== null ? request : {}) as Record<string, unknown>
    // kit's keep-alive: no answer expected.
    if (method === 'ping') return
    const reply = (body: { result: unknown } | { error: unknown }) =>
      send(socket, { jsonrpc: '2.0', id, ...body })
    if (typeof method !== 'string') {
      return reply({
        error: { code: RpcErrorCode.invalidRequest, message: 'Invalid request: method must be a string' },
      })
    }
    try {
      const list = params === undefined || params === null ? [] : params
      if (!Array.isArray(list))
        throw new SolanaRpcError(RpcErrorCode.invalidParams, 'Invalid params: params must be an array')
      if (
        method.endsWith('Unsubscribe') &&
        ['slotUnsubscribe', 'signatureUnsubscribe', 'accountUnsubscribe'].includes(method)
      ) {
        const [subscriptionId] = list
        if (typeof subscriptionId !== 'number') {
          throw new SolanaRpcError(RpcErrorCode.invalidParams, 'Invalid params: expected a subscription id')
        }
        const existing = this.#subscriptions.get(subscriptionId)
        if (existing?.socket === socket) this.#subscriptions.delete(subscriptionId)
        // A signature subscription ends by itself after its notification; unsubscribing it then is no error.
        return reply({ result: true })
      }
      const subscription = this.#parseSubscription(socket, method, list)
      const subscriptionId = ++this.#nextId
      this.#subscriptions.set(subscriptionId, subscription)
      reply({ result: subscriptionId })
      if (subscription.kind === 'signature') {
        const record = this.chain.record(subscription.signature)
        if (record) this.#notifySignature(subscriptionId, subscription, record.slot, record.err)
      }
    } catch (error) {
      const body =
        error instanceof SolanaRpcError
          ? error.toJson()
          : { code: RpcErrorCode.internalError, message: `Internal error: ${String(error)}` }
      reply({ error: body })
    }
  }

  #parseSubscription(socket: WebSocket, method: string, params: unknown[]): Subscription {
    switch (method) {
      case 'slotSubscribe':
        return { socket, kind: 'slot' }
      case 'signatureSubscribe':
        return { socket, kind: 'signature', signature: requireSignature(params[0]) }
      case 'accountSubscribe': {
        const config = optionalConfig(params[1])
        return {
          socket,
          kind: 'account',
          address: requireAddress(params[0]),
          encoding: accountEncoding(config.encoding),
        }
      }
      default:
        throw new SolanaRpcError(RpcErrorCode.methodNotFound, 'Method not found')
    }
  }

  #onChainEvent(event: ChainEvent) {
    if (event.type === 'slot') {
      const slot = event.slot
      for (const [id, subscription] of this.#subscriptions) {
        if (subscription.kind === 'slot')
          notify(subscription.socket, 'slotNotification', id, { parent: slot - 1n, root: slot, slot })
      }
      return
    }
    const { record } = event
    const touched = new Set<string>(record.accountKeys)
    for (const [id, subscription] of this.#subscriptions) {
      if (subscription.kind === 'signature' && subscription.signature === record.signature) {
        this.#notifySignature(id, subscription, record.slot, record.err)
      } else if (subscription.kind === 'account' && touched.has(subscription.address)) {
        const account = this.chain.account(subscription.address)
        const value = account
          ? accountJson(account, subscription.encoding, this.chain.mintDecimals)
          : {
              data: ['', 'base64'],
              executable: false,
              lamports: 0n,
              owner: SYSTEM_PROGRAM,
              rentEpoch: 0n,
              space: 0,
            }
        notify(subscription.socket, 'accountNotification', id, { context: { slot: record.slot }, value })
      }
    }
  }

  #notifySignature(id: number, subscription: Subscription, slot: bigint, err: unknown) {
    this.#subscriptions.delete(id)
    notify(subscription.socket, 'signatureNotification', id, { context: { slot }, value: { err } })
  }
}

function send(socket: WebSocket, message: unknown) {
  if (socket.readyState === socket.OPEN) socket.send(stringifyWithBigInts(message))
}

function notify(socket: WebSocket, method: string, subscription: number, result: unknown) {
  send(socket, { jsonrpc: '2.0', method, params: { result, subscription } })
}
