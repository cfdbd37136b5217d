import { decodeEnvelope, readEnvelopeHeader } from '../crypto/envelope.ts'
import type { RelayMessage } from '../relay/types.ts'
import { ProtocolError, parseJsonRpcErrorTolerant, sdkError } from './errors.ts'
import { readLinkEnvelope } from './linkMode.ts'
import { parsePayload } from './payload.ts'
import type { PendingAnswers } from './pendingAnswers.ts'
import type { SeenRequests } from './seenRequests.ts'
import type { HistoryRecord, SignStores } from './signStores.ts'
import type { JsonRpcErrorObject } from './types.ts'

/** Where an incoming request came from, for handlers. */
export interface Incoming {
  topic: string
  id: number
  method: string
  params: unknown
  /** The relay message (attestation, envelope text) when it came over the relay. */
  message?: RelayMessage
  transport: 'relay' | 'link'
}

export interface IncomingResponse {
  topic: string
  id: number
  /** The request this answers, from history (undefined after a restart without history). */
  request?: HistoryRecord
  result?: unknown
  error?: JsonRpcErrorObject
  /** Type-1 sender key, for authenticate answers. */
  senderPublicKey?: string
}

export type RequestHandler = (incoming: Incoming) => Promise<void> | void
export type ResponseHandler = (response: IncomingResponse) => Promise<void> | void

export interface InboundOptions {
  /** The keys that open messages, and the history that tells which request a response answers. */
  stores: Pick<SignStores, 'keychain' | 'keyPairs' | 'responseTopics' | 'history'>
  seen: SeenRequests
  answers: PendingAnswers
  /** Answers a request with an error, the way it came. */
  refuse(incoming: Incoming, error: JsonRpcErrorObject): Promise<void>
  reportError(error: unknown): void
}

/**
 * Everything that arrives, over the relay or in a universal link: opens the envelope with the topic's key,
 * drops replays, hands each request to the handler its role registered for the method and each response to the
 * handler of the request it answers, then to whoever awaits that answer. A request nobody handles, or that its
 * handler refuses, gets the refusal as its answer, so the peer is not left waiting.
 */
export class Inbound {
  readonly #options: InboundOptions
  readonly #requestHandlers = new Map<string, RequestHandler>()
  readonly #responseHandlers = new Map<string, ResponseHandler>()
  #queue: Promise<void> = Promise.resolve()

  constructor(options: InboundOptions) {
    this.#options = options
  }

  onRequest(method: string, handler: RequestHandler): void {
    this.#requestHandlers.set(method, handler)
  }

  onResponse(method: string, handler: ResponseHandler): void {
    this.#responseHandlers.set(method, handler)
  }

  /** Queues a message the relay delivered. */
  receive(message: RelayMessage): void {
    this.#enqueue(() => this.#onEnvelope(message.topic, message.message, 'base64', 'relay', message))
  }

  /** Queues the envelope a universal link carries (link mode). Returns false when it carries none. */
  dispatchEnvelope(url: string): boolean {
    const link = readLinkEnvelope(url)
    if (!link) return false
    this.#enqueue(() => this.#onEnvelope(link.topic, link.envelope, 'base64url', 'link'))
    return true
  }

  /** Resolves once every message received so far has been handled. */
  idle(): Promise<void> {
    return this.#queue
  }

  #enqueue(task: () => Promise<void>): void {
    // One message at a time, in arrival order: a settle is stored before the request that follows it is read.
    this.#queue = this.#queue.then(task).catch((error) => this.#options.reportError(error))
  }

  async #onEnvelope(
    topic: string,
    envelope: string,
    encoding: 'base64' | 'base64url',
    transport: 'relay' | 'link',
    message?: RelayMessage,
  ): Promise<void> {
    const decoded = this.#open(topic, envelope, encoding, transport)
    if (!decoded) return
    const payload = parsePayload(decoded.payload)
    if (!payload) throw new Error(`Ignored a message on ${topic} that is not JSON-RPC`)
    if (payload.kind === 'request') {
      if (!this.#options.seen.add(payload.id, transport)) return
      await this.#onRequest({
        topic,
        id: payload.id,
        method: payload.method,
        params: payload.params,
        transport,
        ...(message ? { message } : {}),
      })
      return
    }
    await this.#onResponse(
      { topic, id: payload.id, senderPublicKey: decoded.senderPublicKey },
      payload.kind === 'error'
        ? { error: parseJsonRpcErrorTolerant(payload.error) }
        : { result: payload.result },
    )
  }

  /** Decrypts with the key of the envelope's type; undefined when this client holds no such key. */
  #open(
    topic: string,
    envelope: string,
    encoding: 'base64' | 'base64url',
    transport: 'relay' | 'link',
  ): ReturnType<typeof decodeEnvelope> | undefined {
    const { keychain, keyPairs, responseTopics } = this.#options.stores
    const header = readEnvelopeHeader(envelope, encoding)
    // Plaintext envelopes belong to link mode; over the relay anyone could have written them.
    if (header.type === 2 && transport === 'relay') return undefined
    if (header.type === 1) {
      const publicKey = responseTopics.get(topic)
      const privateKey = publicKey ? keyPairs.get(publicKey) : undefined
      return privateKey ? decodeEnvelope(envelope, { receiverPrivateKey: privateKey }, encoding) : undefined
    }
    const symKey = keychain.get(topic)
    if (!symKey && header.type === 0) return undefined
    return decodeEnvelope(envelope, symKey ? { symKey } : {}, encoding)
  }

  async #onRequest(incoming: Incoming): Promise<void> {
    const { refuse, reportError } = this.#options
    const handler = this.#requestHandlers.get(incoming.method)
    if (!handler) {
      await refuse(incoming, sdkError('WC_METHOD_UNSUPPORTED')).catch(reportError)
      return
    }
    try {
      await handler(incoming)
    } catch (error) {
      // A request the handler refused gets the refusal as its answer, so the peer is not left waiting.
      if (error instanceof ProtocolError) await refuse(incoming, error.toJsonRpcError()).catch(reportError)
      throw error
    }
  }

  async #onResponse(
    from: { topic: string; id: number; senderPublicKey: string | undefined },
    answer: { result: unknown } | { error: JsonRpcErrorObject },
  ): Promise<void> {
    const { history } = this.#options.stores
    // A response answers a request we sent, once: one carrying the id of a request we received, or of
    // one already answered (a replay, a second answer), must neither mark it nor run the handler again.
    const record = history.get(from.id)
    const request = record?.direction === 'out' && !record.answered ? record : undefined
    const response: IncomingResponse = {
      topic: from.topic,
      id: from.id,
      ...(request ? { request } : {}),
      ...(from.senderPublicKey ? { senderPublicKey: from.senderPublicKey } : {}),
      ...answer,
    }
    if (request) history.set(from.id, { ...request, answered: true })
    const handler = request ? this.#responseHandlers.get(request.method) : undefined
    if (handler) await handler(response)
    this.#options.answers.answer(from.id, response)
  }
}
